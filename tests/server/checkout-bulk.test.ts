import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/** Issue 47: the orders list's payment status, delivery and item count, its new filters, and a status for several orders at once. */

let app: TestApp;
let categoryId: number;
const methods = { courier: 0, post: 0, onDelivery: 0 };

const person = { address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

/** A variant with `stock` pieces, made for one test so its stock tells what that test did. */
async function variant(sku: string, stock = 10): Promise<number> {
  const product = await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 1000, stock }] }, as: 'Admin' });
  return product.body.productVariants[0].id;
}

const stockOf = async (variantId: number) => {
  const rows = (await app.orm.em.fork().execute<{ stock: number }[]>('SELECT stock FROM product_variant WHERE id = ?', [variantId]))[0];
  return rows.stock;
};

/** A guest's order of the given lines, by courier (or post), paid on delivery. */
async function order(contact: { firstName: string; lastName: string; email: string; phone: string }, lines: [number, number][], delivery: 'courier' | 'post' = 'courier'): Promise<number> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  for (const [productVariantId, quantity] of lines) await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId, quantity } });
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...person, ...contact, basketId, deliveryMethodId: methods[delivery], paymentMethodId: methods.onDelivery } });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.id;
}

const anna = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna.smirnova@example.ru', phone: '+7 (916) 123-45-67' };
const boris = { firstName: 'Борис', lastName: 'Петров', email: 'boris@mail.example', phone: '8 900 555 11 22' };
const orders: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  const deliveries = (await app.rest('GET', '/delivery-methods')).body.rows as { id: number; name: string }[];
  methods.courier = deliveries.find((m) => m.name === 'Курьером')!.id;
  methods.post = deliveries.find((m) => m.name === 'Почтой России')!.id;
  const payments = (await app.rest('GET', '/payment-methods')).body.rows as { id: number; name: string }[];
  methods.onDelivery = payments.find((m) => m.name.startsWith('При получении'))!.id;
  const dress = await variant('LIST-DRESS', 100);
  const scarf = await variant('LIST-SCARF', 100);
  orders.anna = await order(anna, [
    [dress, 2],
    [scarf, 3],
  ]);
  orders.boris = await order(boris, [[dress, 1]], 'post');
  orders.paid = await order(anna, [[scarf, 1]]);
  expect((await app.rest('PUT', `/checkouts/${orders.paid}`, { body: { status: 'paid' }, as: 'Admin' })).status).toBe(200);
});
afterAll(() => app.close());

const found = async (query: string) => {
  const answer = await app.rest('GET', `/checkouts/all?${query}`, { as: 'Admin' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.rows as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
};

describe('the orders list', () => {
  it('answers each order’s payment status, delivery method and number of pieces in both APIs', async () => {
    const rest = (await app.rest('GET', `/checkouts/all?ids=${orders.anna},${orders.boris},${orders.paid}`, { as: 'Admin' })).body.rows;
    expect(rest.map((row: object) => row)).toEqual([
      expect.objectContaining({ id: orders.anna, paymentStatus: null, itemCount: 5, deliveryMethod: { id: methods.courier, name: 'Курьером' } }),
      expect.objectContaining({ id: orders.boris, paymentStatus: null, itemCount: 1, deliveryMethod: { id: methods.post, name: 'Почтой России' } }),
      expect.objectContaining({ id: orders.paid, paymentStatus: 'succeeded', itemCount: 1 }),
    ]);
    const { data, errors } = await app.gql(`query ($ids: [Int!]) { checkouts(ids: $ids) { length rows { id paymentStatus itemCount deliveryMethod { name } } } }`, { ids: [orders.anna, orders.paid] }, 'SuperUser');
    expect(errors).toBeUndefined();
    expect(data.checkouts).toEqual({
      length: 2,
      rows: [
        { id: orders.anna, paymentStatus: null, itemCount: 5, deliveryMethod: { name: 'Курьером' } },
        { id: orders.paid, paymentStatus: 'succeeded', itemCount: 1, deliveryMethod: { name: 'Курьером' } },
      ],
    });
  });

  it('filters by payment status, `none` being the orders nothing was paid for', async () => {
    expect(await found('paymentStatus=succeeded')).toEqual([orders.paid]);
    expect(await found('paymentStatus=none')).toEqual([orders.anna, orders.boris]);
    expect(await found('paymentStatus=refunded')).toEqual([]);
    const { data } = await app.gql(`{ checkouts(paymentStatus: succeeded) { rows { id } } }`, {}, 'Admin');
    expect(data.checkouts.rows).toEqual([{ id: orders.paid }]);
  });

  it('filters by customer: part of the first or last name or email, or the phone however it is written', async () => {
    expect(await found(`customer=${encodeURIComponent('смирн')}`)).toEqual([orders.anna, orders.paid]);
    expect(await found(`customer=${encodeURIComponent('Борис Петров')}`)).toEqual([orders.boris]);
    expect(await found('customer=MAIL.EXAMPLE')).toEqual([orders.boris]);
    expect(await found(`customer=${encodeURIComponent('8 (916) 123-45-67')}`)).toEqual([orders.anna, orders.paid]);
    expect(await found(`customer=${encodeURIComponent('+7 900 555')}`)).toEqual([orders.boris]);
    expect(await found(`customer=${encodeURIComponent('смирн')}&paymentStatus=none`)).toEqual([orders.anna]);
    const { data } = await app.gql(`query ($customer: String) { checkouts(customer: $customer) { rows { id } } }`, { customer: '9005551122' }, 'Admin');
    expect(data.checkouts.rows).toEqual([{ id: orders.boris }]);
  });

  it('refuses a payment status it does not know and a customer it cannot look for, in Russian', async () => {
    const unknown = await app.rest('GET', '/checkouts/all?paymentStatus=paid', { as: 'Admin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { paymentStatus: 'Статус оплаты: pending, succeeded, canceled, partially_refunded, refunded или none' } });
    const shortPhone = await app.rest('GET', `/checkouts/all?customer=${encodeURIComponent('+7 91')}`, { as: 'Admin' });
    expect(shortPhone.status).toBe(400);
    expect(shortPhone.body.details).toEqual({ customer: 'Телефон: не меньше 5 цифр' });
    const oneLetter = await app.rest('GET', `/checkouts/all?customer=${encodeURIComponent('А')}`, { as: 'Admin' });
    expect(oneLetter.body.details).toEqual({ customer: 'Не короче 2 символов' });
    const badIds = await app.rest('GET', '/checkouts/all?ids=1,x', { as: 'Admin' });
    expect(badIds.status).toBe(400);
    const graphql = await app.gql(`{ checkouts(customer: "12") { rows { id } } }`, {}, 'Admin');
    expect(graphql.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 400, details: { customer: 'Телефон: не меньше 5 цифр' } });
  });
});

type BulkResult = { done: number[]; failed: { id: number; code: string; message: string }[] };

const bulkRest = (ids: number[], status: string, as: 'Admin' | 'SuperUser' | 'User' = 'Admin') => app.rest('POST', '/checkouts/bulk-status', { body: { ids, status }, as });
const bulkGraphql = async (ids: number[], status: string, as: 'Admin' | 'SuperUser' | 'User' = 'Admin') =>
  app.gql<{ setCheckoutStatuses: BulkResult }>(`mutation ($input: CheckoutBulkStatusInput!) { setCheckoutStatuses(input: $input) { done failed { id code message } } }`, { input: { ids, status } }, as);

const statusOf = async (id: number) => (await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body.status;

describe('a status for several orders at once', () => {
  it('over REST moves the orders that may move and names the refused one with the reason, leaving it as it was', async () => {
    const dress = await variant('BULK-REST');
    const first = await order(boris, [[dress, 1]]);
    const second = await order(boris, [[dress, 2]]);
    const delivered = await order(boris, [[dress, 1]]);
    await app.rest('PUT', `/checkouts/${delivered}`, { body: { status: 'delivered' }, as: 'Admin' });

    const answer = await bulkRest([first, delivered, second, first, 999_999], 'processing', 'SuperUser');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      done: [first, second],
      failed: [
        { id: delivered, code: 'ORDER_STATUS', message: 'Заказ со статусом «Доставлен» нельзя перевести в «В обработке».' },
        { id: 999_999, code: 'NOT_FOUND', message: 'Заказ не найден' },
      ],
    });
    expect([await statusOf(first), await statusOf(second), await statusOf(delivered)]).toEqual(['processing', 'processing', 'delivered']);
  });

  it('gives each moved order what one change gives: its history with who moved it, the audit record and the letter', async () => {
    const dress = await variant('BULK-TRAIL');
    const moved = await order({ ...boris, email: 'bulk-trail@example.ru' }, [[dress, 1]]);

    expect((await bulkRest([moved], 'shipped')).body.done).toEqual([moved]);

    const history = (await app.rest('GET', `/checkouts/${moved}/history`, { as: 'Admin' })).body.rows as { kind: string; text: string; by: string }[];
    expect(history.at(-1)).toMatchObject({ kind: 'status', text: 'Статус: Новый → Отправлен', by: expect.stringContaining('admin@test.local') });
    const audit = (await app.rest('GET', `/audit?entity=checkout&entityId=${moved}&action=status`, { as: 'Admin' })).body.rows as { changes: Record<string, unknown[]>; user: { email: string } }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ changes: { status: ['new', 'shipped'] }, user: { email: 'admin@test.local' } });
    await app.mailbox.waitFor('bulk-trail@example.ru', /отправлен/i);
  });

  it('over GraphQL cancels orders returning their stock, and refuses a move from the end without touching it', async () => {
    const dress = await variant('BULK-CANCEL', 10);
    const first = await order(anna, [[dress, 3]]);
    const second = await order(anna, [[dress, 2]]);
    const cancelled = await order(anna, [[dress, 1]]);
    await app.rest('PUT', `/checkouts/${cancelled}`, { body: { status: 'cancelled' }, as: 'Admin' });
    expect(await stockOf(dress)).toBe(5);

    const { data, errors } = await bulkGraphql([first, cancelled, second], 'cancelled', 'SuperUser');

    expect(errors).toBeUndefined();
    expect(data!.setCheckoutStatuses).toEqual({
      done: [first, second],
      failed: [{ id: cancelled, code: 'ORDER_STATUS', message: 'Заказ со статусом «Отменён» нельзя перевести в «Отменён».' }],
    });
    expect(await stockOf(dress)).toBe(10);
    const movements = (await app.rest('GET', `/stock-movements?variantId=${dress}`, { as: 'Admin' })).body.rows as { reason: string; delta: number; orderId: number }[];
    expect(movements.filter((m) => m.reason === 'cancel').map((m) => [m.orderId, m.delta]).sort()).toEqual(
      [
        [first, 3],
        [second, 2],
        [cancelled, 1],
      ].sort(),
    );
  });

  it('is for the staff who may change one order’s status: a shopper is refused and an anonymous caller asked to sign in, in both APIs, and nothing moves', async () => {
    const dress = await variant('BULK-DENIED');
    const kept = await order(anna, [[dress, 1]]);

    const shopper = await bulkRest([kept], 'cancelled', 'User');
    expect(shopper.status).toBe(403);
    expect(shopper.body.message).toBe('У Вас недостаточно прав.');
    expect((await app.rest('POST', '/checkouts/bulk-status', { body: { ids: [kept], status: 'cancelled' } })).status).toBe(401);
    const graphql = await bulkGraphql([kept], 'cancelled', 'User');
    expect(graphql.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await statusOf(kept)).toBe('new');
    expect(await stockOf(dress)).toBe(9);
  });

  it('takes at least one and at most 200 orders and a known status', async () => {
    expect((await bulkRest([], 'paid')).body.details).toEqual({ ids: 'Выберите хотя бы один заказ' });
    expect((await bulkRest(Array.from({ length: 201 }, (_, i) => i + 1), 'paid')).body.details).toEqual({ ids: 'Не больше 200 заказов за раз' });
    const unknown = await bulkRest([1], 'lost');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.details)).toEqual(['status']);
  });
});
