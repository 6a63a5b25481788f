import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeYooKassa } from '../fake-yookassa.js';
import { ADMIN, type TestApp } from './test-app.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';

/** CONTRACT §17: an order's money told the same in both APIs, its history, the CSV and the audit log. */

let app: TestApp;
let fake: FakeYooKassa;
let categoryId: number;
const methods: Record<'online' | 'onDelivery' | 'courier' | 'pickup' | 'pickupPoint', number> = { online: 0, onDelivery: 0, courier: 0, pickup: 0, pickupPoint: 0 };

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
const money = `paymentStatus paidAmount refundedAmount returnedAmount totalAmount version`;
/** Sums in letters and history: spaces of any width read as one. */
const plain = (text: string) => text.replace(/\s/gu, ' ');

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop();
  ({ app, fake } = shop);
  Object.assign(methods, shop.methods);
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  const deliveries = (await app.rest('GET', '/delivery-methods')).body.rows;
  methods.pickup = deliveries.find((m: { needsAddress: boolean }) => !m.needsAddress).id;
  methods.pickupPoint = (await app.rest('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Москва, ул. Мясницкая, 24', hours: 'Ежедневно 10:00–21:00', phone: '+7 495 000-00-01' }, as: 'Admin' })).body.id;
});
afterAll(() => shop.close());

/** A guest's order of `quantity` dresses at 1 000 ₽ each, delivered by courier (350 ₽), paid as `paid`. */
async function order(options: { quantity?: number; paid?: 'online' | 'onDelivery'; delivery?: 'courier' | 'pickup'; code?: string } = {}) {
  const sku = `DRESS-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 1000, stock: 20 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: options.quantity ?? 2 } });
  if (options.code) expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: options.code } })).status).toBe(200);
  const placed = await app.rest('POST', '/checkouts/direct', {
    body: { ...guest, basketId, deliveryMethodId: methods[options.delivery ?? 'courier'], paymentMethodId: methods[options.paid ?? 'onDelivery'], ...(options.delivery === 'pickup' ? { pickupPointId: methods.pickupPoint } : {}) },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body;
}

const read = async (id: number) => (await app.gql(`query ($id: Int!) { checkout(id: $id) { ${money} } }`, { id }, 'Admin')).data.checkout;
const history = async (id: number) => (await app.rest('GET', `/checkouts/${id}/history`, { as: 'Admin' })).body.rows as { kind: string; by: string; text: string; amount: number | null }[];
const move = (id: number, status: string) => app.rest('PUT', `/checkouts/${id}`, { body: { status }, as: 'Admin' });

describe("an order's money", () => {
  it('of an order paid on delivery: nothing until staff say it is paid, then the total; a return gives part back by hand', async () => {
    const placed = await order();
    expect(placed).toMatchObject({ paymentStatus: null, paidAmount: 0, refundedAmount: 0, returnedAmount: 0, totalAmount: 2350 });
    expect((await move(placed.id, 'shipped')).body).toMatchObject({ paymentStatus: null, paidAmount: 0 });
    expect((await move(placed.id, 'delivered')).body).toMatchObject({ paymentStatus: 'succeeded', paidAmount: 2350 });
    const line = placed.orderProducts[0].id;
    const returned = await app.rest('POST', `/checkouts/${placed.id}/returns`, { body: { lines: [{ orderProductId: line, quantity: 1 }], reason: 'Мал размер', restock: true }, as: 'Admin' });
    expect(returned.status).toBe(201);
    expect(await read(placed.id)).toMatchObject({ paymentStatus: 'partially_refunded', paidAmount: 2350, refundedAmount: 1000, returnedAmount: 1000 });
    const listed = (await app.rest('GET', `/checkouts/all?q=${placed.id}`, { as: 'Admin' })).body.rows[0];
    expect(listed).toMatchObject({ paymentStatus: 'partially_refunded', paidAmount: 2350, refundedAmount: 1000, returnedAmount: 1000 });
  });

  it('of an order paid online: pending, paid, partly and then fully refunded, the same in both APIs', async () => {
    const placed = await order({ paid: 'online' });
    expect(placed).toMatchObject({ paymentStatus: 'pending', paidAmount: 0 });
    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    expect(await read(placed.id)).toMatchObject({ paymentStatus: 'succeeded', paidAmount: 2350, refundedAmount: 0 });
    expect((await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 350 }, as: 'Admin' })).status).toBe(201);
    expect((await app.rest('GET', `/checkouts/${placed.id}`, { as: 'Admin' })).body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 350 });
    expect((await move(placed.id, 'cancelled')).body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAmount: 2350, refundedAmount: 2350 });
  });

  it('goes into the orders CSV as «Оплачено», «Возвращено» and «Статус оплаты»', async () => {
    const placed = await order({ paid: 'online' });
    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 100.5 }, as: 'Admin' });
    const csv = await fetch(`${app.base}/api/checkouts/export?q=${placed.id}`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(';'));
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Оплачено')).toBe('2350,00');
    expect(cell('Возвращено')).toBe('100,50');
    expect(cell('Статус оплаты')).toBe('Частично возвращён');
  });
});

describe("an order's history", () => {
  it('tells every event with who and when, in Russian: placed, the code, payment, refund asked and done, statuses, a return', async () => {
    const code = (await app.rest('POST', '/promotions', { body: { name: 'Минус 10 %', code: 'HIST10', kind: 'percent', value: 10 }, as: 'Admin' })).body;
    const placed = await order({ paid: 'online', code: 'HIST10' });
    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    await move(placed.id, 'shipped');
    const line = placed.orderProducts[0].id;
    expect((await app.rest('POST', `/checkouts/${placed.id}/returns`, { body: { lines: [{ orderProductId: line, quantity: 1 }], reason: 'Не подошёл цвет', restock: false }, as: 'Admin' })).status).toBe(201);
    const events = await history(placed.id);
    const admin = expect.stringContaining(ADMIN.email);
    expect(events.map(({ kind, by, text }) => [kind, by, plain(text)])).toEqual([
      ['placed', 'Покупатель', 'Заказ оформлен на 2 150 ₽'],
      ['promo', 'Покупатель', `Применён промокод HIST10 («${code.name}»): скидка 200 ₽`],
      ['payment_succeeded', 'ЮKassa', 'Оплата прошла: 2 150 ₽'],
      ['status', 'ЮKassa', 'Статус: Новый → Оплачен'],
      ['status', admin, 'Статус: Оплачен → Отправлен'],
      ['return', admin, expect.stringMatching(/^Возврат товаров на 900 ₽: Платье DRESS-\w+ × 1\. Причина: Не подошёл цвет$/)],
      ['refund_asked', admin, 'Запрошен возврат денег через ЮKassa: 900 ₽'],
      ['refund_succeeded', 'ЮKassa', 'Деньги возвращены: 900 ₽'],
    ]);
    const graphql = await app.gql('query ($id: Int!) { checkoutHistory(id: $id) { length rows { at kind by text amount } } }', { id: placed.id }, 'Admin');
    expect(graphql.data.checkoutHistory.length).toBe(8);
    expect(graphql.data.checkoutHistory.rows[7]).toMatchObject({ kind: 'refund_succeeded', amount: 900 });
  });

  it('names a failed payment with its reason, and the shop cancelling an unpaid order', async () => {
    const placed = await order({ paid: 'online' });
    await fake.notify('payment.canceled', fake.cancel(placed.payment.id, 'insufficient_funds'));
    await app.orm.em.fork().execute(`UPDATE checkout SET created_at = now() - interval '2 hours' WHERE id = ?`, [placed.id]);
    await app.services.orderStatuses.releaseUnpaid(app.orm.em.fork(), 30);
    const events = await history(placed.id);
    expect(events.slice(1).map(({ kind, by, text }) => [kind, by, plain(text)])).toEqual([
      ['payment_failed', 'ЮKassa', expect.stringMatching(/^Оплата не прошла: .*недостаточно/i)],
      ['status', 'Магазин', 'Статус: Новый → Отменён: не оплачен за 30 мин.'],
    ]);
  });
});

describe('the audit log of orders', () => {
  it('records refunds and returns as changes of the order, and shows no order key, basket or ids kept by name', async () => {
    const placed = await order({ paid: 'online' });
    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    await move(placed.id, 'delivered');
    await app.rest('POST', `/checkouts/${placed.id}/returns`, { body: { lines: [{ orderProductId: placed.orderProducts[0].id, quantity: 1 }], reason: 'Брак', restock: true }, as: 'Admin' });
    await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 10 }, as: 'Admin' });
    const log = (await app.rest('GET', `/audit?entity=checkout&entityId=${placed.id}&limit=100`, { as: 'Admin' })).body.rows as { action: string; changes: Record<string, unknown[]> }[];
    expect(log.filter((row) => row.action !== 'update').map((row) => row.action).sort()).toEqual(['refund', 'refund', 'return', 'status']);
    // What the money did to the order's sums, recorded as its changes.
    const summed = new Set(log.filter((row) => row.action === 'update').flatMap((row) => Object.keys(row.changes)));
    expect([...summed].filter((field) => !['paidAmount', 'refundedAmount', 'returnedAmount', 'paymentStatus'].includes(field))).toEqual([]);
    expect(log.find((row) => row.action === 'return')!.changes).toEqual({ return: [null, 1000], returnReason: [null, 'Брак'], restock: [null, true] });
    expect(log.filter((row) => row.action === 'refund').map((row) => row.changes.refund[1]).sort()).toEqual([10, 1000]);

    // A phone order staff place is recorded, without its key, its basket or the ids of its methods.
    const product = await app.rest('POST', '/products', { body: { name: 'Шарф', categoryId, productVariants: [{ sku: 'AUDIT-SCARF', price: 500, stock: 5 }] }, as: 'Admin' });
    const basketId = (await app.rest('POST', '/baskets', { as: 'Admin' })).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 }, as: 'Admin' });
    const byPhone = await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: undefined, basketId, deliveryMethodId: methods.courier, paymentMethodId: methods.onDelivery }, as: 'Admin' });
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
    const created = (await app.rest('GET', `/audit?entity=checkout&entityId=${byPhone.body.id}&action=create`, { as: 'Admin' })).body.rows[0];
    expect(created.changes).toMatchObject({ deliveryMethodName: [null, 'Курьером'], totalAmount: [null, 850] });
    for (const internal of ['accessToken', 'basketId', 'deliveryMethodId', 'paymentMethodId', 'addressId', 'version']) expect(created.changes).not.toHaveProperty(internal);
  });
});

describe('deleting an order', () => {
  it('is allowed only for a new or cancelled order with nothing paid; any other is refused with a reason', async () => {
    const fresh = await order();
    const delivered = await order();
    await move(delivered.id, 'delivered');
    const shipped = await order();
    await move(shipped.id, 'shipped');
    const refunded = await order({ paid: 'online' });
    await fake.notify('payment.succeeded', fake.succeed(refunded.payment.id));
    await move(refunded.id, 'cancelled');
    for (const id of [delivered.id, shipped.id, refunded.id]) {
      const refused = await app.rest('DELETE', `/checkouts/${id}`, { as: 'Admin' });
      expect(refused.status, String(id)).toBe(409);
      expect(refused.body.message).toBe('Заказ с оплатой или отгрузкой нельзя удалить — отмените его');
    }
    const overGraphQL = await app.gql('mutation ($id: Int!) { deleteCheckout(id: $id) { id } }', { id: delivered.id }, 'Admin');
    expect(overGraphQL.errors[0].extensions).toMatchObject({ code: 'ORDER_STATUS', status: 409, details: { from: 'delivered', to: null } });
    const unpaid = await order();
    await move(unpaid.id, 'cancelled');
    expect((await app.rest('DELETE', `/checkouts/${fresh.id}`, { as: 'Admin' })).status).toBe(200);
    expect((await app.rest('DELETE', `/checkouts/${unpaid.id}`, { as: 'Admin' })).status).toBe(200);
    expect((await app.rest('GET', `/checkouts/${fresh.id}`, { as: 'Admin' })).status).toBe(404);
  });
});

describe('a free-delivery promotion', () => {
  it('counts a use only when it lowered what the shopper pays', async () => {
    await app.rest('POST', '/promotions', { body: { name: 'Доставка в подарок', code: 'ONESHIP', kind: 'free_delivery', usageLimit: 1 }, as: 'Admin' });
    // Picked up: delivery was free anyway, so the code is still there for the next order.
    const pickedUp = await order({ delivery: 'pickup', code: 'ONESHIP' });
    expect(pickedUp).toMatchObject({ deliveryPrice: 0, discountAmount: 0 });
    const shipped = await order({ delivery: 'courier', code: 'ONESHIP' });
    expect(shipped).toMatchObject({ deliveryPrice: 350, discountAmount: 350, totalAmount: 2000 });
    const promotion = (await app.rest('GET', '/promotions?q=ONESHIP', { as: 'Admin' })).body.rows[0];
    expect(promotion.used).toBe(1);
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: 'ONESHIP' } })).body.message).toBe('Промокод уже использован');
  });
});
