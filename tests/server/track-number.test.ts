import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §19: an order moved to `shipped` may carry its parcel's track number and carrier, shown with the carrier's tracking link. */

let app: TestApp;
let variantId: number;
const email = 'tracked@example.ru';

beforeAll(async () => {
  app = await startTestApp();
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
  variantId = (await app.rest('POST', '/products', { body: { name: 'Шарф', categoryId, productVariants: [{ sku: 'SCARF-1', price: 900, stock: 100 }] }, as: 'Admin' })).body.productVariants[0].id;
});
afterAll(() => app.close());

async function order(): Promise<{ id: number; token: string }> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 1 } });
  const placed = await app.rest('POST', '/checkouts/direct', {
    body: { basketId, firstName: 'Павел', lastName: 'Орлов', email, phone: '+7 900 111-22-33', address: 'ул. Садовая, 2', city: 'Тверь', country: 'Россия', zipCode: '170000', consent: true },
  });
  expect(placed.status).toBe(201);
  return { id: placed.body.id, token: placed.body.accessToken };
}

const move = (id: number, body: object) => app.rest('PUT', `/checkouts/${id}`, { body, as: 'Admin' });

describe('a track number', () => {
  it('given with the move to shipped is shown in every order view with the carrier’s tracking link', async () => {
    const placed = await order();
    const moved = await move(placed.id, { status: 'shipped', trackNumber: 'RA123456789RU', carrier: 'russian_post' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'shipped', trackNumber: 'RA123456789RU', carrier: 'russian_post', trackingUrl: 'https://www.pochta.ru/tracking?barcode=RA123456789RU' });
    const guest = await app.gql('query ($id: Int!, $token: String) { checkout(id: $id, token: $token) { trackNumber carrier trackingUrl } }', { id: placed.id, token: placed.token });
    expect(guest.data.checkout).toEqual({ trackNumber: 'RA123456789RU', carrier: 'russian_post', trackingUrl: 'https://www.pochta.ru/tracking?barcode=RA123456789RU' });
    const listed = (await app.rest('GET', `/checkouts/all?q=${placed.id}`, { as: 'Admin' })).body.rows[0];
    expect(listed).toMatchObject({ trackNumber: 'RA123456789RU', trackingUrl: 'https://www.pochta.ru/tracking?barcode=RA123456789RU' });
  });

  it('reaches the shopper in the «отправлен» letter with the number and the link', async () => {
    const placed = await order();
    expect((await move(placed.id, { status: 'shipped', trackNumber: '1234567890', carrier: 'cdek' })).status).toBe(200);
    const letter = await app.mailbox.waitFor(email, new RegExp(`Заказ № ${placed.id}: отправлен`));
    expect(letter.text).toContain('Трек-номер: 1234567890');
    expect(letter.text).toContain('Служба доставки: СДЭК');
    expect(letter.text).toContain('https://www.cdek.ru/ru/tracking?order_id=1234567890');
  });

  it('through GraphQL too; another carrier has no link, and without one the order is shipped as before', async () => {
    const placed = await order();
    const moved = await app.gql(
      'mutation ($id: Int!, $input: CheckoutStatusInput!) { setCheckoutStatus(id: $id, input: $input) { status trackNumber carrier trackingUrl } }',
      { id: placed.id, input: { status: 'shipped', trackNumber: 'ZX-9000', carrier: 'other' } },
      'Admin',
    );
    expect(moved.data.setCheckoutStatus).toEqual({ status: 'shipped', trackNumber: 'ZX-9000', carrier: 'other', trackingUrl: null });
    const plain = await order();
    expect((await move(plain.id, { status: 'shipped' })).body).toMatchObject({ status: 'shipped', trackNumber: null, carrier: null, trackingUrl: null });
  });

  it('may be left out of the back office’s GraphQL move: variables not given count as none, however often the document runs', async () => {
    const placed = await order();
    const document = `mutation ($id: Int!, $status: OrderStatus!, $version: Int, $trackNumber: String, $carrier: Carrier) {
      setCheckoutStatus(id: $id, input: { status: $status, version: $version, trackNumber: $trackNumber, carrier: $carrier }) { status version } }`;
    // The second run of a document takes the compiled path, which hands null for a variable left out.
    const first = await app.gql(document, { id: placed.id, status: 'processing', version: 1 }, 'Admin');
    expect(first.errors).toBeUndefined();
    const second = await app.gql(document, { id: placed.id, status: 'cancelled', version: first.data.setCheckoutStatus.version }, 'Admin');
    expect(second.errors).toBeUndefined();
    expect(second.data.setCheckoutStatus.status).toBe('cancelled');
  });

  it('is refused with any other status, and when it is not 4–40 letters, digits and dashes', async () => {
    const placed = await order();
    const early = await move(placed.id, { status: 'processing', trackNumber: 'RA123456789RU' });
    expect(early.status).toBe(400);
    expect(early.body.details).toEqual({ trackNumber: 'Указывается только при переводе заказа в «Отправлен»' });
    expect((await move(placed.id, { status: 'processing', carrier: 'dpd' })).body.details).toEqual({ carrier: 'Указывается только при переводе заказа в «Отправлен»' });
    for (const trackNumber of ['RA1', 'RA 123 456', 'x'.repeat(41)]) {
      const bad = await move(placed.id, { status: 'shipped', trackNumber });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual({ trackNumber: 'Трек-номер: от 4 до 40 латинских букв, цифр и дефисов' });
    }
    expect((await move(placed.id, { status: 'shipped', carrier: 'ups' })).body.details).toHaveProperty('carrier');
    const gql = await app.gql('mutation ($id: Int!, $input: CheckoutStatusInput!) { setCheckoutStatus(id: $id, input: $input) { id } }', { id: placed.id, input: { status: 'cancelled', trackNumber: 'RA123456789RU' } }, 'Admin');
    expect(gql.errors[0].extensions).toMatchObject({ code: 'VALIDATION', details: { trackNumber: 'Указывается только при переводе заказа в «Отправлен»' } });
    expect((await app.rest('GET', `/checkouts/${placed.id}`, { as: 'Admin' })).body).toMatchObject({ status: 'new', trackNumber: null });
  });
});
