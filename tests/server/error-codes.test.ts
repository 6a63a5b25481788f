import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/core/errors.js';
import { startTestApp, type Reply, type TestApp } from './test-app.js';

/**
 * CONTRACT §21: every refusal carries a stable code and details a program can read, the same in
 * REST (`{statusCode, code, message, details}`) and GraphQL (`extensions.code`, `extensions.details`).
 */
let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Коды ошибок' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

async function variantWithStock(sku: string, stock: number) {
  const product = await app.rest('POST', '/products', { body: { name: `Кеды ${sku}`, categoryId, productVariants: [{ sku, price: 2990, stock }] }, as: 'Admin' });
  return { productId: product.body.id as number, variantId: product.body.productVariants[0].id as number };
}

async function basketWith(variantId: number, quantity: number): Promise<string> {
  const id = (await app.rest('POST', '/baskets')).body.id;
  expect((await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variantId, quantity } })).status).toBe(200);
  return id;
}

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'codes@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
const placeOverGraphQL = 'mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }';

/** The same refusal read from both APIs: REST's body and GraphQL's first error. */
async function refusedBothWays(rest: () => Promise<Reply>, graphql: () => Promise<{ errors?: any }>) {
  const overRest = await rest();
  const overGraphQL = (await graphql()).errors?.[0];
  expect(overGraphQL?.extensions.code).toBe(overRest.body.code);
  expect(overGraphQL?.extensions.status).toBe(overRest.status);
  return { status: overRest.status, code: overRest.body.code, details: overRest.body.details, graphQLDetails: overGraphQL?.extensions.details };
}

describe('error codes a program can read', () => {
  it('says OUT_OF_STOCK with the variant, its SKU and what is left when an order asks more than the stock', async () => {
    const { productId, variantId } = await variantWithStock('CODE-STOCK', 5);
    const [first, second] = [await basketWith(variantId, 3), await basketWith(variantId, 3)];
    await app.rest('PUT', `/products/${productId}`, { body: { productVariants: [{ id: variantId, sku: 'CODE-STOCK', price: 2990, stock: 2 }] }, as: 'Admin' });
    const refused = await refusedBothWays(
      () => app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: first } }),
      () => app.gql(placeOverGraphQL, { input: { ...guest, basketId: second } }),
    );
    expect(refused).toEqual({ status: 409, code: 'OUT_OF_STOCK', details: { variantId, sku: 'CODE-STOCK', left: 2 }, graphQLDetails: { variantId, sku: 'CODE-STOCK', left: 2 } });
  });

  it('says PRODUCT_OFF_SALE with the product and the variant when a basket holds a product taken off sale', async () => {
    const { productId, variantId } = await variantWithStock('CODE-OFF', 5);
    const [first, second] = [await basketWith(variantId, 1), await basketWith(variantId, 1)];
    expect((await app.rest('PUT', `/products/${productId}`, { body: { available: false }, as: 'Admin' })).status).toBe(200);
    const refused = await refusedBothWays(
      () => app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: first } }),
      () => app.gql(placeOverGraphQL, { input: { ...guest, basketId: second } }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'PRODUCT_OFF_SALE', details: { productId, variantId }, graphQLDetails: { productId, variantId } });
  });

  it('says DELIVERY_UNAVAILABLE for an order naming a delivery method the shop does not offer', async () => {
    const { variantId } = await variantWithStock('CODE-DELIVERY', 5);
    const [first, second] = [await basketWith(variantId, 1), await basketWith(variantId, 1)];
    const refused = await refusedBothWays(
      () => app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: first, deliveryMethodId: 999_999 } }),
      () => app.gql(placeOverGraphQL, { input: { ...guest, basketId: second, deliveryMethodId: 999_999 } }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'DELIVERY_UNAVAILABLE', details: { deliveryMethodId: 'Способ доставки не найден или сейчас недоступен' } });
  });

  it('says ORDER_STATUS with from and to for a status move the order flow does not allow, and PAYMENT_REFUSED with its reason', async () => {
    const { variantId } = await variantWithStock('CODE-STATUS', 5);
    const order = (await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basketWith(variantId, 1) } })).body;
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'delivered' }, as: 'Admin' })).status).toBe(200);
    const backwards = await refusedBothWays(
      () => app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'new' }, as: 'Admin' }),
      () => app.gql('mutation ($id: Int!) { setCheckoutStatus(id: $id, input: { status: new }) { id } }', { id: order.id }, 'Admin'),
    );
    expect(backwards).toMatchObject({ status: 409, code: 'ORDER_STATUS', details: { from: 'delivered', to: 'new' } });

    const paying = await refusedBothWays(
      () => app.rest('POST', `/checkouts/${order.id}/pay`, { as: 'Admin' }),
      () => app.gql('mutation ($id: Int!) { payCheckout(id: $id) { id } }', { id: order.id }, 'Admin'),
    );
    expect(paying).toMatchObject({ status: 409, code: 'PAYMENT_REFUSED', details: { reason: 'not_online' }, graphQLDetails: { reason: 'not_online' } });
  });

  it('gives the common refusals their codes: VALIDATION with field reasons, NOT_FOUND, UNAUTHENTICATED, FORBIDDEN, DUPLICATE with its field', async () => {
    const invalid = await app.rest('POST', '/categories', { body: { name: '' }, as: 'Admin' });
    expect(invalid.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', details: { name: expect.any(String) } });
    expect((await app.rest('GET', '/checkouts/999999', { as: 'Admin' })).body.code).toBe('NOT_FOUND');
    expect((await app.rest('GET', '/users')).body.code).toBe('UNAUTHENTICATED');
    expect((await app.rest('GET', '/users', { as: 'User' })).body.code).toBe('FORBIDDEN');
    const taken = await app.rest('POST', '/categories', { body: { name: 'Коды ошибок' }, as: 'Admin' });
    expect(taken.body).toMatchObject({ statusCode: 409, code: 'DUPLICATE', details: { field: 'name' } });
  });

  it('lists every code as an enum in the OpenAPI document and in the GraphQL schema', async () => {
    const codes = Object.keys(errorCodes).sort();
    const document = (await app.rest('GET', '/openapi.json')).body;
    expect([...document.components.schemas.Error.properties.code.enum].sort()).toEqual(codes);
    const schema = readFileSync('schema.graphql', 'utf8');
    const values = schema.split('enum ErrorCode {')[1].split('\n}')[0].match(/^ {2}[A-Z_]+$/gm)!.map((line) => line.trim());
    expect(values.sort()).toEqual(codes);
    for (const code of ['OUT_OF_STOCK', 'PROMO_REFUSED', 'ORDER_STATUS', 'STALE', 'RETRY', 'PAYMENT_REFUSED', 'DELIVERY_UNAVAILABLE']) expect(schema.split('schema {')[0]).toContain(code);
  });
});
