// The basket and the checkout with five active promotions beside the same calls with none (issue 27):
// the discount step must not cost a noticeable share. Used by bench.mjs; asserts nothing.
import autocannon from 'autocannon';

const guest = { firstName: 'Ольга', lastName: 'Смирнова', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

/** p95 of a list of milliseconds. */
const p95 = (times) => Math.round([...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))]);

export async function measurePromotions({ base, db, adminPassword, connections, duration }) {
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const { rows: lines } = await db.query(
    `SELECT v.id, p.category_id AS "categoryId", p.brand_id AS "brandId" FROM product_variant v JOIN product p ON p.id = v.product_id
     WHERE p.available AND NOT v.hidden AND p.brand_id IS NOT NULL ORDER BY v.id LIMIT 3`,
  );
  // Stock changes name their reason (the stock history's trigger refuses one without).
  await db.query('BEGIN');
  await db.query("SELECT set_config('vitrina.stock_reason', 'manual', true)");
  await db.query('UPDATE product_variant SET stock = 1000000 WHERE id = ANY($1::int[])', [lines.map((line) => line.id)]);
  await db.query('COMMIT');
  const token = (await call('POST', '/auth/signin', { email: 'admin@shop.local', password: adminPassword })).accessToken;
  const [delivery] = (await call('GET', '/delivery-methods')).rows;

  const basket = async (code) => {
    const { id } = await call('POST', '/baskets');
    for (const line of lines) await call('POST', `/order-products/${id}`, { productVariantId: line.id, quantity: 2 });
    if (code) await call('POST', `/baskets/${id}/promo`, { code });
    return id;
  };

  /** GET of one basket under load, then `orders` guest orders placed 8 at a time (their baskets made beforehand). */
  async function measure(code, label, orders = 240) {
    const id = await basket(code);
    const read = await autocannon({ url: `${base}/api/baskets/${id}`, connections, duration });
    const baskets = [];
    for (let i = 0; i < orders; i++) baskets.push(await basket(code));
    const times = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < baskets.length) {
          const basketId = baskets[next++];
          const at = performance.now();
          await call('POST', '/checkouts/direct', { ...guest, email: `bench${next}@example.ru`, basketId, deliveryMethodId: delivery.id });
          times.push(performance.now() - at);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      scenario: label,
      'корзина, запр/с': Math.round(read.requests.average),
      'корзина p99 мс': read.latency.p99,
      'заказов/с (8 сразу)': Math.round(orders / seconds),
      'заказ p95 мс': p95(times),
      ошибок: read.errors + read.non2xx,
    };
  }

  // Warmed up first; measured without, with, and again without (switched off), as the machine drifts.
  await measure(null, 'разогрев', 40);
  const none = await measure(null, 'без акций');
  const [first, second] = lines;
  const promotions = [
    { name: 'Категория −5 %', kind: 'percent', value: 5, categoryIds: [first.categoryId] },
    { name: 'Бренд −300 ₽', kind: 'fixed', value: 300, brandIds: [second.brandId] },
    { name: 'От 1000 ₽ −7 %', kind: 'percent', value: 7, minOrderAmount: 1000 },
    { name: 'Доставка бесплатно', kind: 'free_delivery', usageLimit: 1_000_000 },
    { name: 'Промокод −10 %', code: 'BENCH10', kind: 'percent', value: 10, usageLimit: 1_000_000, perCustomerLimit: 5 },
  ];
  const ids = [];
  for (const promotion of promotions) ids.push((await call('POST', '/promotions', promotion, token)).id);
  const five = await measure('BENCH10', 'пять акций (четыре сами, одна по промокоду)');
  for (const id of ids) await call('PUT', `/promotions/${id}`, { active: false }, token);
  const again = await measure(null, 'без акций (снова: пять выключены)');
  return [none, five, again];
}
