import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontDocument } from '../../scripts/bench-documents.mjs';
import { loadConfig } from '../../server/core/config.js';
import { title } from '../../server/modules/catalogue/product-spreadsheet-format.js';
import { YandexMarketFeed } from '../../server/modules/exchange/yandex-market-feed.js';
import { OneCClient } from './commerceml-client.js';
import { storefrontBundle } from './storefront-bundle.js';
import { ADMIN, freshDatabase, startTestApp, type TestApp } from './test-app.js';

/**
 * CONTRACT §12: after any write answered 2xx, the next anonymous read through every cache shows
 * it. Two apps share one fresh database: `shop` with every cache (public answers, facets, the feed's
 * file) and `bare` with none. Each kind of write goes through `shop`; after each, every cached answer
 * `shop` gives is compared with the same answer `bare` computes — the feed with one built straight
 * from the database. The reads are made before each write too, so a stale answer would be kept.
 */
let shop: TestApp;
let bare: TestApp;
let databaseUrl: string;
let bundle: Awaited<ReturnType<typeof storefrontBundle>>;
const PUBLIC_URL = 'http://shop.test';
/** Products and categories whose own answers are compared, as the writes make them. */
const watched = { products: new Map<number, string>(), categories: new Map<string, number>(), news: new Set<string>() };

beforeAll(async () => {
  bundle = await storefrontBundle();
  databaseUrl = await freshDatabase();
  const options = { databaseUrl, clientDir: bundle.clientDir, renderPage: bundle.renderPage };
  shop = await startTestApp({}, options);
  bare = await startTestApp({ PUBLIC_CACHE_MB: '0' }, options);
}, 120_000);
afterAll(async () => {
  await shop.close();
  await bare.close();
  bundle.remove();
});

const anonymous = async (app: TestApp, path: string) => {
  const response = await fetch(`${app.base}${path}`, { headers: { accept: path.startsWith('/api') ? 'application/json' : 'text/html' } });
  return { status: response.status, body: await response.text() };
};

const graphql = async (app: TestApp, operationName: string, variables: object) => {
  const response = await fetch(`${app.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query: storefrontDocument('.', operationName), variables }),
  });
  return { status: response.status, body: await response.text() };
};

/** Every read a cache may answer, by a name that says what it is. */
function reads(): Record<string, (app: TestApp) => Promise<{ status: number; body: string }>> {
  const rest = ['/products', '/products?sort=price_asc&limit=5', '/products?available=true', '/products/facets', '/products/priceRange', '/categories', '/categories/categoriesTree', '/brands', '/colors', '/sizes', '/tags', '/search/suggest?q=пла', '/search/correction?q=плате', '/news', '/slides', '/advertisements/1', '/reviews', '/questions', '/delivery-methods', '/payment-methods'];
  const all: Record<string, (app: TestApp) => Promise<{ status: number; body: string }>> = Object.fromEntries(rest.map((path) => [`REST ${path}`, (app: TestApp) => anonymous(app, `/api${path}`)]));
  all['GraphQL HomePage'] = (app) => graphql(app, 'HomePage', {});
  all['GraphQL CatalogPage'] = (app) => graphql(app, 'CatalogPage', { page: 1, limit: 24, withCategories: true });
  all['page /'] = (app) => anonymous(app, '/');
  all['page /catalog'] = (app) => anonymous(app, '/catalog');
  all['sitemap'] = (app) => anonymous(app, '/sitemap.xml');
  all['feed'] = (app) => (app === shop ? anonymous(shop, '/feeds/yandex-market.xml') : freshFeed());
  for (const [id, url] of watched.products) {
    all[`REST /products/${id}`] = (app) => anonymous(app, `/api/products/${id}`);
    all[`GraphQL ProductPage ${url}`] = (app) => graphql(app, 'ProductPage', { url });
    all[`page /product/${url}`] = (app) => anonymous(app, `/product/${url}`);
  }
  for (const [url, id] of watched.categories) {
    all[`REST /products/facets?parent=${id}`] = (app) => anonymous(app, `/api/products/facets?parent=${id}`);
    all[`GraphQL CatalogPage of ${url}`] = (app) => graphql(app, 'CatalogPage', { parent: id, page: 1, limit: 24, sort: 'price_asc', withCategories: false });
    all[`GraphQL CategoryPage ${url}`] = (app) => graphql(app, 'CategoryPage', { url });
    all[`page /catalog/${url}`] = (app) => anonymous(app, `/catalog/${url}`);
  }
  for (const url of watched.news) all[`page /news/${url}`] = (app) => anonymous(app, `/news/${url}`);
  return all;
}

/** The feed as built straight from the database, dated like the served one. */
async function freshFeed(): Promise<{ status: number; body: string }> {
  let body = '';
  for await (const chunk of new YandexMarketFeed(bare.orm.em, PUBLIC_URL, loadConfig({}).shopTime, (em) => bare.services.shopSettings.current(em)).document()) body += chunk;
  return { status: 200, body };
}

const undated = (read: { status: number; body: string }) => ({ status: read.status, body: read.body.replace(/<yml_catalog date="[^"]*"/, '<yml_catalog') });

/** Every cached answer, read through `shop`, against the same answer from `bare`. */
async function expectEveryCacheCurrent(after: string): Promise<void> {
  for (const [name, read] of Object.entries(reads())) {
    const [cached, fresh] = [undated(await read(shop)), undated(await read(bare))];
    expect(cached, `${name} after ${after}`).toEqual(fresh);
  }
}

const admin = (method: string, path: string, body?: unknown) => shop.rest(method, path, { body, as: 'Admin' }).then((reply) => {
  if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
});

describe('every cached answer after each kind of write', () => {
  const ids: Record<string, number> = {};

  it('is current after the first write of each kind on a fresh database', async () => {
    await expectEveryCacheCurrent('nothing');
    ids.women = (await admin('POST', '/categories', { name: 'Женщинам', url: 'women' })).id;
    watched.categories.set('women', ids.women);
    await expectEveryCacheCurrent('the first category');
    ids.brand = (await admin('POST', '/brands', { name: 'Норд', url: 'nord', categoryId: ids.women })).id;
    const dress = await admin('POST', '/products', { name: 'Платье «Вечер»', url: 'evening-dress', categoryId: ids.women, brandId: ids.brand, productVariants: [{ sku: 'EV-S', price: 7990, stock: 3 }, { sku: 'EV-M', price: 8490, stock: 0 }] });
    ids.dress = dress.id;
    ids.dressVariant = dress.productVariants[0].id;
    watched.products.set(dress.id, 'evening-dress');
    await expectEveryCacheCurrent('the first product');
    await admin('POST', '/news', { title: 'Открыли склад', url: 'warehouse', text: 'Доставка быстрее.', showOnMain: true });
    watched.news.add('warehouse');
    await expectEveryCacheCurrent('the first news post');
    expect((await shop.rest('POST', '/reviews', { body: { productId: ids.dress, rating: 5, text: 'Отличное платье', images: [] }, as: 'User' })).status).toBe(201);
    await expectEveryCacheCurrent('the first review');
  });

  it('is current after REST and GraphQL changes of a product and its variant', async () => {
    await admin('PUT', `/products/${ids.dress}`, { name: 'Платье «Вечер»', url: 'evening-dress', categoryId: ids.women, brandId: ids.brand, productVariants: [{ id: ids.dressVariant, sku: 'EV-S', price: 6990, stock: 3 }] });
    await expectEveryCacheCurrent('a REST product update');
    await admin('PATCH', `/product-variants/${ids.dressVariant}`, { price: 5990, oldPrice: 7990 });
    await expectEveryCacheCurrent('a REST variant patch');
    const changed = await shop.gql('mutation ($id: Int!) { updateProductVariant(id: $id, input: { stock: 0 }) { id stock } }', { id: ids.dressVariant }, 'Admin');
    expect(changed.errors).toBeUndefined();
    await expectEveryCacheCurrent('a GraphQL mutation');
  });

  it('is current after a bulk action, a spreadsheet import and an order', async () => {
    await admin('POST', '/products/bulk', { ids: [ids.dress], action: 'hide' });
    await expectEveryCacheCurrent('a bulk hide');
    await admin('POST', '/products/bulk', { ids: [ids.dress], action: 'show' });
    await expectEveryCacheCurrent('a bulk show');

    const exported = Buffer.from(await (await fetch(`${shop.base}/api/products/export`, { headers: { authorization: `Bearer ${await shop.tokenFor('Admin')}` } })).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const titles = (sheet.getRow(1).values as string[]).map(String);
    sheet.getRow(2).getCell(titles.indexOf(title.stock)).value = 7;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'products.xlsx');
    const imported = await fetch(`${shop.base}/api/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await shop.tokenFor('Admin')}` } });
    expect(imported.status).toBe(200);
    await expectEveryCacheCurrent('a spreadsheet import');

    const basket = await shop.rest('POST', '/baskets');
    await shop.rest('POST', `/order-products/${basket.body.id}`, { body: { productVariantId: ids.dressVariant, quantity: 2 } });
    const order = await shop.rest('POST', '/checkouts/direct', {
      body: { basketId: basket.body.id, firstName: 'Анна', lastName: 'Иванова', email: 'anna@example.ru', phone: '+79000000000', address: 'Тверская, 1', city: 'Москва', country: 'Россия', zipCode: '125009', consent: true },
    });
    expect(order.status).toBe(201);
    await expectEveryCacheCurrent('an order taking stock');
  });

  it('is current after a 1C exchange', async () => {
    const importXml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08"><Классификатор><Ид>c1</Ид><Наименование>1С</Наименование><Группы><Группа><Ид>g1</Ид><Наименование>Куртки</Наименование></Группа></Группы></Классификатор>
<Каталог><Ид>k1</Ид><ИдКлассификатора>c1</ИдКлассификатора><Наименование>Каталог</Наименование><Товары><Товар><Ид>p1</Ид><Артикул>JK-1</Артикул><Наименование>Куртка «Север»</Наименование><Группы><Ид>g1</Ид></Группы></Товар></Товары></Каталог></КоммерческаяИнформация>`;
    const offersXml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08"><ПакетПредложений><Ид>k1#</Ид><ИдКаталога>k1</ИдКаталога><Предложения><Предложение><Ид>p1#v1</Ид><Наименование>Куртка «Север»</Наименование><Цены><Цена><ЦенаЗаЕдиницу>4990</ЦенаЗаЕдиницу></Цена></Цены><Количество>4</Количество></Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>`;
    await new OneCClient(`${shop.base}/api/1c-exchange`, ADMIN.email, ADMIN.password).exchangeCatalogue(importXml, [], offersXml);
    const jacket = (await shop.rest('GET', '/products?name=Куртка')).body.rows[0];
    expect(jacket).toMatchObject({ name: 'Куртка «Север»', price: 4990 });
    watched.products.set(jacket.id, jacket.url);
    await expectEveryCacheCurrent('a 1C exchange');
  });

  it('is current after content changes and a delete made outside a transaction', async () => {
    await admin('PUT', '/advertisements/1', { title: 'Распродажа', description: 'Скидки до 50%' });
    await admin('POST', '/slides', { image: 'slide.webp', link: '/catalog/women' });
    await expectEveryCacheCurrent('content changes');
    const spare = await admin('POST', '/products', { name: 'Платье лишнее', url: 'spare-dress', categoryId: ids.women, productVariants: [{ sku: 'SP-1', price: 100, stock: 1 }] });
    watched.products.set(spare.id, 'spare-dress');
    await expectEveryCacheCurrent('a product made');
    await admin('DELETE', `/products/${spare.id}`);
    await expectEveryCacheCurrent('a REST delete');
  });

  it('is current once the database announces a statement made outside the shop', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('UPDATE product_variant SET price = price + 100 WHERE id = $1', [ids.dressVariant]);
    await client.end();
    // nobody was answered: the shop learns of it from PostgreSQL's notification, a moment later
    await expect.poll(async () => (await anonymous(shop, `/api/products/${ids.dress}`)).body, { timeout: 5000 }).toBe((await anonymous(bare, `/api/products/${ids.dress}`)).body);
    await expectEveryCacheCurrent('an outside statement');
  });
});
