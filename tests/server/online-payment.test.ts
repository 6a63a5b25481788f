import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/core/logger.js';
import { receiptProblem, type FakeYooKassa } from '../fake-yookassa.js';
import { until } from '../until.js';
import { startTestApp, type TestApp } from './test-app.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';

/** CONTRACT §14: paying online through ЮKassa, against a local fake that follows its API. */

let app: TestApp;
let fake: FakeYooKassa;
let categoryId: number;
let onlineId: number;
let courierId: number;
let onDeliveryId: number;

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
/** Orders whose delivery a promotion made free: their receipts bill no delivery. */
const freeDelivery = new Set<string>();

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop({ PAYMENT_CHECK_SECONDS: '1' });
  ({ app, fake } = shop);
  ({ online: onlineId, onDelivery: onDeliveryId, courier: courierId } = shop.methods);
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
});
afterAll(() => shop.close());

/** A guest's courier order of `quantity` dresses at 1 990,50 ₽ (delivery 350 ₽), paid the given way. */
async function order(options: { quantity?: number; paymentMethodId?: number; email?: string; promoCode?: string } = {}) {
  const sku = `DRESS-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 1990.5, stock: 10 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: options.quantity ?? 1 } });
  if (options.promoCode) expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: options.promoCode } })).status).toBe(200);
  const placed = await app.rest('POST', '/checkouts/direct', {
    body: { ...guest, email: options.email ?? guest.email, basketId, deliveryMethodId: courierId, paymentMethodId: options.paymentMethodId ?? onlineId },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body;
}

const read = async (id: number) => (await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body;
const reconcile = () => app.services.payments.reconcile(app.orm.em.fork(), createLogger('silent'));
const lettersTo = (email: string, subject: RegExp) => app.mailbox.letters.filter((l) => (l.to && !Array.isArray(l.to) ? l.to.text : '').includes(email) && subject.test(l.subject ?? ''));

describe('the online payment method', () => {
  it('cannot be made active without the ЮKassa settings, and is not offered to shoppers then', async () => {
    const bare = await startTestApp();
    try {
      const id = (await bare.rest('GET', '/payment-methods', { as: 'Admin' })).body.rows.find((m: { kind: string }) => m.kind === 'online').id;
      const refused = await bare.rest('PUT', `/payment-methods/${id}`, { body: { active: true }, as: 'Admin' });
      expect(refused.status).toBe(400);
      expect(refused.body.details.active).toContain('YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY');
      const created = await bare.rest('POST', '/payment-methods', { body: { name: 'Картой онлайн', kind: 'online' }, as: 'Admin' });
      expect(created.status).toBe(400);
      expect((await bare.rest('POST', '/payment-methods', { body: { name: 'Картой онлайн', kind: 'online', active: false }, as: 'Admin' })).status).toBe(201);
      expect((await bare.rest('GET', '/payment-methods')).body.rows.map((m: { kind: string }) => m.kind)).toEqual(['on_delivery', 'bank_transfer']);
    } finally {
      await bare.close();
    }
  });

  it('is offered once the shop is connected', async () => {
    const offered = await app.gql('{ paymentMethods { rows { id kind } } }');
    expect(offered.data.paymentMethods.rows).toContainEqual({ id: onlineId, kind: 'online' });
  });
});

describe('an order placed with the online method', () => {
  it('answers a pending ЮKassa payment to confirm, created with Basic auth, a key, the order’s amount and a 54-ФЗ receipt', async () => {
    const placed = await order({ quantity: 2 });
    expect(placed).toMatchObject({ status: 'new', paymentStatus: 'pending', totalAmount: 4331, payment: { status: 'pending', amount: 4331 } });
    expect(placed.payment.confirmationUrl).toBe(`${fake.base}/confirm/${placed.payment.id}`);
    expect(placed.accessToken).toMatch(/^[\w-]{32,}$/);
    const sent = fake.posted('/v3/payments').at(-1)!;
    expect(sent.authorized).toBe(true);
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({
      amount: { value: '4331.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `http://shop.test/order/${placed.id}?token=${placed.accessToken}` },
      metadata: { orderId: String(placed.id) },
    });
    expect(sent.body.receipt.customer.email).toBe(guest.email);
    expect(sent.body.receipt.items).toEqual([
      expect.objectContaining({ quantity: 2, amount: { value: '1990.50', currency: 'RUB' }, vat_code: 1, payment_mode: 'full_prepayment', payment_subject: 'commodity' }),
      expect.objectContaining({ description: 'Доставка: Курьером', quantity: 1, amount: { value: '350.00', currency: 'RUB' }, payment_subject: 'service' }),
    ]);
    expect(receiptProblem(sent.body.receipt, sent.body.amount)).toBeNull();
    const letter = await app.mailbox.waitFor(guest.email, new RegExp(`Заказ № ${placed.id} принят`));
    expect(letter.text, 'the letter leads back to the order to pay, should ЮKassa’s page be closed').toContain(`Оплатить заказ: http://shop.test/order/${placed.id}?token=${placed.accessToken}`);
  });

  it('bills discounted lines at their discounted prices, an uneven discount as one unit apart, and no delivery a promotion made free', async () => {
    await app.rest('POST', '/promotions', { body: { name: 'Минус 100,01', code: 'MINUS100', kind: 'fixed', value: 100.01 }, as: 'Admin' });
    await app.rest('POST', '/promotions', { body: { name: 'Доставка даром', code: 'SHIPFREE', kind: 'free_delivery' }, as: 'Admin' });
    const discounted = await order({ quantity: 2, promoCode: 'MINUS100' });
    // 2 × 1 990,50 − 100,01 + 350 delivery.
    expect(discounted).toMatchObject({ totalAmount: 4230.99, payment: { amount: 4230.99 } });
    const sent = fake.posted('/v3/payments').at(-1)!;
    expect(sent.body.receipt.items.map((item: { quantity: number; amount: { value: string } }) => [item.quantity, item.amount.value])).toEqual([
      [1, '1940.49'],
      [1, '1940.50'],
      [1, '350.00'],
    ]);
    expect(receiptProblem(sent.body.receipt, sent.body.amount)).toBeNull();

    const shipped = await order({ promoCode: 'SHIPFREE' });
    freeDelivery.add(String(shipped.id));
    expect(shipped).toMatchObject({ deliveryPrice: 350, discountAmount: 350, totalAmount: 1990.5 });
    const free = fake.posted('/v3/payments').at(-1)!;
    expect(free.body.receipt.items).toEqual([expect.objectContaining({ quantity: 1, amount: { value: '1990.50', currency: 'RUB' }, payment_subject: 'commodity' })]);
  });

  it('that its discounts made free asks ЮKassa for no payment of 0 ₽: its goods are taken at once, not held', async () => {
    const gift = await app.rest('POST', '/promotions', { body: { name: 'Подарок', code: 'GIFT100', kind: 'percent', value: 100 }, as: 'Admin' });
    const freeDelivery = await app.rest('POST', '/promotions', { body: { name: 'Доставка в подарок', kind: 'free_delivery' }, as: 'Admin' });
    try {
      const asked = fake.posted('/v3/payments').length;
      const placed = await order({ promoCode: 'GIFT100' });
      expect(placed).toMatchObject({ status: 'new', totalAmount: 0, paymentStatus: null, payment: null, payments: [] });
      expect(fake.posted('/v3/payments')).toHaveLength(asked);
      const movements = (await app.rest('GET', `/stock-movements?orderId=${placed.id}`, { as: 'Admin' })).body.rows;
      expect(movements.map((m: { reason: string }) => m.reason)).toEqual(['order']);
      const pay = await app.rest('POST', `/checkouts/${placed.id}/pay`, { body: { token: placed.accessToken } });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe('Платить за этот заказ не нужно: скидки покрыли всю сумму.');
    } finally {
      for (const made of [gift, freeDelivery]) await app.rest('DELETE', `/promotions/${made.body.id}`, { as: 'Admin' });
    }
  });

  it('becomes paid when ЮKassa tells it succeeded, once however often and in whatever order it is told', async () => {
    const placed = await order();
    const payment = fake.succeed(placed.payment.id, 'sbp');
    expect(await fake.notify('payment.succeeded', payment)).toBe(200);
    expect(await fake.notify('payment.succeeded', payment)).toBe(200);
    expect(await fake.notify('payment.canceled', { ...payment, status: 'canceled' })).toBe(200);
    expect(await fake.notify('payment.waiting_for_capture', { ...payment, status: 'waiting_for_capture' })).toBe(200);
    const paid = await read(placed.id);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'succeeded', payments: [{ id: placed.payment.id, status: 'succeeded', amount: 2340.5, method: 'sbp' }] });
    expect(paid.payments[0].paidAt).toMatch(/^\d{4}-/);
    // Each notification queued its letters before it was answered: the outbox now holds all there will be.
    const outbox = await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_message WHERE "to" = ? AND subject = ?`, [guest.email, `Заказ № ${placed.id} оплачен`]);
    expect(outbox[0].n, 'one letter in the outbox').toBe(1);
    await app.mailbox.waitFor(guest.email, new RegExp(`Заказ № ${placed.id} оплачен`));
    // A delivery run begun after the one already running sends whatever the outbox holds.
    await app.mailer.deliver();
    await app.mailer.deliver();
    expect(lettersTo(guest.email, new RegExp(`Заказ № ${placed.id} оплачен`)), 'one letter delivered').toHaveLength(1);
  });

  it('stays new with the reason in Russian when the payment is cancelled, and can be paid again by the guest with its key', async () => {
    const placed = await order();
    await fake.notify('payment.canceled', fake.cancel(placed.payment.id, 'insufficient_funds'));
    const failed = await app.rest('GET', `/checkouts/${placed.id}?token=${placed.accessToken}`);
    expect(failed.body).toMatchObject({ status: 'new', paymentStatus: 'canceled', payment: { status: 'canceled', reason: 'Недостаточно денег для оплаты.', confirmationUrl: null } });
    const again = await app.rest('POST', `/checkouts/${placed.id}/pay`, { body: { token: placed.accessToken } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', amount: 2340.5 });
    expect(again.body.id).not.toBe(placed.payment.id);
    const same = await app.rest('POST', `/checkouts/${placed.id}/pay?token=${placed.accessToken}`);
    expect(same.status).toBe(200);
    expect(same.body.id).toBe(again.body.id);
    expect((await read(placed.id)).paymentStatus).toBe('pending');
  });

  it('is seen and paid only by its owner, staff, or whoever holds its key', async () => {
    const placed = await order();
    expect((await app.rest('GET', `/checkouts/${placed.id}`)).status).toBe(401);
    expect((await app.rest('GET', `/checkouts/${placed.id}?token=wrong-key`)).status).toBe(403);
    expect((await app.rest('GET', `/checkouts/${placed.id}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('POST', `/checkouts/${placed.id}/pay`, { body: { token: 'wrong-key' } })).status).toBe(403);
    expect((await app.rest('POST', `/checkouts/${placed.id}/pay`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('POST', `/checkouts/${placed.id}/pay`, { as: 'Admin' })).status).toBe(200);
    const viaGraphql = await app.gql('query ($id: Int!, $token: String) { checkout(id: $id, token: $token) { id paymentStatus payment { id status confirmationUrl } } }', { id: placed.id, token: placed.accessToken });
    expect(viaGraphql.data.checkout).toMatchObject({ id: placed.id, paymentStatus: 'pending', payment: { id: placed.payment.id, status: 'pending' } });
    const paidViaGraphql = await app.gql('mutation ($id: Int!, $token: String) { payCheckout(id: $id, token: $token) { id status } }', { id: placed.id, token: placed.accessToken });
    expect(paidViaGraphql.data.payCheckout).toEqual({ id: placed.payment.id, status: 'pending' });
    const onDelivery = await order({ paymentMethodId: onDeliveryId });
    expect(onDelivery).toMatchObject({ paymentStatus: null, payment: null, payments: [] });
    expect((await app.rest('POST', `/checkouts/${onDelivery.id}/pay`, { body: { token: onDelivery.accessToken } })).status).toBe(409);
  });
});

describe('notifications', () => {
  it('from an address ЮKassa does not send from are refused with 403 and change nothing', async () => {
    const placed = await order();
    const payment = fake.succeed(placed.payment.id);
    expect(await fake.notify('payment.succeeded', payment, { 'x-forwarded-for': '203.0.113.5' })).toBe(403);
    expect(await read(placed.id)).toMatchObject({ status: 'new', paymentStatus: 'pending' });
  });

  it('that ЮKassa’s own answer contradicts change nothing', async () => {
    const placed = await order();
    const forged = { ...fake.payments.get(placed.payment.id)!, status: 'succeeded' as const, paid: true };
    expect(await fake.notify('payment.succeeded', forged)).toBe(200);
    expect(await fake.notify('payment.succeeded', { ...forged, id: 'not-a-payment-of-this-shop' })).toBe(200);
    expect(await read(placed.id)).toMatchObject({ status: 'new', paymentStatus: 'pending', payment: { status: 'pending' } });
  });

  it('that are malformed are refused with 400', async () => {
    const bad = await fetch(`${app.base}/api/payments/yookassa`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: {} }) });
    expect(bad.status).toBe(400);
  });

  it('lost on the way are made up for by the shop reading pending payments back by itself', async () => {
    const placed = await order();
    fake.succeed(placed.payment.id);
    // The shop reads a payment back once its check is due (PAYMENT_CHECK_SECONDS after it was made).
    await until('the payment’s read-back due', async () => {
      const [payment] = await app.orm.em.fork().getConnection().execute<{ due: boolean }[]>('SELECT check_at <= now() AS due FROM payment WHERE provider_id = ?', [placed.payment.id]);
      return payment.due;
    });
    expect(await reconcile()).toBeGreaterThanOrEqual(1);
    expect(await read(placed.id)).toMatchObject({ status: 'paid', paymentStatus: 'succeeded' });
  });
});

describe('when ЮKassa does not answer', () => {
  it('the shop sends the same request with the same key again, and one payment is made', async () => {
    fake.breakNext('after');
    const placed = await order();
    const attempts = fake.posted('/v3/payments').slice(-2);
    expect(attempts[0].key).toBe(attempts[1].key);
    expect(attempts[0].body).toEqual(attempts[1].body);
    expect([...fake.payments.values()].filter((p) => p.metadata.orderId === String(placed.id))).toHaveLength(1);
    expect(placed.payment).toMatchObject({ status: 'pending' });
  });

  it('the order stands, and paying later reuses the key, so ЮKassa still makes one payment', async () => {
    fake.breakNext('after', 'error', 'before');
    const placed = await order();
    expect(placed).toMatchObject({ status: 'new', paymentStatus: 'pending', payment: { id: null, status: 'pending', confirmationUrl: null } });
    const paid = await app.rest('POST', `/checkouts/${placed.id}/pay`, { body: { accessToken: placed.accessToken } });
    expect(paid.status).toBe(200);
    const keys = new Set(fake.posted('/v3/payments').slice(-4).map((r) => r.key));
    expect(keys.size).toBe(1);
    expect([...fake.payments.values()].filter((p) => p.metadata.orderId === String(placed.id))).toHaveLength(1);
    expect(paid.body.confirmationUrl).toContain('/confirm/');
  });

  it('the fake itself answers the same key and body with the same payment, and refuses the key with another body', async () => {
    const headers = { authorization: `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`, 'content-type': 'application/json', 'idempotence-key': 'f3e4b7a2-0000-4000-8000-000000000001' };
    const body = { amount: { value: '100.00', currency: 'RUB' }, capture: true, confirmation: { type: 'redirect', return_url: 'http://shop.test/' }, receipt: { customer: { email: 'a@b.ru' }, items: [{ description: 'Платье', quantity: 1, amount: { value: '100.00', currency: 'RUB' }, vat_code: 1, payment_mode: 'full_prepayment', payment_subject: 'commodity' }] } };
    const first: any = await (await fetch(`${fake.apiUrl}/payments`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    const second: any = await (await fetch(`${fake.apiUrl}/payments`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    expect(second.id).toBe(first.id);
    const other = await fetch(`${fake.apiUrl}/payments`, { method: 'POST', headers, body: JSON.stringify({ ...body, amount: { value: '200.00', currency: 'RUB' } }) });
    expect(other.status).toBe(400);
    expect((await fetch(`${fake.apiUrl}/payments/${first.id}`, { headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=' } })).status).toBe(401);
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const placed = await order({ quantity: 2 });
    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    return placed;
  }

  it('return part and then the rest, each with a receipt that adds up, and refuse more than was paid', async () => {
    const placed = await paidOrder();
    expect((await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 100 } })).status).toBe(401);
    expect((await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 100 }, as: 'User' })).status).toBe(403);
    const part = await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 2500.25 }, as: 'SuperUser' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'succeeded', amount: 2500.25 });
    const tooMuch = await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 99999 }, as: 'Admin' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details.amount).toMatch(/1\s830,75/);
    expect(await read(placed.id)).toMatchObject({ paymentStatus: 'partially_refunded', paidAmount: 4331, refundedAmount: 2500.25 });
    const rest = await app.gql('mutation ($id: Int!) { refundCheckout(id: $id) { status amount } }', { id: placed.id }, 'Admin');
    expect(rest.data.refundCheckout).toEqual({ status: "succeeded", amount: 1830.75 });
    const refunded = await read(placed.id);
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', paidAmount: 4331, refundedAmount: 4331, returnedAmount: 0 });
    expect(refunded.refunds.map((r: { amount: number }) => r.amount)).toEqual([2500.25, 1830.75]);
    expect((await app.rest('POST', `/checkouts/${placed.id}/refunds`, { as: 'Admin' })).status).toBe(409);
    for (const sent of fake.posted('/v3/refunds').slice(-2)) expect(receiptProblem(sent.body.receipt, sent.body.amount)).toBeNull();
    await app.mailbox.waitFor(guest.email, new RegExp(`Возврат по заказу № ${placed.id}`));
  });

  it('of a cancelled paid order return all of it', async () => {
    const placed = await paidOrder();
    const cancelled = await app.rest('PUT', `/checkouts/${placed.id}`, { body: { status: 'cancelled' }, as: 'Admin' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunds: [{ status: "succeeded", amount: 4331 }] });
    expect(fake.posted('/v3/refunds').at(-1)!.body).toMatchObject({ payment_id: placed.payment.id, amount: { value: "4331.00", currency: "RUB" } });
  });

  it('that ЮKassa finishes later are recorded from its notification', async () => {
    const placed = await paidOrder();
    fake.refundsPending = true;
    try {
      const pending = await app.rest('POST', `/checkouts/${placed.id}/refunds`, { body: { amount: 1000 }, as: 'Admin' });
      expect(pending.body).toMatchObject({ status: 'pending', amount: 1000 });
      expect(await fake.notify('refund.succeeded', fake.refundSucceed(pending.body.id))).toBe(200);
      expect((await read(placed.id)).refunds).toEqual([expect.objectContaining({ id: pending.body.id, status: 'succeeded' })]);
    } finally {
      fake.refundsPending = false;
    }
  });

  it('of an order that was not paid online are refused', async () => {
    const placed = await order({ paymentMethodId: onDeliveryId });
    expect((await app.rest('POST', `/checkouts/${placed.id}/refunds`, { as: 'Admin' })).status).toBe(409);
  });
});

describe('an order paid online that is not paid in time', () => {
  const release = (minutes = 30) => app.services.orderStatuses.releaseUnpaid(app.orm.em.fork(), minutes);
  const age = (id: number) => app.orm.em.getConnection().execute(`UPDATE checkout SET created_at = now() - interval '31 minutes' WHERE id = ?`, [id]);
  const stockOf = async (order: { orderProducts: { productVariantId: number }[] }) =>
    (await app.orm.em.getConnection().execute<{ stock: number }[]>('SELECT stock FROM product_variant WHERE id = ?', [order.orderProducts[0].productVariantId]))[0].stock;
  const movements = async (id: number) =>
    (await app.rest('GET', `/stock-movements?orderId=${id}`, { as: 'Admin' })).body.rows.map((m: { reason: string; delta: number }) => [m.reason, m.delta]);

  it('holds its goods as a reservation, then gives them back after RESERVATION_MINUTES, cancelled with a letter; a payment coming later is refunded', async () => {
    const placed = await order({ quantity: 2, email: 'late@example.ru' });
    expect(await stockOf(placed)).toBe(8);
    expect(await movements(placed.id)).toEqual([['reservation', -2]]);
    expect(await release()).toBe(0);

    await age(placed.id);
    expect(await release()).toBe(1);
    expect(await read(placed.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await stockOf(placed)).toBe(10);
    expect(await movements(placed.id)).toEqual([['release', 2], ['reservation', -2]]);
    await app.mailbox.waitFor('late@example.ru', new RegExp(`Заказ № ${placed.id} отменён: оплата не поступила`));
    expect(await release()).toBe(0);

    await fake.notify('payment.succeeded', fake.succeed(placed.payment.id));
    const refunded = await read(placed.id);
    expect(refunded).toMatchObject({ status: 'cancelled', refunds: [{ amount: placed.totalAmount }] });
    expect(await stockOf(placed)).toBe(10);
  });

  it('paid in time keeps its goods; a release and a late payment racing end in one consistent state', async () => {
    const paid = await order();
    await fake.notify('payment.succeeded', fake.succeed(paid.payment.id));
    await age(paid.id);
    await release();
    expect(await read(paid.id)).toMatchObject({ status: 'paid' });
    expect(await stockOf(paid)).toBe(9);

    for (let round = 0; round < 4; round++) {
      const racing = await order();
      await age(racing.id);
      await Promise.all([release(), fake.notify('payment.succeeded', fake.succeed(racing.payment.id))]);
      const after = await read(racing.id);
      if (after.status === 'paid') {
        expect([await stockOf(racing), after.refunds, await movements(racing.id)]).toEqual([9, [], [['reservation', -1]]]);
      } else {
        expect(after.status).toBe('cancelled');
        expect(await stockOf(racing)).toBe(10);
        expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([racing.totalAmount]);
        expect(await movements(racing.id)).toEqual([['release', 1], ['reservation', -1]]);
      }
    }
  });
});

describe('every receipt the shop sent', () => {
  it('adds up to its payment or refund, names the customer, and bills a paid delivery as a service', () => {
    const payments = fake.posted('/v3/payments').filter((r) => r.authorized && r.body.metadata);
    expect(payments.length).toBeGreaterThan(10);
    for (const { body } of [...payments, ...fake.posted('/v3/refunds')]) {
      expect(receiptProblem(body.receipt, body.amount)).toBeNull();
      expect(body.receipt.customer.email ?? body.receipt.customer.phone).toBeTruthy();
    }
    for (const { body } of payments.filter((sent) => !freeDelivery.has(sent.body.metadata.orderId))) expect(body.receipt.items.at(-1)).toMatchObject({ description: 'Доставка: Курьером', payment_subject: 'service' });
  });
});
