import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);

const variant = (sku: string, price: number, stock: number, extra: object = {}) => ({ sku, price, stock, ...extra });

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'women', { name: 'Женщинам' });
  await make('/categories', 'dresses', { name: 'Платья', parentId: ids.women, parameters: ['Материал'] });
  await make('/categories', 'shoes', { name: 'Обувь' });
  await make('/brands', 'nord', { name: 'Норд' });
  await make('/brands', 'volga', { name: 'Волга' });
  await make('/colors', 'red', { name: 'Красный', code: '#ff0000' });
  await make('/colors', 'black', { name: 'Чёрный', code: '#000000' });
  await make('/sizes', 's', { name: 'S' });
  await make('/sizes', 'm', { name: 'M' });
  await make('/tags', 'new', { name: 'Новинка' });
  await make('/products', 'dress', {
    name: 'Платье вечернее шёлковое',
    desc: 'Длинное платье из натурального шёлка для особых случаев.',
    categoryId: ids.dresses,
    brandId: ids.nord,
    tagIds: [ids.new],
    parameters: { Материал: 'Шёлк' },
    images: ['dress-1.webp', 'dress-2.webp'],
    productVariants: [variant('DR-RED-S', 7990.5, 3, { colorId: ids.red, sizeId: ids.s, oldPrice: 9990 }), variant('DR-BLK-M', 8490, 0, { colorId: ids.black, sizeId: ids.m })],
  });
  await make('/products', 'sneakers', {
    name: 'Кроссовки беговые',
    desc: 'Лёгкие кроссовки для бега по асфальту.',
    categoryId: ids.shoes,
    brandId: ids.volga,
    productVariants: [variant('SN-42', 5490, 10, { colorId: ids.black })],
  });
  await make('/products', 'soldout', { name: 'Платье летнее', categoryId: ids.dresses, brandId: ids.volga, productVariants: [variant('SUM-1', 2990, 0, { colorId: ids.red })] });
  await make('/products', 'hidden', { name: 'Снятое с продажи платье', categoryId: ids.dresses, available: false, productVariants: [variant('OFF-1', 1990, 5)] });
});
afterAll(() => app.close());

const names = (body: { rows: { name: string }[] }) => body.rows.map((r) => r.name);

describe('a product', () => {
  it('is created with variants, its price is the cheapest variant and its relations come back nested', async () => {
    const dress = await app.rest('GET', `/products/${ids.dress}`);
    expect(dress.status).toBe(200);
    expect(dress.body).toMatchObject({
      name: 'Платье вечернее шёлковое',
      url: 'plate-vechernee-shyolkovoe',
      price: 7990.5,
      oldPrice: 9990,
      inStock: true,
      available: true,
      brand: { id: ids.nord, name: 'Норд' },
      category: { id: ids.dresses, name: 'Платья' },
      tags: [{ id: ids.new, name: 'Новинка', url: expect.any(String) }],
      parameters: { Материал: 'Шёлк' },
      images: ['dress-1.webp', 'dress-2.webp'],
    });
    expect(dress.body.colors.map((c: { name: string }) => c.name)).toEqual(['Красный', 'Чёрный']);
    expect(dress.body.productVariants).toEqual([
      expect.objectContaining({ sku: 'DR-RED-S', price: 7990.5, oldPrice: 9990, stock: 3, size: expect.objectContaining({ name: 'S' }), color: expect.objectContaining({ code: '#ff0000' }) }),
      expect.objectContaining({ sku: 'DR-BLK-M', price: 8490, oldPrice: null, stock: 0 }),
    ]);
    const byUrl = await app.rest('GET', '/products/by-url/plate-vechernee-shyolkovoe');
    expect(byUrl.body.id).toBe(ids.dress);
    const overGraphQL = await app.gql(`{ productByUrl(url: "plate-vechernee-shyolkovoe") { id price brand { name } productVariants { sku color { name } } } }`);
    expect(overGraphQL.data.productByUrl).toEqual({ id: ids.dress, price: 7990.5, brand: { name: 'Норд' }, productVariants: [{ sku: 'DR-RED-S', color: { name: 'Красный' } }, { sku: 'DR-BLK-M', color: { name: 'Чёрный' } }] });
  });

  it('is updated with the whole new list of variants: changed, added and left-out ones', async () => {
    const before = (await app.rest('GET', `/products/${ids.sneakers}`)).body;
    const kept = before.productVariants[0];
    const updated = await app.rest('PUT', `/products/${ids.sneakers}`, {
      body: { productVariants: [{ id: kept.id, sku: 'SN-42', price: 4990, stock: 0 }, variant('SN-43', 5990, 2, { sizeId: ids.m })] },
      as: 'Admin',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ price: 4990, inStock: true });
    expect(updated.body.productVariants.map((v: { sku: string; id: number }) => v.sku)).toEqual(['SN-42', 'SN-43']);
    expect(updated.body.productVariants[0].id).toBe(kept.id);
    const removed = await app.gql(`mutation { updateProduct(id: ${ids.sneakers}, input: { productVariants: [{ sku: "SN-44", price: 6000, stock: 1 }] }) { price productVariants { sku } } }`, {}, 'Admin');
    expect(removed.data.updateProduct).toEqual({ price: 6000, productVariants: [{ sku: 'SN-44' }] });
  });

  it('refuses unknown references, repeated or taken SKUs and bad prices, naming the field', async () => {
    const unknown = await app.rest('POST', '/products', { body: { name: 'Призрак', categoryId: 999, brandId: 998, colorIds: [997], productVariants: [variant('GH-1', 100, 1)] }, as: 'Admin' });
    expect(unknown.body).toMatchObject({ statusCode: 400, details: { categoryId: 'Категория не найдена', brandId: 'Бренд не найден', colorIds: 'Не найдены цвета: 997' } });
    const repeated = await app.rest('POST', '/products', { body: { name: 'Двойник', categoryId: ids.shoes, productVariants: [variant('X-1', 100, 1), variant('x-1', 100, 1)] }, as: 'Admin' });
    expect(repeated.body.details).toEqual({ productVariants: 'Артикулы вариантов повторяются' });
    const taken = await app.rest('POST', '/products', { body: { name: 'Копия', categoryId: ids.shoes, productVariants: [variant('DR-RED-S', 100, 1)] }, as: 'Admin' });
    expect(taken.body).toEqual({ statusCode: 409, code: 'DUPLICATE', message: 'Такая запись уже существует.', details: { field: 'sku', sku: 'Такой артикул уже есть' } });
    const price = await app.rest('POST', '/products', { body: { name: 'Дробь', categoryId: ids.shoes, productVariants: [variant('FR-1', 10.555, 1)] }, as: 'Admin' });
    expect(price.body.details).toEqual({ 'productVariants.0.price': 'Не больше двух знаков после запятой' });
    const noVariants = await app.rest('POST', '/products', { body: { name: 'Пусто', categoryId: ids.shoes, productVariants: [] }, as: 'Admin' });
    expect(noVariants.body.details).toEqual({ productVariants: 'Нужен хотя бы один вариант' });
  });

  it('keeps a color, size, brand or category in use from being deleted', async () => {
    for (const path of [`/colors/${ids.red}`, `/sizes/${ids.s}`, `/brands/${ids.nord}`, `/categories/${ids.dresses}`, `/tags/${ids.new}`]) {
      const refused = await app.rest('DELETE', path, { as: 'Admin' });
      expect(refused.body, path).toEqual({ statusCode: 409, code: 'IN_USE', message: 'Удалить невозможно, В файле есть дополнительные данные' });
    }
  });

  it('taken off sale is hidden from shoppers but not from staff', async () => {
    expect((await app.rest('GET', `/products/${ids.hidden}`)).status).toBe(404);
    expect((await app.rest('GET', `/products/${ids.hidden}`, { as: 'SuperUser' })).status).toBe(200);
    expect(names((await app.rest('GET', '/products?limit=100')).body)).not.toContain('Снятое с продажи платье');
    expect(names((await app.rest('GET', '/products?limit=100', { as: 'Admin' })).body)).toContain('Снятое с продажи платье');
  });
});

describe('the catalogue', () => {
  it('narrows by category with its subcategories, brand, color, size, tag and price, in both APIs', async () => {
    const get = async (query: string) => names((await app.rest('GET', `/products?sort=price_asc&${query}`)).body);
    expect(await get(`categories=${ids.women}`)).toEqual(['Платье летнее', 'Платье вечернее шёлковое']);
    expect(await get(`parent=${ids.women}`)).toEqual(['Платье летнее', 'Платье вечернее шёлковое']);
    expect(await get(`brands=${ids.volga}`)).toEqual(['Платье летнее', 'Кроссовки беговые']);
    expect(await get(`colors=${ids.red}&colors=${ids.black}`)).toEqual(['Платье летнее', 'Платье вечернее шёлковое']);
    expect(await get(`sizes=${ids.s},${ids.m}`)).toEqual(['Платье вечернее шёлковое']);
    expect(await get(`tags=${ids.new}`)).toEqual(['Платье вечернее шёлковое']);
    expect(await get('minPrice=3000&maxPrice=8000')).toEqual(['Кроссовки беговые', 'Платье вечернее шёлковое']);
    expect(await get('available=true')).toEqual(['Кроссовки беговые', 'Платье вечернее шёлковое']);
    expect(await get('discounted=true')).toEqual(['Платье вечернее шёлковое']);
    expect(await get(`userHistory=${ids.sneakers},${ids.soldout}`)).toEqual(['Платье летнее', 'Кроссовки беговые']);
    expect(await get(`desc=${encodeURIComponent('шёлка')}`)).toEqual(['Платье вечернее шёлковое']);
    const overGraphQL = await app.gql(`{ products(categories: [${ids.women}], available: true, discounted: true, sort: price_desc) { length rows { name price } } }`);
    expect(overGraphQL.data.products).toEqual({ length: 1, rows: [{ name: 'Платье вечернее шёлковое', price: 7990.5 }] });
  });

  it('sorts by price both ways, by newness and by popularity, and pages from 1', async () => {
    const order = async (sort: string) => names((await app.rest('GET', `/products?sort=${sort}`)).body);
    expect(await order('price_asc')).toEqual(['Платье летнее', 'Кроссовки беговые', 'Платье вечернее шёлковое']);
    expect(await order('price_desc')).toEqual(['Платье вечернее шёлковое', 'Кроссовки беговые', 'Платье летнее']);
    expect(await order('new')).toEqual(['Платье летнее', 'Кроссовки беговые', 'Платье вечернее шёлковое']);
    const page2 = await app.rest('GET', '/products?sort=price_asc&limit=2&page=2');
    expect(page2.body).toEqual({ rows: [expect.objectContaining({ name: 'Платье вечернее шёлковое' })], length: 3 });
    const beyond = await app.rest('GET', '/products?limit=2&page=9');
    expect(beyond.body).toEqual({ rows: [], length: 3 });
    expect((await app.rest('GET', '/products?limit=101')).status).toBe(400);
    expect((await app.rest('GET', '/products?sort=cheapest')).status).toBe(400);
  });

  it('finds Russian words in other forms and with typos', async () => {
    const search = async (text: string) => names((await app.rest('GET', `/products?sort=price_asc&name=${encodeURIComponent(text)}`)).body);
    expect(await search('платья')).toEqual(['Платье летнее', 'Платье вечернее шёлковое']);
    expect(await search('кросовки')).toEqual(['Кроссовки беговые']);
    expect(await search('шёлковых платьев')).toEqual(['Платье вечернее шёлковое']);
    expect(await search('асфальт')).toEqual(['Кроссовки беговые']);
    expect(await search('телевизор')).toEqual([]);
  });

  it('reports the price range of a selection', async () => {
    expect((await app.rest('GET', `/products/priceRange?categories=${ids.women}`)).body).toEqual({ minPrice: 2990, maxPrice: 7990.5 });
    expect((await app.rest('GET', '/products/priceRange?name=телевизор')).body).toEqual({ minPrice: 0, maxPrice: 0 });
    const overGraphQL = await app.gql('{ priceRange { minPrice maxPrice } }');
    expect(overGraphQL.data.priceRange).toEqual({ minPrice: 2990, maxPrice: 7990.5 });
  });

  it('costs one SQL query per page whatever its size, over REST and GraphQL', async () => {
    for (let i = 0; i < 30; i++) {
      await app.rest('POST', '/products', {
        body: { name: `Футболка ${i}`, categoryId: ids.women, brandId: ids.nord, tagIds: [ids.new], productVariants: [variant(`TS-${i}-S`, 990 + i, 5, { sizeId: ids.s, colorId: ids.red }), variant(`TS-${i}-M`, 990 + i, 5, { sizeId: ids.m })] },
        as: 'Admin',
      });
    }
    const small = await app.countQueries(() => app.rest('GET', '/products?limit=2'));
    const large = await app.countQueries(() => app.rest('GET', `/products?limit=24&categories=${ids.women}&sort=price_asc`));
    const overGraphQL = await app.countQueries(() =>
      app.gql(`{ products(limit: 24, categories: [${ids.women}], sort: price_asc) { length rows { name price brand { name } colors { code } sizes { name } tags { name } productVariants { sku stock size { name } color { name } } } } }`),
    );
    expect([small, large, overGraphQL]).toEqual([1, 1, 1]);
    expect(await app.countQueries(() => app.rest('GET', `/products/${ids.dress}`))).toBe(1);
    expect(await app.countQueries(() => app.rest('GET', `/products?name=${encodeURIComponent('футболки')}`)), 'words found at once').toBe(1);
    expect(await app.countQueries(() => app.rest('GET', `/products?name=${encodeURIComponent('фудболка')}`)), 'a typo needs the fallbacks: word starts, then typos').toBe(3);
  });

  it('answers a page and the price range of the same view asked in one GraphQL request with one statement, as each would be alone', async () => {
    const page = 'length rows { id name price brand { name } }';
    for (const [view, limit] of [[`parent: ${ids.women}`, 2], [`categories: [${ids.women}]`, 50], [`categories: [${ids.women}], brands: [${ids.nord}]`, 2]] as const) {
      const range = view.split(', brands')[0];
      let both: { data?: object } | undefined;
      const statements = await app.countQueries(async () => (both = await app.gql(`{ products(${view}, limit: ${limit}) { ${page} } priceRange(${range}) { minPrice maxPrice } }`)));
      // a narrowed page is another view than its range's: each its own statement
      expect(statements, view).toBe(view.includes('brands') ? 2 : 1);
      const alone = await app.gql(`{ products(${view}, limit: ${limit}) { ${page} } }`);
      const rangeAlone = await app.gql(`{ priceRange(${range}) { minPrice maxPrice } }`);
      expect(both?.data, view).toEqual({ products: alone.data.products, priceRange: rangeAlone.data.priceRange });
      expect(rangeAlone.data.priceRange.maxPrice, view).toBeGreaterThan(0);
    }
    // past the last page the statement finds no prices: the range is read on its own, and is the same
    const past = await app.gql(`{ products(parent: ${ids.women}, page: 50) { length } priceRange(parent: ${ids.women}) { minPrice maxPrice } }`);
    expect(past.data.priceRange).toEqual((await app.gql(`{ priceRange(parent: ${ids.women}) { minPrice maxPrice } }`)).data.priceRange);
  });

  it('answers a page and the facets of the same view asked in one GraphQL request with one statement, as each would be alone', async () => {
    const facets = 'brands { id name count } colors { id code count } sizes { id count } tags { id count } price { min max } inStock';
    const page = 'length rows { id name price productVariants { sku } }';
    for (const [view, text] of [
      [`categories: [${ids.women}], colors: [${ids.red}]`, `categories=${ids.women}&colors=${ids.red}`],
      [`name: "футболка", sizes: [${ids.m}]`, `name=${encodeURIComponent('футболка')}&sizes=${ids.m}`],
    ]) {
      let both: { data?: { products: { length: number }; productFacets: unknown } } | undefined;
      const statements = await app.countQueries(async () => (both = await app.gql(`{ products(${view}, sort: price_desc, limit: 5, page: 2) { ${page} } productFacets(${view}) { ${facets} } }`)));
      expect(statements, view).toBe(1);
      const alone = await app.gql(`{ products(${view}, sort: price_desc, limit: 5, page: 2) { ${page} } }`);
      const facetsAlone = await app.gql(`{ productFacets(${view}) { ${facets} } }`);
      expect(both?.data, view).toEqual({ products: alone.data.products, productFacets: facetsAlone.data.productFacets });
      expect(both?.data?.products.length, text).toBe((await app.rest('GET', `/products?${text}`)).body.length);
    }
    // a card reads neither the variants nor the description: the statement builds only what the query selects
    const [card] = await app.statements(() => app.gql(`{ products(categories: [${ids.women}]) { rows { id name price brand { name } } } productFacets(categories: [${ids.women}]) { inStock } }`));
    expect(card).not.toMatch(/e\.variants|"desc"/);
    const [full] = await app.statements(() => app.gql(`{ products(categories: [${ids.women}]) { rows { id desc productVariants { sku } } } }`));
    expect(full).toMatch(/e\.variants/);
    // different views: each its own statement
    expect(await app.countQueries(() => app.gql(`{ products(categories: [${ids.women}]) { length } productFacets(categories: [${ids.dresses}]) { inStock } }`))).toBe(2);
  });
});

describe('product permissions', () => {
  it('let anyone read and only SuperUser and Admin write', async () => {
    const body = { name: 'Шарф', categoryId: ids.women, productVariants: [variant(`SC-${Math.random()}`, 500, 1)] };
    expect((await app.rest('POST', '/products', { body })).status).toBe(401);
    expect((await app.rest('POST', '/products', { body, as: 'User' })).status).toBe(403);
    const created = await app.rest('POST', '/products', { body, as: 'SuperUser' });
    expect(created.status).toBe(201);
    expect((await app.rest('PUT', `/products/${created.body.id}`, { body: { name: 'Шарф тёплый' }, as: 'User' })).status).toBe(403);
    expect((await app.rest('DELETE', `/products/${created.body.id}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('DELETE', `/products/${created.body.id}`, { as: 'Admin' })).body).toEqual({ id: created.body.id });
    expect((await app.rest('GET', `/products/${created.body.id}`)).status).toBe(404);
  });
});
