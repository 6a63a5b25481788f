import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

/**
 * Catalogue facets (CONTRACT §9): each facet counts the products passing every other chosen
 * filter but its own, in one SQL statement, the same over REST and GraphQL.
 */
let app: TestApp;
const { ids, make } = recordMaker(() => app);

const product = (key: string, name: string, brand: string, color: string, size: string, price: number, stock: number, extra: object = {}) =>
  make('/products', key, {
    name,
    categoryId: ids.dresses,
    brandId: ids[brand],
    productVariants: [{ sku: `${key}-1`, price, stock, colorId: ids[color], sizeId: ids[size] }],
    ...extra,
  });

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья' });
  await make('/categories', 'shirts', { name: 'Рубашки' });
  await make('/brands', 'nord', { name: 'Норд' });
  await make('/brands', 'volga', { name: 'Волга' });
  await make('/colors', 'red', { name: 'Красный', code: '#ff0000' });
  await make('/colors', 'blue', { name: 'Синий', code: '#0000ff' });
  await make('/sizes', 's', { name: 'S' });
  await make('/sizes', 'm', { name: 'M' });
  await make('/tags', 'hit', { name: 'Хит продаж' });
  await make('/tags', 'new', { name: 'Новинка' });
  await product('redS', 'Платье красное короткое', 'nord', 'red', 's', 1000, 3, { tagIds: [ids.hit] });
  await product('blueM', 'Платье синее длинное', 'nord', 'blue', 'm', 2000, 2, { tagIds: [ids.new] });
  await product('redM', 'Платье красное длинное', 'volga', 'red', 'm', 3000, 0);
  await product('offSale', 'Платье снятое', 'volga', 'blue', 's', 500, 5, { available: false });
  await make('/products', 'shirt', { name: 'Рубашка', categoryId: ids.shirts, brandId: ids.nord, productVariants: [{ sku: 'SH-1', price: 1500, stock: 1 }] });
});
afterAll(() => app.close());

const facets = async (query: string) => {
  const answer = await app.rest('GET', `/products/facets?categories=${ids.dresses}${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const counts = (values: { name: string; count: number }[]) => Object.fromEntries(values.map((value) => [value.name, value.count]));

describe('catalogue facets', () => {
  it('count the brands, colours, sizes and tags of a category’s products on sale, with its price range and how many are in stock', async () => {
    const all = await facets('');
    expect(counts(all.brands)).toEqual({ Норд: 2, Волга: 1 });
    expect(all.colors).toEqual([
      { id: ids.red, name: 'Красный', code: '#ff0000', count: 2 },
      { id: ids.blue, name: 'Синий', code: '#0000ff', count: 1 },
    ]);
    expect(counts(all.sizes)).toEqual({ S: 1, M: 2 });
    expect(counts(all.tags)).toEqual({ 'Хит продаж': 1, Новинка: 1 });
    expect(all.price).toEqual({ min: 1000, max: 3000 });
    expect(all.inStock).toBe(2);
  });

  it('count each facet under every other chosen filter but its own, so a chosen colour still shows the others', async () => {
    const red = await facets(`&colors=${ids.red}`);
    expect(counts(red.colors)).toEqual({ Красный: 2, Синий: 1 });
    expect(counts(red.brands)).toEqual({ Норд: 1, Волга: 1 });
    expect(counts(red.sizes)).toEqual({ S: 1, M: 1 });
    expect(red.inStock).toBe(1);

    const redNord = await facets(`&colors=${ids.red}&brands=${ids.nord}`);
    expect(counts(redNord.colors)).toEqual({ Красный: 1, Синий: 1 });
    expect(counts(redNord.brands)).toEqual({ Норд: 1, Волга: 1 });
    expect(counts(redNord.sizes)).toEqual({ S: 1 });
    expect(redNord.price).toEqual({ min: 1000, max: 1000 });

    const inStock = await facets('&available=true&maxPrice=2500');
    expect(counts(inStock.brands)).toEqual({ Норд: 2 });
    expect(inStock.price, 'the price range ignores the price filter').toEqual({ min: 1000, max: 2000 });
    expect(inStock.inStock).toBe(2);
  });

  it('leave out values no product has under the other filters', async () => {
    const shirts = await app.rest('GET', `/products/facets?categories=${ids.shirts}`);
    expect(counts(shirts.body.brands)).toEqual({ Норд: 1 });
    expect(shirts.body.colors).toEqual([]);
    expect(shirts.body.tags).toEqual([]);
  });

  it('give counts that match the list filtered by that value', async () => {
    const chosen = `&colors=${ids.red}`;
    const { brands, sizes } = await facets(chosen);
    for (const brand of brands) {
      const list = await app.rest('GET', `/products?categories=${ids.dresses}${chosen}&brands=${brand.id}`);
      expect(list.body.length, brand.name).toBe(brand.count);
    }
    for (const size of sizes) {
      const list = await app.rest('GET', `/products?categories=${ids.dresses}${chosen}&sizes=${size.id}`);
      expect(list.body.length, size.name).toBe(size.count);
    }
  });

  it('follow a search by words, and by typos when the words find nothing', async () => {
    expect(counts((await facets(`&name=${encodeURIComponent('длинное')}`)).brands)).toEqual({ Норд: 1, Волга: 1 });
    expect(counts((await facets(`&name=${encodeURIComponent('корокое')}`)).brands)).toEqual({ Норд: 1 });
  });

  it('cost one SQL statement and answer the same over GraphQL', async () => {
    const query = `&colors=${ids.red}&sizes=${ids.m}&tags=${ids.hit}&minPrice=100&available=true`;
    expect(await app.countQueries(() => facets(query))).toBe(1);
    const rest = await facets(`&colors=${ids.red}`);
    const graphql = await app.gql(
      `query ($categories: [Int!], $colors: [Int!]) { productFacets(categories: $categories, colors: $colors) { brands { id name count } colors { id name code count } sizes { id name count } tags { id name count } price { min max } inStock } }`,
      { categories: [ids.dresses], colors: [ids.red] },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.productFacets).toEqual(rest);
  });

  it('sum the counts kept per category when nothing narrows the view, equal to counting them live once anything does', async () => {
    // Views not asked before: the facets of a view asked again come from the memo without a statement.
    const view = (query: string) => app.rest('GET', `/products/facets?parent=${ids.dresses}${query}`);
    const [whole] = await app.statements(() => view(''));
    expect(whole).toMatch(/catalogue_facet_count/);
    const [narrowed] = await app.statements(() => view('&minPrice=0'));
    expect(narrowed).not.toMatch(/catalogue_facet_count/);
    const { price: _wholePrice, ...kept } = (await view('')).body;
    const { price: _narrowedPrice, ...live } = (await view('&minPrice=0')).body;
    expect(kept).toEqual(live);
    expect(counts(kept.brands)).toEqual({ Норд: 2, Волга: 1 });
  });

  it('refuse a filter that is not a list of ids, in Russian', async () => {
    const refused = await app.rest('GET', '/products/facets?colors=red');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details)).toEqual(['colors.0']);
    expect(refused.body.details['colors.0']).toBe('Ожидается число');
  });
});

describe('a catalogue narrowed to a colour', () => {
  it('shows each card with the picture of its variant in that colour first, in both APIs and with the facets', async () => {
    await make('/products', 'twoColours', {
      name: 'Платье двухцветное',
      categoryId: ids.shirts,
      images: ['dress-blue.jpg', 'dress-back.jpg'],
      productVariants: [
        { sku: 'TWO-BLUE', price: 1800, stock: 2, colorId: ids.blue, images: ['dress-blue.jpg'] },
        { sku: 'TWO-RED-SOLD', price: 1800, stock: 0, colorId: ids.red, images: ['dress-red-old.jpg'] },
        { sku: 'TWO-RED', price: 1800, stock: 1, colorId: ids.red, images: ['dress-red.jpg', 'dress-back.jpg'] },
      ],
    });
    const imagesOf = (rows: { name: string; images: string[] }[]) => rows.find((row) => row.name === 'Платье двухцветное')?.images;
    expect(imagesOf((await app.rest('GET', `/products?categories=${ids.shirts}`)).body.rows)).toEqual(['dress-blue.jpg', 'dress-back.jpg']);
    expect(imagesOf((await app.rest('GET', `/products?categories=${ids.shirts}&colors=${ids.red}`)).body.rows)).toEqual(['dress-red.jpg', 'dress-back.jpg', 'dress-blue.jpg']);
    expect(imagesOf((await app.rest('GET', `/products?categories=${ids.shirts}&colors=${ids.blue},${ids.red}`)).body.rows)).toEqual(['dress-blue.jpg', 'dress-back.jpg']);
    const together = await app.gql(
      `query ($colors: [Int!]) { products(categories: [${ids.shirts}], colors: $colors, limit: 24) { rows { name images } } productFacets(categories: [${ids.shirts}], colors: $colors) { inStock } }`,
      { colors: [ids.red] },
    );
    expect(together.errors).toBeUndefined();
    expect(imagesOf(together.data.products.rows)).toEqual(['dress-red.jpg', 'dress-back.jpg', 'dress-blue.jpg']);
    const alone = await app.gql(`query ($colors: [Int!]) { products(categories: [${ids.shirts}], colors: $colors) { rows { name images } } }`, { colors: [ids.red] });
    expect(imagesOf(alone.data.products.rows)).toEqual(['dress-red.jpg', 'dress-back.jpg', 'dress-blue.jpg']);
  });
});
