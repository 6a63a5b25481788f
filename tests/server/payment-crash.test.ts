import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYooKassa, type FakePayment, type FakeYooKassa } from '../fake-yookassa.js';
import { until } from '../until.js';
import { ADMIN, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §14: nothing about a payment is lost across a SIGKILL. The shop is killed the moment
 * ЮKassa's answer to the payment reaches it, before the order records it; the shopper pays at
 * ЮKassa meanwhile and the notification never arrives. After the restart the shop sends its
 * written request again with the same key, learns the payment, reads it back and marks the order paid.
 */

let fake: FakeYooKassa;
let built: BuiltServer;
const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

beforeAll(async () => {
  fake = await startFakeYooKassa();
  built = await builtServer('payment-crash', { ...fake.env(), PAYMENT_CHECK_SECONDS: '1' });
  fake.notifyUrl = `${built.base}/api/payments/yookassa`;
}, 120_000);

afterAll(async () => {
  await built.remove();
  await fake.close();
});

describe('a shop killed between ЮKassa’s answer and the order’s update', () => {
  it('ends the order paid after the restart, with the one payment ЮKassa made', async () => {
    let server = built.start();
    await built.healthyWithin(server, 60_000);
    const token = (await built.api('POST', '/auth/signin', ADMIN)).body.accessToken;
    const online = (await built.api('GET', '/payment-methods')).body.rows.find((m: { kind: string }) => m.kind === 'online');
    expect(online, 'the online method every shop starts with is offered once ЮKassa is set up').toBeDefined();
    const category = await built.api('POST', '/categories', { name: 'Платья' }, token);
    const product = await built.api('POST', '/products', { name: 'Платье', categoryId: category.body.id, productVariants: [{ sku: 'DRESS-1', price: 2490.5, stock: 5 }] }, token);
    const basketId = (await built.api('POST', '/baskets')).body.id;
    await built.api('POST', `/order-products/${basketId}`, { productVariantId: product.body.productVariants[0].id, quantity: 2 });

    let made: FakePayment | undefined;
    fake.afterPaymentAnswer((payment) => {
      made = payment;
      server.kill('SIGKILL');
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const placing = await built.api('POST', '/checkouts/direct', { ...guest, basketId, paymentMethodId: online.id }).catch((error: { cause?: { code?: string } }) => error.cause?.code);
    await exited;
    fake.afterPaymentAnswer(undefined);
    expect(server.signalCode).toBe('SIGKILL');
    expect(placing, 'the order’s request was cut by the kill, never answered').toBeOneOf(['ECONNRESET', 'UND_ERR_SOCKET']);
    expect(made).toBeDefined();
    const [written] = await built.query<{ orderId: number; providerId: string | null; status: string }>('SELECT checkout_id AS "orderId", provider_id AS "providerId", status FROM payment');
    expect(written, 'the order and its payment were written before ЮKassa was asked, and its answer never recorded').toMatchObject({ providerId: null, status: 'creating' });

    fake.succeed(made!.id);
    server = built.start();
    await built.healthyWithin(server, 15_000);
    const order = await until('the order read back as paid', async () => {
      const now = (await built.api('GET', `/checkouts/${written.orderId}`, undefined, token)).body;
      return now.status === 'paid' && now;
    });
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'succeeded', payments: [{ id: made!.id, status: 'succeeded', amount: 4981 }] });
    expect([...fake.payments.values()].filter((p) => p.metadata.orderId === String(written.orderId))).toHaveLength(1);
    const keys = new Set(fake.posted('/v3/payments').map((r) => r.key));
    expect(keys.size, 'the restart sent the written request again with its key').toBe(1);
    expect(await built.stop(server, 'SIGTERM'), 'it stops by itself on SIGTERM').toEqual({ code: 0, signal: null });
  }, 120_000);
});
