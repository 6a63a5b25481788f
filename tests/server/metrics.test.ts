import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { readAtScrape } from '../../server/core/metrics.js';
import { find, parseMetrics, valueOf, type Sample } from './metrics-text.js';
import { startTestApp, type TestApp } from './test-app.js';

const TOKEN = 'metrics-token-for-tests-0001';

async function scrape(app: TestApp, authorization?: string) {
  const response = await fetch(`${app.base}/metrics`, { headers: authorization ? { authorization } : {} });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text, json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

async function samples(app: TestApp): Promise<{ samples: Sample[]; types: Map<string, string> }> {
  const answer = await scrape(app, `Bearer ${TOKEN}`);
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(answer.text);
}

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1, кв. 2', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

describe('without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers /metrics 404 like any unknown path', async () => {
    const answer = await scrape(app, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('the setting', () => {
  it('refuses a METRICS_TOKEN shorter than 16 characters, in Russian', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short', JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'b' })).toThrow(/METRICS_TOKEN: нужно не меньше 16 знаков/);
  });
});

describe('with METRICS_TOKEN', () => {
  let app: TestApp;
  let productId: number;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: TOKEN });
    const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Обувь' }, as: 'Admin' })).body.id;
    const product = await app.rest('POST', '/products', { body: { name: 'Ботинки', categoryId, productVariants: [{ sku: 'METRICS-1', price: 4990, stock: 5 }] }, as: 'Admin' });
    productId = product.body.id;
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 } })).status).toBe(200);
    // A catalogue read, twice: made the first time, from the public cache the second.
    expect((await fetch(`${app.base}/api/products/${productId}`)).status).toBe(200);
    expect((await fetch(`${app.base}/api/products/${productId}`)).headers.get('x-cache')).toBe('hit');
    expect((await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } })).status).toBe(201);
  });
  afterAll(() => app.close());

  it('refuses a scrape without the token or with a wrong one: 401 with the usual error body', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(app, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.json).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Вы не авторизованы.' });
      expect(answer.text).not.toContain('vitrina_');
    }
  });

  it('counts requests by route pattern and status, with latency buckets', async () => {
    const { samples: all, types } = await samples(app);
    expect(types.get('vitrina_http_request_duration_seconds')).toBe('histogram');
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:productId', status: '200' })).toBe(2);
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_count', { method: 'POST', route: '/api/checkouts/direct', status: '201' })).toBe(1);
    const buckets = find(all, 'vitrina_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/products/:productId', status: '200' });
    expect(buckets.map((b) => b.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
    expect(buckets.at(-1)!.value).toBe(2);
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_sum', { method: 'GET', route: '/api/products/:productId', status: '200' })).toBeGreaterThan(0);
  });

  it('labels a route that failed by its pattern, GraphQL as /graphql, and every unknown path as one `unmatched`', async () => {
    expect((await fetch(`${app.base}/api/products/999999`)).status).toBe(404);
    await app.gql('{ brands { length } }');
    for (const path of ['/api/no-such/1', '/api/no-such/2', '/wp-login.php']) expect((await fetch(`${app.base}${path}`)).status).toBe(404);
    const { samples: all } = await samples(app);
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:productId', status: '404' })).toBe(1);
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' })).toBe(1);
    expect(valueOf(all, 'vitrina_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBe(3);
    const routes = new Set(find(all, 'vitrina_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...routes].filter((route) => /no-such|wp-login|999999/.test(route))).toEqual([]);
  });

  it('has Node’s event-loop delay and heap', async () => {
    const { samples: all } = await samples(app);
    expect(valueOf(all, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
  });

  it('reads the database pool, the outbox, payments and shipments awaiting read-back when asked', async () => {
    await app.orm.em.fork().execute(`INSERT INTO mail_message ("to", subject, html, text, status, attempts) VALUES ('lost@example.ru', 'Тема', '', '', 'failed', 8)`);
    const { samples: all } = await samples(app);
    expect(valueOf(all, 'vitrina_db_pool_connections_in_use') + valueOf(all, 'vitrina_db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'vitrina_db_pool_waiting')).toBe(0);
    expect(valueOf(all, 'vitrina_mail_outbox_letters', { state: 'failed' })).toBe(1);
    expect(valueOf(all, 'vitrina_mail_outbox_letters', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'vitrina_payments_awaiting_readback', { kind: 'payment' })).toBe(0);
    expect(valueOf(all, 'vitrina_payments_awaiting_readback', { kind: 'refund' })).toBe(0);
    expect(valueOf(all, 'vitrina_shipments_awaiting_readback')).toBe(0);
  });

  it('counts public cache hits and misses and the orders placed', async () => {
    const { samples: all } = await samples(app);
    expect(valueOf(all, 'vitrina_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'vitrina_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'vitrina_orders_placed_total')).toBeGreaterThanOrEqual(1);
  });

  it('still answers, at once, when a reading fails or hangs: that gauge alone says NaN, not a count', async () => {
    readAtScrape(
      [
        { name: 'vitrina_test_broken', help: 'Чтение с ошибкой', read: () => Promise.reject(new Error('база недоступна')) },
        { name: 'vitrina_test_hanging', help: 'Чтение без ответа', read: () => new Promise<number>(() => undefined) },
      ],
      () => app.orm.em.fork(),
    );
    const started = Date.now();
    const { samples: all, types } = await samples(app);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(types.get('vitrina_test_broken')).toBe('gauge');
    expect(valueOf(all, 'vitrina_test_broken')).toBeNaN();
    expect(valueOf(all, 'vitrina_test_hanging')).toBeNaN();
    expect(valueOf(all, 'vitrina_orders_placed_total')).toBeGreaterThanOrEqual(1);
  });
});
