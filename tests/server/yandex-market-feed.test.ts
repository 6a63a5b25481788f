import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopTime } from '../../server/core/shop-time.js';
import { YandexMarketFeed } from '../../server/modules/exchange/yandex-market-feed.js';
import { nameStockReason } from '../../server/modules/catalogue/stock.service.js';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';
import { parseXml, type XmlNode as Node } from './xml-tree.js';


const child = (node: Node, name: string) => node.children.find((c) => c.name === name);
const texts = (node: Node, name: string) => node.children.filter((c) => c.name === name).map((c) => c.text);
const params = (offer: Node) => Object.fromEntries(offer.children.filter((c) => c.name === 'param').map((c) => [c.attributes.name, c.text]));

let app: TestApp;
const { ids, make } = recordMaker(() => app);
let dress: { id: number; url: string; productVariants: { id: number; sku: string }[] };
let hiddenVariantId: number;
let offSaleVariantId: number;

/** Sets a variant's stock straight in the database, as an order or a delivery would. */
const stockOf = (variantId: number, stock: number) =>
  app.orm.em.fork().transactional(async (em) => {
    await nameStockReason(em, 'order');
    await em.execute('UPDATE product_variant SET stock = ? WHERE id = ?', [stock, variantId]);
  });

const feedUrl = (query = '') => `${app.base}/feeds/yandex-market.xml${query}`;

/** The seller the feed names, as the running shop's settings hold it. */
const seller = async () => ({ name: 'Витрина', legalName: '' });

async function readFeed() {
  const response = await fetch(feedUrl());
  const xml = await response.text();
  const catalog = parseXml(xml);
  const shop = child(catalog, 'shop')!;
  const offers = child(shop, 'offers')!.children;
  return { response, xml, catalog, shop, offers, offer: (id: number) => offers.find((o) => o.attributes.id === String(id)) };
}

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'clothes', { name: 'Одежда' });
  await make('/categories', 'dresses', { name: 'Платья & сарафаны', parentId: ids.clothes, parameters: ['Материал', 'Длина'] });
  await make('/brands', 'nord', { name: 'Норд' });
  await make('/colors', 'red', { name: 'Красный', code: '#ff0000' });
  await make('/sizes', 'm', { name: 'M' });
  await make('/sizes', 'l', { name: 'L' });
  dress = await make('/products', 'dress', {
    name: 'Платье "Лето" & <мини> \'хит\'',
    url: 'platye-leto',
    desc: 'Лёгкое платье из хлопка.',
    brandId: ids.nord,
    categoryId: ids.dresses,
    images: ['dress-front.webp', 'dress-back.webp'],
    parameters: { Материал: 'Хлопок', Длина: '' },
    productVariants: [
      { sku: 'DRESS-RED-M', colorId: ids.red, sizeId: ids.m, price: 1990, oldPrice: 2490, stock: 5, images: ['dress-red.webp'] },
      { sku: 'DRESS-RED-L', colorId: ids.red, sizeId: ids.l, price: 1990, oldPrice: 1500, stock: 0 },
      { sku: 'DRESS-OLD', price: 2990, stock: 3 },
    ],
  });
  hiddenVariantId = dress.productVariants[2].id;
  const offSale = await make('/products', 'skirt', { name: 'Юбка', categoryId: ids.clothes, available: false, productVariants: [{ sku: 'SKIRT-1', price: 990, stock: 5 }] });
  offSaleVariantId = offSale.productVariants[0].id;
  const em = app.orm.em.fork();
  await em.execute('UPDATE product_variant SET hidden = true WHERE id = ?', [hiddenVariantId]);
  // A control character XML 1.0 forbids, as an import could leave it; the API itself refuses one.
  await em.execute(`UPDATE product SET "desc" = ? WHERE id = ?`, ['Лёгкое\u0007 платье из хлопка.', ids.dress]);
});
afterAll(() => app.close());

describe('the Yandex Market feed', () => {
  it('is a well-formed UTF-8 YML document dated in the shop time, with the shop and roubles', async () => {
    const { response, catalog, shop } = await readFeed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(catalog.name).toBe('yml_catalog');
    expect(catalog.attributes.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(child(shop, 'name')!.text).toBe('Витрина');
    expect(child(shop, 'company')!.text).toBe('Витрина');
    expect(child(shop, 'url')!.text).toBe('http://shop.test');
    expect(child(shop, 'currencies')!.children.map((c) => c.attributes)).toEqual([{ id: 'RUR', rate: '1' }]);
  });

  it('names the shop and the seller as the shop settings do, built again as soon as an Admin changes them', async () => {
    const settings = { name: 'Лён и шерсть', legalName: 'ИП Петрова Мария Сергеевна', inn: '771234567890', ogrn: '321774600123456', address: 'Москва, ул. Мясницкая, 24', phone: '+7 495 123-45-67', email: 'shop@example.ru', workHours: 'Ежедневно 10:00–21:00' };
    try {
      expect((await app.rest('PUT', '/shop-settings', { body: settings, as: 'Admin' })).status).toBe(200);
      const { shop } = await readFeed();
      expect(child(shop, 'name')!.text).toBe('Лён и шерсть');
      expect(child(shop, 'company')!.text).toBe('ИП Петрова Мария Сергеевна');
    } finally {
      await app.rest('PUT', '/shop-settings', { body: { ...settings, name: 'Витрина', legalName: '' }, as: 'Admin' });
    }
  });

  it('lists every category with its parent', async () => {
    const { shop } = await readFeed();
    const categories = child(shop, 'categories')!.children.map((c) => ({ ...c.attributes, name: c.text }));
    expect(categories).toEqual([
      { id: String(ids.clothes), name: 'Одежда' },
      { id: String(ids.dresses), parentId: String(ids.clothes), name: 'Платья & сарафаны' },
    ]);
  });

  it('offers each visible variant of a product on sale, not a hidden variant nor a product off sale', async () => {
    const { offers } = await readFeed();
    expect(offers.map((o) => Number(o.attributes.id))).toEqual([dress.productVariants[0].id, dress.productVariants[1].id]);
    expect(offers.map((o) => o.attributes.id)).not.toContain(String(hiddenVariantId));
    expect(offers.map((o) => o.attributes.id)).not.toContain(String(offSaleVariantId));
    expect(offers.every((o) => o.attributes.group_id === String(ids.dress))).toBe(true);
  });

  it('describes an offer with its absolute page, price, category, pictures, brand, SKU and parameters', async () => {
    const { offer } = await readFeed();
    const red = offer(dress.productVariants[0].id)!;
    expect(red.attributes.available).toBe('true');
    expect(texts(red, 'url')).toEqual([`http://shop.test/product/platye-leto?variant=${dress.productVariants[0].id}`]);
    expect(texts(red, 'price')).toEqual(['1990.00']);
    expect(texts(red, 'oldprice')).toEqual(['2490.00']);
    expect(texts(red, 'currencyId')).toEqual(['RUR']);
    expect(texts(red, 'categoryId')).toEqual([String(ids.dresses)]);
    expect(texts(red, 'picture')).toEqual(['dress-red.webp', 'dress-front.webp', 'dress-back.webp'].map((name) => `http://shop.test/api/images/${name}`));
    expect(texts(red, 'vendor')).toEqual(['Норд']);
    expect(texts(red, 'vendorCode')).toEqual(['DRESS-RED-M']);
    // the empty «Длина» is no parameter
    expect(params(red)).toEqual({ Цвет: 'Красный', Размер: 'M', Материал: 'Хлопок' });
  });

  it('marks a variant out of stock unavailable and leaves out an old price not above the price', async () => {
    const { offer } = await readFeed();
    const large = offer(dress.productVariants[1].id)!;
    expect(large.attributes.available).toBe('false');
    expect(texts(large, 'oldprice')).toEqual([]);
    expect(texts(large, 'picture')).toEqual(['dress-front.webp', 'dress-back.webp'].map((name) => `http://shop.test/api/images/${name}`));
    expect(params(large).Размер).toBe('L');
  });

  it('escapes &, <, > and quotes and drops characters XML forbids', async () => {
    const { xml, offer } = await readFeed();
    const red = offer(dress.productVariants[0].id)!;
    expect(texts(red, 'name')).toEqual(['Платье "Лето" & <мини> \'хит\'']);
    expect(xml).toContain('<name>Платье &quot;Лето&quot; &amp; &lt;мини&gt; &apos;хит&apos;</name>');
    expect(texts(red, 'description')).toEqual(['Лёгкое платье из хлопка.']);
    expect(xml).not.toContain('\u0007');
  });

  it('dates the catalogue by the clock of the shop time zone', async () => {
    const feed = new YandexMarketFeed(app.orm.em, 'http://shop.test', new ShopTime('Europe/Moscow'), seller);
    const first = (await feed.document(new Date('2026-11-23T21:30:00Z')).next()).value as string;
    expect(parseXml(`${first}</offers></shop></yml_catalog>`).attributes.date).toBe('2026-11-24 00:30');
  });
});

describe('the cached feed', () => {
  const fetchFeed = async (headers: Record<string, string> = {}) => {
    const response = await fetch(feedUrl(), { headers });
    return { response, xml: await response.text() };
  };
  const offerOf = (xml: string, variantId: number) => child(child(parseXml(xml), 'shop')!, 'offers')!.children.find((o) => o.attributes.id === String(variantId));

  it('is built once and then served from its file, reading only the catalogue version', async () => {
    const first = await fetchFeed();
    let second = first;
    const statements = await app.countQueries(async () => (second = await fetchFeed()));
    expect(statements).toBe(1);
    expect(second.response.status).toBe(200);
    expect(second.xml).toBe(first.xml);
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
  });

  it('answers a conditional GET with 304 while the catalogue stays', async () => {
    const { response } = await fetchFeed();
    const etag = response.headers.get('etag')!;
    const lastModified = response.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const byTag = await fetchFeed({ 'if-none-match': etag });
    expect(byTag.response.status).toBe(304);
    expect(byTag.xml).toBe('');
    expect((await fetchFeed({ 'if-modified-since': lastModified })).response.status).toBe(304);
    expect((await fetchFeed({ 'if-none-match': '"something-else"' })).response.status).toBe(200);
  });

  it('is rebuilt, with a new date and tag, when a price changes', async () => {
    const before = await fetchFeed();
    const variantId = dress.productVariants[0].id;
    const changed = await app.rest('PATCH', `/product-variants/${variantId}`, { body: { price: 1790 }, as: 'Admin' });
    expect(changed.status).toBe(200);
    const after = await fetchFeed({ 'if-none-match': before.response.headers.get('etag')! });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    expect(texts(offerOf(after.xml, variantId)!, 'price')).toEqual(['1790.00']);
  });

  it('is rebuilt when an order takes the last of a variant, which leaves updated_at alone', async () => {
    const variantId = dress.productVariants[0].id;
    expect(offerOf((await fetchFeed()).xml, variantId)!.attributes.available).toBe('true');
    await stockOf(variantId, 0);
    expect(offerOf((await fetchFeed()).xml, variantId)!.attributes.available).toBe('false');
    await stockOf(variantId, 5);
    expect(offerOf((await fetchFeed()).xml, variantId)!.attributes.available).toBe('true');
  });

  it('drops the offers of a deleted product', async () => {
    const shirt = await make('/products', 'shirt', { name: 'Рубашка', categoryId: ids.clothes, productVariants: [{ sku: 'SHIRT-1', price: 1500, stock: 2 }] });
    const variantId = shirt.productVariants[0].id;
    expect(offerOf((await fetchFeed()).xml, variantId)).toBeDefined();
    expect((await app.rest('DELETE', `/products/${shirt.id}`, { as: 'Admin' })).status).toBeLessThan(300);
    expect(offerOf((await fetchFeed()).xml, variantId)).toBeUndefined();
  });

  it('sends a reader taking gzip the compressed copy kept beside the file, and the same document to one that does not', async () => {
    const raw = (encoding: string, etag?: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = httpGet(feedUrl(), { headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
      });
    const plain = await raw('identity');
    const packed = await raw('br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
    // either copy's tag says the reader has the current document
    expect((await raw('gzip', plain.headers.etag)).status).toBe(304);
    expect((await raw('identity', packed.headers.etag)).status).toBe(304);
  });

  it('builds once for requests arriving together after a change', async () => {
    await fetchFeed();
    await app.rest('PATCH', `/product-variants/${dress.productVariants[0].id}`, { body: { price: 1990 }, as: 'Admin' });
    let replies: { xml: string }[] = [];
    const statements = await app.countQueries(async () => (replies = await Promise.all([fetchFeed(), fetchFeed(), fetchFeed()])));
    // three version reads, then one build: the seller, the categories and one batch of products
    expect(statements).toBe(3 + 3);
    expect(new Set(replies.map((r) => r.xml)).size).toBe(1);
    expect(texts(offerOf(replies[0].xml, dress.productVariants[0].id)!, 'price')).toEqual(['1990.00']);
  });
});

describe('the feed behind FEED_TOKEN', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ FEED_TOKEN: 'secret' });
  });
  afterAll(() => guarded.close());

  it('refuses a reader without the token or with a wrong one, in Russian', async () => {
    for (const query of ['', '?token=wrong', '?token=secre', '?token=secret&token=secret']) {
      const response = await fetch(`${guarded.base}/feeds/yandex-market.xml${query}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'У Вас недостаточно прав.' });
    }
  });

  it('serves the feed to a reader with the token', async () => {
    const response = await fetch(`${guarded.base}/feeds/yandex-market.xml?token=secret`);
    expect(response.status).toBe(200);
    expect(parseXml(await response.text()).name).toBe('yml_catalog');
  });
});

describe('a large catalogue', () => {
  const PRODUCTS = 1_200;

  beforeAll(async () => {
    const em = app.orm.em.fork();
    await em.execute(`INSERT INTO product (name, url, category_id) SELECT 'Товар ' || g, 'bulk-' || g, ? FROM generate_series(1, ?) g`, [ids.clothes, PRODUCTS]);
    await em.transactional(async (tx) => {
      await nameStockReason(tx, 'import');
      await tx.execute(`INSERT INTO product_variant (product_id, sku, price, stock) SELECT id, 'BULK-' || id, 100, 1 FROM product WHERE url LIKE 'bulk-%'`);
    });
  });

  it('is read from the database in batches of 500 products, a few statements in all', async () => {
    let xml = '';
    const statements = await app.countQueries(async () => {
      xml = await (await fetch(feedUrl())).text();
    });
    const offers = child(child(parseXml(xml), 'shop')!, 'offers')!.children;
    expect(offers.length).toBe(PRODUCTS + 2);
    // the catalogue's and settings' version, the seller, the categories, then one statement per 500 products on sale (the dress and the 1 200)
    expect(statements).toBe(3 + Math.ceil((PRODUCTS + 1) / 500));
  });

  it('hands the document out batch by batch, never all of it at once', async () => {
    const feed = new YandexMarketFeed(app.orm.em, 'http://shop.test', new ShopTime('Europe/Moscow'), seller, 500);
    const chunks: string[] = [];
    for await (const chunk of feed.document()) chunks.push(chunk);
    // the head with the categories, three batches of products (the dress has two offers), the tail
    expect(chunks).toHaveLength(5);
    expect(chunks.slice(1, 4).map((chunk) => chunk.match(/<offer /g)!.length)).toEqual([501, 500, 201]);
  });
});
