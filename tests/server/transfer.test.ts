import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpErrorHandler } from '../../server/core/http-errors.js';
import { seoRouter } from '../../server/modules/seo/seo.routes.js';
import { SitemapService } from '../../server/modules/seo/sitemap.service.js';
import { xsdProblems } from './xml-schema.js';
import { startTestApp, type TestApp } from './test-app.js';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as sent, and the bytes as received: fetch would ask for and undo the compression itself. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end(body);
  });
}

function decoded(reply: RawReply): string {
  const encoding = reply.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(reply.body) : encoding === 'gzip' ? gunzipSync(reply.body) : reply.body;
  return body.toString('utf8');
}

/** A sitemap or sitemap index read by a strict XML parser (it throws on anything malformed). */
function readSitemap(xml: string) {
  const parser = new SaxesParser();
  const entries: { loc: string; lastmod?: string }[] = [];
  let root = '';
  let xmlns = '';
  let field: 'loc' | 'lastmod' | undefined;
  parser.on('opentag', (tag) => {
    if (!root) [root, xmlns] = [tag.name, String(tag.attributes.xmlns)];
    if (tag.name === 'url' || tag.name === 'sitemap') entries.push({ loc: '' });
    field = tag.name === 'loc' || tag.name === 'lastmod' ? tag.name : undefined;
  });
  parser.on('text', (text) => {
    if (field) entries.at(-1)![field] = (entries.at(-1)![field] ?? '') + text;
  });
  parser.on('closetag', () => (field = undefined));
  parser.write(xml).close();
  return { root, xmlns, entries, locs: entries.map((entry) => entry.loc) };
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SCRIPT = `console.log(${JSON.stringify('Витрина — интернет-магазин. '.repeat(200))});`;

let app: TestApp;
let clientDir: string;
let expectedLocs: string[];
let offSale: { url: string };

beforeAll(async () => {
  // A client bundle as the build leaves it: a page, a hashed script with its compressed siblings, a picture.
  clientDir = mkdtempSync(path.join(tmpdir(), 'vitrina-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><html lang="ru"><head><title>Витрина</title></head><body>${'<p>Магазин</p>'.repeat(100)}</body></html>`);
  writeFileSync(path.join(clientDir, 'assets/x-abc123.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets/x-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(clientDir, 'assets/x-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(clientDir, 'assets/photo-abc123.png'), 'a'.repeat(4096));
  app = await startTestApp({}, { clientDir });

  const category = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body;
  const product = async (name: string, available = true) =>
    (await app.rest('POST', '/products', { body: { name, categoryId: category.id, available, desc: 'Лён, хлопок. '.repeat(20), productVariants: [{ sku: name, price: 2500, stock: 1 }] }, as: 'Admin' })).body;
  const linen = await product('Платье льняное');
  offSale = await product('Платье снятое с продажи', false);
  const silk = await product('Платье шёлковое');
  const odd = await product('Платье со странным адресом');
  // The API allows only slugs, but rows written otherwise (an old import) must still make valid XML.
  await app.orm.em.fork().execute(`UPDATE product SET url = 'a&b<c' WHERE id = ?`, [odd.id]);
  const news = [];
  for (const title of ['Открытие склада', 'Скидки недели']) news.push((await app.rest('POST', '/news', { body: { title }, as: 'Admin' })).body);
  const shop = 'http://shop.test';
  expectedLocs = [
    `${shop}/`,
    `${shop}/catalog/${category.url}`,
    `${shop}/product/${linen.url}`,
    `${shop}/product/${silk.url}`,
    `${shop}/product/a%26b%3Cc`,
    ...news.map((post) => `${shop}/news/${post.url}`),
  ];
});
afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('opens the storefront, closes the private paths and names the sitemap, before the page fallback', async () => {
    const reply = await request(`${app.base}/robots.txt`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = decoded(reply).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    // pictures, which the feed, JSON-LD and Open Graph point at, before the API is closed
    expect(lines.indexOf('Allow: /api/images/')).toBeGreaterThan(-1);
    expect(lines.indexOf('Allow: /api/images/')).toBeLessThan(lines.indexOf('Disallow: /api'));
    for (const path of ['/admin', '/api', '/cart', '/checkout', '/profile', '/wishlist']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, categories, products on sale and news, each with a W3C lastmod, as valid escaped XML', async () => {
    const reply = await request(`${app.base}/sitemap.xml`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await xsdProblems(decoded(reply), 'sitemaps/sitemap.xsd')).toEqual([]);
    const sitemap = readSitemap(decoded(reply));
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.locs).toEqual(expectedLocs);
    expect(sitemap.locs.join()).not.toContain(offSale.url);
    for (const entry of sitemap.entries) expect(entry.lastmod, entry.loc).toMatch(W3C_DATE);
    // The home page changed when the newest listed page did.
    expect(sitemap.entries[0].lastmod).toBe(sitemap.entries.map((entry) => entry.lastmod!).sort().at(-1));
    // There are no parts while everything fits in one file.
    expect((await request(`${app.base}/sitemap-1.xml`)).status).toBe(404);
  });

  it('becomes an index of numbered parts above the per-file maximum, read in batches, together the same urls', async () => {
    // 7 urls, at most 3 a file, rows read 2 at a time; a base with & proves the text is escaped.
    const base = 'http://shop.test/a&b';
    const server: Server = express().use(seoRouter(new SitemapService(app.orm.em, base, 3, 2), base)).use(httpErrorHandler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const index = await request(`${at}/sitemap.xml`);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body.toString()).toContain('http://shop.test/a&amp;b/sitemap-1.xml');
      expect(await xsdProblems(index.body.toString(), 'sitemaps/siteindex.xsd')).toEqual([]);
      const parsed = readSitemap(index.body.toString());
      expect(parsed.root).toBe('sitemapindex');
      expect(parsed.locs).toEqual([1, 2, 3].map((n) => `${base}/sitemap-${n}.xml`));
      const locs: string[] = [];
      for (const n of [1, 2, 3]) {
        const text = (await request(`${at}/sitemap-${n}.xml`)).body.toString();
        expect(await xsdProblems(text, 'sitemaps/sitemap.xsd'), `part ${n}`).toEqual([]);
        const part = readSitemap(text);
        expect(part.root).toBe('urlset');
        expect(part.locs.length).toBeLessThanOrEqual(3);
        locs.push(...part.locs);
      }
      expect(locs).toEqual(expectedLocs.map((loc) => loc.replace('http://shop.test', base)));
      for (const missing of ['/sitemap-0.xml', '/sitemap-4.xml']) expect((await request(`${at}${missing}`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('compression', () => {
  it('sends API JSON as br, as gzip, or plain, as the request accepts', async () => {
    const plain = await request(`${app.base}/api/products?limit=10`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString());
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const reply = await request(`${app.base}/api/products?limit=10`, { 'accept-encoding': accept });
      expect(reply.headers['content-encoding'], accept).toBe(encoding);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(decoded(reply))).toEqual(json);
      if (encoding) expect(reply.body.length).toBeLessThan(plain.body.length);
    }
  });

  it('compresses GraphQL answers and the streamed sitemap too', async () => {
    const query = JSON.stringify({ query: '{ products(limit: 10) { rows { id name url desc } } }' });
    const graphql = await request(`${app.base}/graphql`, { 'content-type': 'application/json', 'accept-encoding': 'br' }, 'POST', query);
    expect(graphql.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(graphql)).data.products.rows).toHaveLength(3);
    const sitemap = await request(`${app.base}/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(readSitemap(decoded(sitemap)).locs).toEqual(expectedLocs);
  });

  it('serves the build’s .br or .gz sibling as it is, with the script’s type, never compressing twice', async () => {
    const url = `${app.base}/assets/x-abc123.js`;
    const br = await request(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const gz = await request(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
    // Only the sibling's bytes travel, so a HEAD names their length.
    expect(Number((await request(url, { 'accept-encoding': 'br' }, 'HEAD')).headers['content-length'])).toBe(br.body.length);
  });

  it('never compresses pictures', async () => {
    const reply = await request(`${app.base}/assets/photo-abc123.png`, { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.length).toBe(4096);
  });
});

describe('caching', () => {
  it('keeps hashed assets a year and has the page asked for again every time', async () => {
    for (const accept of ['br', 'identity']) {
      expect((await request(`${app.base}/assets/x-abc123.js`, { 'accept-encoding': accept })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const page = await request(`${app.base}/catalog/any-category`, { 'accept-encoding': 'br' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<title>Витрина</title>');
  });

  it('gives an anonymous API answer a weak ETag, the same compressed or not, and a 304 when it still matches', async () => {
    const url = `${app.base}/api/products?limit=10`;
    const first = await request(url);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await request(url, { 'accept-encoding': 'br' })).headers.etag).toBe(etag);
    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await request(url, { 'if-none-match': etag, 'accept-encoding': accept });
      expect(again.status, accept).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('answers 200 with a new ETag once the data changed', async () => {
    await app.rest('POST', '/tags', { body: { name: 'Лён' }, as: 'Admin' });
    const before = (await request(`${app.base}/api/tags`)).headers.etag!;
    await app.rest('POST', '/tags', { body: { name: 'Шёлк' }, as: 'Admin' });
    const after = await request(`${app.base}/api/tags`, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('lets nobody keep an answer to a call with a token', async () => {
    const reply = await request(`${app.base}/api/products?limit=10`, { authorization: `Bearer ${await app.tokenFor('Admin')}` });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });
});
