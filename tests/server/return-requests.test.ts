import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeYooKassa } from '../fake-yookassa.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';

/** CONTRACT §19: a shopper asks to return goods of a delivered order; staff accept (the return of §16) or decline. */

let app: TestApp;
let fake: FakeYooKassa;
let categoryId: number;
let onlineId: number;
let courierId: number;

const guest = { firstName: 'Ирина', lastName: 'Волкова', email: 'asks-return@example.ru', phone: '+7 900 765-43-21', address: 'ул. Мира, 5', city: 'Самара', country: 'Россия', zipCode: '443000', consent: true };

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop();
  ({ app, fake } = shop);
  ({ online: onlineId, courier: courierId } = shop.methods);
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
});
afterAll(() => shop.close());

interface Line {
  id: number;
  productVariantId: number;
  quantity: number;
}

/** An order of 2 × 1 000 ₽ and 1 × 3 000 ₽ (`stock` of each left in the shop), by a guest or the signed-in User, moved on to `status`. */
async function order(options: { status?: string; online?: boolean; by?: 'User'; stock?: number } = {}) {
  const sku = `DRESS-${Math.random().toString(36).slice(2, 8)}`;
  const stock = options.stock ?? 10;
  const product = await app.rest('POST', '/products', {
    body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku: `${sku}-S`, price: 1000, stock: stock + 2 }, { sku: `${sku}-M`, price: 3000, stock: stock + 1 }] },
    as: 'Admin',
  });
  const [small, medium] = product.body.productVariants;
  const basketId = (await app.rest('POST', '/baskets', options.by ? { as: options.by } : {})).body.id;
  const as = options.by ? { as: options.by } : {};
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: small.id, quantity: 2 }, ...as });
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: medium.id, quantity: 1 }, ...as });
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: courierId, ...(options.online ? { paymentMethodId: onlineId } : {}) }, ...(options.by ? { as: options.by } : {}) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (options.online) await fake.notify('payment.succeeded', fake.succeed(placed.body.payment.id));
  const status = options.status ?? 'delivered';
  if (status !== 'new') expect((await app.rest('PUT', `/checkouts/${placed.body.id}`, { body: { status }, as: 'Admin' })).status).toBe(200);
  const lines: Line[] = placed.body.orderProducts;
  return { id: placed.body.id as number, token: placed.body.accessToken as string, two: lines.find((l) => l.quantity === 2)!, one: lines.find((l) => l.quantity === 1)! };
}

const ask = (id: number, body: object, as?: 'User' | 'SuperUser') => app.rest('POST', `/checkouts/${id}/return-requests`, { body, ...(as ? { as } : {}) });
const decide = (id: number, body: object) => app.rest('PUT', `/return-requests/${id}`, { body, as: 'Admin' });
const stockOf = async (variantId: number) => (await app.orm.em.getConnection().execute<{ stock: number }[]>('SELECT stock FROM product_variant WHERE id = ?', [variantId]))[0].stock;
const read = async (id: number) => (await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body;

describe('a return request', () => {
  it('is made by the order’s owner through REST and by a guest holding the order’s key through GraphQL, and both orders show it', async () => {
    const mine = await order({ by: 'User' });
    const asked = await ask(mine.id, { lines: [{ orderProductId: mine.two.id, quantity: 1 }], reason: 'Не подошёл размер', comment: 'Маломерит' }, 'User');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'requested', checkoutId: mine.id, reason: 'Не подошёл размер', comment: 'Маломерит', decisionReason: null, decidedAt: null, lines: [{ orderProductId: mine.two.id, quantity: 1 }] });
    const own = await app.rest('GET', `/checkouts/${mine.id}`, { as: 'User' });
    expect(own.body.returnRequests).toEqual([expect.objectContaining({ id: asked.body.id, status: 'requested' })]);
    expect(new Date(own.body.returnUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const guests = await order();
    const byKey = await app.gql(
      'mutation ($id: Int!, $token: String, $input: ReturnRequestInput!) { createReturnRequest(id: $id, token: $token, input: $input) { id status lines { orderProductId quantity productName } } }',
      { id: guests.id, token: guests.token, input: { lines: [{ orderProductId: guests.one.id, quantity: 1 }], reason: 'Брак' } },
    );
    expect(byKey.errors).toBeUndefined();
    expect(byKey.data.createReturnRequest).toMatchObject({ status: 'requested', lines: [{ orderProductId: guests.one.id, quantity: 1 }] });
    const seen = await app.gql('query ($id: Int!, $token: String) { checkout(id: $id, token: $token) { returnUntil returnRequests { id status reason comment decisionReason createdAt decidedAt lines { quantity } } } }', { id: guests.id, token: guests.token });
    expect(seen.data.checkout.returnRequests).toEqual([{ id: byKey.data.createReturnRequest.id, status: 'requested', reason: 'Брак', comment: '', decisionReason: null, createdAt: expect.any(String), decidedAt: null, lines: [{ quantity: 1 }] }]);
  });

  it('is refused to anyone else: without a sign-in or key 401, a wrong key or another’s account 403', async () => {
    const guests = await order();
    const body = { lines: [{ orderProductId: guests.one.id, quantity: 1 }], reason: 'Брак' };
    expect((await ask(guests.id, body)).status).toBe(401);
    expect((await ask(guests.id, { ...body, token: 'not-the-key' })).status).toBe(403);
    expect((await ask(guests.id, body, 'User')).status).toBe(403);
    expect((await app.gql('mutation ($id: Int!, $input: ReturnRequestInput!) { createReturnRequest(id: $id, input: $input) { id } }', { id: guests.id, input: body }, 'User')).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await ask(2_000_000, { ...body, token: guests.token })).status).toBe(404);
    expect((await read(guests.id)).returnRequests).toEqual([]);
  });

  it('is refused for an order not yet delivered, or delivered longer ago than RETURN_DAYS, with a Russian reason', async () => {
    const shipped = await order({ status: 'shipped' });
    const early = await ask(shipped.id, { lines: [{ orderProductId: shipped.one.id, quantity: 1 }], reason: 'Брак', token: shipped.token });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ORDER_STATUS', message: 'Вернуть товар можно только из полученного заказа, а этот — «Отправлен».' });
    expect((await read(shipped.id)).returnUntil).toBeNull();

    const old = await order();
    await app.orm.em.getConnection().execute(`UPDATE order_event SET at = at - interval '8 days' WHERE checkout_id = ?`, [old.id]);
    const late = await ask(old.id, { lines: [{ orderProductId: old.one.id, quantity: 1 }], reason: 'Брак', token: old.token });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ORDER_STATUS', message: 'Вернуть товар можно в течение 7 дней после получения' });
  });

  it('asks for at most what was received and not yet returned or asked for, each line field named', async () => {
    const placed = await order();
    const refused = async (lines: unknown, reason: unknown = 'Брак') => (await ask(placed.id, { lines, reason, token: placed.token })).body.details;
    expect(await refused([])).toEqual({ lines: 'Выберите, что хотите вернуть' });
    expect(await refused([{ orderProductId: placed.one.id, quantity: 1 }], '  ')).toEqual({ reason: 'Укажите причину возврата' });
    expect(await refused([{ orderProductId: placed.two.id, quantity: 3 }])).toEqual({ 'lines.0.quantity': 'Вернуть можно не больше 2 шт.: столько получено и ещё не возвращено' });
    expect((await ask(placed.id, { lines: [{ orderProductId: placed.two.id, quantity: 1 }], reason: 'Брак', token: placed.token })).status).toBe(201);
    expect(await refused([{ orderProductId: placed.two.id, quantity: 2 }])).toEqual({ 'lines.0.quantity': 'Вернуть можно не больше 1 шт.: столько получено и ещё не возвращено' });
    const other = await ask(placed.id, { lines: [{ orderProductId: placed.two.id, quantity: 1 }, { orderProductId: placed.one.id, quantity: 1 }], reason: 'Не понравилось', token: placed.token });
    expect(other.status).toBe(201);
    expect(await refused([{ orderProductId: placed.one.id, quantity: 1 }])).toEqual({ 'lines.0.quantity': 'Эта строка уже возвращена или ждёт решения по заявке' });
  });

  it('racing another for the last unit: one is taken, the other refused', async () => {
    const placed = await order();
    const body = { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Гонка', token: placed.token };
    const results = await Promise.all([ask(placed.id, body), ask(placed.id, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await read(placed.id)).returnRequests).toHaveLength(1);
  });

  it('is offered in the «доставлен» letter with the order’s page; the shopper gets a receipt and the staff a letter with the order’s page', async () => {
    const placed = await order();
    const delivered = await app.mailbox.waitFor(guest.email, new RegExp(`Заказ № ${placed.id}: доставлен`));
    expect(delivered.text).toContain('можно вернуть в течение 7 дн. после получения');
    expect(delivered.text).toContain(`Открыть заказ: http://shop.test/order/${placed.id}?token=${placed.token}`);
    const asked = await ask(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Не тот цвет', comment: 'Хочу другой', token: placed.token });
    const receipt = await app.mailbox.waitFor(guest.email, new RegExp(`Заявка на возврат № ${asked.body.id} по заказу № ${placed.id} получена`));
    expect(receipt.text).toContain('Причина: Не тот цвет');
    const staff = await app.mailbox.waitFor('staff@test.local', new RegExp(`Заявка на возврат № ${asked.body.id} по заказу № ${placed.id}$`));
    expect(staff.text).toContain('Комментарий: Хочу другой');
    expect(staff.text).toContain(`http://shop.test/admin/checkouts/${placed.id}`);
  });
});

describe('deciding a request', () => {
  it('accepted makes the return: stock back, the order’s events, the request linked to it, a letter with the sum; twice is 409', async () => {
    const placed = await order();
    const before = await stockOf(placed.two.productVariantId);
    const asked = await ask(placed.id, { lines: [{ orderProductId: placed.two.id, quantity: 2 }], reason: 'Не подошло', token: placed.token });
    const accepted = await decide(asked.body.id, { status: 'accepted' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', decidedAt: expect.any(String), orderReturnId: expect.any(Number) });
    expect(await stockOf(placed.two.productVariantId)).toBe(before + 2);
    const after = await read(placed.id);
    expect(after.returns).toEqual([expect.objectContaining({ id: accepted.body.orderReturnId, amount: 2000, restock: true, reason: `Заявка покупателя № ${asked.body.id}: Не подошло` })]);
    expect(after.returnedAmount).toBe(2000);
    const history = (await app.rest('GET', `/checkouts/${placed.id}/history`, { as: 'Admin' })).body.rows.map((step: { kind: string }) => step.kind);
    expect(history.slice(-4)).toEqual(['return_request', 'return_request', 'return', 'refunded_by_shop']);
    const letter = await app.mailbox.waitFor(guest.email, new RegExp(`Заявка на возврат № ${asked.body.id} по заказу № ${placed.id} принята`));
    expect(letter.text).toMatch(/Сумма возврата: 2\s000\s₽/);
    expect(letter.text).toContain('в течение 10 дней');

    const again = await decide(asked.body.id, { status: 'declined', reason: 'Передумали' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'RETURN_REQUEST_DECIDED', message: `Заявка на возврат № ${asked.body.id} уже принята.` });
  });

  it('accepted for an order paid online refunds its sum through ЮKassa (GraphQL)', async () => {
    const placed = await order({ online: true });
    const asked = await ask(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Брак', token: placed.token });
    const decided = await app.gql('mutation ($id: Int!, $input: ReturnDecisionInput!) { decideReturnRequest(id: $id, input: $input) { status orderReturnId } }', { id: asked.body.id, input: { status: 'accepted' } }, 'Admin');
    expect(decided.errors).toBeUndefined();
    expect(decided.data.decideReturnRequest.status).toBe('accepted');
    expect(fake.posted('/v3/refunds').at(-1)!.body.amount).toEqual({ value: '3000.00', currency: 'RUB' });
    const seen = (await read(placed.id));
    expect(seen).toMatchObject({ refundedAmount: 3000, paymentStatus: 'partially_refunded', returns: [{ amount: 3000, refund: { status: 'succeeded', amount: 3000 } }] });
    const letter = await app.mailbox.waitFor(guest.email, new RegExp(`Заявка на возврат № ${asked.body.id} по заказу № ${placed.id} принята`));
    expect(letter.text).toContain('Деньги уже отправлены тем же способом');
  });

  it('declined needs a reason, leaves the stock alone and tells the shopper why; the units may be asked for again', async () => {
    const placed = await order();
    const before = await stockOf(placed.one.productVariantId);
    const asked = await ask(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Разонравилось', token: placed.token });
    const bare = await decide(asked.body.id, { status: 'declined' });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual({ reason: 'Укажите, почему заявка отклонена' });
    const declined = await decide(asked.body.id, { status: 'declined', reason: 'Товар был в употреблении' });
    expect(declined.body).toMatchObject({ status: 'declined', decisionReason: 'Товар был в употреблении', orderReturnId: null });
    const audit = (await app.rest('GET', `/audit?entity=return_request&entityId=${placed.id}`, { as: 'Admin' })).body.rows;
    expect(audit).toEqual([expect.objectContaining({ action: 'update', user: expect.objectContaining({ email: ADMIN.email }), changes: expect.objectContaining({ status: ['requested', 'declined'], decisionReason: [null, 'Товар был в употреблении'] }) })]);
    expect(await stockOf(placed.one.productVariantId)).toBe(before);
    expect((await read(placed.id)).returns).toEqual([]);
    const letter = await app.mailbox.waitFor(guest.email, new RegExp(`Заявка на возврат № ${asked.body.id} по заказу № ${placed.id} отклонена`));
    expect(letter.text).toContain('Причина: Товар был в употреблении');
    expect((await ask(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Ещё раз', token: placed.token })).status).toBe(201);
    expect((await decide(2_000_000, { status: 'accepted' })).status).toBe(404);
  });

  it('staff list the requests newest first, by status, through both APIs', async () => {
    const placed = await order();
    const first = await ask(placed.id, { lines: [{ orderProductId: placed.one.id, quantity: 1 }], reason: 'Первая', token: placed.token });
    const second = await ask(placed.id, { lines: [{ orderProductId: placed.two.id, quantity: 1 }], reason: 'Вторая', token: placed.token });
    await decide(first.body.id, { status: 'declined', reason: 'Нет' });
    const open = await app.rest('GET', '/return-requests?status=requested&limit=100', { as: 'Admin' });
    expect(open.status).toBe(200);
    expect(open.body.rows.every((row: { status: string }) => row.status === 'requested')).toBe(true);
    expect(open.body.rows.map((row: { id: number }) => row.id)).toContain(second.body.id);
    expect(open.body.rows.map((row: { id: number }) => row.id)).not.toContain(first.body.id);
    const all = await app.gql('{ returnRequests(limit: 2) { length rows { id status checkoutId } } }', {}, 'Admin');
    expect(all.data.returnRequests.rows).toEqual([
      { id: second.body.id, status: 'requested', checkoutId: placed.id },
      { id: first.body.id, status: 'declined', checkoutId: placed.id },
    ]);
    expect(all.data.returnRequests.length).toBeGreaterThanOrEqual(2);
    expect((await app.rest('GET', '/return-requests', { as: 'User' })).status).toBe(403);
  });
});

describe('asking for a return', () => {
  it('costs letters, so it is limited per address like other letters to any address: past AUTH_RATE_LIMIT_PER_MIN it is 429', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MIN: '2' });
    try {
      const body = { lines: [{ orderProductId: 1, quantity: 1 }], reason: 'Брак', token: 'some-key' };
      expect((await limited.rest('POST', '/checkouts/1/return-requests', { body })).status).toBe(404);
      expect((await limited.rest('POST', '/checkouts/1/return-requests', { body })).status).toBe(404);
      const third = await limited.rest('POST', '/checkouts/1/return-requests', { body });
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
