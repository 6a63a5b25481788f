import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptProblem, type FakeYooKassa } from '../fake-yookassa.js';
import { ADMIN, type TestApp } from './test-app.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';

/** CONTRACT §16: returns of shipped and delivered orders, with restock and, for orders paid online, a refund. */

let app: TestApp;
let fake: FakeYooKassa;
let categoryId: number;
let onlineId: number;
let courierId: number;

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'returns@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop();
  ({ app, fake } = shop);
  ({ online: onlineId, courier: courierId } = shop.methods);
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Куртки' }, as: 'Admin' })).body.id;
});
afterAll(() => shop.close());

interface Line {
  id: number;
  productVariantId: number;
  quantity: number;
  returnedQuantity: number;
}

/** A guest's order of two jackets' lines (3 × 1 000 ₽ and 1 × 2 500 ₽), moved on to `status`. */
async function order(options: { status?: string; online?: boolean; promoCode?: string } = {}) {
  const sku = `JACKET-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', {
    body: { name: `Куртка ${sku}`, categoryId, productVariants: [{ sku: `${sku}-S`, price: 1000, stock: 10 }, { sku: `${sku}-M`, price: 2500, stock: 10 }] },
    as: 'Admin',
  });
  const [small, medium] = product.body.productVariants;
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: small.id, quantity: 3 } });
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: medium.id, quantity: 1 } });
  if (options.promoCode) expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: options.promoCode } })).status).toBe(200);
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: courierId, ...(options.online ? { paymentMethodId: onlineId } : {}) } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (options.online) await fake.notify('payment.succeeded', fake.succeed(placed.body.payment.id));
  if (options.status !== 'new') expect((await app.rest('PUT', `/checkouts/${placed.body.id}`, { body: { status: options.status ?? 'delivered' }, as: 'Admin' })).status).toBe(200);
  const lines: Line[] = [...placed.body.orderProducts].sort((a: Line, b: Line) => a.quantity - b.quantity).reverse();
  return { id: placed.body.id as number, three: lines[0], one: lines[1] };
}

const returnOf = (id: number, body: unknown, as: 'Admin' | 'User' | 'guest' = 'Admin') => app.rest('POST', `/checkouts/${id}/returns`, { body, ...(as === 'guest' ? {} : { as }) });
const read = async (id: number) => (await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body;
const stockOf = async (variantId: number) => (await app.orm.em.getConnection().execute<{ stock: number }[]>('SELECT stock FROM product_variant WHERE id = ?', [variantId]))[0].stock;

describe('a return', () => {
  it('is taken by staff only, of a shipped or delivered order, and bad bodies are refused with the reason on the field', async () => {
    const placed = await order({ status: 'new' });
    const body = { lines: [{ orderProductId: placed.three.id, quantity: 1 }], reason: 'Не подошёл размер', restock: true };
    expect((await returnOf(placed.id, body, 'guest')).status).toBe(401);
    expect((await returnOf(placed.id, body, 'User')).status).toBe(403);
    expect((await returnOf(2_000_000, body)).status).toBe(404);
    const early = await returnOf(placed.id, body);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Вернуть можно только отправленный или доставленный заказ, а этот — «Новый».');

    const shipped = await order({ status: 'shipped' });
    const other = await order();
    const refused = async (lines: unknown, reason: unknown = 'Брак') => (await returnOf(shipped.id, { lines, reason, restock: true })).body.details;
    expect(await refused([])).toEqual({ lines: 'Укажите, что вернули' });
    expect(await refused([{ orderProductId: shipped.three.id, quantity: 1 }], ' ')).toEqual({ reason: 'Укажите причину возврата' });
    expect(await refused([{ orderProductId: other.three.id, quantity: 1 }])).toEqual({ 'lines.0.orderProductId': 'В заказе нет такой строки' });
    expect(await refused([{ orderProductId: shipped.three.id, quantity: 4 }])).toEqual({ 'lines.0.quantity': 'Вернуть можно не больше 3 шт.: столько заказано и ещё не возвращено' });
    expect(await refused([{ orderProductId: shipped.three.id, quantity: 0 }])).toHaveProperty(['lines.0.quantity']);
    expect(await refused([{ orderProductId: shipped.three.id, quantity: 1 }, { orderProductId: shipped.three.id, quantity: 1 }])).toEqual({ lines: 'Каждая строка заказа — не больше одного раза' });
    expect((await read(shipped.id)).returns).toEqual([]);
  });

  it('of part and then the rest puts the restocked goods back as `return` movements, and never returns more than was ordered', async () => {
    const placed = await order();
    const before = await stockOf(placed.three.productVariantId);
    const part = await returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 2 }], reason: 'Не подошёл размер', restock: true });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ reason: 'Не подошёл размер', restock: true, amount: 2000, refund: null, lines: [{ orderProductId: placed.three.id, quantity: 2, amount: 2000, sku: expect.stringMatching(/-S$/) }] });
    expect(part.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await stockOf(placed.three.productVariantId)).toBe(before + 2);

    const over = await returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 2 }], reason: 'Ещё', restock: true });
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual({ 'lines.0.quantity': 'Вернуть можно не больше 1 шт.: столько заказано и ещё не возвращено' });

    const damaged = await returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 1 }, { orderProductId: placed.one.id, quantity: 1 }], reason: 'Брак: порвана подкладка', restock: false });
    expect(damaged.body).toMatchObject({ restock: false, amount: 3500 });
    expect(await stockOf(placed.three.productVariantId)).toBe(before + 2);
    expect((await returnOf(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Ещё раз', restock: true })).body.details).toEqual({ 'lines.0.quantity': 'Эта строка уже возвращена целиком' });

    const after = await read(placed.id);
    expect(after.status).toBe('delivered');
    expect(after.returns.map((r: { id: number; amount: number }) => [r.id, r.amount])).toEqual([[part.body.id, 2000], [damaged.body.id, 3500]]);
    expect(after.orderProducts.map((line: Line) => [line.id, line.returnedQuantity]).sort()).toEqual([[placed.three.id, 3], [placed.one.id, 1]].sort());
    const movements = (await app.rest('GET', `/stock-movements?orderId=${placed.id}&reason=return`, { as: 'Admin' })).body.rows;
    expect(movements.map((m: { delta: number; user: { email: string } }) => [m.delta, m.user.email])).toEqual([[2, ADMIN.email]]);
    const letter = await app.mailbox.waitFor(guest.email, new RegExp(`Возврат по заказу № ${placed.id} оформлен`));
    expect(letter.text).toContain('Мы свяжемся с вами, чтобы вернуть деньги');
  });

  it('shares a discounted line’s sum to the kopeck, so returning it unit by unit adds up to what was paid', async () => {
    const code = `RET${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    expect((await app.rest('POST', '/promotions', { body: { name: 'Минус 100 на куртки', code, kind: 'fixed', value: 100, productIds: [] }, as: 'Admin' })).status).toBe(201);
    const placed = await order({ promoCode: code });
    const line = (await read(placed.id)).orderProducts.find((l: Line) => l.id === placed.three.id);
    const paid = Math.round((line.price * line.quantity - line.discount) * 100);
    const amounts: number[] = [];
    for (let i = 0; i < 3; i++) amounts.push((await returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 1 }], reason: 'Не подошла', restock: true })).body.amount);
    expect(new Set(amounts).size).toBeGreaterThan(1);
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100)).toBe(paid);
  });

  it('racing another for the same units: the order’s lock lets exactly as many through as were ordered', async () => {
    const placed = await order();
    const before = await stockOf(placed.three.productVariantId);
    const results = await Promise.all(Array.from({ length: 6 }, () => returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 1 }], reason: 'Гонка', restock: true })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect(await stockOf(placed.three.productVariantId)).toBe(before + 3);
  });

  it('of a shipped order that is then cancelled: the cancellation gives back only what did not come back already', async () => {
    const placed = await order({ status: 'shipped' });
    const before = await stockOf(placed.three.productVariantId);
    await returnOf(placed.id, { lines: [{ orderProductId: placed.three.id, quantity: 2 }], reason: 'Отказ от части', restock: true });
    expect((await app.rest('PUT', `/checkouts/${placed.id}`, { body: { status: 'cancelled' }, as: 'Admin' })).status).toBe(200);
    expect(await stockOf(placed.three.productVariantId)).toBe(before + 3);
  });

  it('of an order paid online refunds its sum through ЮKassa with a receipt that adds up, and the order shows it', async () => {
    const placed = await order({ online: true });
    const returned = await app.gql(
      'mutation ($id: Int!, $input: OrderReturnInput!) { returnCheckout(id: $id, input: $input) { amount restock lines { orderProductId quantity amount } refund { status amount } } }',
      { id: placed.id, input: { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Не понравился цвет', restock: true } },
      'Admin',
    );
    expect(returned.data.returnCheckout).toEqual({ amount: 2500, restock: true, lines: [{ orderProductId: placed.one.id, quantity: 1, amount: 2500 }], refund: { status: 'succeeded', amount: 2500 } });
    const sent = fake.posted('/v3/refunds').at(-1)!.body;
    expect(sent.amount).toEqual({ value: '2500.00', currency: 'RUB' });
    expect(receiptProblem(sent.receipt, sent.amount)).toBeNull();
    const seen = await app.gql('query ($id: Int!) { checkout(id: $id) { paymentStatus paidAmount refundedAmount returnedAmount totalAmount refunds { amount } returns { amount refund { amount } } orderProducts { id returnedQuantity } } }', { id: placed.id }, 'Admin');
    expect(seen.data.checkout).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 2500, returnedAmount: 2500, refunds: [{ amount: 2500 }], returns: [{ amount: 2500, refund: { amount: 2500 } }] });
    expect(seen.data.checkout.paidAmount).toBe(seen.data.checkout.totalAmount);
    await app.mailbox.waitFor(guest.email, new RegExp(`Возврат по заказу № ${placed.id}$`));
  });
});
