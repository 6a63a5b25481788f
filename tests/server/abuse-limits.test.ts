import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeYooKassa } from '../fake-yookassa.js';
import type { TestApp } from './test-app.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';

/** CONTRACT §18 as an attacker plays it: one anonymous client holding the stock, guessing codes, counted as many customers. */

let app: TestApp;
let fake: FakeYooKassa;
let categoryId: number;
let online: number;
let onDelivery: number;

const guest = { firstName: 'Ольга', lastName: 'Смирнова', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop({ MAX_LINE_QUANTITY: '10', MAX_UNPAID_ORDERS_PER_CONTACT: '3', MAX_UNPAID_ORDERS_PER_IP: '10', PROMO_ATTEMPTS: '10' });
  ({ app, fake } = shop);
  ({ online, onDelivery } = shop.methods);
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
});
afterAll(() => shop.close());

/** A variant of a new dress with this much stock. */
async function dress(stock = 1000): Promise<number> {
  const sku = `ABUSE-${Math.random().toString(36).slice(2, 8)}`;
  return (await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 1000, stock }] }, as: 'Admin' })).body.productVariants[0].id;
}

/** A basket holding `quantity` of the variant. */
async function basketOf(variantId: number, quantity = 1): Promise<string> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity } })).status).toBe(200);
  return basketId;
}

const place = (basketId: string, email: string, paymentMethodId = online, phone = guest.phone) => app.rest('POST', '/checkouts/direct', { body: { ...guest, phone, email, basketId, paymentMethodId } });

describe('a basket line', () => {
  it('holds at most MAX_LINE_QUANTITY of a variant, in both APIs, with the limit named; staff taking a phone order may hold more', async () => {
    const variantId = await dress(100);
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    const over = await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 11 } });
    expect(over.status).toBe(400);
    expect(over.body.details.quantity).toBe('Не больше 10 шт. одного товара в заказе');
    expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 10 } })).status).toBe(200);
    expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 1 } })).status).toBe(400);
    const overGraphQL = await app.gql('mutation ($id: String!, $v: Int!) { setBasketLine(basketId: $id, input: { productVariantId: $v, quantity: 50 }) { id } }', { id: basketId, v: variantId });
    expect(overGraphQL.errors?.[0].extensions).toMatchObject({ status: 400, details: { quantity: 'Не больше 10 шт. одного товара в заказе' } });
    const phoneOrder = (await app.rest('POST', '/baskets', { as: 'Admin' })).body.id;
    expect((await app.rest('POST', `/order-products/${phoneOrder}`, { body: { productVariantId: variantId, quantity: 30 }, as: 'Admin' })).status).toBe(200);
  });
});

describe('unpaid online orders', () => {
  it('of one contact end at MAX_UNPAID_ORDERS_PER_CONTACT: 200 placed from one address, 20 at a time, hold three orders’ stock, and the refusal names the orders to pay', async () => {
    const variantId = await dress(2000);
    const placed: Awaited<ReturnType<typeof place>>[] = [];
    for (let wave = 0; wave < 10; wave++) {
      const baskets = await Promise.all(Array.from({ length: 20 }, () => basketOf(variantId, 10)));
      placed.push(...(await Promise.all(baskets.map((basketId) => place(basketId, 'victim@gmail.com')))));
    }
    const accepted = placed.filter((reply) => reply.status === 201);
    expect(accepted).toHaveLength(3);
    const refused = placed.filter((reply) => reply.status !== 201);
    expect(refused.every((reply) => reply.status === 429)).toBe(true);
    expect(refused[0].body).toMatchObject({ message: 'Сначала оплатите или отмените неоплаченные заказы', details: { orders: accepted.map((reply) => reply.body.id).sort((a, b) => a - b) } });
    // Only three orders hold stock: 30 units, not 2 000.
    const [{ stock }] = await app.orm.em.fork().execute<{ stock: number }[]>('SELECT stock FROM product_variant WHERE id = ?', [variantId]);
    expect(stock).toBe(2000 - 30);
    // The same mailbox written other ways is the same contact.
    for (const email of ['v.ictim@gmail.com', 'Victim+shop@googlemail.com']) expect((await place(await basketOf(variantId), email)).status, email).toBe(429);
    // Paid on delivery is no reservation: not limited.
    expect((await place(await basketOf(variantId), 'victim@gmail.com', onDelivery)).status).toBe(201);
    // Once one is paid, the next may be placed.
    await fake.notify('payment.succeeded', fake.succeed(accepted[0].body.payment.id));
    expect((await place(await basketOf(variantId), 'victim@gmail.com')).status).toBe(201);
  }, 120_000);

  it('from one address end at MAX_UNPAID_ORDERS_PER_IP, above the per-contact limit, so neighbours on a shared address can still order', async () => {
    const variantId = await dress();
    // Some are waiting from this address already (the test above); more people order once each, up to ten.
    const [{ waiting }] = await app.orm.em.fork().execute<{ waiting: number }[]>(`SELECT count(*)::int AS waiting FROM checkout WHERE status = 'new' AND payment_status = 'pending'`);
    expect(waiting).toBeLessThan(10);
    for (let n = waiting + 1; n <= 10; n++) expect((await place(await basketOf(variantId), `neighbour${n}@example.ru`, online, `+7 901 000-00-${String(n).padStart(2, '0')}`)).status, `neighbour ${n}`).toBe(201);
    const eleventh = await place(await basketOf(variantId), 'latecomer@example.ru', online, '+7 902 000-00-00');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.details.orders).toHaveLength(10);
    const overGraphQL = await app.gql(
      'mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }',
      { input: { ...guest, email: 'latecomer@example.ru', phone: '+7 902 000-00-00', basketId: await basketOf(variantId), paymentMethodId: online } },
    );
    expect(overGraphQL.errors?.[0]).toMatchObject({ message: 'Сначала оплатите или отмените неоплаченные заказы', extensions: { status: 429, details: { orders: expect.any(Array) } } });
  });
});

describe('a per-customer promotion limit', () => {
  it('counts the normalised contacts of §18 as one customer', async () => {
    await app.rest('POST', '/promotions', { body: { name: 'Один раз', code: 'ONCE', kind: 'percent', value: 10, perCustomerLimit: 1 }, as: 'Admin' });
    const variantId = await dress();
    const first = await basketOf(variantId);
    expect((await app.rest('POST', `/baskets/${first}/promo`, { body: { code: 'ONCE' } })).status).toBe(200);
    expect((await place(first, 'anna.petrova@gmail.com', onDelivery, '+7 903 111-22-33')).status).toBe(201);
    for (const [email, phone] of [['a.n.n.a.petrova@googlemail.com', '+7 904 000-00-01'], ['Anna.Petrova+sale@gmail.com', '+7 904 000-00-02'], ['someone@yandex.ru', '8 (903) 111-22-33']]) {
      const again = await basketOf(variantId);
      await app.orm.em.fork().execute('UPDATE basket SET promo_code = ? WHERE id = ?', ['ONCE', again]);
      const refused = await place(again, email, onDelivery, phone);
      expect(refused.status, email).toBe(409);
      expect(refused.body.message).toBe('Промокод уже использован');
    }
  });
});

describe('promo codes', () => {
  it('tried and refused 10 times on a basket make the 11th try 429 with Retry-After, a right code too; a right code before that counts nothing', async () => {
    await app.rest('POST', '/promotions', { body: { name: 'Настоящий', code: 'REAL-CODE', kind: 'percent', value: 5 }, as: 'Admin' });
    const variantId = await dress();
    const basketId = await basketOf(variantId);
    expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: 'REAL-CODE' } })).status).toBe(200);
    for (let n = 1; n <= 10; n++) expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: `GUESS-${n}` } })).status, `guess ${n}`).toBe(400);
    const eleventh = await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: 'GUESS-11' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Слишком много попыток ввода промокода. Попробуйте позже.');
    const right = await fetch(`${app.base}/api/baskets/${basketId}/promo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'REAL-CODE' }) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(500);
    // The address has used its ten too: another basket from it is refused, over GraphQL as well.
    const other = await basketOf(variantId);
    const overGraphQL = await app.gql('mutation ($id: String!) { applyPromoCode(basketId: $id, code: "REAL-CODE") { promoCode } }', { id: other });
    expect(overGraphQL.errors?.[0]).toMatchObject({ message: 'Слишком много попыток ввода промокода. Попробуйте позже.', extensions: { status: 429 } });
  });
});
