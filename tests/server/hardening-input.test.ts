import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../until.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const BAD_TEXT = expect.stringMatching(/^Недопустимый символ/);

describe('text with a NUL character or a lone surrogate', () => {
  it('is 400 naming the field in a REST body, a nested JSON parameter, a query and a path', async () => {
    const category = await app.rest('POST', '/categories', { body: { name: 'Платья', url: 'dresses-nul' }, as: 'Admin' });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/tags', { name: 'Лето\u0000' }, 'name'],
      ['POST', '/categories', { name: 'Обувь', parameters: ['Материал', 'Цвет\ud800'] }, 'parameters.1'],
      ['POST', '/products', { name: 'Платье', categoryId: category.body.id, parameters: { Материал: 'Шёлк\udc00' }, productVariants: [] }, 'parameters.Материал'],
      ['POST', '/subscribes', { email: 'a@b.ru', consent: true, extra: { deep: ['\u0000'] } }, 'extra.deep.0'],
      ['GET', '/products?name=%00', undefined, 'name'],
      ['GET', '/brands?name=%E2%82%AC%00', undefined, 'name'],
      ['GET', '/products/by-url/%00', undefined, 'url'],
      ['GET', '/news/by-url/abc%00', undefined, 'url'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await app.rest(method, path, { body, as: 'Admin' });
      expect(response, `${method} ${path}`).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { [field]: BAD_TEXT } } });
    }
    expect((await app.rest('GET', '/tags', { as: 'Admin' })).body.length).toBe(0);
  });

  it('is 400 in a GraphQL variable or a string literal, before anything runs', async () => {
    const variable = await app.gql('query ($url: String!) { productByUrl(url: $url) { id } }', { url: 'a\u0000' });
    expect(variable.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: { 'variables.url': BAD_TEXT } } });
    const literal = await app.gql('mutation { createTag(input: { name: "Лето\\u0000" }) { id } }', {}, 'Admin');
    expect(literal.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: { query: BAD_TEXT } } });
    const surrogate = await app.gql('mutation ($input: TagInput!) { createTag(input: $input) { id } }', { input: { name: '\ud83d' } }, 'Admin');
    expect(surrogate.errors[0].extensions.details).toEqual({ 'variables.input.name': BAD_TEXT });
    expect((await app.rest('GET', '/tags')).body.length).toBe(0);
  });

  it('is fine as a whole surrogate pair: an emoji is text', async () => {
    expect((await app.rest('POST', '/tags', { body: { name: 'Хит 🔥' }, as: 'Admin' })).status).toBe(201);
  });
});

describe('ids in JSON', () => {
  it('are numbers or numeric strings: true, [5] and {} are 400, and below 1 reads «Не меньше 1»', async () => {
    const basket = (await app.rest('POST', '/baskets')).body.id;
    for (const productVariantId of [true, [5], {}, '5abc', 1.5]) {
      const response = await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId, quantity: 1 } });
      expect(response.status, JSON.stringify(productVariantId)).toBe(400);
      expect(response.body.details.productVariantId, JSON.stringify(productVariantId)).toMatch(/[А-Яа-я]/);
    }
    expect((await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: 0, quantity: 1 } })).body.details).toEqual({ productVariantId: 'Не меньше 1' });
    expect((await app.rest('GET', '/products/0')).body.details).toEqual({ productId: 'Не меньше 1' });
    expect((await app.rest('GET', '/brands?limit=true')).status).toBe(400);
  });
});

describe('security headers', () => {
  const headers = async (base: string, extra: Record<string, string> = {}) => (await fetch(`${base}/api/health`, { headers: extra })).headers;

  it('over plain http carry no upgrade-insecure-requests and no HSTS, so a LAN address works', async () => {
    const plain = await headers(app.base);
    expect(plain.get('content-security-policy')).toContain("default-src 'self'");
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(plain.get('strict-transport-security')).toBeNull();
  });

  it('carry both when the shop is public over https, or a trusted proxy says the request came over TLS', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      const secure = await headers(https.base);
      expect(secure.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(secure.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
    const proxied = await headers(app.base, { 'x-forwarded-proto': 'https' });
    expect(proxied.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('do not believe a forwarded protocol from an untrusted address (TRUST_PROXY)', async () => {
    const strict = await startTestApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      expect((await headers(strict.base, { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBeNull();
    } finally {
      await strict.close();
    }
  });
});

describe('a refused request over the rate limit', () => {
  it('says when to come back in Retry-After, over REST and GraphQL', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MIN: '3' });
    try {
      const statuses: Response[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await fetch(`${limited.base}/api/tags`));
      expect(statuses[3].status).toBe(429);
      expect(Number(statuses[3].headers.get('retry-after'))).toBeGreaterThan(0);
      const graphql = await fetch(`${limited.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ tags { length } }"}' });
      expect(graphql.status).toBe(429);
      expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await graphql.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

/** A TCP relay in front of PostgreSQL that can be cut and restored, as a database going down and coming back. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('while the database is unreachable', () => {
  it('every API call answers 503 «Услуга недоступна», /api/health too, and service resumes by itself', async () => {
    const databaseUrl = new URL(app.orm.config.get('clientUrl')!);
    const proxy = await relay(databaseUrl);
    const viaProxy = new URL(databaseUrl);
    viaProxy.port = String(proxy.port);
    const shop = await startTestApp({}, { databaseUrl: viaProxy.toString() });
    try {
      expect((await shop.rest('GET', '/tags')).status).toBe(200);
      const token = await shop.tokenFor('Admin');
      proxy.cut();
      // The connection the shop listens on for writes closes too, and once the shop has noticed,
      // nothing is answered from memory: the tags it answered before are what it stops answering.
      const down = { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Услуга недоступна' } };
      await until('the shop stops answering the tags from memory', async () => (await shop.rest('GET', '/tags')).status !== 200);
      expect(await shop.rest('GET', '/tags')).toEqual(down);
      expect(await shop.rest('POST', '/baskets')).toEqual(down);
      expect(await shop.rest('GET', '/products?name=платье')).toEqual(down);
      expect(await shop.rest('GET', '/auth/me', { token })).toEqual(down);
      expect(await shop.rest('POST', '/tags', { body: { name: 'Осень' }, token })).toEqual(down);
      expect((await shop.rest('GET', '/health')).status).toBe(503);
      const graphql = await shop.gql('{ tags { length } }');
      expect(graphql.errors[0]).toMatchObject({ message: 'Услуга недоступна', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
      proxy.restore();
      await until('/api/health answering 200 again', async () => (await shop.rest('GET', '/health')).status === 200);
      expect((await shop.rest('GET', '/tags')).status).toBe(200);
    } finally {
      await shop.close();
      await proxy.close();
    }
  });
});

describe('a malformed multipart body on /graphql', () => {
  it('is 400 with details.files, whatever is broken', async () => {
    const operations = JSON.stringify({ query: 'mutation ($files: [Upload!]!) { uploadImages(files: $files) }', variables: { files: [null] } });
    const part = (name: string, value: string, extra = '') => `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
    const bodies: [string, string][] = [
      ['multipart/form-data', part('operations', operations)],
      ['multipart/form-data; boundary=x', `${part('operations', operations)}${part('map', '{"0": ["variables.files.0"]}')}--x\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\n\x89PNG`],
      ['multipart/form-data; boundary=x', '--x\r\nthis is not a header\r\n\r\nvalue\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', `${part('operations', '{"query": ')}--x--\r\n`],
      ['multipart/form-data; boundary=x', `${part('map', '{}')}${part('operations', operations)}--x--\r\n`],
      ['multipart/form-data; boundary=x', `${part('operations', operations)}${part('map', '{"0": ["variables.files.0"]}')}--x\r\nContent-Disposition: form-data; name="0"; filename="a\u0000.png"\r\n\r\nxx\r\n--x--\r\n`],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': type, 'apollo-require-preflight': 'true', authorization: `Bearer ${await app.tokenFor('Admin')}` }, body, signal: AbortSignal.timeout(5000) });
      const answer = (await response.json()) as { errors: { message: string; extensions: { status: number; details?: Record<string, string> } }[] };
      // A body broken before the operation is read is refused outright; one cut short inside a file, by the operation.
      expect([200, 400], body.slice(0, 80)).toContain(response.status);
      expect(answer.errors[0], `${bodies.findIndex(([, b]) => b === body)} ${JSON.stringify(answer)}`).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { status: 400 } });
      expect(answer.errors[0].extensions.details?.files, body.slice(0, 80)).toMatch(/[а-я]/);
    }
  });
});
