import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDerived } from '../../server/modules/catalogue/product-derived.js';
import { nameStockReason } from '../../server/modules/catalogue/stock.service.js';
import { MAX_NAME, offerName, sizeUnit } from '../../server/modules/exchange/yandex-market-feed.js';
import { storefrontBundle } from './storefront-bundle.js';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';
import { parseXml, type XmlNode as Node } from './xml-tree.js';

/**
 * What readers outside the shop see (issue 47): the Yandex Market feed, the sitemap and the product
 * page's structured data, for long names, sizes of either grid and products that have no price.
 */

const PUBLIC_URL = 'http://shop.test';
let app: TestApp;
let bundle: Awaited<ReturnType<typeof storefrontBundle>>;
const { ids, make } = recordMaker(() => app);
const LONG_NAME = `Платье-рубашка женское оверсайз из натурального хлопка с поясом, длинными рукавами и накладными карманами, для офиса, прогулок и путешествий, цвет молочный, коллекция весна-лето`;

async function offers() {
  const xml = await (await fetch(`${app.base}/feeds/yandex-market.xml`)).text();
  const shop = parseXml(xml).children.find((c) => c.name === 'shop')!;
  return shop.children.find((c) => c.name === 'offers')!.children;
}
const sizeParam = (offer: Node) => offer.children.find((c) => c.name === 'param' && c.attributes.name === 'Размер');
const sitemap = async () => (await fetch(`${app.base}/sitemap.xml`)).text();

async function page(address: string) {
  const response = await fetch(`${app.base}${address}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  return { status: response.status, html, head, jsonLd, product: jsonLd.find((data) => data['@type'] === 'Product') };
}

beforeAll(async () => {
  bundle = await storefrontBundle();
  app = await startTestApp({ PUBLIC_URL, RETURN_DAYS: '14' }, { clientDir: bundle.clientDir, renderPage: bundle.renderPage });
  await make('/categories', 'women', { name: 'Женщинам', url: 'women', image: 'women.webp' });
  await make('/categories', 'dresses', { name: 'Платья', url: 'dresses', parentId: ids.women });
  await make('/delivery-methods', 'courier', { name: 'Курьером по Москве', price: 350, freeFrom: 5000, minDays: 1, maxDays: 3, active: true });
  await make('/delivery-methods', 'post', { name: 'Почтой России', price: 490, minDays: 5, maxDays: 12, active: true });
  await make('/delivery-methods', 'stopped', { name: 'Самолётом', price: 9000, minDays: 1, maxDays: 1, active: false });
  await make('/brands', 'nord', { name: 'Норд' });
  for (const [key, name] of [['s', 'S'], ['xxl', 'XXL'], ['x3l', '3XL'], ['ru48', '48'], ['ru4446', '44-46'], ['one', 'универсальный']]) await make('/sizes', key, { name });
  await make('/products', 'long', {
    name: LONG_NAME,
    url: 'long-dress',
    categoryId: ids.dresses,
    brandId: ids.nord,
    productVariants: [
      { sku: 'LD-S', price: 2990, stock: 2, sizeId: ids.s },
      { sku: 'LD-XXL', price: 2990, stock: 2, sizeId: ids.xxl },
      { sku: 'LD-3XL', price: 2990, stock: 2, sizeId: ids.x3l },
      { sku: 'LD-48', price: 2990, stock: 2, sizeId: ids.ru48 },
      { sku: 'LD-4446', price: 2990, stock: 2, sizeId: ids.ru4446 },
      { sku: 'LD-ONE', price: 2990, stock: 2, sizeId: ids.one },
    ],
  });
  // as 1C leaves a product whose offers never came: on sale by its flag, without any variant
  await make('/products', 'unpriced', { name: 'Сарафан льняной', url: 'linen-sundress', categoryId: ids.dresses, brandId: ids.nord, available: true, productVariants: [{ sku: 'LS-0', price: 1, stock: 0 }] });
  await app.orm.em.fork().transactional(async (em) => {
    await nameStockReason(em, 'import');
    await em.execute('DELETE FROM product_variant WHERE product_id = ?', [ids.unpriced]);
    await refreshDerived(em, [ids.unpriced]);
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  bundle.remove();
});

describe('offer names in the Yandex Market feed', () => {
  it('cuts a 200-character name after its last whole word within 150 characters, without trailing punctuation', async () => {
    const name = `${LONG_NAME}, ${'очень '.repeat(10)}`.slice(0, 200);
    expect(name).toHaveLength(200);
    const cut = offerName(name);
    expect(cut.length).toBeLessThanOrEqual(MAX_NAME);
    expect(name.startsWith(cut)).toBe(true);
    expect(name[cut.length]).toMatch(/[\s,]/);
    expect(cut).not.toMatch(/[\s\p{P}]$/u);
  });

  it('keeps a closing quote that ends the last whole word and drops the comma after it', () => {
    const name = `${'Платье '.repeat(19)}«Лето», ${'о'.repeat(40)}`;
    const cut = offerName(name);
    expect(cut.length).toBeLessThanOrEqual(MAX_NAME);
    expect(cut.endsWith('«Лето»')).toBe(true);
  });

  it('leaves a name of 150 characters or fewer as it is', () => {
    expect(offerName('Платье «Лето»')).toBe('Платье «Лето»');
    expect(offerName('а'.repeat(150))).toBe('а'.repeat(150));
  });

  it('writes every offer of a long-named product with the name cut at a word', async () => {
    const long = (await offers()).filter((offer) => offer.attributes.group_id === String(ids.long));
    expect(long).toHaveLength(6);
    for (const offer of long) {
      const name = offer.children.find((c) => c.name === 'name')!.text;
      expect(name.length).toBeLessThanOrEqual(MAX_NAME);
      expect(LONG_NAME.startsWith(name)).toBe(true);
      expect(LONG_NAME[name.length]).toMatch(/[\s,]/);
      expect(name).toBe('Платье-рубашка женское оверсайз из натурального хлопка с поясом, длинными рукавами и накладными карманами, для офиса, прогулок и путешествий, цвет');
    }
  });
});

describe('sizes in the Yandex Market feed', () => {
  it('names the grid of each size: INT for letters, RU for numbers and ranges, none for a word', async () => {
    const unitOf = Object.fromEntries((await offers()).filter((o) => o.attributes.group_id === String(ids.long)).map((o) => [sizeParam(o)!.text, sizeParam(o)!.attributes.unit]));
    expect(unitOf).toEqual({ S: 'INT', XXL: 'INT', '3XL': 'INT', '48': 'RU', '44-46': 'RU', универсальный: undefined });
  });

  it('tells the grids apart for the sizes shops write', () => {
    for (const size of ['XS', 'xxs', 'M', 'L', 'XL', 'XXXL', '4XL', 'M/L', 'S-M']) expect(sizeUnit(size), size).toBe('INT');
    for (const size of ['42', '56', '44-46', '44/46', '37,5', '104']) expect(sizeUnit(size), size).toBe('RU');
    for (const size of ['универсальный', 'XM', 'one size 2', '']) expect(sizeUnit(size), size).toBeUndefined();
  });
});

describe('a product with no priced variant', () => {
  it('is not on sale through REST and GraphQL, and staff still see the flag they set', async () => {
    const shopper = await app.rest('GET', `/products/${ids.unpriced}`);
    expect(shopper.status).toBe(200);
    expect(shopper.body).toMatchObject({ available: false, price: null, productVariants: [] });
    const overGraphQL = await app.gql('query ($url: String!) { productByUrl(url: $url) { available price } }', { url: 'linen-sundress' });
    expect(overGraphQL.data.productByUrl).toEqual({ available: false, price: null });
    expect((await app.rest('GET', `/products/${ids.unpriced}`, { as: 'Admin' })).body.available).toBe(true);
    const list = await app.rest('GET', '/products?limit=50');
    expect(list.body.rows.map((p: { id: number }) => p.id)).not.toContain(ids.unpriced);
  });

  it('is left out of the Yandex Market feed and the sitemap', async () => {
    expect((await offers()).some((offer) => offer.attributes.group_id === String(ids.unpriced))).toBe(false);
    const map = await sitemap();
    expect(map).toContain(`${PUBLIC_URL}/product/long-dress`);
    expect(map).not.toContain(`${PUBLIC_URL}/product/linen-sundress`);
  });

  it('shows its page with «Нет в продаже» instead of «В корзину», and a JSON-LD Product without offers', async () => {
    const shown = await page('/product/linen-sundress');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Нет в продаже');
    expect(shown.html).not.toContain('В корзину');
    expect(shown.product).toBeDefined();
    expect(shown.product).not.toHaveProperty('offers');
  });

  it('is on sale again in the API, the feed, the sitemap and its page once a variant has a price', async () => {
    const priced = await app.rest('PUT', `/products/${ids.unpriced}`, {
      as: 'Admin',
      body: { name: 'Сарафан льняной', url: 'linen-sundress', categoryId: ids.dresses, brandId: ids.nord, available: true, productVariants: [{ sku: 'LS-48', price: 3490, stock: 1, sizeId: ids.ru48 }] },
    });
    expect(priced.status).toBe(200);
    expect((await app.rest('GET', `/products/${ids.unpriced}`)).body).toMatchObject({ available: true, price: 3490 });
    const offer = (await offers()).find((o) => o.attributes.group_id === String(ids.unpriced));
    expect(offer?.children.find((c) => c.name === 'price')?.text).toBe('3490.00');
    expect(await sitemap()).toContain(`${PUBLIC_URL}/product/linen-sundress`);
    const shown = await page('/product/linen-sundress');
    expect(shown.html).toContain('В корзину');
    expect(shown.html).not.toContain('Нет в продаже');
    expect(shown.product.offers).toMatchObject({ '@type': 'Offer', price: 3490, priceCurrency: 'RUB' });
  });
});

describe('the product page’s structured data', () => {
  const shipping = (name: string, value: number, minValue: number, maxValue: number) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: name,
    shippingRate: { '@type': 'MonetaryAmount', value, currency: 'RUB' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'RU' },
    deliveryTime: { '@type': 'ShippingDeliveryTime', transitTime: { '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' } },
  });
  /** What the offer should say of every method shoppers are offered (the shop's own ones; СДЭК quotes at checkout), in their order. */
  const expectedShipping = async (price: number) => {
    const offered = (await app.rest('GET', '/delivery-methods?limit=50')).body.rows as { name: string; kind: string; price: number; freeFrom: number | null; minDays: number; maxDays: number }[];
    return offered.filter((m) => m.kind === 'manual').map((m) => shipping(m.name, m.freeFrom !== null && price >= m.freeFrom ? 0 : m.price, m.minDays, m.maxDays));
  };
  const returns = {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'RU',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: 14,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  };

  it('gives the offer the shipping of each active delivery method and the return policy of RETURN_DAYS', async () => {
    const { product } = await page('/product/long-dress');
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: 2990,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url: `${PUBLIC_URL}/product/long-dress`,
      shippingDetails: await expectedShipping(2990),
      hasMerchantReturnPolicy: returns,
    });
    expect(product.offers.shippingDetails).toContainEqual(shipping('Курьером по Москве', 350, 1, 3));
    expect(product.offers.shippingDetails).toContainEqual(shipping('Почтой России', 490, 5, 12));
    expect(product.offers.shippingDetails.map((details: { shippingLabel: string }) => details.shippingLabel)).not.toContain('Самолётом');
  });

  it('ships free by a method whose threshold the product’s price reaches', async () => {
    await make('/products', 'coat', { name: 'Пальто шерстяное', url: 'wool-coat', categoryId: ids.dresses, images: ['coat.webp'], desc: 'Тёплое пальто.', productVariants: [{ sku: 'WC-1', price: 12990, stock: 1 }] });
    const { product } = await page('/product/wool-coat');
    expect(product.offers.shippingDetails).toEqual(await expectedShipping(12990));
    expect(product.offers.shippingDetails).toContainEqual(shipping('Курьером по Москве', 0, 1, 3));
    expect(product.offers.shippingDetails).toContainEqual(shipping('Почтой России', 490, 5, 12));
  });

  it('describes an imported product without description or pictures from its name, brand, category, colours and sizes, with its category’s picture', async () => {
    await make('/colors', 'milk', { name: 'Молочный', code: '#fdfff5' });
    await make('/products', 'bare', {
      name: 'Платье миди',
      url: 'bare-midi',
      categoryId: ids.dresses,
      brandId: ids.nord,
      productVariants: [
        { sku: 'BM-44', price: 1990, stock: 1, sizeId: ids.ru48, colorId: ids.milk },
        { sku: 'BM-S', price: 1990, stock: 1, sizeId: ids.s, colorId: ids.milk },
      ],
    });
    const shown = await page('/product/bare-midi');
    const description = 'Платье миди — Норд, категория «Платья». Цвет: молочный. Размеры: 48, S.';
    expect(shown.product.description).toBe(description);
    expect(shown.product.image).toEqual([`${PUBLIC_URL}/api/images/women.webp`]);
    expect(shown.head).toContain(`<meta name="description" content="${description.replace(/«/g, '«')}"/>`);
    expect(shown.head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/images/women.webp"/>`);
  });

  it('reads RETURN_DAYS with the shop settings through both APIs', async () => {
    expect((await app.rest('GET', '/shop-settings')).body.returnDays).toBe(14);
    expect((await app.gql('{ shopSettings { returnDays } }')).data.shopSettings.returnDays).toBe(14);
  });
});
