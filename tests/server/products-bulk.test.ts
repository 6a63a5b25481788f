import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);

const product = (key: string, categoryId: number, stock = 5) =>
  make('/products', key, {
    name: `Куртка ${key}`,
    categoryId,
    productVariants: [{ sku: `SKU-${key}`, price: 3990, stock }],
  });

const guest = {
  firstName: 'Ольга',
  lastName: 'Смирнова',
  email: 'olga@example.ru',
  phone: '+7 900 123-45-67',
  address: 'ул. Ленина, 1, кв. 2',
  city: 'Казань',
  country: 'Россия',
  zipCode: '420000',
  consent: true,
};

async function order(variantId: number): Promise<void> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, {
    body: { productVariantId: variantId, quantity: 1 },
  });
  const placed = await app.rest('POST', '/checkouts/direct', {
    body: { ...guest, basketId },
  });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
}

const bulk = (body: object, as: 'Admin' | 'User' | 'anonymous' = 'Admin') =>
  app.rest('POST', '/products/bulk', {
    body,
    as: as === 'anonymous' ? undefined : as,
  });
const shopperSees = async (id: number) => (await app.rest('GET', `/products/${id}`)).status === 200;

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'jackets', { name: 'Куртки' });
  await make('/categories', 'coats', { name: 'Пальто' });
});
afterAll(() => app.close());

describe('a bulk action on products', () => {
  it('hides products from shoppers at once and shows them again', async () => {
    await product('hide1', ids.jackets);
    await product('hide2', ids.jackets);
    const hidden = await bulk({ ids: [ids.hide1, ids.hide2], action: 'hide' });
    expect(hidden).toMatchObject({
      status: 200,
      body: { done: [ids.hide1, ids.hide2], failed: [] },
    });
    expect([await shopperSees(ids.hide1), await shopperSees(ids.hide2)]).toEqual([false, false]);

    const shown = await app.gql(`mutation($input: ProductBulkInput!) { bulkProducts(input: $input) { done failed { id message } } }`, { input: { ids: [ids.hide1], action: 'show' } }, 'Admin');
    expect(shown.data.bulkProducts).toEqual({ done: [ids.hide1], failed: [] });
    expect([await shopperSees(ids.hide1), await shopperSees(ids.hide2)]).toEqual([true, false]);
  });

  it('moves products to another category, where the category filter finds them', async () => {
    await product('move1', ids.jackets);
    const moved = await bulk({
      ids: [ids.move1],
      action: 'move',
      categoryId: ids.coats,
    });
    expect(moved.body).toEqual({ done: [ids.move1], failed: [] });
    expect((await app.rest('GET', `/products/${ids.move1}`)).body.category.id).toBe(ids.coats);
    expect((await app.rest('GET', `/products?categories=${ids.coats}`)).body.rows.map((p: { id: number }) => p.id)).toContain(ids.move1);
    expect((await app.rest('GET', `/products?categories=${ids.jackets}`)).body.rows.map((p: { id: number }) => p.id)).not.toContain(ids.move1);
  });

  it('asks for a known category to move to', async () => {
    expect((await bulk({ ids: [ids.jackets], action: 'move' })).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Отправлены неверные данные.',
      details: { categoryId: 'Укажите категорию, в которую перенести товары' },
    });
    expect((await bulk({ ids: [ids.jackets], action: 'move', categoryId: 999_999 })).body.details).toEqual({ categoryId: 'Категория не найдена' });
  });

  it('deletes products without orders and reports an ordered one with the reason, leaving it whole', async () => {
    const ordered = await product('ordered', ids.jackets);
    await product('gone1', ids.jackets);
    await product('gone2', ids.jackets);
    await order(ordered.productVariants[0].id);
    const result = await bulk({
      ids: [ids.gone1, ids.ordered, ids.gone2, 999_999],
      action: 'delete',
    });
    expect(result).toMatchObject({
      status: 200,
      body: {
        done: [ids.gone1, ids.gone2],
        failed: [
          {
            id: ids.ordered,
            message: 'Товар есть в заказах: удалить его нельзя, можно снять с продажи',
          },
          { id: 999_999, message: 'Товар не найден' },
        ],
      },
    });
    expect((await app.rest('GET', `/products/${ids.gone1}`)).status).toBe(404);
    const kept = await app.rest('GET', `/products/${ids.ordered}`);
    expect(kept.body.productVariants).toHaveLength(1);
  });

  it('reports unknown products as not found', async () => {
    expect((await bulk({ ids: [888_888, 888_888], action: 'hide' })).body).toEqual({
      done: [],
      failed: [{ id: 888_888, message: 'Товар не найден' }],
    });
  });

  it('takes at most 1000 products and a known action', async () => {
    const tooMany = await bulk({
      ids: Array.from({ length: 1001 }, (_, i) => i + 1),
      action: 'hide',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual({
      ids: 'Не больше 1000 товаров за раз',
    });
    expect((await bulk({ ids: [1], action: 'burn' })).body.details).toHaveProperty('action');
    const overGraphQL = await app.gql(`mutation($input: ProductBulkInput!) { bulkProducts(input: $input) { done } }`, { input: { ids: [1], action: 'move' } }, 'Admin');
    expect(overGraphQL.errors[0].extensions).toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('is for staff only', async () => {
    expect((await bulk({ ids: [1], action: 'hide' }, 'anonymous')).status).toBe(401);
    expect((await bulk({ ids: [1], action: 'hide' }, 'User')).status).toBe(403);
    const denied = await app.gql(`mutation { bulkProducts(input: { ids: [1], action: hide }) { done } }`, {}, 'User');
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('a variant edited inline', () => {
  it('changes stock and price, and the product’s price and stock follow', async () => {
    const created = await make('/products', 'inline', {
      name: 'Куртка с двумя вариантами',
      categoryId: ids.jackets,
      productVariants: [
        { sku: 'IN-1', price: 5000, stock: 0 },
        { sku: 'IN-2', price: 6000, stock: 0 },
      ],
    });
    expect(created).toMatchObject({ price: 5000, inStock: false });
    const [cheap, dear] = created.productVariants;

    const patched = await app.rest('PATCH', `/product-variants/${dear.id}`, {
      body: { price: 4500.5, oldPrice: 7000, stock: 3 },
      as: 'Admin',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...dear,
      price: 4500.5,
      oldPrice: 7000,
      stock: 3,
      version: dear.version + 1,
    });
    expect((await app.rest('GET', `/products/${ids.inline}`)).body).toMatchObject({ price: 4500.5, oldPrice: 7000, inStock: true });

    const overGraphQL = await app.gql(`mutation($id: Int!) { updateProductVariant(id: $id, input: { stock: 0, oldPrice: null }) { id stock oldPrice price } }`, { id: dear.id }, 'Admin');
    expect(overGraphQL.data.updateProductVariant).toEqual({
      id: dear.id,
      stock: 0,
      oldPrice: null,
      price: 4500.5,
    });
    expect((await app.rest('GET', `/products/${ids.inline}`)).body).toMatchObject({ price: 4500.5, oldPrice: null, inStock: false });
    // The version and the parcel's weight and box are for staff.
    const { version: _version, weight: _weight, length: _length, width: _width, height: _height, ...shown } = cheap;
    expect((await app.rest('GET', `/products/${ids.inline}`)).body.productVariants[0]).toEqual(shown);
  });

  it('refuses a bad price or stock in Russian', async () => {
    const variantId = (await product('badpatch', ids.jackets)).productVariants[0].id;
    const refused = await app.rest('PATCH', `/product-variants/${variantId}`, {
      body: { price: 10.001, stock: -1 },
      as: 'Admin',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Отправлены неверные данные.');
    expect(refused.body.details.price).toBe('Не больше двух знаков после запятой');
    expect(refused.body.details.stock).toMatch(/[а-я]/);
    expect(
      (
        await app.rest('PATCH', `/product-variants/${variantId}`, {
          body: { price: 0 },
          as: 'Admin',
        })
      ).body.details.price,
    ).toMatch(/[а-я]/);
  });

  it('is not found when unknown or hidden', async () => {
    expect(
      (
        await app.rest('PATCH', '/product-variants/999999', {
          body: { stock: 1 },
          as: 'Admin',
        })
      ).status,
    ).toBe(404);
    const created = await product('hiddenvariant', ids.jackets);
    const variantId = created.productVariants[0].id;
    await order(variantId);
    await app.rest('PUT', `/products/${ids.hiddenvariant}`, {
      body: { productVariants: [{ sku: 'NEW-HV', price: 100, stock: 1 }] },
      as: 'Admin',
    });
    expect(
      (
        await app.rest('PATCH', `/product-variants/${variantId}`, {
          body: { stock: 1 },
          as: 'Admin',
        })
      ).status,
    ).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await app.rest('PATCH', '/product-variants/1', { body: { stock: 1 } })).status).toBe(401);
    expect(
      (
        await app.rest('PATCH', '/product-variants/1', {
          body: { stock: 1 },
          as: 'User',
        })
      ).status,
    ).toBe(403);
  });
});
