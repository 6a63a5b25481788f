import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

/**
 * Catalogue search (CONTRACT §9): every word by Russian morphology over a product's name,
 * description, brand, categories, colours and tags; then any of the words; then typos. The list,
 * the facets and the price range choose the same mode.
 */
let app: TestApp;
const { ids, make } = recordMaker(() => app);

const product = (key: string, name: string, category: string, brand: string, extra: { colors?: string[]; tags?: string[]; desc?: string; price?: number } = {}) =>
  make('/products', key, {
    name,
    desc: extra.desc ?? '',
    categoryId: ids[category],
    brandId: ids[brand],
    colorIds: (extra.colors ?? []).map((color) => ids[color]),
    tagIds: (extra.tags ?? []).map((tag) => ids[tag]),
    productVariants: [{ sku: key, price: extra.price ?? 1990, stock: 3 }],
  });

beforeAll(async () => {
  // counts the statements a search costs: the public cache would answer a repeated one with none
  app = await startTestApp({ PUBLIC_CACHE_MB: '0' });
  await make('/categories', 'women', { name: 'Женщинам', url: 'women' });
  await make('/categories', 'dresses', { name: 'Платья', url: 'women-dresses', parentId: ids.women });
  await make('/categories', 'jeans', { name: 'Джинсы', url: 'women-jeans', parentId: ids.women });
  await make('/categories', 'womenShoes', { name: 'Обувь', url: 'women-shoes', parentId: ids.women });
  await make('/categories', 'womenSneakers', { name: 'Кроссовки', url: 'women-sneakers', parentId: ids.womenShoes });
  await make('/categories', 'men', { name: 'Мужчинам', url: 'men' });
  await make('/categories', 'menSneakers', { name: 'Кроссовки', url: 'men-sneakers', parentId: ids.men });
  await make('/categories', 'bags', { name: 'Аксессуары', url: 'accessories' });
  await make('/brands', 'volga', { name: 'Волга деним', url: 'volga-denim' });
  await make('/brands', 'sport', { name: 'Спорт-Лайн', url: 'sport-line' });
  await make('/brands', 'north', { name: 'Северный ветер', url: 'severnyj-veter' });
  await make('/colors', 'red', { name: 'Красный', url: 'red', code: '#e32636' });
  await make('/colors', 'blue', { name: 'Синий', url: 'blue', code: '#1f4fc1' });
  await make('/tags', 'new', { name: 'Новинка', url: 'new' });
  await product('redDress', 'Платье-миди Ладога', 'dresses', 'north', { colors: ['red'], price: 4990 });
  await product('blueDress', 'Платье-миди Прага', 'dresses', 'north', { colors: ['blue'], price: 5990 });
  await product('eveningDress', 'Платье вечернее Онега', 'dresses', 'north', { colors: ['blue'], price: 8990 });
  await product('runners', 'Кроссовки беговые Алтай', 'womenSneakers', 'sport', { price: 6990 });
  await product('trainers', 'Кроссовки городские Кама', 'menSneakers', 'sport', { price: 7990 });
  await product('mom', 'Джинсы мом', 'jeans', 'volga', { tags: ['new'], price: 3990 });
  await product('bag', 'Сумка кросс-боди', 'bags', 'north', { price: 2990 });
  await product('shopper', 'Шоппер Север', 'bags', 'north', { desc: 'Вместительная сумка из плотного хлопка.', price: 1490 });
});
afterAll(() => app.close());

const found = async (text: string, extra = '') => {
  const answer = await app.rest('GET', `/products?name=${encodeURIComponent(text)}${extra}`);
  expect(answer.status).toBe(200);
  return answer.body as { rows: { id: number; name: string }[]; length: number };
};
const names = async (text: string, extra = '') => (await found(text, extra)).rows.map((row) => row.name);

describe('catalogue search', () => {
  it('finds a dress by its colour: «красное платье» brings the red dress and not a blue one', async () => {
    expect(await names('красное платье')).toEqual(['Платье-миди Ладога']);
  });

  it('finds «женские кроссовки» under the women’s category tree, not the men’s', async () => {
    expect(await names('женские кроссовки')).toEqual(['Кроссовки беговые Алтай']);
    expect(await names('кроссовки для мужчин')).toEqual(['Кроссовки городские Кама']);
  });

  it('finds a brand’s products by its name', async () => {
    expect(await names('Волга деним')).toEqual(['Джинсы мом']);
    expect(await names('спорт лайн', '&sort=price_asc')).toEqual(['Кроссовки беговые Алтай', 'Кроссовки городские Кама']);
  });

  it('finds «jeans» by the Latin words of a category’s url', async () => {
    expect(await names('jeans')).toEqual(['Джинсы мом']);
  });

  it('puts a product with the word in its name before one with it only in the description', async () => {
    expect(await names('сумка')).toEqual(['Сумка кросс-боди', 'Шоппер Север']);
  });

  it('falls back to any of the words when no product has all, those with more of them first', async () => {
    const answer = await names('платье бархатное вечернее');
    expect(answer[0]).toBe('Платье вечернее Онега');
    expect(answer.slice(1).sort()).toEqual(['Платье-миди Ладога', 'Платье-миди Прага']);
  });

  it('still finds a name with a typo when no word matches', async () => {
    expect(await names('кросовки', '&sort=price_asc')).toEqual(['Кроссовки беговые Алтай', 'Кроссовки городские Кама']);
    expect(await names('телевизор')).toEqual([]);
  });

  it('costs one statement when all the words match, and one more for each fallback (word starts, any word, typos)', async () => {
    expect(await app.countQueries(() => found('красное платье'))).toBe(1);
    expect(await app.countQueries(() => found('плаье'))).toBe(2);
    expect(await app.countQueries(() => found('платье бархатное вечернее'))).toBe(3);
    expect(await app.countQueries(() => found('кросовки'))).toBe(3);
    expect(await app.countQueries(() => found('кросовки бегавые'))).toBe(4);
  });

  it('finds on the results page every product the header suggests for the same text, a misspelt ending included', async () => {
    for (const text of ['плаье', 'пла', 'кросс', 'сумк']) {
      const suggested = (await app.rest('GET', `/search/suggest?q=${encodeURIComponent(text)}`)).body.products.map((p: { id: number }) => p.id);
      expect(suggested.length, text).toBeGreaterThan(0);
      const results = (await found(text, '&limit=100')).rows.map((row) => row.id);
      for (const id of suggested) expect(results, `${text}: ${id}`).toContain(id);
    }
  });


  it('gives facet counts and a price range that match the list, in each mode', async () => {
    for (const text of ['платье', 'платье бархатное вечернее', 'кросовки']) {
      const query = `name=${encodeURIComponent(text)}`;
      const list = await found(text);
      const facets = (await app.rest('GET', `/products/facets?${query}`)).body;
      expect(facets.brands.reduce((sum: number, brand: { count: number }) => sum + brand.count, 0), text).toBe(list.length);
      for (const brand of facets.brands) expect((await found(text, `&brands=${brand.id}`)).length, `${text}: ${brand.name}`).toBe(brand.count);
      for (const color of facets.colors) expect((await found(text, `&colors=${color.id}`)).length, `${text}: ${color.name}`).toBe(color.count);
      const prices = (await app.rest('GET', `/products?${query}&sort=price_asc`)).body.rows.map((row: { price: number }) => row.price);
      expect((await app.rest('GET', `/products/priceRange?${query}`)).body, text).toEqual({ minPrice: prices[0], maxPrice: prices[prices.length - 1] });
    }
  });

  it('keeps the mode when the narrowings leave nothing, so the list stays empty as its facet says', async () => {
    const facets = (await app.rest('GET', `/products/facets?name=${encodeURIComponent('платье вечернее')}`)).body;
    expect(facets.colors.map((color: { name: string }) => color.name)).toEqual(['Синий']);
    expect((await found('платье вечернее', `&colors=${ids.red}`)).length).toBe(0);
  });

  it('sees a brand, category, colour or tag renamed, and a category moved, at once', async () => {
    await app.rest('PUT', `/brands/${ids.volga}`, { body: { name: 'Ока деним' }, as: 'Admin' });
    expect(await names('ока деним')).toEqual(['Джинсы мом']);
    expect(await names('волга')).toEqual([]);

    expect(await names('сарафан')).toEqual([]);
    await app.rest('PUT', `/categories/${ids.dresses}`, { body: { name: 'Сарафаны' }, as: 'Admin' });
    expect(await names('сарафан', '&sort=price_asc')).toEqual(['Платье-миди Ладога', 'Платье-миди Прага', 'Платье вечернее Онега']);

    await app.rest('PUT', `/colors/${ids.red}`, { body: { name: 'Бордовый' }, as: 'Admin' });
    expect(await names('бордовое платье')).toEqual(['Платье-миди Ладога']);

    await app.rest('PUT', `/tags/${ids.new}`, { body: { name: 'Хит сезона' }, as: 'Admin' });
    expect(await names('хит')).toEqual(['Джинсы мом']);

    await app.rest('PUT', `/categories/${ids.menSneakers}`, { body: { parentId: ids.womenShoes }, as: 'Admin' });
    expect(await names('женские кроссовки', '&sort=price_asc')).toEqual(['Кроссовки беговые Алтай', 'Кроссовки городские Кама']);
  });

  it('sees a product’s own changes and one written straight to the database, as an exchange would', async () => {
    await app.rest('PUT', `/products/${ids.bag}`, { body: { name: 'Сумка-тоут', colorIds: [ids.blue] }, as: 'Admin' });
    expect(await names('синяя сумка')).toEqual(['Сумка-тоут']);

    const em = app.orm.em.fork();
    const [{ id }] = await em.execute<{ id: number }[]>(`INSERT INTO product (name, url, category_id, brand_id, price) VALUES ('Шапка Байкал', 'hat-baikal', ?, ?, 990) RETURNING id`, [ids.bags, ids.north]);
    await em.execute('INSERT INTO product_colors (product_id, color_id) VALUES (?, ?)', [id, ids.blue]);
    // On sale only with a priced variant, as an exchange's offer gives it
    await em.execute(`INSERT INTO product_variant (product_id, sku, price, stock) VALUES (?, 'HAT-BAIKAL', 990, 0)`, [id]);
    expect(await names('синяя шапка')).toEqual(['Шапка Байкал']);
  });

  it('finds a product by its SKU or a part of it, in any case, before the words', async () => {
    await make('/products', 'skuDress', { name: 'Платье-рубашка Нева', categoryId: ids.dresses, productVariants: [{ sku: 'DRE001', price: 3990, stock: 2 }, { sku: 'DRE002', price: 3990, stock: 1 }] });
    for (const text of ['DRE001', 'dre002', 'E00', '001']) expect(await names(text), text).toEqual(['Платье-рубашка Нева']);
    expect(await names('XYZ999')).toEqual([]);
  });
});

describe('the relevance order', () => {
  it('is the default under a search, and behaves as popular without one', async () => {
    expect(await names('сумка', '&sort=relevance')).toEqual(await names('сумка'));
    expect(await names('сумка', '&sort=price_asc')).toEqual(['Шоппер Север', 'Сумка-тоут']);
    const popular = (await app.rest('GET', '/products?sort=popular')).body;
    expect((await app.rest('GET', '/products?sort=relevance')).body).toEqual(popular);
  });

  it('is accepted over GraphQL, which answers as REST does', async () => {
    const graphql = await app.gql('query ($name: String) { products(name: $name, sort: relevance) { length rows { id name } } }', { name: 'платье бархатное вечернее' });
    expect(graphql.errors).toBeUndefined();
    const rest = await found('платье бархатное вечернее', '&sort=relevance');
    expect(graphql.data.products).toEqual({ length: rest.length, rows: rest.rows.map(({ id, name }) => ({ id, name })) });
  });
});
