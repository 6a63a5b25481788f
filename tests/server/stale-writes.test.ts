import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §17 «Lost updates»: a change based on an older version is refused with the record now, through both APIs. */

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

const product = async (sku: string) =>
  (await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, productVariants: [{ sku, price: 10590, stock: 5 }] }, as: 'Admin' })).body;

/** The refusal of a stale write: 409 STALE with the record now in `details.current`. */
function expectStale(reply: { status: number; body: { code: string; message: string; details: { current: Record<string, unknown> } } }, current: Record<string, unknown>) {
  expect(reply.status).toBe(409);
  expect(reply.body.code).toBe('STALE');
  expect(reply.body.message).toBe('Запись изменили, пока вы её редактировали.');
  expect(reply.body.details.current).toMatchObject(current);
}

describe('a write based on an older version', () => {
  it('of a product is refused with the product now, and nothing of it is written; without a version it is taken as before', async () => {
    const created = await product('STALE-P');
    expect(created.version).toBe(1);
    const [variant] = created.productVariants;
    const first = await app.rest('PUT', `/products/${created.id}`, { body: { name: 'Платье, вкладка 1', version: 1, productVariants: [{ ...variant, sizeId: null, colorId: null }] }, as: 'Admin' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await app.rest('PUT', `/products/${created.id}`, { body: { name: 'Платье, вкладка 2', version: 1 }, as: 'Admin' });
    expectStale(second, { id: created.id, name: 'Платье, вкладка 1', version: 2 });
    expect((await app.rest('GET', `/products/${created.id}`, { as: 'Admin' })).body.name).toBe('Платье, вкладка 1');
    expect((await app.rest('PUT', `/products/${created.id}`, { body: { name: 'Без версии' }, as: 'Admin' })).status).toBe(200);
  });

  it("of a product naming a variant changed since is refused, though the product's own version still stands", async () => {
    const created = await product('STALE-V');
    const [variant] = created.productVariants;
    expect((await app.rest('PATCH', `/product-variants/${variant.id}`, { body: { price: 9990, version: variant.version }, as: 'Admin' })).status).toBe(200);
    const refused = await app.rest('PUT', `/products/${created.id}`, { body: { version: created.version, productVariants: [{ id: variant.id, version: variant.version, sku: variant.sku, price: 11000, stock: 5 }] }, as: 'Admin' });
    expectStale(refused, { id: created.id, productVariants: [expect.objectContaining({ price: 9990, version: variant.version + 1 })] });
  });

  it('of a variant edited in place is refused when an order took its stock meanwhile, through both APIs', async () => {
    const created = await product('STALE-S');
    const [variant] = created.productVariants;
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variant.id, quantity: 1 } });
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { basketId, firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true },
    });
    expect(placed.status).toBe(201);
    const rest = await app.rest('PATCH', `/product-variants/${variant.id}`, { body: { stock: 10, version: variant.version }, as: 'Admin' });
    expectStale(rest, { id: variant.id, stock: 4, version: variant.version + 1 });
    const graphql = await app.gql('mutation ($id: Int!, $version: Int) { updateProductVariant(id: $id, input: { stock: 10, version: $version }) { stock } }', { id: variant.id, version: variant.version }, 'Admin');
    expect(graphql.errors[0].extensions).toMatchObject({ code: 'STALE', status: 409, details: { current: { stock: 4, version: variant.version + 1 } } });
    const saved = await app.rest('PATCH', `/product-variants/${variant.id}`, { body: { stock: 10, version: variant.version + 1 }, as: 'Admin' });
    expect(saved.body).toMatchObject({ stock: 10, version: variant.version + 2 });
  });

  it('of a promotion, a delivery method, a payment method and an order is refused with the record now', async () => {
    const promotion = (await app.rest('POST', '/promotions', { body: { name: 'Осень', code: 'STALE10', kind: 'percent', value: 10 }, as: 'Admin' })).body;
    expect((await app.rest('PUT', `/promotions/${promotion.id}`, { body: { value: 15, version: promotion.version }, as: 'Admin' })).body.version).toBe(promotion.version + 1);
    expectStale(await app.rest('PUT', `/promotions/${promotion.id}`, { body: { value: 20, version: promotion.version }, as: 'Admin' }), { value: 15 });
    expect((await app.rest('GET', `/promotions/${promotion.id}`, { as: 'Admin' })).body.value).toBe(15);

    for (const path of ['/delivery-methods', '/payment-methods']) {
      const [method] = (await app.rest('GET', path, { as: 'Admin' })).body.rows;
      const first = await app.rest('PUT', `${path}/${method.id}`, { body: { description: 'Вкладка 1', version: method.version }, as: 'Admin' });
      expect(first.body.version, path).toBe(method.version + 1);
      expectStale(await app.rest('PUT', `${path}/${method.id}`, { body: { description: 'Вкладка 2', version: method.version }, as: 'Admin' }), { description: 'Вкладка 1' });
      const over = await app.gql(`mutation ($id: Int!, $version: Int) { ${path === '/delivery-methods' ? 'updateDeliveryMethod' : 'updatePaymentMethod'}(id: $id, input: { description: "Вкладка 3", version: $version }) { version } }`, { id: method.id, version: method.version }, 'Admin');
      expect(over.errors[0].extensions.code, path).toBe('STALE');
    }

    const created = await product('STALE-O');
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: created.productVariants[0].id, quantity: 1 } });
    const order = (await app.rest('POST', '/checkouts/direct', { body: { basketId, firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true } })).body;
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'processing', version: order.version }, as: 'Admin' })).status).toBe(200);
    expectStale(await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'cancelled', version: order.version }, as: 'Admin' }), { status: 'processing' });
    const overGraphQL = await app.gql('mutation ($id: Int!, $version: Int) { setCheckoutStatus(id: $id, input: { status: cancelled, version: $version }) { status } }', { id: order.id, version: order.version }, 'Admin');
    expect(overGraphQL.errors[0].extensions).toMatchObject({ code: 'STALE', details: { current: { status: 'processing' } } });
    expect((await app.rest('GET', `/checkouts/${order.id}`, { as: 'Admin' })).body.status).toBe('processing');
  });
});
