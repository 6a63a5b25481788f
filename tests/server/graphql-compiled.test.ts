import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { make } = recordMaker(() => app);
// without the public cache: every answer is executed, none is a copy of the first
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_CACHE_MB: '0' });
});
afterAll(() => app.close());

/** The same document three times: interpreted, then compiled (on its second run), then compiled and kept. */
async function thrice(query: string, variables: Record<string, unknown> = {}) {
  const answers: { status: number; body: any }[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    answers.push({ status: response.status, body: await response.json() });
  }
  return answers;
}

describe('a GraphQL document sent again', () => {
  it('gets the same answer once compiled: the rows, and the Russian errors with their codes, paths and locations', async () => {
    const category = await make('/categories', 'coats', { name: 'Пальто', url: 'coats' });
    const brand = await make('/brands', 'nord', { name: 'Норд', url: 'nord' });
    const product = await make('/products', 'coat', { name: 'Пальто Норд', url: 'coat-nord', categoryId: category.id, brandId: brand.id, productVariants: [{ sku: 'JIT-1', price: 9900, stock: 3 }] });
    const page = await thrice('query Page($brand: Int!) { products(brands: [$brand], limit: 5) { rows { id name url price inStock brand { id name } tags { name } } length } }', { brand: brand.id });
    expect(page[0]).toEqual({ status: 200, body: { data: { products: { rows: [expect.objectContaining({ id: product.id, inStock: true, brand: { id: brand.id, name: 'Норд' }, tags: [] })], length: 1 } } } });
    const missing = await thrice('query Missing($id: Int!) {\n  brand(id: $id) { id }\n}', { id: 2_000_000 });
    expect(missing[0]).toEqual({
      status: 200,
      body: { data: null, errors: [{ message: 'Запрашиваемые данные не найдены.', locations: [{ line: 2, column: 3 }], path: ['brand'], extensions: { code: 'NOT_FOUND', status: 404 } }] },
    });
    for (const answers of [page, missing]) expect(answers.slice(1)).toEqual([answers[0], answers[0]]);
  });

  it('refuses variables that do not fit with 400 and a Russian reason, before and after it is compiled', async () => {
    const [first, ...again] = await thrice('query List($limit: Int) { products(limit: $limit) { length } }', { limit: 'десять' });
    expect(first.status).toBe(400);
    expect(first.body.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, reason: expect.stringMatching(/[а-я]/) } });
    for (const answer of again) expect(answer).toEqual(first);
  });

  it('never runs code smuggled in a string the compiler would have turned into a date, however often it comes', async () => {
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const smuggled = globalThis as { vitrinaSmuggled?: number };
    for (const text of [`${marker}(globalThis.vitrinaSmuggled = 1)`, `\\u005F${marker.slice(1)}(globalThis.vitrinaSmuggled = 2)`]) {
      const answers = await thrice(`{ products(name: "${text}") { length } }`);
      for (const answer of answers) expect(answer).toEqual({ status: 200, body: { data: { products: { length: 0 } } } });
    }
    expect(smuggled.vitrinaSmuggled).toBeUndefined();
  });
});
