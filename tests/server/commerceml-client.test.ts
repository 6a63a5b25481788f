import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneCClient, type ExchangeFile } from './commerceml-client.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/commerceml');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

let app: TestApp;
let pictures: ExchangeFile[];
const client = () => new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

const ROMASHKA = 'b6f1c2d4-0501-11ef-8b4a-0050569a1c01';
const LEN = 'b6f1c2d4-0502-11ef-8b4a-0050569a1c02';
const BELT = 'b6f1c2d4-0508-11ef-8b4a-0050569a1c08';

/** Every variant 1C made, with what an import may change. */
const variants = () =>
  sql(`SELECT v.external_id, v.sku, v.price::float8 AS price, v.stock, v.hidden, v.size_id, v.color_id, v.updated_at::text AS updated_at
       FROM product_variant v WHERE v.external_id IS NOT NULL ORDER BY v.external_id`);
const productsState = () => sql(`SELECT external_id, name, price::float8 AS price, in_stock, available, updated_at::text AS updated_at FROM product WHERE external_id IS NOT NULL ORDER BY external_id`);

beforeAll(async () => {
  app = await startTestApp();
  // The two pictures import.xml names, made here rather than committed.
  const png = (background: string) => sharp({ create: { width: 16, height: 16, channels: 3, background } }).png().toBuffer();
  pictures = [
    { name: 'import_files/b6/b6f1c2d4-0501-romashka.png', bytes: await png('#f5f5dc') },
    { name: 'import_files/b6/b6f1c2d4-0502-len.png', bytes: await png('#d2b48c') },
  ];
});
afterAll(() => app?.close());

describe('1C:Управление торговлей exchanging a catalogue with a fresh shop', () => {
  let one: OneCClient;

  beforeAll(async () => {
    one = client();
    // Pieces of 1 KB: the zip arrives in several, appended by the site.
    await one.exchangeCatalogue(fixture('import.xml'), pictures, fixture('offers.xml'), 1024);
  });

  it('speaks the protocol: checkauth, then the cookie alone; init; the zip in pieces within file_limit; both imports', () => {
    expect(one.zip).toBe(true);
    expect(one.fileLimit).toBeGreaterThan(1024);
    const files = one.calls.filter((c) => c.query.includes('mode=file'));
    expect(files.filter((c) => c.query.includes('import.zip')).length).toBeGreaterThan(1);
    expect(files.every((c) => c.bytes! <= Math.min(one.fileLimit, 1024))).toBe(true);
    expect(one.calls.map((c) => c.first)).not.toContain('failure');
  });

  it('shows the catalogue on the storefront: the products on sale, at the «Розничная» price, with stock over both warehouses', async () => {
    const listed = await app.rest('GET', '/products?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.rows.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Блузка шёлковая', 'Кеды классические', 'Кроссовки беговые «Темп»', 'Платье «Ромашка»', 'Платье-рубашка «Лён»', 'Ремень кожаный', 'Рубашка «Оксфорд»', 'Рубашка фланелевая в клетку'].sort(),
    );
    const [romashka] = await sql('SELECT id FROM product WHERE external_id = ?', [ROMASHKA]);
    const dress = (await app.rest('GET', `/products/${romashka.id}`)).body;
    expect(dress).toMatchObject({ price: 3490, inStock: true, brand: { name: 'Северная мануфактура' }, category: { name: 'Платья' } });
    expect(dress.parameters).toEqual({ Артикул: 'ПЛ-0101', Материал: 'Хлопок', 'Страна производства': 'Россия' });
    expect(dress.productVariants.map((v: any) => [v.sku, v.price, v.stock, v.size?.name, v.color?.name])).toEqual([
      ['ПЛ-0101-S-Белый', 3490, 3, 'S', 'Белый'],
      ['ПЛ-0101-M-Белый', 3490, 4, 'M', 'Белый'],
      ['ПЛ-0101-L-Голубой', 3690, 1, 'L', 'Голубой'],
    ]);
    // an offer without characteristics is the product's single variant
    const [belt] = await sql('SELECT id FROM product WHERE external_id = ?', [BELT]);
    expect((await app.rest('GET', `/products/${belt.id}`)).body).toMatchObject({ price: 1890, inStock: true, productVariants: [expect.objectContaining({ sku: 'АК-0601', stock: 12 })] });
    // every variant's stock is its two warehouses' sum, its price the retail one
    const all = await variants();
    expect(all.map((v) => v.stock)).toEqual([3, 4, 1, 5, 0, 2, 10, 2, 3, 4, 1, 4, 12]);
    expect(all.map((v) => v.price)).toEqual([3490, 3490, 3690, 4290, 4290, 5990, 2990, 2990, 2490, 6990, 6990, 3290, 1890]);
  });

  it('builds the category tree three levels deep, with the parameters its products came with', async () => {
    const tree = (await app.rest('GET', '/categories/categoriesTree')).body;
    const shape = (nodes: { name: string; children: any[] }[]): unknown => nodes.map((n) => (n.children.length ? { [n.name]: shape(n.children) } : n.name));
    // (the tree is in the order of names)
    expect(shape(tree)).toEqual([
      'Аксессуары',
      { Обувь: [{ 'Спортивная обувь': ['Кеды', 'Кроссовки'] }] },
      { Одежда: [{ 'Женская одежда': ['Блузки и рубашки', 'Платья'] }, { 'Мужская одежда': ['Рубашки'] }] },
    ]);
    const dresses = tree.find((n: any) => n.name === 'Одежда').children[0].children[1];
    expect(dresses.parameters).toEqual(['Материал', 'Страна производства']);
  });

  it('serves the pictures 1C sent in import_files', async () => {
    const [lenId] = await sql('SELECT id FROM product WHERE external_id = ?', [LEN]);
    const len = (await app.rest('GET', `/products/${lenId.id}`)).body;
    expect(len.images).toHaveLength(1);
    const image = await fetch(`${app.base}/api/images/${len.images[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('changes nothing when the same exchange runs again, not even updated_at', async () => {
    const before = { variants: await variants(), products: await productsState() };
    await client().exchangeCatalogue(fixture('import.xml'), pictures, fixture('offers.xml'));
    expect({ variants: await variants(), products: await productsState() }).toEqual(before);
  });

  it('applies a package of changes to the one price it changes, and to nothing else', async () => {
    const before = await variants();
    await client().exchangeOffers('offers-changes.xml', fixture('offers-changes.xml'));
    const after = await variants();
    const changed = after.filter((v, i) => JSON.stringify(v) !== JSON.stringify(before[i]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ external_id: `${LEN}#e7000004-4d5e-11ef-8b4a-0050569a1c00`, price: 3990 });
    expect(after.length).toBe(before.length);
    const [len] = await sql('SELECT price::float8 AS price FROM product WHERE external_id = ?', [LEN]);
    expect(len.price).toBe(3990);
  });
});

describe('1C:Управление торговлей taking the shop\'s orders', () => {
  it('receives a guest order placed through the storefront in sale/query, and not again after sale/success', async () => {
    const [variant] = await sql(`SELECT id, external_id FROM product_variant WHERE sku = 'РБ-0301-48-Голубой'`);
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variant.id, quantity: 2 } })).status).toBeLessThan(300);
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { basketId, firstName: 'Ирина', lastName: 'Козлова', email: 'irina@example.ru', phone: '+79031234567', address: 'ул. Тверская, 7', city: 'Москва', country: 'Россия', zipCode: '125009', consent: true },
    });
    expect(placed.status).toBe(201);

    const one = client();
    const document = await one.queryOrders();
    expect(document).toContain(`<Ид>${placed.body.id}</Ид>`);
    // 1C's `product#characteristic` is longer than the 40 characters an Ид may have: the two are sent apart
    const [productId, characteristicId] = variant.external_id.split('#');
    expect(document).toContain(`<Товар><Ид>${productId}</Ид>`);
    expect(document).toContain(`<ХарактеристикаТовара><Ид>${characteristicId}</Ид>`);
    expect(document).toContain('<Сумма>5980.00</Сумма>');
    await one.confirmOrders();
    expect(await one.queryOrders()).not.toContain(`<Ид>${placed.body.id}</Ид>`);
  });
});
