import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;

const FEED_TOKEN = 'feed-secret 1';
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;

/** One call of the 1C exchange protocol as the Admin, as 1C makes it. */
async function exchange(query: string, body?: string) {
  const response = await fetch(`${app.base}/api/1c-exchange?${query}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: AUTH }, body });
  return response.text();
}

const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05" ДатаФормирования="2026-11-25T10:00:00">';
const CATALOGUE = `${head}<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
  <Группы><Группа><Ид>g-1</Ид><Наименование>Платья</Наименование></Группа></Группы></Классификатор>
  <Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование>
  <Товары><Товар><Ид>dress</Ид><Наименование>Платье «Лето»</Наименование><Группы><Ид>g-1</Ид></Группы></Товар></Товары></Каталог></КоммерческаяИнформация>`;

async function importFile(filename: string, xml: string) {
  expect(await exchange(`type=catalog&mode=file&filename=${filename}`, xml)).toBe('success');
  return exchange(`type=catalog&mode=import&filename=${filename}`);
}

const OVERVIEW = '{ exchangeOverview { feedUrl feedTokenSet exchangeUrl runs { id at kind filename outcome counts message user { id email } } } }';

beforeAll(async () => {
  app = await startTestApp({ FEED_TOKEN });
  expect(await exchange('type=catalog&mode=init')).toMatch(/^zip=yes/);
  expect(await importFile('broken.xml', `${head}<Каталог><Товары><Товар><Ид>x</Ид></Товары></Каталог>`)).toMatch(/^failure\n/);
  expect(await importFile('import.xml', CATALOGUE)).toBe('success');
  expect(await exchange('type=sale&mode=query')).toMatch(/^<\?xml/);
  expect(await exchange('type=sale&mode=success')).toBe('success');
});
afterAll(() => app?.close());

describe('GET /api/exchange', () => {
  it('answers the feed url with its token, the exchange url and the runs, newest first', async () => {
    const { status, body } = await app.rest('GET', '/exchange', { as: 'Admin' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      feedUrl: `http://shop.test/feeds/yandex-market.xml?token=${encodeURIComponent(FEED_TOKEN)}`,
      feedTokenSet: true,
      exchangeUrl: 'http://shop.test/api/1c-exchange',
    });
    expect(body.runs.map((run: { kind: string; outcome: string }) => `${run.kind}:${run.outcome}`)).toEqual([
      'sale-success:success',
      'sale-query:success',
      'catalog-import:success',
      'catalog-import:failure',
    ]);
    const [, , imported, failed] = body.runs;
    expect(imported).toMatchObject({ filename: 'import.xml', counts: { categoriesCreated: 1, productsCreated: 1 }, message: '' });
    expect(imported.user).toEqual({ id: expect.any(Number), email: ADMIN.email });
    expect(Date.parse(imported.at)).toBeGreaterThan(Date.now() - 600_000);
    expect(failed).toMatchObject({ filename: 'broken.xml', counts: {} });
    expect(failed.message).not.toBe('');
    // The failed import left nothing behind but its row in the log.
    expect(await app.orm.em.fork().execute(`SELECT 1 FROM product WHERE external_id = 'x'`)).toHaveLength(0);
  });

  it('counts what a second import updated', async () => {
    await exchange('type=catalog&mode=init');
    expect(await importFile('import.xml', CATALOGUE.replace('Платье «Лето»', 'Платье «Осень»'))).toBe('success');
    const { body } = await app.rest('GET', '/exchange', { as: 'SuperUser' });
    expect(body.runs[0]).toMatchObject({ kind: 'catalog-import', outcome: 'success', counts: { productsUpdated: 1 } });
    expect(body.runs.length).toBeLessThanOrEqual(20);
  });

  it('logs an orders file from 1C, a broken one too', async () => {
    expect(await exchange('type=sale&mode=file&filename=orders.xml', `${head}<Документ>`)).toMatch(/^failure\n/);
    const { body } = await app.rest('GET', '/exchange', { as: 'Admin' });
    expect(body.runs[0]).toMatchObject({ kind: 'sale-file', filename: 'orders.xml', outcome: 'failure' });
    expect(body.runs[0].message).not.toBe('');
  });

  it('is for staff only', async () => {
    expect((await app.rest('GET', '/exchange', { as: 'User' })).status).toBe(403);
    expect((await app.rest('GET', '/exchange')).status).toBe(401);
  });
});

describe('exchangeOverview', () => {
  it('answers the same as the REST call', async () => {
    const { data, errors } = await app.gql(OVERVIEW, {}, 'Admin');
    expect(errors).toBeUndefined();
    const rest = await app.rest('GET', '/exchange', { as: 'Admin' });
    expect(data.exchangeOverview).toEqual(rest.body);
  });

  it('is for staff only', async () => {
    const { data, errors } = await app.gql(OVERVIEW, {}, 'User');
    expect(data?.exchangeOverview ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('without FEED_TOKEN', () => {
  it('answers the plain feed url', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.rest('GET', '/exchange', { as: 'Admin' })).body).toMatchObject({ feedUrl: 'http://shop.test/feeds/yandex-market.xml', feedTokenSet: false, runs: [] });
    } finally {
      await plain.close();
    }
  });
});
