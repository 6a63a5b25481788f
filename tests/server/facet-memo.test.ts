import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicVersions } from '../../server/core/public-versions.js';
import { FacetMemo } from '../../server/modules/catalogue/facet-memo.js';
import type { ProductFacets } from '../../server/modules/catalogue/product-facets.js';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);

// What the storefront's catalogue asks in one request: a page of a view and the view's facets.
const CATALOGUE = `query Catalogue($categories: [Int!], $page: Int, $sort: ProductSort) {
  products(categories: $categories, page: $page, limit: 1, sort: $sort) { length rows { id } }
  productFacets(categories: $categories) { brands { id name count } price { min max } inStock }
}`;

/** The catalogue's statements of a call: a signed-in request also reads its caller's role. */
/** Whether a statement counts facets: it names the brands' counts. */
const countsFacets = (sql: string) => /\bAS brands\b/.test(sql);
const catalogueStatements = async (call: () => Promise<unknown>) => (await app.statements(call)).filter((sql) => !/FROM users/.test(sql));

const brandCount = (facets: { brands: { name: string; count: number }[] }, name: string) => facets.brands.find((brand) => brand.name === name)?.count ?? 0;

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'coats', { name: 'Пальто' });
  await make('/brands', 'nord', { name: 'Норд' });
  await make('/brands', 'volga', { name: 'Волга' });
  for (const [key, brand, price] of [['coat1', 'nord', 9000], ['coat2', 'nord', 12000], ['coat3', 'volga', 15000]] as const) {
    await make('/products', key, { name: `Пальто ${key}`, categoryId: ids.coats, brandId: ids[brand], productVariants: [{ sku: `MEMO-${key}`, price, stock: 2 }] });
  }
});
afterAll(() => app.close());

describe('the facets of a catalogue view, kept between requests', () => {
  it('counts a view once: a signed-in shopper’s next page and another sort read the page alone, with the same facets', async () => {
    const first = await app.gql(CATALOGUE, { categories: [ids.coats], page: 1 }, 'User');
    expect(first.errors).toBeUndefined();
    expect(brandCount(first.data.productFacets, 'Норд')).toBe(2);
    for (const variables of [{ page: 2 }, { page: 1, sort: 'price_desc' }]) {
      let next!: Awaited<ReturnType<typeof app.gql<any>>>;
      const sql = await catalogueStatements(async () => (next = await app.gql(CATALOGUE, { categories: [ids.coats], ...variables }, 'User')));
      expect(sql).toHaveLength(1);
      // the page's statement only: no facet is counted
      expect(countsFacets(sql[0])).toBe(false);
      expect(next.data.productFacets).toEqual(first.data.productFacets);
      expect(next.data.products.length).toBe(3);
    }
  });

  it('answers repeated REST facets of a signed-in shopper without a statement', async () => {
    const path = `/products/facets?categories=${ids.coats}&available=true`;
    const first = await app.rest('GET', path, { as: 'User' });
    expect(first.status).toBe(200);
    let again!: Awaited<ReturnType<typeof app.rest>>;
    expect(await catalogueStatements(async () => (again = await app.rest('GET', path, { as: 'User' })))).toEqual([]);
    expect(again.body).toEqual(first.body);
  });

  it('counts again once a write to the catalogue commits: a new product shows in the very next facets', async () => {
    await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User');
    await make('/products', 'coat4', { name: 'Пальто coat4', categoryId: ids.coats, brandId: ids.volga, productVariants: [{ sku: 'MEMO-coat4', price: 30000, stock: 1 }] });
    const after = await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User');
    expect(brandCount(after.data.productFacets, 'Волга')).toBe(2);
    expect(after.data.productFacets.price.max).toBe(30000);
  });

  it('hears of a write made outside the app’s services, by the database’s notification', async () => {
    await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User');
    await app.orm.em.fork().execute(`UPDATE product SET brand_id = ? WHERE id = ?`, [ids.volga, ids.coat1]);
    await expect.poll(async () => brandCount((await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User')).data.productFacets, 'Норд'), { timeout: 3000, interval: 50 }).toBe(1);
  });

  it('counts a view once for a burst of shoppers asking for it after a write: the rest wait for that count and read their page alone', async () => {
    await make('/products', 'coat5', { name: 'Пальто coat5', categoryId: ids.coats, brandId: ids.volga, productVariants: [{ sku: 'MEMO-coat5', price: 11000, stock: 1 }] });
    let answers: Awaited<ReturnType<typeof app.gql<any>>>[] = [];
    const sql = await catalogueStatements(async () => (answers = await Promise.all(Array.from({ length: 8 }, (_, i) => app.gql(CATALOGUE, { categories: [ids.coats], page: 1 + (i % 4) }, 'User')))));
    expect(sql.filter(countsFacets)).toHaveLength(1);
    expect(sql).toHaveLength(8);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data.productFacets).toEqual(answers[0].data.productFacets);
    }
    expect(answers.map((answer) => answer.data.products.rows.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('keeps what staff see apart from what shoppers see: a product off sale is counted for staff only', async () => {
    await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User');
    await app.gql(CATALOGUE, { categories: [ids.coats] }, 'Admin');
    expect((await app.rest('PUT', `/products/${ids.coat2}`, { body: { available: false }, as: 'Admin' })).status).toBe(200);
    const shopper = await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User');
    const staff = await app.gql(CATALOGUE, { categories: [ids.coats] }, 'Admin');
    expect(brandCount(shopper.data.productFacets, 'Норд')).toBe(0);
    expect(brandCount(staff.data.productFacets, 'Норд')).toBe(1);
    // and each is kept under its own key: asking again changes neither
    expect((await app.gql(CATALOGUE, { categories: [ids.coats] }, 'User')).data.productFacets).toEqual(shopper.data.productFacets);
    expect((await app.gql(CATALOGUE, { categories: [ids.coats] }, 'Admin')).data.productFacets).toEqual(staff.data.productFacets);
  });
});

describe('a count of facets others wait for', () => {
  const versions = { live: true, current: async () => ({ catalogue: 7, content: 1, feedback: 1 }) } as unknown as PublicVersions;
  const facets = (inStock: number): ProductFacets => ({ brands: [], colors: [], sizes: [], tags: [], price: { min: 0, max: 0 }, inStock });

  it('is counted again by a request that waited for it when it fails, and the failure reaches only its own request', async () => {
    const memo = new FacetMemo(versions, 1);
    let fail!: (error: Error) => void;
    const first = memo.facets({ categories: [1] }, false, () => new Promise<ProductFacets>((_resolve, reject) => (fail = reject)));
    await new Promise((resolve) => setImmediate(resolve));
    const second = memo.facets({ categories: [1] }, false, async () => facets(3));
    fail(new Error('statement timeout'));
    await expect(first).rejects.toThrow('statement timeout');
    expect(await second).toEqual(facets(3));
    // and what the second counted is kept
    expect(await memo.facets({ categories: [1] }, false, async () => facets(99))).toEqual(facets(3));
  });
});
