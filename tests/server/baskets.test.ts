import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let product: { id: number; productVariants: { id: number; sku: string }[] };
beforeAll(async () => {
  app = await startTestApp();
  const category = await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' });
  product = (
    await app.rest('POST', '/products', {
      body: {
        name: 'Платье льняное',
        categoryId: category.body.id,
        productVariants: [
          { sku: 'LN-S', price: 1999.99, stock: 3 },
          { sku: 'LN-M', price: 2500, stock: 1 },
          { sku: 'LN-L', price: 2500, stock: 0 },
        ],
      },
      as: 'Admin',
    })
  ).body;
});
afterAll(() => app.close());

const variant = (sku: string) => product.productVariants.find((v) => v.sku === sku)!.id;

describe('a basket', () => {
  it('is made by anyone, adds to lines, sets quantities and computes the total exactly on the server', async () => {
    const created = await app.rest('POST', '/baskets');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: null, orderProducts: [], itemsAmount: 0, discountAmount: 0, totalAmount: 0, promoCode: null, promoProblem: null, promoProblemReason: null, discounts: [], problems: [] });
    const id = created.body.id;
    await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 1 } });
    const added = await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 2, price: 1 } });
    expect(added.status).toBe(200);
    expect(added.body.orderProducts).toEqual([expect.objectContaining({ quantity: 3, price: 1999.99, productVariant: expect.objectContaining({ sku: 'LN-S', product: expect.objectContaining({ name: 'Платье льняное' }) }) })]);
    expect(added.body.totalAmount).toBe(5999.97);
    const set = await app.rest('PUT', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 1 } });
    expect(set.body.totalAmount).toBe(1999.99);
    const overGraphQL = await app.gql(`mutation { addToBasket(basketId: "${id}", input: { productVariantId: ${variant('LN-M')}, quantity: 1 }) { totalAmount orderProducts { quantity productVariant { sku } } } }`);
    expect(overGraphQL.data.addToBasket.totalAmount).toBe(4499.99);
    const removed = await app.rest('DELETE', `/order-products/${id}`, { body: { productVariantId: variant('LN-S') } });
    expect(removed.body.orderProducts.map((l: { productVariant: { sku: string } }) => l.productVariant.sku)).toEqual(['LN-M']);
    const cleared = await app.rest('GET', `/baskets/clear/${id}`);
    expect(cleared.body).toMatchObject({ orderProducts: [], totalAmount: 0 });
  });

  it('never holds more than the stock, nor a non-positive quantity', async () => {
    const id = (await app.rest('POST', '/baskets')).body.id;
    const tooMany = await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 4 } });
    expect(tooMany.body).toMatchObject({ statusCode: 400, details: { quantity: 'В наличии только 3 шт.' } });
    expect((await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-L'), quantity: 1 } })).body.details).toEqual({ quantity: 'Нет в наличии' });
    expect((await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 0 } })).status).toBe(400);
    expect((await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: 999999, quantity: 1 } })).status).toBe(400);
    expect((await app.rest('GET', `/baskets/${id}`)).body.orderProducts).toEqual([]);
  });

  it('reports a line whose variant ran out or was taken off sale, without dropping it', async () => {
    const id = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-S'), quantity: 2 } });
    await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variant('LN-M'), quantity: 1 } });
    await app.rest('PUT', `/products/${product.id}`, {
      body: { productVariants: [{ id: variant('LN-S'), sku: 'LN-S', price: 1999.99, stock: 1 }, { id: variant('LN-L'), sku: 'LN-L', price: 2500, stock: 0 }] },
      as: 'Admin',
    });
    const basket = await app.rest('GET', `/baskets/${id}`);
    expect(basket.body.orderProducts).toHaveLength(2);
    expect(basket.body.problems).toEqual([
      { productVariantId: variant('LN-S'), reason: 'В наличии только 1 шт.' },
      { productVariantId: variant('LN-M'), reason: 'Товар больше не продаётся' },
    ]);
    expect(basket.body.totalAmount).toBe(0);
  });

  it('answers 404 for an unknown basket and 400 for an id that is not a UUID', async () => {
    expect((await app.rest('GET', '/baskets/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.rest('GET', '/baskets/123')).status).toBe(400);
  });
});
