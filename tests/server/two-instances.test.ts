import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailMessage } from '../../server/core/mail/mail-message.entity.js';
import { startRedisServer } from './redis-server.js';
import { startS3Store } from './s3-store.js';
import { ADMIN, recordMaker, startTestApp, type TestApp } from './test-app.js';

const AUTH_LIMIT = 5;

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let store: Awaited<ReturnType<typeof startS3Store>>;
/** Two instances of the shop on one database, one Redis and one picture store, sending mail to A's mailbox. */
let a: TestApp;
let b: TestApp;
const { ids, make } = recordMaker(() => a);

beforeAll(async () => {
  redis = await startRedisServer();
  store = await startS3Store();
  const env = { ...store.env, REDIS_URL: redis.url, AUTH_RATE_LIMIT_PER_MIN: String(AUTH_LIMIT) };
  a = await startTestApp(env);
  b = await startTestApp({ ...env, SMTP_URL: a.mailbox.url }, { databaseUrl: a.orm.config.getClientUrl() });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await store?.close();
  await redis?.close();
});

/** An anonymous read as a browser sends it, with what the cache said of it. */
async function read(app: TestApp, path: string) {
  const response = await fetch(`${app.base}${path}`);
  return { status: response.status, cache: response.headers.get('x-cache'), json: (await response.json()) as any };
}

async function query(app: TestApp, document: string, variables: unknown) {
  const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables }) });
  return { cache: response.headers.get('x-cache'), json: (await response.json()) as any };
}

describe('two instances on one database and one Redis', () => {
  it('accepts on one instance the tokens the other issued', async () => {
    const signedIn = await a.rest('POST', '/auth/signin', { body: ADMIN });
    expect(signedIn.status).toBe(200);
    const me = await b.rest('GET', '/auth/me', { token: signedIn.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: ADMIN.email, role: 'Admin' });
    const refreshed = await b.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await a.rest('GET', '/auth/me', { token: refreshed.body.accessToken })).status).toBe(200);
  });

  it('counts sign-in attempts from one address on both instances together against the limit', async () => {
    // The balancer's address for the client: loopback is a trusted proxy.
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const wrong = { email: ADMIN.email, password: 'не-тот-пароль' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_LIMIT + 2; attempt++) {
      statuses.push((await (attempt % 2 ? b : a).rest('POST', '/auth/signin', { body: wrong, headers })).status);
    }
    // Each instance alone saw at most four attempts: only the shared count passes five.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await a.rest('POST', '/auth/signin', { body: ADMIN, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/[а-я]/i);
    // Another address is still let in.
    expect((await b.rest('POST', '/auth/signin', { body: ADMIN, headers: { 'x-forwarded-for': '203.0.113.8' } })).status).toBe(200);
  });

  it('serves through one instance the picture uploaded through the other, byte for byte', async () => {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#e76f51' } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'закат.png');
    const uploaded = await fetch(`${a.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await a.tokenFor('Admin')}` } });
    expect(uploaded.status).toBe(201);
    const [name] = (await uploaded.json()) as string[];

    const served = await fetch(`${b.base}/api/images/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const card = await fetch(`${b.base}/api/images/${name.replace('.png', '-card.webp')}`);
    expect(card.status).toBe(200);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });
  });

  it('shows a price changed through one instance on the very next anonymous read through the other, REST and GraphQL', async () => {
    await make('/categories', 'coats', { name: 'Пальто' });
    const coat = await make('/products', 'coat', { name: 'Пальто шерстяное', categoryId: ids.coats, productVariants: [{ sku: 'TWO-1', price: 12990, stock: 3 }] });
    const variantId = coat.productVariants[0].id;
    const PRODUCTS = `query Coats($categories: [Int!]) { products(categories: $categories, limit: 24) { length rows { id name price } } }`;

    await read(b, `/api/products/${coat.id}`);
    const cached = await read(b, `/api/products/${coat.id}`);
    expect(cached.cache).toBe('hit');
    expect(cached.json.productVariants[0].price).toBe(12990);
    await query(b, PRODUCTS, { categories: [ids.coats] });
    const cachedQuery = await query(b, PRODUCTS, { categories: [ids.coats] });
    expect(cachedQuery.cache).toBe('hit');
    expect(cachedQuery.json.data.products.rows).toEqual([expect.objectContaining({ id: coat.id, price: 12990 })]);

    expect((await a.rest('PATCH', `/product-variants/${variantId}`, { body: { price: 9990 }, as: 'Admin' })).status).toBe(200);

    const after = await read(b, `/api/products/${coat.id}`);
    expect(after.cache).toBe('miss');
    expect(after.json.productVariants[0].price).toBe(9990);
    const afterQuery = await query(b, PRODUCTS, { categories: [ids.coats] });
    expect(afterQuery.cache).toBe('miss');
    expect(afterQuery.json.data.products.rows).toEqual([expect.objectContaining({ id: coat.id, price: 9990 })]);
  });

  it('sends each letter of the shared outbox once, while both instances deliver at the same time', async () => {
    const emails = Array.from({ length: 8 }, (_, n) => `buyer${n}@example.ru`);
    const signedUp = await Promise.all(
      emails.map((email, n) =>
        (n % 2 ? b : a).rest('POST', '/auth/signup', { body: { email, firstName: 'Покупатель', consent: true }, headers: { 'x-forwarded-for': `198.51.100.${n + 1}` } }),
      ),
    );
    expect(signedUp.map((reply) => reply.status)).toEqual(emails.map(() => 201));
    await Promise.all([a.mailer.deliver(), b.mailer.deliver(), a.mailer.deliver(), b.mailer.deliver()]);
    for (const email of emails) await a.mailbox.waitFor(email, /./);
    // Another round from both finds nothing left to send.
    await Promise.all([a.mailer.deliver(), b.mailer.deliver()]);

    const received = a.mailbox.letters.map((letter) => (letter.to && !Array.isArray(letter.to) ? letter.to.text : '')).filter((to) => to.startsWith('buyer'));
    expect(received.sort()).toEqual([...emails].sort());
    expect(b.mailbox.letters).toEqual([]);
    const messages = await a.orm.em.fork().find(MailMessage, { to: { $in: emails } });
    expect(messages.map((m) => [m.status, m.attempts])).toEqual(emails.map(() => ['sent', 1]));
  });
});
