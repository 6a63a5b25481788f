import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);
let productId: number;
let variantId: number;

/** An anonymous read as a browser sends it, with what the cache said of it. */
async function read(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.base}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, text, json: text ? JSON.parse(text) : null };
}

async function query(document: string, variables: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: document, variables }) });
  return { cache: response.headers.get('x-cache'), json: await response.json() };
}

const PRODUCTS = `query Catalogue($categories: [Int!]) { products(categories: $categories, limit: 24) { length rows { id name price } } }`;

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья' });
  const dress = await make('/products', 'dress', { name: 'Платье миди', categoryId: ids.dresses, productVariants: [{ sku: 'CACHE-1', price: 2990, stock: 4 }] });
  productId = dress.id;
  variantId = dress.productVariants[0].id;
});
afterAll(() => app.close());

describe('the public cache', () => {
  it('answers a repeated anonymous catalogue read from memory, without a statement to the database', async () => {
    const first = await read(`/api/products?categories=${ids.dresses}&limit=24`);
    expect(first.cache).toBe('miss');
    let again!: Awaited<ReturnType<typeof read>>;
    // the same request with its parameters in another order
    expect(await app.countQueries(async () => (again = await read(`/api/products?limit=24&categories=${ids.dresses}`)))).toBe(0);
    expect(again.cache).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('shows a price changed through the API on the very next read', async () => {
    await read(`/api/products/${productId}`);
    expect((await read(`/api/products/${productId}`)).cache).toBe('hit');
    expect((await app.rest('PATCH', `/product-variants/${variantId}`, { body: { price: 2490 }, as: 'Admin' })).status).toBe(200);
    const after = await read(`/api/products/${productId}`);
    expect(after.cache).toBe('miss');
    expect(after.json.productVariants[0].price).toBe(2490);
  });

  it('hears of a write made outside the app’s services, by the database’s notification', async () => {
    await read(`/api/products/${productId}`);
    await app.orm.em.fork().execute(`UPDATE product SET name = 'Платье макси' WHERE id = ?`, [productId]);
    await expect.poll(async () => (await read(`/api/products/${productId}`)).json.name, { timeout: 3000, interval: 50 }).toBe('Платье макси');
  });

  it('keeps a write of one kind from emptying the others: news stay cached when a price changes', async () => {
    await read('/api/news');
    await app.rest('PATCH', `/product-variants/${variantId}`, { body: { price: 2590 }, as: 'Admin' });
    expect((await read('/api/news')).cache).toBe('hit');
  });

  it('keeps a GraphQL query of public fields, keyed by its variables', async () => {
    const first = await query(PRODUCTS, { categories: [ids.dresses] });
    expect(first.cache).toBe('miss');
    const again = await query(PRODUCTS, { categories: [ids.dresses] });
    expect(again).toEqual({ ...first, cache: 'hit' });
    expect((await query(PRODUCTS, { categories: [] })).cache).toBe('miss');
  });

  it('never keeps what depends on the caller: a signed-in read, a query asking for the viewer, a mutation, a basket', async () => {
    const token = await app.tokenFor('User');
    const auth = { authorization: `Bearer ${token}` };
    await read(`/api/products/${productId}`, auth);
    expect((await read(`/api/products/${productId}`, auth)).cache).toBeNull();
    const mixed = `{ products(limit: 1) { length } me { email } }`;
    await query(mixed, {}, auth);
    expect((await query(mixed, {}, auth)).cache).toBeNull();
    expect((await query(`{ products(limit: 1) { length } me { email } }`)).cache).toBeNull();
    expect((await query(`mutation { subscribe(input: { email: "cache@example.ru", consent: true }) { status } }`)).cache).toBeNull();
    const basket = (await app.rest('POST', '/baskets')).body.id;
    await read(`/api/baskets/${basket}`);
    expect((await read(`/api/baskets/${basket}`)).cache).toBeNull();
  });

  it('tells the operations of one document apart: its mutation is run every time, never answered from the cache', async () => {
    const document = `query Brands { brands { length } } mutation Subscribe($email: String!) { subscribe(input: { email: $email, consent: true }) { status } }`;
    const send = async (operationName: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, operationName, variables }) });
      return { cache: response.headers.get('x-cache'), json: (await response.json()) as { data?: { subscribe?: { status: string } } } };
    };
    await send('Brands');
    expect((await send('Brands')).cache).toBe('hit');
    const first = await send('Subscribe', { email: 'one-document@example.ru' });
    const again = await send('Subscribe', { email: 'one-document@example.ru' });
    expect([first.cache, again.cache]).toEqual([null, null]);
    expect([first.json.data?.subscribe?.status, again.json.data?.subscribe?.status]).toEqual(['pending', 'pending']);
  });

  it('answers a burst of the same request after a write with one read of the database, the rest waiting for it', async () => {
    const path = `/api/products?categories=${ids.dresses}&limit=24&sort=popular`;
    await read(path);
    await app.rest('PATCH', `/product-variants/${variantId}`, { body: { price: 2690 }, as: 'Admin' });
    let answers: Awaited<ReturnType<typeof read>>[] = [];
    const alone = await app.countQueries(() => read(`/api/products?categories=${ids.dresses}&limit=24&sort=new`));
    const burst = await app.countQueries(async () => (answers = await Promise.all(Array.from({ length: 12 }, () => read(path)))));
    expect(burst).toBe(alone);
    // those that came while it was made waited for it; those that came after found it kept
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === 'shared' || answer.cache === 'hit')).toHaveLength(11);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0].json.rows.find((row: { id: number }) => row.id === productId).productVariants[0].price).toBe(2690);
  });

  it('lets the requests that waited make their own answer when the first is not kept', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => read('/api/products/999998')));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'miss', 'miss', 'miss']);
  });

  it('does not keep a failed answer', async () => {
    expect((await read('/api/products/999999')).status).toBe(404);
    expect((await read('/api/products/999999')).cache).toBe('miss');
  });

  it('sends a reader taking gzip the compressed copy, and 304 to a copy it already has', async () => {
    for (const n of [1, 2, 3, 4]) await make('/products', `dress${n}`, { name: `Платье ${n}`, categoryId: ids.dresses, productVariants: [{ sku: `CACHE-GZ-${n}`, price: 1000 + n, stock: 1 }] });
    const path = `/api/products?categories=${ids.dresses}&limit=24&sort=price_asc`;
    const plain = await read(path);
    const hit = await fetch(`${app.base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(await hit.text()).toBe(plain.text);
    const notModified = await fetch(`${app.base}${path}`, { headers: { 'if-none-match': hit.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
  });
});
