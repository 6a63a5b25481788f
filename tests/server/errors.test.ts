import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../../server/core/errors.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('bad input', () => {
  it('gets 400 with the Russian message for JSON that does not parse', async () => {
    const response = await app.rest('POST', '/tags', { raw: '{"name": ', as: 'Admin' });
    expect(response).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { body: expect.any(String) } } });
  });

  it('never gets a 500 whatever type each field has', async () => {
    const strange = [null, 42, -1, 3.5, true, 'строка', '', ' ', [], [1, 'a'], {}, { nested: { deep: 1 } }, 'x'.repeat(5000)];
    const fields = ['name', 'url', 'code', 'image', 'showOnMain', 'categoryId', 'parentId', 'desc', 'parameters'];
    const statuses = new Set<number>();
    for (const path of ['/colors', '/brands', '/categories']) {
      for (const field of fields) {
        for (const value of strange) {
          const response = await app.rest('POST', path, { body: { name: `Проверка ${field} ${JSON.stringify(value)?.slice(0, 30)}`, code: '#000000', [field]: value }, as: 'Admin' });
          statuses.add(response.status);
          expect(response.status, `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
          if (response.status >= 400) expect(response.body.message).toMatch(/[А-Яа-яЁё]/);
        }
      }
    }
    expect([...statuses].sort()).toEqual([201, 400, 409]);
  });

  it('gets 400 for a body that is not an object, a query with the wrong type, and never a stack trace', async () => {
    for (const raw of ['[]', '"text"', '123', 'null']) {
      const response = await app.rest('POST', '/sizes', { raw, as: 'Admin' });
      expect(response.status, raw).toBe(400);
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(js|ts):\d+/);
    }
    expect((await app.rest('GET', '/brands?showOnMain=maybe')).status).toBe(400);
    expect((await app.rest('GET', '/brands?category=abc')).status).toBe(400);
  });

  it('gets 400, not a database error, for an id beyond PostgreSQL integers in a path, a query or a body', async () => {
    const huge = 99999999999;
    for (const path of [`/products/${huge}`, `/reviews/${huge}`, `/checkouts/all?userId=${huge}`]) {
      const response = await app.rest('GET', path, { as: 'Admin' });
      expect(response.status, path).toBe(400);
    }
    const body = await app.rest('POST', `/order-products/${(await app.rest('POST', '/baskets')).body.id}`, { body: { productVariantId: huge, quantity: 1 } });
    expect(body.body.details).toEqual({ productVariantId: 'Нет записи с таким номером' });
    expect((await app.gql(`{ product(id: 2147483647) { id } }`)).errors[0].extensions.status).toBe(404);
  });

  it('gets 404 with the Russian message on an unknown API path', async () => {
    expect(await app.rest('GET', '/no-such-thing')).toEqual({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Запрашиваемые данные не найдены.' } });
  });

  it('gets VALIDATION in Russian for a GraphQL query that does not parse or validate', async () => {
    for (const query of ['{ brands(', '{ nonsense }', '{ brands(limit: "x") { length } }']) {
      const response = await app.gql(query);
      expect(response.errors[0], query).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400 } });
    }
  });

  it('gets the same 400 details over GraphQL as over REST for a limit out of range', async () => {
    const overGraphQL = await app.gql('{ tags(limit: 5000) { length } }');
    const overRest = await app.rest('GET', '/tags?limit=5000');
    expect(overGraphQL.errors[0].extensions.details).toEqual(overRest.body.details);
  });
});

describe('the service', () => {
  it('reports a reachable database at /api/health', async () => {
    expect(await app.rest('GET', '/health')).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('describes every REST route in /api/openapi.json from the validation schemas', async () => {
    const document = (await app.rest('GET', '/openapi.json')).body;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/brands', '/brands/{brandId}', '/categories/categoriesTree', '/colors/{colorId}', '/auth/signin']));
    const colorBody = document.paths['/colors'].post.requestBody.content['application/json'].schema;
    expect(colorBody.required).toEqual(expect.arrayContaining(['name', 'code']));
    const brandQuery = document.paths['/brands'].get.parameters.map((p: { name: string }) => p.name);
    expect(brandQuery).toEqual(expect.arrayContaining(['name', 'showOnMain', 'category', 'parent', 'limit', 'offset']));
  });

  it('renders the REST docs at /api/docs from the bundled Swagger UI', async () => {
    const page = await fetch(`${app.base}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    const bundle = await fetch(`${app.base}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers every request with a request id', async () => {
    const response = await fetch(`${app.base}/api/health`, { headers: { 'x-request-id': 'proverka-123' } });
    expect(response.headers.get('x-request-id')).toBe('proverka-123');
  });

  it('tells the loser of two crossed transactions to try again with a 409, not a 500', async () => {
    const tags = await Promise.all(['Первая', 'Вторая'].map(async (name) => (await app.rest('POST', '/tags', { body: { name: `Перекрёсток ${name}` }, as: 'Admin' })).body.id as number));
    const clients = tags.map(() => new pg.Client({ connectionString: app.orm.config.getClientUrl() }));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      await Promise.all(clients.map((client, n) => client.query('BEGIN').then(() => client.query('UPDATE tag SET name = name WHERE id = $1', [tags[n]]))));
      const settled = await Promise.allSettled(clients.map((client, n) => client.query('UPDATE tag SET name = name WHERE id = $1', [tags[1 - n]])));
      const lost = settled.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason.code).toBe('40P01');
      expect(toAppError(lost.reason).toJSON()).toEqual({ statusCode: 409, code: 'RETRY', message: 'Эти данные сейчас меняет другой запрос. Повторите попытку.' });
    } finally {
      await Promise.all(clients.map((client) => client.query('ROLLBACK').finally(() => client.end())));
    }
  });
});
