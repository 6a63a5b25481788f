import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, recordMaker, startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §15: promotions by code or automatic, their limits, and what orders keep of them. */

let app: TestApp;
const { ids, make } = recordMaker(() => app);
const variants: Record<string, number> = {};
let methods: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'clothes', { name: 'Одежда' });
  await make('/categories', 'dresses', { name: 'Платья', parentId: ids.clothes });
  await make('/categories', 'shoes', { name: 'Обувь' });
  await make('/brands', 'nord', { name: 'Норд' });
  const product = async (key: string, body: object, price: number) => {
    const made = await make('/products', key, { ...body, productVariants: [{ sku: key.toUpperCase(), price, stock: 100 }] });
    variants[key] = made.productVariants[0].id;
  };
  await product('dress', { name: 'Платье', categoryId: ids.dresses }, 4990);
  await product('boots', { name: 'Ботинки', categoryId: ids.shoes, brandId: ids.nord }, 7990);
  await product('socks', { name: 'Носки', categoryId: ids.shoes }, 333.33);
  const delivery = (await app.rest('GET', '/delivery-methods')).body.rows as { id: number; name: string }[];
  const payment = (await app.rest('GET', '/payment-methods')).body.rows as { id: number; name: string }[];
  methods = Object.fromEntries([...delivery, ...payment].map((m) => [m.name, m.id]));
});
afterAll(() => app.close());

const guest = { firstName: 'Ольга', lastName: 'Смирнова', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

async function basket(lines: Record<string, number>): Promise<string> {
  const id = (await app.rest('POST', '/baskets')).body.id;
  for (const [key, quantity] of Object.entries(lines)) {
    const added = await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variants[key], quantity } });
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  }
  return id;
}

const promotion = async (body: object) => {
  const created = await app.rest('POST', '/promotions', { body, as: 'Admin' });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body as { id: number; code: string | null };
};
const apply = (basketId: string, code: string) => app.rest('POST', `/baskets/${basketId}/promo`, { body: { code } });
const order = (basketId: string, email: string, extra: object = {}) => app.rest('POST', '/checkouts/direct', { body: { ...guest, email, basketId, ...extra } });
const switchOff = (id: number) => app.rest('PUT', `/promotions/${id}`, { body: { active: false }, as: 'Admin' });

describe('promotions as staff keep them', () => {
  it('are read and written by staff only, through both APIs, with their limits checked', async () => {
    const body = { name: 'Осень', code: 'AUTUMN', kind: 'percent', value: 10 };
    expect((await app.rest('GET', '/promotions')).status).toBe(401);
    expect((await app.rest('POST', '/promotions', { body, as: 'User' })).status).toBe(403);
    const bad = await app.rest('POST', '/promotions', { body: { ...body, value: 150, startsAt: '2026-12-01', endsAt: '2026-11-01' }, as: 'Admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ value: 'Процент: больше 0 и не больше 100' });
    expect((await app.rest('POST', '/promotions', { body: { ...body, endsAt: '2026-11-01', startsAt: '2026-12-01' }, as: 'Admin' })).body.details).toEqual({ endsAt: 'Позже начала действия' });
    expect((await app.rest('POST', '/promotions', { body: { ...body, kind: 'gift' }, as: 'Admin' })).status).toBe(400);

    const created = await app.rest('POST', '/promotions', { body: { ...body, categoryIds: [ids.clothes], usageLimit: 100 }, as: 'SuperUser' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Осень', code: 'AUTUMN', kind: 'percent', value: 10, categoryIds: [ids.clothes], brandIds: [], usageLimit: 100, perCustomerLimit: null, firstOrderOnly: false, active: true, used: 0, discountTotal: 0 });
    const taken = await app.rest('POST', '/promotions', { body: { ...body, code: 'autumn' }, as: 'Admin' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'DUPLICATE', details: { field: 'code', code: 'Такой промокод уже есть' } });

    const viaGraphQL = await app.gql('mutation { createPromotion(input: { name: "Доставка даром", kind: free_delivery, code: "SHIP" }) { id kind value code } }', {}, 'Admin');
    expect(viaGraphQL.data.createPromotion).toMatchObject({ kind: 'free_delivery', value: 0, code: 'SHIP' });
    const listed = await app.gql('{ promotions(q: "осен") { length rows { code } } }', {}, 'Admin');
    expect(listed.data.promotions).toEqual({ length: 1, rows: [{ code: 'AUTUMN' }] });
    expect((await app.rest('DELETE', `/promotions/${created.body.id}`, { as: 'Admin' })).status).toBe(200);
    expect((await app.rest('DELETE', `/promotions/${viaGraphQL.data.createPromotion.id}`, { as: 'Admin' })).status).toBe(200);
    expect((await app.rest('GET', `/promotions/${created.body.id}`, { as: 'Admin' })).status).toBe(404);
  });
});

describe('a promo code on a basket', () => {
  it('is taken whatever its case, gives a percent off the lines it covers, and can be taken off', async () => {
    const sale = await promotion({ name: 'Платья −20 %', code: 'Dress20', kind: 'percent', value: 20, categoryIds: [ids.clothes] });
    const id = await basket({ dress: 2, boots: 1 });
    const applied = await apply(id, 'dRESS20');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ promoCode: 'Dress20', promoProblem: null, itemsAmount: 17970, discountAmount: 1996, totalAmount: 15974, discounts: [{ promotionId: sale.id, name: 'Платья −20 %', amount: 1996 }] });
    const dress = applied.body.orderProducts.find((line: { productVariant: { id: number } }) => line.productVariant.id === variants.dress);
    expect(dress).toMatchObject({ price: 4990, discount: 1996, discountedPrice: 3992 });
    expect((await app.rest('GET', `/baskets/${id}`)).body.totalAmount).toBe(15974);

    const viaGraphQL = await app.gql('mutation ($id: String!) { removePromoCode(basketId: $id) { promoCode discountAmount totalAmount } }', { id });
    expect(viaGraphQL.data.removePromoCode).toEqual({ promoCode: null, discountAmount: 0, totalAmount: 17970 });
    const again = await app.gql('mutation ($id: String!) { applyPromoCode(basketId: $id, code: "DRESS20") { promoCode discounts { name amount } } }', { id });
    expect(again.data.applyPromoCode).toEqual({ promoCode: 'Dress20', discounts: [{ name: 'Платья −20 %', amount: 1996 }] });
    await switchOff(sale.id);
  });

  it('of a fixed sum shares it between the lines it covers, to the kopeck, never above their sum', async () => {
    const fixed = await promotion({ name: 'Минус 500', code: 'MINUS500', kind: 'fixed', value: 500, categoryIds: [ids.shoes] });
    const id = await basket({ boots: 1, socks: 3, dress: 1 });
    const applied = (await apply(id, 'minus500')).body;
    expect(applied.discountAmount).toBe(500);
    const byVariant = Object.fromEntries(applied.orderProducts.map((line: { productVariant: { id: number }; discount: number }) => [line.productVariant.id, line.discount]));
    expect(byVariant[variants.dress]).toBe(0);
    expect(Math.round((byVariant[variants.boots] + byVariant[variants.socks]) * 100)).toBe(50000);
    expect(byVariant[variants.boots]).toBeCloseTo((500 * 7990) / 8989.99, 1);

    const small = await promotion({ name: 'Минус 9000', code: 'HUGE', kind: 'fixed', value: 9000, productIds: [ids.socks] });
    const capped = (await apply(await basket({ socks: 1 }), 'HUGE')).body;
    expect(capped).toMatchObject({ itemsAmount: 333.33, discountAmount: 333.33, totalAmount: 0 });
    await switchOff(fixed.id);
    await switchOff(small.id);
  });

  it('is refused with the reason: unknown, switched off, expired, not started, below its sum, or covering nothing', async () => {
    const id = await basket({ socks: 1 });
    // The reason for a program (`PROMO_REFUSED {reason}`, CONTRACT §21) and for a person.
    const refusal = async (code: string) => {
      const answer = await apply(id, code);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('PROMO_REFUSED');
      return [answer.body.details.reason, answer.body.message];
    };
    expect(await refusal('NOSUCH')).toEqual(['not_found', 'Промокод не найден']);
    const off = await promotion({ name: 'Выключена', code: 'OFF', kind: 'percent', value: 5, active: false });
    expect(await refusal('off')).toEqual(['not_found', 'Промокод не найден']);
    await promotion({ name: 'Прошла', code: 'PAST', kind: 'percent', value: 5, endsAt: '2020-01-01T00:00:00Z' });
    expect(await refusal('PAST')).toEqual(['expired', 'Срок действия промокода истёк']);
    await promotion({ name: 'Будет', code: 'FUTURE', kind: 'percent', value: 5, startsAt: '2099-01-01T00:00:00Z' });
    expect(await refusal('FUTURE')).toEqual(['not_started', 'Срок действия промокода ещё не начался']);
    await promotion({ name: 'От трёх тысяч', code: 'MIN3000', kind: 'fixed', value: 300, minOrderAmount: 3000 });
    expect(await refusal('MIN3000')).toEqual(['min_amount', 'Промокод действует для заказов от 3000 ₽']);
    await promotion({ name: 'Только Норд', code: 'NORD', kind: 'percent', value: 15, brandIds: [ids.nord] });
    expect(await refusal('NORD')).toEqual(['not_applicable', 'Промокод не действует на товары в корзине']);
    const gql = await app.gql('mutation ($id: String!) { applyPromoCode(basketId: $id, code: "PAST") { id } }', { id });
    expect(gql.errors[0]).toMatchObject({ message: 'Срок действия промокода истёк', extensions: { code: 'PROMO_REFUSED', details: { reason: 'expired' } } });
    expect((await app.rest('GET', `/baskets/${id}`)).body.promoCode).toBeNull();
    await switchOff(off.id);

    // A code kept while the basket drops below its sum stays, saying why it gives nothing.
    const big = await basket({ boots: 1 });
    expect((await apply(big, 'MIN3000')).body.discountAmount).toBe(300);
    await app.rest('POST', `/order-products/${big}`, { body: { productVariantId: variants.socks, quantity: 1 } });
    await app.rest('DELETE', `/order-products/${big}`, { body: { productVariantId: variants.boots } });
    expect((await app.rest('GET', `/baskets/${big}`)).body).toMatchObject({ promoCode: 'MIN3000', promoProblem: 'Промокод действует для заказов от 3000 ₽', promoProblemReason: 'min_amount', discountAmount: 0, discounts: [] });
    const placed = await order(big, 'below@example.ru');
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('Промокод действует для заказов от 3000 ₽');
  });
});

describe('automatic promotions', () => {
  it('apply without a code, the best one per line, beside a code that wins where it gives more', async () => {
    const auto = await promotion({ name: 'Обувь −10 %', kind: 'percent', value: 10, categoryIds: [ids.shoes] });
    const code = await promotion({ name: 'Норд −25 %', code: 'NORD25', kind: 'percent', value: 25, brandIds: [ids.nord] });
    const id = await basket({ boots: 1, socks: 3 });
    const before = (await app.rest('GET', `/baskets/${id}`)).body;
    expect(before.discounts).toEqual([{ promotionId: auto.id, name: 'Обувь −10 %', amount: 898.99, freeDelivery: false }]);
    const applied = (await apply(id, 'nord25')).body;
    // Boots: 25 % (1997.50) beats 10 %; socks: only the automatic 10 % (33.33 × 3).
    expect(applied.discounts).toEqual([
      { promotionId: code.id, name: 'Норд −25 %', amount: 1997.5, freeDelivery: false },
      { promotionId: auto.id, name: 'Обувь −10 %', amount: 99.99, freeDelivery: false },
    ]);
    expect(applied).toMatchObject({ itemsAmount: 8989.99, discountAmount: 2097.49, totalAmount: 6892.5 });
    await switchOff(auto.id);
    await switchOff(code.id);
  });
});

describe('the promotions shoppers are told of', () => {
  it('are the automatic ones on now, with their categories and brands, and never a code', async () => {
    const shoes = await promotion({ name: 'Обувь Норд −15 %', kind: 'percent', value: 15, brandIds: [ids.nord], endsAt: '2099-01-01T00:00:00Z' });
    await promotion({ name: 'Секретный', code: 'SECRET', kind: 'percent', value: 50 });
    await promotion({ name: 'Завтрашняя', kind: 'percent', value: 5, startsAt: '2099-01-01T00:00:00Z' });
    const told = await app.rest('GET', '/promotions/current');
    expect(told.status).toBe(200);
    const mine = told.body.find((p: { id: number }) => p.id === shoes.id);
    expect(mine).toEqual({ id: shoes.id, name: 'Обувь Норд −15 %', kind: 'percent', value: 15, minOrderAmount: null, endsAt: '2099-01-01T00:00:00.000Z', firstOrderOnly: false, categories: [], brands: [{ id: ids.nord, name: 'Норд', url: 'nord' }], productCount: 0 });
    expect(JSON.stringify(told.body)).not.toMatch(/SECRET|Секретный|Завтрашняя/);
    const viaGraphQL = await app.gql('{ currentPromotions { name brands { name } } }');
    expect(viaGraphQL.data.currentPromotions).toContainEqual({ name: 'Обувь Норд −15 %', brands: [{ name: 'Норд' }] });
    await switchOff(shoes.id);
  });
});

describe('free delivery', () => {
  it('takes the delivery’s price off with each delivery method, and the total is the goods alone', async () => {
    await promotion({ name: 'Доставка бесплатно', code: 'FREESHIP', kind: 'free_delivery' });
    const all = (await app.rest('GET', '/delivery-methods')).body.rows as { id: number; name: string; price: number; freeFrom: number | null; needsAddress: boolean }[];
    expect(all.length).toBeGreaterThan(1);
    const point = (await app.rest('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Москва, ул. Мясницкая, 24', hours: 'Ежедневно 10:00–21:00', phone: '+7 495 000-00-01' }, as: 'Admin' })).body;
    for (const method of all) {
      const id = await basket({ socks: 1 });
      expect((await apply(id, 'FREESHIP')).body.discounts).toEqual([expect.objectContaining({ name: 'Доставка бесплатно', amount: 0, freeDelivery: true })]);
      const placed = await order(id, `ship-${method.id}@example.ru`, { deliveryMethodId: method.id, ...(method.needsAddress ? {} : { pickupPointId: point.id }) });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ promoCode: 'FREESHIP', itemsAmount: 333.33, deliveryPrice: method.price, discountAmount: method.price, totalAmount: 333.33 });
      expect(placed.body.discounts).toEqual([expect.objectContaining({ name: 'Доставка бесплатно', amount: method.price, freeDelivery: true })]);
    }
  });
});

describe('an order placed with promotions', () => {
  it('keeps the code, the discounts and each line’s discounted price; the letter, the CSV and 1C show them', async () => {
    const sale = await promotion({ name: 'Минус 1000', code: 'GIFT1000', kind: 'fixed', value: 1000 });
    const id = await basket({ dress: 1, socks: 3 });
    await apply(id, 'gift1000');
    const placed = await order(id, 'copies@example.ru', { deliveryMethodId: methods['Курьером'] });
    expect(placed.status).toBe(201);
    const o = placed.body;
    expect(o).toMatchObject({ promoCode: 'GIFT1000', itemsAmount: 5989.99, discountAmount: 1000, discounts: [{ promotionId: sale.id, name: 'Минус 1000', amount: 1000 }] });
    expect(o.totalAmount).toBe(Math.round((5989.99 - 1000 + o.deliveryPrice) * 100) / 100);
    const lineSum = o.orderProducts.reduce((sum: number, line: { discount: number }) => sum + Math.round(line.discount * 100), 0);
    expect(lineSum).toBe(100000);
    const socks = o.orderProducts.find((line: { sku: string }) => line.sku === 'SOCKS');
    expect(socks.discountedPrice).toBeCloseTo(333.33 - socks.discount / 3, 2);

    const read = await app.gql('query ($id: Int!) { checkout(id: $id) { promoCode discountAmount discounts { name amount } orderProducts { sku discount discountedPrice } } }', { id: o.id }, 'Admin');
    expect(read.data.checkout).toMatchObject({ promoCode: 'GIFT1000', discountAmount: 1000, discounts: [{ name: 'Минус 1000', amount: 1000 }] });
    expect((await app.rest('GET', `/baskets/${id}`)).body).toMatchObject({ promoCode: null, orderProducts: [] });

    const letter = await app.mailbox.waitFor('copies@example.ru', new RegExp(`Заказ № ${o.id} принят`));
    expect(letter.text).toMatch(/Промокод GIFT1000: Минус 1000: −1\s000\s₽/);
    expect(letter.text).toMatch(/вместо 4\s990\s₽/);
    const csv = await app.rest('GET', `/checkouts/export?q=${o.id}`, { as: 'Admin' });
    expect(csv.body).toMatch(new RegExp(`\\n${o.id};[^\\n]*;5989,99;GIFT1000;1000,00;${o.totalAmount.toFixed(2).replace('.', ',')}`));

    // 1C gets the lines at their discounted sums, and they with the delivery add up to the order's sum.
    const sale1c = await fetch(`${app.base}/api/1c-exchange?type=sale&mode=query`, { headers: { authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}` } });
    const documentText = (await sale1c.text()).split('<Документ>').find((doc) => doc.startsWith(`<Ид>${o.id}</Ид>`))!;
    expect(documentText).toContain(`<Сумма>${o.totalAmount.toFixed(2)}</Сумма>`);
    const lineSums = [...documentText.matchAll(/<Количество>\d+<\/Количество><Сумма>([\d.]+)<\/Сумма>/g)].map((m) => Math.round(Number(m[1]) * 100));
    expect(lineSums.reduce((a, b) => a + b, 0)).toBe(Math.round(o.totalAmount * 100));
    expect((await app.rest('GET', `/promotions/${sale.id}`, { as: 'Admin' })).body).toMatchObject({ used: 1, discountTotal: 1000 });
    await switchOff(sale.id);
  });
});

describe('usage limits', () => {
  it('hold under 20 orders placed at once on a code limited to 5: exactly 5 carry it, the others are refused and nothing of them is written', async () => {
    const limited = await promotion({ name: 'Пять раз', code: 'FIVE', kind: 'percent', value: 50, usageLimit: 5 });
    const baskets = await Promise.all(Array.from({ length: 20 }, () => basket({ dress: 1 })));
    for (const id of baskets) expect((await apply(id, 'FIVE')).status).toBe(200);
    const [{ stock: before }] = await app.orm.em.fork().execute('SELECT stock FROM product_variant WHERE id = ?', [variants.dress]);
    const [{ n: ordersBefore }] = await app.orm.em.fork().execute('SELECT count(*)::int AS n FROM checkout');
    const results = await Promise.all(baskets.map((id, i) => order(id, `racer${i}@example.ru`)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'PROMO_USED_UP' && r.body.message === 'Промокод уже использован')).toBe(true);
    const [{ stock: after }] = await app.orm.em.fork().execute('SELECT stock FROM product_variant WHERE id = ?', [variants.dress]);
    const [{ n: ordersAfter }] = await app.orm.em.fork().execute('SELECT count(*)::int AS n FROM checkout');
    expect([before - after, ordersAfter - ordersBefore]).toEqual([5, 5]);
    expect((await app.rest('GET', `/promotions/${limited.id}`, { as: 'Admin' })).body.used).toBe(5);
    const refusedBasket = baskets[results.findIndex((r) => r.status === 409)];
    expect((await app.rest('GET', `/baskets/${refusedBasket}`)).body.orderProducts).toHaveLength(1);
    expect((await apply(await basket({ dress: 1 }), 'FIVE')).body.message).toBe('Промокод уже использован');

    // A cancelled order gives its use back.
    const placed = results.find((r) => r.status === 201)!.body;
    await app.rest('PUT', `/checkouts/${placed.id}`, { body: { status: 'cancelled' }, as: 'Admin' });
    expect((await apply(refusedBasket, 'FIVE')).status).toBe(200);
    expect((await order(refusedBasket, 'late@example.ru')).status).toBe(201);
  });

  it('per customer and first order only count the customer’s own orders, by account, email or phone', async () => {
    await promotion({ name: 'Раз на покупателя', code: 'ONCE', kind: 'fixed', value: 100, perCustomerLimit: 1 });
    await promotion({ name: 'Первый заказ', code: 'FIRST', kind: 'percent', value: 15, firstOrderOnly: true });
    const first = await basket({ socks: 1 });
    await apply(first, 'ONCE');
    expect((await order(first, 'once@example.ru')).status).toBe(201);
    const second = await basket({ socks: 1 });
    expect((await apply(second, 'ONCE')).status).toBe(200);
    const refused = await order(second, 'ONCE@example.ru');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'PROMO_USED_UP', 'Промокод уже использован']);
    // The same phone is the same customer whatever the email (CONTRACT §18): someone else has their own.
    expect((await order(second, 'someone-else@example.ru')).status).toBe(409);
    expect((await order(second, 'someone-else@example.ru', { phone: '+7 999 000-11-22' })).status).toBe(201);

    // A guest is known at checkout by the email; a signed-in customer already in the basket.
    const guestBasket = await basket({ socks: 1 });
    await apply(guestBasket, 'FIRST');
    const notFirst = await order(guestBasket, 'once@example.ru');
    expect([notFirst.status, notFirst.body.message]).toEqual([400, 'Промокод действует только на первый заказ']);
    expect((await order(guestBasket, 'newcomer@example.ru', { phone: '+7 999 000-33-44' })).body.discountAmount).toBe(50);
    const mine = (await app.rest('POST', '/baskets', { as: 'User' })).body.id;
    await app.rest('POST', `/order-products/${mine}`, { body: { productVariantId: variants.socks, quantity: 1 }, as: 'User' });
    expect((await app.rest('POST', `/baskets/${mine}/promo`, { body: { code: 'FIRST' }, as: 'User' })).status).toBe(200);
    expect((await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: 'user@test.local', phone: '+7 999 000-55-66', basketId: mine }, as: 'User' })).status).toBe(201);
    const next = (await app.rest('POST', '/baskets', { as: 'User' })).body.id;
    await app.rest('POST', `/order-products/${next}`, { body: { productVariantId: variants.socks, quantity: 1 }, as: 'User' });
    expect((await app.rest('POST', `/baskets/${next}/promo`, { body: { code: 'FIRST' }, as: 'User' })).body.message).toBe('Промокод действует только на первый заказ');
  });
});
