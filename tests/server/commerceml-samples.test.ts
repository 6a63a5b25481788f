import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneCClient } from './commerceml-client.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

// Public files other shops' exchange code is tested with (sources in samples/README.md).
const SAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/commerceml/samples');
const sample = (set: string, name: string) => readFileSync(path.join(SAMPLES, set, name));

let app: TestApp;
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

/** A product by 1C's Ид with its variants, as the storefront's REST API shows it. */
async function product(externalId: string) {
  const [row] = await sql('SELECT id FROM product WHERE external_id = ?', [externalId]);
  return (await app.rest('GET', `/products/${row.id}`)).body;
}
const variantRows = (p: { productVariants: any[] }) => p.productVariants.map((v) => ({ sku: v.sku, price: v.price, stock: v.stock, size: v.size?.name ?? null, color: v.color?.name ?? null, barcode: v.barcode, parameters: v.parameters }));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('the public sample of carono/php-commerceml (1C, version 2.07)', () => {
  let one: OneCClient;

  beforeAll(async () => {
    one = new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
    await one.exchangeCatalogue(sample('carono', 'import.xml'), [], sample('carono', 'offers.xml'));
  });

  it('is imported through the protocol with success: checkauth, init, file, import', () => {
    expect(one.calls.map((call) => call.query.replace(/&filename=.*/, ''))).toEqual([
      'type=catalog&mode=checkauth',
      'type=catalog&mode=init',
      'type=catalog&mode=file',
      'type=catalog&mode=import',
      'type=catalog&mode=file',
      'type=catalog&mode=import',
    ]);
    expect(one.calls.map((call) => call.first)).toEqual(['success', 'zip=yes', 'success', 'success', 'success', 'success']);
  });

  it('gives the boots offers that differ only by name as variants told apart by «Вариант», at the retail price with their stock', async () => {
    const boots = await product('bd72d913-55bc-11d9-848a-00112f43529a');
    expect(boots).toMatchObject({ name: 'Ботинки женские демисезонные', price: 1271, inStock: true, parameters: expect.objectContaining({ Артикул: 'Б- 130005' }) });
    expect(variantRows(boots)).toEqual([
      { sku: 'Б- 130005-35', price: 1309, stock: 120, size: null, color: null, barcode: null, parameters: { Вариант: '35' } },
      { sku: 'Б- 130005-36', price: 1309, stock: 15, size: null, color: null, barcode: null, parameters: { Вариант: '36' } },
      { sku: 'Б- 130005-37', price: 1271, stock: 45, size: null, color: null, barcode: null, parameters: { Вариант: '37' } },
    ]);
  });

  it('keeps a characteristic other than size and colour as the variant\'s parameter', async () => {
    const jackboots = await product('bd72d910-55bc-11d9-848a-00112f43529a');
    expect(jackboots.name).toBe('Женские ботфорты коричневые');
    expect(variantRows(jackboots)).toEqual([
      { sku: 'Б-130001-40-натуральная кожа-Коричневый', price: 1719, stock: 20, size: '40', color: 'Коричневый', barcode: null, parameters: { 'Тип кожи': 'натуральная кожа' } },
      { sku: 'Б-130001-39', price: 1496, stock: 19, size: null, color: null, barcode: null, parameters: { Вариант: '39' } },
    ]);
  });
});

describe('the public sample of dobromyslov/commerceml-parser (1C, version 2.07)', () => {
  let one: OneCClient;

  beforeAll(async () => {
    one = new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
    await one.exchangeCatalogue(sample('dobromyslov', 'import.xml'), [], sample('dobromyslov', 'offers.xml'));
  });

  it('is imported through the protocol with success', () => {
    expect(one.calls.filter((call) => call.query.includes('mode=import')).map((call) => call.first)).toEqual(['success', 'success']);
  });

  it('creates its 36 rugs in «Коврики для дома» (the one marked Удален off sale), each the single variant of its own offer with the product\'s Штрихкод as barcode', async () => {
    const [category] = await sql(`SELECT c.name, count(p.id)::int AS products, count(p.id) FILTER (WHERE p.available)::int AS on_sale FROM category c JOIN product p ON p.category_id = c.id
      WHERE p.external_id LIKE '%-0cc47ab29cd1' GROUP BY c.name`);
    expect(category).toEqual({ name: 'Коврики для дома', products: 36, on_sale: 35 });
    expect((await sql('SELECT available FROM product WHERE external_id = ?', ['b631c9c1-49de-11e9-80c9-0cc47ab29cd1']))[0].available).toBe(false);
    const rug = await product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(rug).toMatchObject({ name: 'Портативный коврик Portable 140x200x1 см, Деревянные лошадки', price: 100, inStock: true, parameters: expect.objectContaining({ Артикул: 'PM-421-WP' }) });
    expect(variantRows(rug)).toEqual([{ sku: 'PM-421-WP', price: 100, stock: 377, size: null, color: null, barcode: '8809288404089', parameters: {} }]);
    const [{ barcodes }] = await sql(`SELECT count(v.barcode)::int AS barcodes FROM product_variant v WHERE v.external_id LIKE '%-0cc47ab29cd1'`);
    expect(barcodes).toBeGreaterThan(20);
  });
});
