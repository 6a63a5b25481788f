import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontBundle } from './storefront-bundle.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Storefront pages rendered on the server (CONTRACT §8), through the client's own server entry —
 * the same route table, views and GraphQL documents the browser uses — in front of the real app.
 */
let app: TestApp;
let clientDir: string;
const PUBLIC_URL = 'http://shop.test';
const ids: Record<string, number> = {};
let bundle: Awaited<ReturnType<typeof storefrontBundle>>;

beforeAll(async () => {
  bundle = await storefrontBundle();
  clientDir = bundle.clientDir;
  const { renderPage } = bundle;
  app = await startTestApp({}, { clientDir, renderPage });
  const make = async (route: string, body: object) => (await app.rest('POST', route, { body, as: 'Admin' })).body;
  ids.women = (await make('/categories', { name: 'Женщинам', url: 'women' })).id;
  ids.dresses = (await make('/categories', { name: 'Платья', url: 'dresses', parentId: ids.women, desc: 'Платья на каждый день & для праздника.' })).id;
  ids.brand = (await make('/brands', { name: 'Норд', url: 'nord', categoryId: ids.dresses })).id;
  await make('/products', {
    name: 'Платье «Вечер» <b>',
    url: 'evening-dress',
    desc: `Длинное платье из шёлка. ${'Очень красивое. '.repeat(20)}`,
    categoryId: ids.dresses,
    brandId: ids.brand,
    images: ['dress.webp'],
    productVariants: [
      { sku: 'EV-S', price: 7990, oldPrice: 9990, stock: 3 },
      { sku: 'EV-M', price: 8490, stock: 0 },
    ],
  });
  await make('/news', { title: 'Открыли новый склад', url: 'new-warehouse', text: 'Доставка стала быстрее.\nТеперь за один день.', showOnMain: true });
  await make('/products', { name: 'Платье снятое', url: 'hidden-dress', categoryId: ids.dresses, available: false, productVariants: [{ sku: 'HD-1', price: 100, stock: 1 }] });
}, 120_000);
afterAll(async () => {
  await app.close();
  bundle.remove();
});

async function page(address: string) {
  const response = await fetch(`${app.base}${address}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
  return { status: response.status, html, head, jsonLd, data, type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
}

/** The client's route table, loaded through Vite like the server entry (it is client code, outside the server's types). */
const routeTable = async () =>
  (await import(/* @vite-ignore */ path.resolve('client/src/storefront/storefront-routes.tsx'))) as { storefrontRoutes: { path: string; Screen: { key?: string } }[] };

const meta = (head: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(head)?.[1];

describe('a storefront page rendered on the server', () => {
  it('lists a category’s products with names, prices and links, and its head names the category', async () => {
    const category = await page('/catalog/dresses');
    expect(category.status).toBe(200);
    expect(category.type).toMatch(/text\/html/);
    expect(category.cache).toBe('no-cache');
    expect(category.html).toContain('Платье «Вечер» &lt;b&gt;');
    expect(category.html).toContain('href="/product/evening-dress"');
    expect(category.html).toMatch(/7[\s\u00a0]990/);
    expect(category.html).not.toContain('Платье снятое');
    expect(category.head).toContain('<title>Платья — Витрина</title>');
    expect(meta(category.head, 'name="description"')).toBe('Платья на каждый день &amp; для праздника.');
    expect(category.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/catalog/dresses"/>`);
    expect(category.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    // The filters (a part the browser hydrates later) are in the server's page, with the facets' counts.
    const filters = /<form[^>]*aria-label="Фильтры".*?<\/form>/s.exec(category.html)?.[0] ?? '';
    expect(filters).toContain('Норд');
    expect(filters).toContain('Только в наличии');
  });

  it('shows a product with its price, variants and description, Open Graph and a Product in JSON-LD', async () => {
    const product = await page('/product/evening-dress');
    expect(product.status).toBe(200);
    expect(product.html).toContain('EV-S');
    expect(product.html).toContain('Длинное платье из шёлка.');
    expect(product.head).toContain('<title>Платье «Вечер» &lt;b&gt; — Витрина</title>');
    const description = meta(product.head, 'name="description"')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Длинное платье из шёлка\./);
    expect(meta(product.head, 'property="og:type"')).toBe('product');
    expect(meta(product.head, 'property="og:url"')).toBe(`${PUBLIC_URL}/product/evening-dress`);
    expect(meta(product.head, 'property="og:image"')).toBe(`${PUBLIC_URL}/api/images/dress.webp`);
    expect(product.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Платье «Вечер» <b>',
        sku: 'EV-S',
        brand: { '@type': 'Brand', name: 'Норд' },
        offers: expect.objectContaining({ '@type': 'AggregateOffer', lowPrice: 7990, highPrice: 8490, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' }),
      }),
    );
    expect(product.jsonLd).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Каталог', item: `${PUBLIC_URL}/catalog` },
        { '@type': 'ListItem', position: 2, name: 'Женщинам', item: `${PUBLIC_URL}/catalog/women` },
        { '@type': 'ListItem', position: 3, name: 'Платья', item: `${PUBLIC_URL}/catalog/dresses` },
        { '@type': 'ListItem', position: 4, name: 'Платье «Вечер» <b>' },
      ],
    });
    expect(product.html).not.toMatch(/<b>/);
  });

  it('gives a product without pictures the shop’s picture in JSON-LD, never an empty list', async () => {
    await app.rest('POST', '/products', { body: { name: 'Платье без фото', url: 'bare-dress', categoryId: ids.dresses, productVariants: [{ sku: 'BD-1', price: 500, stock: 1 }] }, as: 'Admin' });
    const product = await page('/product/bare-dress');
    expect(product.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Product', image: [`${PUBLIC_URL}/og-image.png`] }));
  });

  it('carries the Apollo cache the browser hydrates, so the page asks for nothing again', async () => {
    const product = await page('/product/evening-dress');
    expect(product.data.publicUrl).toBe(PUBLIC_URL);
    expect(Object.values(product.data.apollo.ROOT_QUERY)).toContainEqual({ __ref: expect.stringMatching(/^Product:\d+$/) });
    expect(product.html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('answers 404 with the «Страница не найдена» page for an unknown address, product or category, and a product off sale', async () => {
    for (const address of ['/no/such/page', '/product/no-such-product', '/catalog/no-such-category', '/product/hidden-dress']) {
      const missing = await page(address);
      expect(missing.status, address).toBe(404);
      expect(missing.html, address).toContain('Страница не найдена');
    }
  });

  it('shows the news list and a post, each news address of the sitemap, and 404 for an unknown post', async () => {
    const list = await page('/news');
    expect(list.status).toBe(200);
    expect(list.html).toContain('href="/news/new-warehouse"');
    const post = await page('/news/new-warehouse');
    expect(post.status).toBe(200);
    expect(post.head).toContain('<title>Открыли новый склад — Витрина</title>');
    expect(meta(post.head, 'property="og:type"')).toBe('article');
    expect(post.html).toContain('Теперь за один день.');
    const sitemap = await (await fetch(`${app.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${PUBLIC_URL}/news/new-warehouse`);
    expect((await page('/news/no-such-post')).status).toBe(404);
  });

  it('sends a form’s fields disabled, so nothing typed before the page comes alive is lost', async () => {
    const signUp = await page('/register');
    expect(signUp.status).toBe(200);
    const inputs = [...signUp.html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="search"/.test(tag));
    expect(inputs.length).toBeGreaterThan(3);
    expect(inputs.every((tag) => / disabled=""/.test(tag)), inputs.join('\n')).toBe(true);
  });

  it('renders the newsletter form in the footer of every page, its script left out of the first load', async () => {
    for (const address of ['/', '/contacts', '/catalog/dresses']) {
      const { html, head } = await page(address);
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, address).toContain('Почта для рассылки');
      expect(footer).toContain('Я согласен получать рассылку и на обработку персональных данных');
      expect(head).not.toMatch(/modulepreload[^>]*SubscribeForm/);
    }
  });

  it('keeps only the page number in the canonical address', async () => {
    const filtered = await page('/catalog/dresses?page=2&sort=price_asc&brands=1');
    expect(filtered.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/catalog/dresses?page=2"/>`);
  });

  it('lists on the information pages the delivery and payment methods as the database has them, changes included', async () => {
    // prices are written with no-break spaces, as Russian typography has them
    const text = async (path: string) => (await page(path)).html.replace(/[\u00a0\u202f]/g, ' ');
    // Written over whatever version it is at: each change is sent without the version it was read at.
    const { version: _version, ...courier } = (await app.rest('GET', '/delivery-methods')).body.rows.find((method: { name: string }) => method.name === 'Курьером');
    for (const path of ['/delivery', '/dilevery', '/how-to-buy', '/discount']) {
      const info = await text(path);
      expect(info, path).toContain('Курьером — 350 ₽, бесплатно от 5 000 ₽, 1–2 дня.');
      expect(info, path).toContain('Банковским переводом по счёту');
      expect(info, path).not.toMatch(/199 ₽|Системы быстрых платежей|картой онлайн|скидку 10%/);
    }
    const changed = await app.rest('PUT', `/delivery-methods/${courier.id}`, { body: { ...courier, price: 390, freeFrom: 6000, minDays: 2, maxDays: 3 }, as: 'Admin' });
    expect(changed.status).toBe(200);
    expect(await text('/delivery')).toContain('Курьером — 390 ₽, бесплатно от 6 000 ₽, 2–3 дня.');
    await app.rest('PUT', `/delivery-methods/${courier.id}`, { body: { ...courier, active: false }, as: 'Admin' });
    expect(await text('/delivery')).not.toContain('Курьером');
    await app.rest('PUT', `/delivery-methods/${courier.id}`, { body: courier, as: 'Admin' });
  });

  it('renders on the home page the banner text a manager saved, through either API, at once', async () => {
    expect((await page('/')).html).toContain('Одежда и обувь для всей семьи');
    expect((await app.rest('PUT', '/advertisements/1', { body: { title: 'Распродажа & скидки', description: 'До воскресенья <b>всё</b> −30%' }, as: 'Admin' })).status).toBe(200);
    const home = await page('/');
    expect(home.html).toMatch(/<h1[^>]*>Распродажа &amp; скидки<\/h1>/);
    expect(home.html).toContain('До воскресенья &lt;b&gt;всё&lt;/b&gt; −30%');
    const cleared = await app.gql('mutation { updateAdvertisement(id: 1, input: { title: "", description: "" }) { id } }', {}, 'Admin');
    expect(cleared.errors).toBeUndefined();
    expect((await page('/')).html).toContain('Одежда и обувь для всей семьи');
  });

  it('renders the home page with its head, and leaves the back office to the browser', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.head).toContain('<title>Витрина — интернет-магазин одежды и обуви</title>');
    expect(home.html).toContain('Женщинам');
    // The product rows come with the page: the dress is new, sells and is sold below its old price.
    for (const row of ['Новинки', 'Хиты продаж', 'Скидки']) expect(home.html).toMatch(new RegExp(`<h2[^>]*>${row}</h2>`));
    expect(home.html).toContain('href="/product/evening-dress"');
    const admin = await page('/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<div id="root"></div>');
  });

  it('writes into the head the styles of the shop’s code and of the screen it rendered, and holds the screen’s scripts until the entry starts the shop', async () => {
    const { head } = await page('/catalog/dresses');
    // Each written-in stylesheet keeps a disabled link, never fetched, by which a lazily loaded screen knows it is there.
    for (const css of ['main', 'shared', 'catalog', 'grid', 'filters']) expect(head).toContain(`<style>.${css}{color:red}</style><link rel="stylesheet" crossorigin href="/assets/${css}.css" disabled>`);
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // Inert in a template: the entry (client/src/boot.ts) puts them in the head once the first screen is drawn.
    const [, later = ''] = /<template id="screen-scripts">(.*?)<\/template>/.exec(head) ?? [];
    expect(later).toBe('<link rel="modulepreload" crossorigin href="/assets/catalog.js"><link rel="modulepreload" crossorigin href="/assets/grid.js">');
    expect(head.replace(later, ''), 'nothing else is preloaded: the entry loads the shop’s code itself').not.toContain('modulepreload');
    expect(head, 'a part hydrated later is not preloaded').not.toContain('filters.js');
    expect(head).not.toMatch(/main\.js|shared\.js/);
    expect((await page('/')).head).not.toContain('catalog.');
  });

  it('knows every lazily loaded screen by a module of the client', async () => {
    const { storefrontRoutes } = await routeTable();
    const keys = storefrontRoutes.map(({ Screen }) => Screen.key).filter(Boolean) as string[];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(existsSync(path.join('client', key)), key).toBe(true);
  });

  /** A guest's order and the address of its page by key (where ЮKassa returns the shopper). */
  async function guestOrderPage(): Promise<string> {
    const product = await app.gql('{ productByUrl(url: "evening-dress") { productVariants { id } } }');
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.data.productByUrl.productVariants[0].id, quantity: 1 } });
    const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
    const order = (await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } })).body;
    return `/order/${order.id}?token=${order.accessToken}`;
  }

  it('renders every address of the route table with its page, head and status', async () => {
    const { storefrontRoutes } = await routeTable();
    const samples: Record<string, string> = { '/catalog/:url': '/catalog/dresses', '/product/:url': '/product/evening-dress', '/news/:url': '/news/new-warehouse', '/order/:id': await guestOrderPage() };
    const rendered: string[] = [];
    for (const { path: route } of storefrontRoutes) {
      const address = samples[route] ?? route.replace(/:[a-z]+/gi, '1');
      const { status, html, head } = await page(address);
      expect(status, address).toBe(200);
      expect(head, address).toMatch(/<title>[^<]*Витрина[^<]*<\/title>/);
      expect(head, address).toContain(`<link rel="canonical" href="${PUBLIC_URL}${address.split('?')[0]}"/>`);
      // The page itself, not only the shell: the layout's header and footer around the page's own markup.
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
      expect(root, address).toContain('<header');
      expect(root, address).toContain('<footer');
      expect(root.length, address).toBeGreaterThan(2000);
      rendered.push(address);
    }
    expect(rendered.length).toBe(storefrontRoutes.length);
  });
});

describe('private storefront pages', () => {
  it('answer X-Robots-Tag: noindex and carry the robots meta: an order by its key, the account, the basket, checkout, search results; /search leads there', async () => {
    for (const address of ['/order/1?token=x', '/profile', '/profile/orders', '/cart', '/checkout', '/wishlist', '/catalog?q=платье']) {
      const response = await fetch(`${app.base}${address}`);
      const html = await response.text();
      expect(response.headers.get('x-robots-tag'), address).toBe('noindex');
      expect(html.slice(0, html.indexOf('</head>')), address).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    const search = await fetch(`${app.base}/search?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5`, { redirect: 'manual' });
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/catalog?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5');
    const catalogue = await fetch(`${app.base}/catalog`);
    expect(catalogue.headers.get('x-robots-tag')).toBeNull();
    expect(await catalogue.text()).not.toContain('content="noindex"');
  });
});
