import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCdek, type FakeCdek } from '../fake-cdek.js';
import { until } from '../until.js';
import { successRecorder } from './graphql-success.js';
import { startOnlineShop, type OnlineShop } from './online-shop.js';
import { startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §20, the shipping half: orders handed to СДЭК and followed by its statuses, against a local fake of its API v2. */

let shop: OnlineShop;
let app: TestApp;
let cdek: FakeCdek;
let categoryId: number;
const methods = { courier: 0, pickup: 0, manual: 0 };
const { gql, verify } = successRecorder(() => app, import.meta.url);

const guest = { firstName: 'Ольга', lastName: 'Смирнова', phone: '+7 900 123-45-67', address: 'ул. Тверская, 7, кв. 3', city: 'Москва', country: 'Россия', zipCode: '125009', consent: true };
const sql = (text: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute(text, params);

beforeAll(async () => {
  cdek = await startFakeCdek();
  shop = await startOnlineShop({ CDEK_CLIENT_ID: cdek.clientId, CDEK_CLIENT_SECRET: cdek.clientSecret, CDEK_API_URL: cdek.apiUrl, CDEK_AUTO_SHIP: '1' });
  app = shop.app;
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  methods.manual = shop.methods.courier;
  for (const kind of ['courier', 'pickup'] as const) {
    const made = await app.rest('POST', '/delivery-methods', { body: { name: `СДЭК ${kind}`, kind: `cdek_${kind}`, price: 0, minDays: 1, maxDays: 3 }, as: 'Admin' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    methods[kind] = made.body.id;
  }
});
afterAll(async () => {
  await shop?.close();
  await cdek?.close();
});

/**
 * A guest's order of one dress at 1 990,50 ₽, paid on delivery unless told; by СДЭК to the door in
 * Москва (or to the point MSK123, the locker MSK789), or by the shop's own courier.
 */
async function order(options: { by?: 'courier' | 'pickup' | 'locker' | 'manual'; paymentMethodId?: number; email?: string } = {}) {
  const by = options.by ?? 'courier';
  const sku = `DRESS-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 1990.5, stock: 10 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 } });
  const email = options.email ?? `${sku.toLowerCase()}@example.ru`;
  const carried = by === 'manual' ? { deliveryMethodId: methods.manual } : { deliveryMethodId: methods[by === 'courier' ? 'courier' : 'pickup'], cityCode: 44, cityName: 'Москва, Россия', ...(by === 'courier' ? {} : { deliveryPointCode: by === 'pickup' ? 'MSK123' : 'MSK789' }) };
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, email, basketId, ...carried, paymentMethodId: options.paymentMethodId ?? shop.methods.onDelivery } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...placed.body, email, sku };
}

const ship = (id: number, as: 'Admin' | 'SuperUser' = 'Admin') => app.rest('POST', `/checkouts/${id}/shipments`, { as });
const read = async (id: number) => (await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body;
const made = (number: number) => [...cdek.orders.values()].filter((o) => o.number === String(number));
const lettersTo = (email: string, subject: RegExp) => app.mailbox.letters.filter((l) => (l.to && !Array.isArray(l.to) ? l.to.text : '').includes(email) && subject.test(l.subject ?? ''));
const movesTo = async (id: number, status: string) => Number((await sql(`SELECT count(*) AS n FROM order_event WHERE checkout_id = ? AND data ->> 'to' = ?`, [id, status]))[0].n);
/** Moves the parcel at СДЭК without the shop hearing of it. */
async function moveUnheard(uuid: string, code: string) {
  const hooks = cdek.webhooks.splice(0);
  await cdek.move(uuid, code);
  cdek.webhooks.push(...hooks);
}

describe('handing an order to СДЭК', () => {
  it('registers it through REST with its goods, recipient and cash on delivery, and keeps the СДЭК number as the order’s track number', async () => {
    const placed = await order();
    const shipped = await ship(placed.id);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(201);
    expect(shipped.body).toMatchObject({ carrier: 'cdek', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), trackNumber: expect.stringMatching(/^\d+$/) });
    const [sent] = made(placed.id);
    expect(sent.uuid).toBe(shipped.body.uuid);
    expect(sent.body).toMatchObject({ tariff_code: 137, to_location: { code: 44, address: guest.address }, recipient: { name: 'Ольга Смирнова', email: placed.email, phones: [{ number: '+79001234567' }] } });
    expect(sent.body.packages[0].items).toEqual([expect.objectContaining({ ware_key: placed.sku, cost: 1990.5, payment: { value: 1990.5 }, amount: 1 })]);
    expect(await read(placed.id)).toMatchObject({ trackNumber: shipped.body.trackNumber, carrier: 'cdek', trackingUrl: `https://www.cdek.ru/ru/tracking?order_id=${shipped.body.trackNumber}` });
  });

  it('answers the shipment it has when asked again, making no second СДЭК order', async () => {
    const placed = await order();
    const first = await ship(placed.id);
    const again = await ship(placed.id);
    expect(again).toMatchObject({ status: 201, body: { uuid: first.body.uuid, trackNumber: first.body.trackNumber } });
    expect(made(placed.id)).toHaveLength(1);
  });

  it('registers a pickup order through GraphQL at its point, without cash on delivery once paid online', async () => {
    const placed = await order({ by: 'pickup', paymentMethodId: shop.methods.online });
    const answer = await gql('mutation($id: Int!) { createShipment(checkoutId: $id) { carrier uuid trackNumber state } }', { id: placed.id }, 'SuperUser');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createShipment).toMatchObject({ carrier: 'cdek', trackNumber: expect.stringMatching(/^\d+$/), state: 'registered' });
    const [sent] = made(placed.id);
    expect(sent.body).toMatchObject({ tariff_code: 136, delivery_point: 'MSK123' });
    expect(sent.body.packages[0].items[0].payment).toEqual({ value: 0 });
    expect((await read(placed.id)).trackNumber).toBe(answer.data.createShipment.trackNumber);
    const kept = await gql('query($id: Int!) { checkoutShipment(checkoutId: $id) { checkoutId uuid trackNumber state statusCode } }', { id: placed.id }, 'Admin');
    expect(kept.data.checkoutShipment).toMatchObject({ checkoutId: placed.id, uuid: answer.data.createShipment.uuid, state: 'registered', statusCode: 'CREATED' });
  });

  it('sends a locker order with the locker tariff when the order keeps none of its own', async () => {
    const locker = await order({ by: 'locker' });
    expect((await ship(locker.id)).status).toBe(201);
    expect(made(locker.id)[0].body).toMatchObject({ tariff_code: 368, delivery_point: 'MSK789' });
  });

  it('makes one СДЭК order when the answer to it was lost and staff try again', async () => {
    const placed = await order();
    cdek.breakNext('drop', 'POST /orders');
    const first = await ship(placed.id);
    const again = await ship(placed.id);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.uuid).toBe(first.body.uuid);
    expect(made(placed.id)).toHaveLength(1);
  });

  it('is for staff only: anonymous 401, a shopper 403, in both APIs', async () => {
    const placed = await order();
    expect((await app.rest('POST', `/checkouts/${placed.id}/shipments`)).status).toBe(401);
    expect((await app.rest('POST', `/checkouts/${placed.id}/shipments`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('GET', `/checkouts/${placed.id}/shipments/waybill`, { as: 'User' })).status).toBe(403);
    const refused = await gql('mutation($id: Int!) { createShipment(checkoutId: $id) { uuid } }', { id: placed.id }, 'User');
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(made(placed.id)).toHaveLength(0);
  });

  it('refuses a cancelled order, an order the shop delivers itself, and a shop without СДЭК', async () => {
    const cancelled = await order();
    expect((await app.rest('PUT', `/checkouts/${cancelled.id}`, { body: { status: 'cancelled' }, as: 'Admin' })).status).toBe(200);
    expect(await ship(cancelled.id)).toMatchObject({ status: 409, body: { code: 'ORDER_STATUS', details: { from: 'cancelled' } } });
    const own = await order({ by: 'manual' });
    expect(await ship(own.id)).toMatchObject({ status: 409, body: { code: 'DELIVERY_UNAVAILABLE', details: { reason: 'not_carried' } } });
    const bare = await startTestApp();
    try {
      expect(await bare.rest('POST', '/checkouts/1/shipments', { as: 'Admin' })).toMatchObject({ status: 409, body: { code: 'DELIVERY_UNAVAILABLE', details: { reason: 'not_configured' } } });
    } finally {
      await bare.close();
    }
  });

  it('answers 503 DELIVERY_UNAVAILABLE at once while СДЭК is down, and nothing is kept', async () => {
    const placed = await order();
    cdek.breakAll('fail');
    try {
      const started = Date.now();
      const refused = await ship(placed.id);
      expect(refused).toMatchObject({ status: 503, body: { code: 'DELIVERY_UNAVAILABLE', message: 'СДЭК сейчас недоступен, попробуйте позже' } });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      cdek.breakAll(null);
    }
    expect((await read(placed.id)).trackNumber).toBeNull();
    expect((await ship(placed.id)).status).toBe(201);
  });
});

describe('the print forms', () => {
  it('come from СДЭК as PDF: the waybill and the barcode labels', async () => {
    const placed = await order();
    await ship(placed.id);
    for (const form of ['waybill', 'labels']) {
      const response = await fetch(`${app.base}/api/checkouts/${placed.id}/shipments/${form}`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(cdek.calls('POST', '/print/orders')).toHaveLength(1);
    expect(cdek.calls('POST', '/print/barcodes')).toHaveLength(1);
  });

  it('are not found for an order not handed to СДЭК', async () => {
    const placed = await order();
    expect((await app.rest('GET', `/checkouts/${placed.id}/shipments/labels`, { as: 'Admin' })).status).toBe(404);
  });
});

describe('following the parcel', () => {
  it('subscribes the shop to СДЭК’s status notifications at its public address, a refusal only logged', async () => {
    cdek.breakNext('fail', 'POST /webhooks');
    expect(await app.services.shipments.subscribe()).toBe(false);
    expect(await app.services.shipments.subscribe()).toBe(true);
    const hook = cdek.webhooks.find((w) => w.type === 'ORDER_STATUS' && w.url === 'http://shop.test/api/deliveries/cdek');
    expect(hook).toBeDefined();
    // The test shop is not at its public address: the fake tells it where it listens.
    hook!.url = `${app.base}/api/deliveries/cdek`;
  });

  it('moves the order to shipped, then delivered, as СДЭК notifies, with both letters and the tracking link', async () => {
    const placed = await order();
    const { uuid, trackNumber } = (await ship(placed.id)).body;
    expect(await cdek.move(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE')).toEqual([200]);
    expect((await read(placed.id)).status).toBe('shipped');
    const shippedLetter = await app.mailbox.waitFor(placed.email, /отправлен/);
    expect(shippedLetter.text).toContain(trackNumber);
    expect(shippedLetter.text).toContain(`https://www.cdek.ru/ru/tracking?order_id=${trackNumber}`);
    expect(await cdek.move(uuid, 'ACCEPTED_AT_PICK_UP_POINT')).toEqual([200]);
    expect(await cdek.move(uuid, 'DELIVERED')).toEqual([200]);
    expect((await read(placed.id)).status).toBe('delivered');
    await app.mailbox.waitFor(placed.email, /доставлен/);
    expect(lettersTo(placed.email, /отправлен/)).toHaveLength(1);
  });

  it('tells staff when СДЭК could not deliver, and the order’s history says so', async () => {
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    await cdek.move(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    await cdek.move(uuid, 'NOT_DELIVERED');
    await app.mailbox.waitFor('staff@test.local', new RegExp(`Заказ № ${placed.id}: СДЭК`));
    const history = (await app.rest('GET', `/checkouts/${placed.id}/history`, { as: 'Admin' })).body.rows;
    expect(history.at(-1)).toMatchObject({ kind: 'shipment', text: expect.stringContaining('СДЭК') });
    expect((await read(placed.id)).status).toBe('shipped');
  });

  it('changes nothing for a forged notification naming a status СДЭК does not hold, ignores an unknown parcel and refuses garbage', async () => {
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    const forged = { type: 'ORDER_STATUS', uuid, attributes: { code: 'DELIVERED', number: String(placed.id) } };
    expect(await app.rest('POST', '/deliveries/cdek', { body: forged })).toMatchObject({ status: 200, body: { accepted: true } });
    expect((await read(placed.id)).status).toBe('new');
    expect(await movesTo(placed.id, 'delivered')).toBe(0);
    expect((await app.rest('POST', '/deliveries/cdek', { body: { ...forged, uuid: '00000000-0000-4000-8000-000000000000' } })).status).toBe(200);
    for (const body of [{ type: 'ORDER_STATUS' }, { hello: 'world' }, [1, 2], 'СДЭК']) expect((await app.rest('POST', '/deliveries/cdek', { body })).status).toBe(400);
    expect((await app.rest('POST', '/deliveries/cdek', { raw: '{"type":' })).status).toBe(400);
  });

  it('answers a notification 503 while СДЭК cannot be asked, so СДЭК sends it again', async () => {
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    cdek.breakAll('fail');
    try {
      expect(await app.rest('POST', '/deliveries/cdek', { body: { type: 'ORDER_STATUS', uuid } })).toMatchObject({ status: 503, body: { code: 'DELIVERY_UNAVAILABLE' } });
    } finally {
      cdek.breakAll(null);
    }
  });

  it('reads back a parcel whose notification was lost, and moves its order', async () => {
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    await moveUnheard(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    expect((await read(placed.id)).status).toBe('new');
    expect(await app.services.shipments.readBack(app.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect((await read(placed.id)).status).toBe('shipped');
    await app.mailbox.waitFor(placed.email, /отправлен/);
  });

  it('passes over a parcel СДЭК no longer shows and reads back the others', async () => {
    const gone = await order();
    cdek.orders.delete((await ship(gone.id)).body.uuid);
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    await moveUnheard(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    await app.services.shipments.readBack(app.orm.em.fork());
    expect((await read(placed.id)).status).toBe('shipped');
    expect((await read(gone.id)).status).toBe('new');
  });

  it('makes one move and one letter when two read-backs and a notification meet the same status', async () => {
    const placed = await order();
    const { uuid } = (await ship(placed.id)).body;
    await moveUnheard(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    const shipments = app.services.shipments;
    await Promise.all([shipments.readBack(app.orm.em.fork()), shipments.readBack(app.orm.em.fork()), shipments.follow(app.orm.em.fork(), uuid)]);
    expect((await read(placed.id)).status).toBe('shipped');
    expect(await movesTo(placed.id, 'shipped')).toBe(1);
    await app.mailbox.waitFor(placed.email, /отправлен/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lettersTo(placed.email, /отправлен/)).toHaveLength(1);
  });
});

describe('with CDEK_AUTO_SHIP=1', () => {
  it('hands an order to СДЭК as soon as it is paid online', async () => {
    const placed = await order({ paymentMethodId: shop.methods.online });
    expect(made(placed.id)).toHaveLength(0);
    expect(await shop.fake.notify('payment.succeeded', shop.fake.succeed(placed.payment.id))).toBe(200);
    const tracked = await until('the paid order’s track number', async () => (await read(placed.id)).trackNumber);
    expect(made(placed.id)).toHaveLength(1);
    expect(made(placed.id)[0].cdek_number).toBe(tracked);
    expect((await read(placed.id)).status).toBe('paid');
  });

  it('leaves an order the shop delivers itself with staff', async () => {
    const placed = await order({ by: 'manual', paymentMethodId: shop.methods.online });
    expect(await shop.fake.notify('payment.succeeded', shop.fake.succeed(placed.payment.id))).toBe(200);
    expect((await read(placed.id)).status).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(made(placed.id)).toHaveLength(0);
  });
});

describe('the GraphQL API of shipping', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
