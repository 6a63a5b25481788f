import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OneCClient } from './commerceml-client.js';
import { entrySources } from '../../server/modules/catalogue/read-model/catalogue-entry-sources.js';
import { entriesAndExpectations, staleEntries, staleFacetCounts, staleOffers } from './catalogue-entry-reference.js';
import { ADMIN, recordMaker, startTestApp, type TestApp } from './test-app.js';

/**
 * The catalogue's read model (issue 29, server/modules/catalogue/read-model): after every kind of catalogue
 * write — the product form, a bulk action, an inline change, a spreadsheet, 1C, an order and its
 * cancellation, a dictionary renamed or a category moved, concurrent or not — each product's
 * `catalogue_entry` row equals what the normalised tables say, as catalogue-entry-reference.ts
 * builds it without the database's own function, and the product's own price and stock flag follow
 * the same rule. Which columns refresh an entry is one list, `entrySources`, checked here against
 * what the entry actually reads.
 */
let app: TestApp;
const { ids, make } = recordMaker(() => app);

const sql = <T = any>(text: string, values: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, values);
/** Products whose entry or own price and stock flag differ from the tables, and per-category facet counts that differ from a recount: `[]` when all are true. */
const stale = async () => [...(await staleEntries(app)), ...(await staleOffers(app)).map((id) => `offer of ${id}`), ...(await staleFacetCounts(app))];
/** The reason of the latest stock movement of a variant. */
const lastReason = async (variantId: number) => (await sql<{ reason: string }>('SELECT reason FROM stock_movement WHERE variant_id = ? ORDER BY id DESC LIMIT 1', [variantId]))[0]?.reason;
/** The entry of a product as stored (numbers normalised), or undefined when it has none. */
const entry = async (id: number) => (await entriesAndExpectations(app)).actual.get(id);
const names = (refs: { name: string }[]) => refs.map((r) => r.name);

let made = 0;
/** A product in «Платья» with the given variants (price, stock), kept under `key`. */
async function product(key: string, variants: [number, number][], extra: object = {}) {
  made += 1;
  const productVariants = variants.map(([price, stock], i) => ({ sku: `${key.toUpperCase()}-${made}-${i}`, price, stock, images: [] }));
  return make('/products', key, { name: `Платье ${key}`, url: `dress-${key}-${made}`, categoryId: ids.dresses, productVariants, ...extra });
}
const put = (id: number, body: object) => app.rest('PUT', `/products/${id}`, { body, as: 'Admin' });
const patch = (variantId: number, body: object) => app.rest('PATCH', `/product-variants/${variantId}`, { body, as: 'Admin' });
const variantsOf = async (id: number): Promise<any[]> => (await app.rest('GET', `/products/${id}`, { as: 'Admin' })).body.productVariants;

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
/** A basket holding one unit of the variant. */
async function basketWith(variantId: number) {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 1 } })).status).toBe(200);
  return basketId;
}
/** A guest's order of one unit of the variant: its id. */
async function order(variantId: number): Promise<number> {
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basketWith(variantId) } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'clothes', { name: 'Одежда', url: 'clothes' });
  await make('/categories', 'dresses', { name: 'Платья', url: 'dresses', parentId: ids.clothes });
  await make('/categories', 'shoes', { name: 'Обувь', url: 'shoes' });
  await make('/brands', 'nord', { name: 'Норд', url: 'nord' });
  await make('/brands', 'south', { name: 'Юг', url: 'south' });
  for (const [key, name, code] of [['red', 'Красный', '#ff0000'], ['blue', 'Синий', '#0000ff'], ['black', 'Чёрный', '#000000']]) await make('/colors', key, { name, url: key, code });
  for (const key of ['s', 'm']) await make('/sizes', key, { name: key.toUpperCase(), url: key });
  for (const [key, name] of [['new', 'Новинка'], ['sale', 'Распродажа'], ['hit', 'Хит']]) await make('/tags', key, { name, url: key });
});
afterAll(() => app.close());

describe('the reference the read model is checked against', () => {
  it('names exactly the product whose entry was spoilt or lost, and nothing once it is rebuilt', async () => {
    await product('probe', [[1000, 1]], { brandId: ids.nord, tagIds: [ids.new] });
    await product('bystander', [[2000, 1]]);
    expect(await stale()).toEqual([]);
    await sql(`UPDATE catalogue_entry SET facet_values = '{}' WHERE id = ?`, [ids.probe]);
    expect(await staleEntries(app)).toEqual([ids.probe]);
    await sql(`SELECT refresh_catalogue_entries(ARRAY[?]::int[])`, [ids.probe]);
    expect(await stale()).toEqual([]);
    await sql(`DELETE FROM catalogue_entry WHERE id = ?`, [ids.bystander]);
    expect(await staleEntries(app)).toEqual([ids.bystander]);
    await sql(`SELECT refresh_catalogue_entries(ARRAY[?]::int[])`, [ids.bystander]);
    expect(await stale()).toEqual([]);
  });

  it('names a facet count that differs from a recount of the products on sale', async () => {
    const tagged = `${ids.dresses}:${ids.new * 8 + 4}`;
    const [{ products }] = await sql<{ products: number }>('SELECT products FROM catalogue_facet_count WHERE category_id = ? AND value = ?', [ids.dresses, ids.new * 8 + 4]);
    await sql('UPDATE catalogue_facet_count SET products = products + 1 WHERE category_id = ? AND value = ?', [ids.dresses, ids.new * 8 + 4]);
    expect(await staleFacetCounts(app)).toEqual([`${tagged} kept ${products + 1}, expected ${products}`]);
    await sql('UPDATE catalogue_facet_count SET products = products - 1 WHERE category_id = ? AND value = ?', [ids.dresses, ids.new * 8 + 4]);
    expect(await stale()).toEqual([]);
  });
});

describe('the columns that refresh an entry (entrySources)', () => {
  /** A column of a table an entry may be built from, with what a change of it needs to know. */
  interface Column {
    name: string;
    type: string;
    length: number | null;
    /** The table its foreign key points at. */
    references: string | null;
  }

  /** A value of the column different from the row's (`t`), of its type and within its constraints. */
  function changed(table: string, { name, type, length, references }: Column): string {
    const column = `t."${name}"`;
    if (references) return `(SELECT min(x.id) FROM ${references} x WHERE x.id IS DISTINCT FROM ${column}${references === table ? ' AND x.id <> t.id' : ''})`;
    if (type === 'boolean') return `NOT coalesce(${column}, false)`;
    if (['integer', 'bigint', 'smallint', 'numeric'].includes(type)) return `coalesce(${column}, 0) + 1`;
    if (['text', 'character varying'].includes(type)) return length ? `left(coalesce(${column}, ''), ${length - 1}) || 'z'` : `coalesce(${column}, '') || 'z'`;
    if (type === 'jsonb') return `CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} || '["z"]' ELSE coalesce(${column}, '{}') || '{"z": "z"}' END`;
    if (type === 'timestamp with time zone') return `coalesce(${column}, now()) + interval '1 day'`;
    if (type === 'ARRAY') return `array_append(coalesce(${column}, '{}'), 1)`;
    if (type === 'tsvector') return `${column} || to_tsvector('simple', 'z')`;
    throw new Error(`${table}.${name}: no way to change a ${type} here — teach changed() one`);
  }

  /** Every column of the table but its id, with its type, length and foreign key. */
  const columnsOf = (table: string) =>
    sql<Column>(
      `SELECT c.column_name AS name, c.data_type AS type, c.character_maximum_length AS length,
         (SELECT ref.relname FROM pg_constraint k JOIN pg_class ref ON ref.oid = k.confrelid JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
          WHERE k.conrelid = (quote_ident(c.table_name))::regclass AND k.contype = 'f' AND cardinality(k.conkey) = 1 AND a.attname = c.column_name LIMIT 1) AS "references"
       FROM information_schema.columns c WHERE c.table_schema = current_schema() AND c.table_name = ? AND c.column_name <> 'id' ORDER BY c.ordinal_position`,
      [table],
    );

  it('names exactly the columns an entry reads, and a change of each refreshes the entries in its statement', async () => {
    // A second product, for a variant to move to.
    await product('neighbour', [[900, 0]]);
    const { productVariants } = await product('sourced', [], {
      brandId: ids.nord,
      colorIds: [ids.blue],
      tagIds: [ids.new],
      productVariants: [{ sku: 'SOURCED-V', price: 1500, oldPrice: 2000, stock: 2, sizeId: ids.s, colorId: ids.red, images: [] }],
    });
    // The row of each table the product is built from: its own, its variant's, its brand's, category's (under a parent), colour's, size's and tag's.
    const rows: Record<keyof typeof entrySources, number> = {
      product: ids.sourced,
      product_variant: productVariants[0].id,
      brand: ids.nord,
      category: ids.dresses,
      color: ids.red,
      size: ids.s,
      tag: ids.new,
    };
    const entries = `SELECT coalesce(jsonb_agg(to_jsonb(e) ORDER BY e.id), '[]')::text AS entries FROM catalogue_entry e`;
    const refreshAll = 'SELECT refresh_catalogue_entries(array(SELECT id FROM product))';
    const client = await connect();
    const read: string[] = [];
    const notRefreshed: string[] = [];
    try {
      for (const [table, id] of Object.entries(rows)) {
        for (const column of await columnsOf(table)) {
          // In a transaction rolled back: the entries refreshed, the column changed (its triggers run), then refreshed again by hand.
          await client.query('BEGIN');
          try {
            await client.query(`SELECT set_config('vitrina.stock_reason', 'manual', true)`);
            await client.query(refreshAll);
            const before = (await client.query(entries)).rows[0].entries;
            await client.query(`UPDATE ${table} t SET "${column.name}" = ${changed(table, column)} WHERE t.id = $1`, [id]);
            const byTriggers = (await client.query(entries)).rows[0].entries;
            await client.query(refreshAll);
            const after = (await client.query(entries)).rows[0].entries;
            if (after !== before) read.push(`${table}.${column.name}`);
            if (byTriggers !== after) notRefreshed.push(`${table}.${column.name}`);
          } finally {
            await client.query('ROLLBACK');
          }
        }
      }
    } finally {
      await client.end();
    }
    const listed = Object.entries(entrySources).flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`));
    expect({ readButNotListed: read.filter((c) => !listed.includes(c)), listedButNotRead: listed.filter((c) => !read.includes(c)), notRefreshed }).toEqual({ readButNotListed: [], listedButNotRead: [], notRefreshed: [] });
    expect(await stale()).toEqual([]);
  });
});

describe('the entry after a write through the product form', () => {
  it('is made with a new product, holding its brand, trail, colours, sizes, tags and variants', async () => {
    await product('form', [[3000, 2], [3500, 0], [4000, 1]], { brandId: ids.nord, colorIds: [ids.blue], tagIds: [ids.sale, ids.new] });
    expect(await stale()).toEqual([]);
    expect(await entry(ids.form)).toMatchObject({ price: 3000, in_stock: true, brand: { name: 'Норд' }, category_path: [ids.clothes, ids.dresses], tags: [{ name: 'Новинка' }, { name: 'Распродажа' }] });
  });

  it('follows a change of category, brand, tags, colours and variants, one removed and one hidden for a basket', async () => {
    const [first, removed, kept] = await variantsOf(ids.form);
    await basketWith(kept.id);
    const changed = await put(ids.form, {
      categoryId: ids.shoes,
      brandId: ids.south,
      tagIds: [ids.hit],
      colorIds: [ids.red],
      productVariants: [{ id: first.id, sku: first.sku, price: 2500, stock: 5, sizeId: ids.m, colorId: ids.black, images: [] }, { sku: 'FORM-NEW', price: 2700, stock: 1, sizeId: ids.s, images: [] }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await sql(`SELECT hidden FROM product_variant WHERE id = ?`, [kept.id]))[0].hidden).toBe(true);
    expect(await stale()).toEqual([]);
    const now = (await entry(ids.form))!;
    expect(now).toMatchObject({ category_path: [ids.shoes], brand: { name: 'Юг' }, tags: [{ name: 'Хит' }], price: 2500 });
    expect(now.facet_values).toContain(ids.hit * 8 + 4);
    expect(now.variants.map((v: { sku: string }) => v.sku)).toEqual([first.sku, 'FORM-NEW']);
    expect(now.variants.map((v: { id: number }) => v.id)).not.toContain(removed.id);
    expect(now.variants[0]).toMatchObject({ color: { name: 'Чёрный' }, size: { name: 'M' } });
  });

  it('goes with the product it belongs to', async () => {
    await product('doomed', [[1000, 1]]);
    expect(await entry(ids.doomed)).toBeDefined();
    expect((await app.rest('DELETE', `/products/${ids.doomed}`, { as: 'Admin' })).status).toBe(200);
    expect(await entry(ids.doomed)).toBeUndefined();
    expect(await stale()).toEqual([]);
  });
});

describe('the entry after a bulk action or an inline change', () => {
  it('follows hiding, showing, moving and deleting products in bulk', async () => {
    await product('bulk1', [[1500, 1]]);
    await product('bulk2', [[1600, 1]]);
    const bulk = async (body: object) => expect((await app.rest('POST', '/products/bulk', { body, as: 'Admin' })).body.failed).toEqual([]);
    await bulk({ ids: [ids.bulk1, ids.bulk2], action: 'hide' });
    expect((await entry(ids.bulk1))!.available).toBe(false);
    expect(await stale()).toEqual([]);
    await bulk({ ids: [ids.bulk1], action: 'show' });
    expect([(await entry(ids.bulk1))!.available, (await entry(ids.bulk2))!.available]).toEqual([true, false]);
    await bulk({ ids: [ids.bulk1, ids.bulk2], action: 'move', categoryId: ids.shoes });
    expect((await entry(ids.bulk2))!.category_trail).toEqual([{ id: ids.shoes, name: 'Обувь', url: 'shoes' }]);
    expect(await stale()).toEqual([]);
    await bulk({ ids: [ids.bulk2], action: 'delete' });
    expect(await entry(ids.bulk2)).toBeUndefined();
    expect(await stale()).toEqual([]);
  });

  it('follows a variant’s stock and price set inline', async () => {
    const { productVariants } = await product('inline', [[5000, 1], [6000, 0]]);
    expect((await patch(productVariants[0].id, { stock: 0 })).status).toBe(200);
    expect((await entry(ids.inline))!.in_stock).toBe(false);
    expect(await stale()).toEqual([]);
    expect((await patch(productVariants[1].id, { stock: 4, price: 4200, oldPrice: 6000 })).status).toBe(200);
    expect(await entry(ids.inline)).toMatchObject({ in_stock: true, price: 4200, variants: [{ stock: 0 }, { stock: 4, price: 4200, oldPrice: 6000 }] });
    expect(await stale()).toEqual([]);
  });
});

describe('the entry after an exchange', () => {
  it('follows a spreadsheet import changing a variant’s price and stock and a product’s tags', async () => {
    const { productVariants } = await product('sheet', [[7000, 0]], { tagIds: [ids.new] });
    const token = await app.tokenFor('Admin');
    const exported = await (await fetch(`${app.base}/api/products/export`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported);
    const ws = workbook.worksheets[0];
    const titles = (ws.getRow(1).values as unknown[]).slice(1);
    const cell = (row: ExcelJS.Row, title: string) => row.getCell(titles.indexOf(title) + 1);
    ws.eachRow((row, n) => {
      if (n === 1 || cell(row, 'Артикул').value !== productVariants[0].sku) return;
      cell(row, 'Цена, ₽').value = 6500;
      cell(row, 'Остаток, шт.').value = 3;
      cell(row, 'Теги (адреса)').value = 'sale';
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'products.xlsx');
    const imported = await fetch(`${app.base}/api/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await entry(ids.sheet)).toMatchObject({ price: 6500, in_stock: true, tags: [{ name: 'Распродажа' }], variants: [{ price: 6500, stock: 3 }] });
    expect(await lastReason(productVariants[0].id)).toBe('import');
    expect(await stale()).toEqual([]);
  });

  it('follows a 1C exchange of the catalogue, its offers and a later change of them', async () => {
    const oneC = () => new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-28T10:00:00">';
    const catalogue = (group: string) =>
      `${head}<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>g-tees</Ид><Наименование>${group}</Наименование></Группа></Группы></Классификатор><Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары><Товар><Ид>entry-tee</Ид><Артикул>TEE-E</Артикул><Наименование>Футболка «Витрина»</Наименование><Группы><Ид>g-tees</Ид></Группы><Изготовитель><Ид>m-entry</Ид><Наименование>Север</Наименование></Изготовитель></Товар></Товары></Каталог></КоммерческаяИнформация>`;
    const offer = (price: number, quantity: number) => `<Предложение><Ид>entry-tee</Ид><Наименование>Футболка «Витрина»</Наименование><Цены><Цена><ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу></Цена></Цены><Количество>${quantity}</Количество></Предложение>`;
    await oneC().exchangeCatalogue(catalogue('Футболки'), [], `${head}<ПакетПредложений><Ид>cat#</Ид><Наименование>Предложения</Наименование><ИдКаталога>cat</ИдКаталога><Предложения>${offer(990, 0)}</Предложения></ПакетПредложений></КоммерческаяИнформация>`);
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM product WHERE external_id = 'entry-tee'`);
    expect(await entry(id)).toMatchObject({ in_stock: false, brand: { name: 'Север' }, category: { name: 'Футболки' }, variants: [{ price: 990, stock: 0 }] });
    expect(await stale()).toEqual([]);
    await oneC().exchangeOffers('offers-changes.xml', `${head}<ИзмененияПакетаПредложений><Предложения>${offer(890, 12)}</Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>`);
    expect(await entry(id)).toMatchObject({ in_stock: true, price: 890, variants: [{ price: 890, stock: 12 }] });
    expect(await lastReason((await entry(id))!.variants[0].id)).toBe('exchange');
    expect(await stale()).toEqual([]);
    await oneC().exchangeCatalogue(catalogue('Футболки и майки'), []);
    expect((await entry(id))!.category.name).toBe('Футболки и майки');
    expect(await stale()).toEqual([]);
  });

  it('follows colour, size and tag links written straight to the database, as an exchange writes them', async () => {
    await product('linked', [[1000, 1]], { colorIds: [ids.red], tagIds: [ids.new] });
    await sql('INSERT INTO product_sizes (product_id, size_id) VALUES (?, ?)', [ids.linked, ids.m]);
    await sql('UPDATE product_tags SET tag_id = ? WHERE product_id = ?', [ids.hit, ids.linked]);
    await sql('DELETE FROM product_colors WHERE product_id = ?', [ids.linked]);
    expect(await entry(ids.linked)).toMatchObject({ colors: [], sizes: [{ id: ids.m }], tags: [{ id: ids.hit }], facet_values: [ids.m * 8 + 3, ids.hit * 8 + 4] });
    expect(await stale()).toEqual([]);
  });
});

describe('the entry after an order or a review', () => {
  it('loses the stock an order takes and gets it back when the order is cancelled', async () => {
    const { productVariants } = await product('ordered', [[2990, 1]]);
    const orderId = await order(productVariants[0].id);
    expect(await entry(ids.ordered)).toMatchObject({ in_stock: false, variants: [{ stock: 0 }] });
    expect(await stale()).toEqual([]);
    expect((await app.rest('PUT', `/checkouts/${orderId}`, { body: { status: 'cancelled' }, as: 'Admin' })).status).toBe(200);
    expect(await entry(ids.ordered)).toMatchObject({ in_stock: true, variants: [{ stock: 1 }] });
    expect(await stale()).toEqual([]);
  });

  it('follows a published review’s rating and count', async () => {
    await product('reviewed', [[1990, 1]]);
    const review = await app.rest('POST', '/reviews', { body: { productId: ids.reviewed, rating: 4, text: 'Хорошо сидит' }, as: 'User' });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect(await entry(ids.reviewed)).toMatchObject({ rating: 4, review_count: 1 });
    expect(await stale()).toEqual([]);
  });
});

describe('the entry after a dictionary changes', () => {
  it('shows a renamed brand, colour, size and tag in every product using them', async () => {
    const productVariants = [{ sku: 'NAMED-V', price: 1000, stock: 1, sizeId: ids.s, colorId: ids.red, images: [] }];
    await product('named', [], { brandId: ids.nord, colorIds: [ids.blue], tagIds: [ids.new], productVariants });
    for (const [path, id, name] of [['/brands', ids.nord, 'Норд и Ко'], ['/colors', ids.blue, 'Лазурный'], ['/sizes', ids.s, 'S (42)'], ['/tags', ids.new, 'Новое']] as const) {
      expect((await app.rest('PUT', `${path}/${id}`, { body: { name }, as: 'Admin' })).status, path).toBe(200);
    }
    const now = (await entry(ids.named))!;
    expect(now.brand.name).toBe('Норд и Ко');
    expect(names(now.colors)).toEqual(['Красный', 'Лазурный']);
    expect(now.sizes).toEqual([{ id: ids.s, name: 'S (42)', url: 's' }]);
    expect(names(now.tags)).toEqual(['Новое']);
    expect(now.variants[0].size.name).toBe('S (42)');
    expect((await entry(ids.probe))!.brand.name).toBe('Норд и Ко');
    expect(await stale()).toEqual([]);
  });

  it('follows a category renamed and moved under another parent, for the products below it', async () => {
    await make('/categories', 'evening', { name: 'Вечерние', url: 'evening', parentId: ids.dresses });
    await product('gown', [[9000, 1]], { categoryId: ids.evening });
    expect((await entry(ids.gown))!.category_path).toEqual([ids.clothes, ids.dresses, ids.evening]);
    expect((await app.rest('PUT', `/categories/${ids.dresses}`, { body: { name: 'Платья и сарафаны' }, as: 'Admin' })).status).toBe(200);
    expect(names((await entry(ids.gown))!.category_trail)).toEqual(['Одежда', 'Платья и сарафаны', 'Вечерние']);
    expect(await stale()).toEqual([]);
    expect((await app.rest('PUT', `/categories/${ids.dresses}`, { body: { parentId: ids.shoes }, as: 'Admin' })).status).toBe(200);
    expect((await entry(ids.gown))!.category_path).toEqual([ids.shoes, ids.dresses, ids.evening]);
    expect((await entry(ids.probe))!.category_path).toEqual([ids.shoes, ids.dresses]);
    expect(await stale()).toEqual([]);
  });
});

describe('the entry under concurrent writes', () => {
  it('equals the tables after parallel inline changes of one product’s variants, form saves of two others and an order', async () => {
    const busy = await product('busy', Array.from({ length: 8 }, (_, i): [number, number] => [1000 + i * 100, 5]));
    await product('left', [[1100, 1]]);
    await product('right', [[1200, 1]]);
    const basketId = await basketWith(busy.productVariants[7].id);
    const writes = await Promise.all([
      ...busy.productVariants.map((v: { id: number }, i: number) => patch(v.id, { price: 900 + i * 10, stock: 10 + i })),
      put(ids.left, { tagIds: [ids.hit, ids.sale], brandId: ids.south }),
      put(ids.right, { categoryId: ids.shoes, colorIds: [ids.black] }),
      app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } }),
    ]);
    expect(writes.map((w) => w.status)).toEqual([...Array(8).fill(200), 200, 200, 201]);
    expect(await stale()).toEqual([]);
    expect((await entry(ids.busy))!.variants.map((v: { price: number }) => v.price)).toEqual([900, 910, 920, 930, 940, 950, 960, 970]);
    expect((await entry(ids.left))!.brand.name).toBe('Юг');
    expect((await entry(ids.right))!.category_id).toBe(ids.shoes);
  });

  it('holds both of two interleaved transactions changing different variants of one product', async () => {
    const { productVariants: [first, second] } = await product('interleaved', [[3000, 1], [3100, 1]]);
    const { waited } = await whileUncommitted('UPDATE product_variant SET stock = 11 WHERE id = $1', [first.id], () => inTransaction('UPDATE product_variant SET stock = 22 WHERE id = $1', [second.id]));
    // B's trigger waited for the product A's trigger had locked, and read it once A committed.
    expect(waited).toBe(true);
    expect((await entry(ids.interleaved))!.variants.map((v: { stock: number }) => v.stock)).toEqual([11, 22]);
    expect(await stale()).toEqual([]);
  });

  // A's trigger picks the products pointing at the row it changes in its own snapshot, which cannot see B's
  // product; B's refresh reads the row as it was before A. Only a lock making B wait for A keeps B's
  // entry right (a unique name's does, for a brand, colour or tag renamed).
  /** Transaction A's statement and values, and the form's body pointing the product at the row A changes. */
  type Pending = [statement: string, values: unknown[], body: object];
  const rename = (table: string, id: number): Pending[0] => `UPDATE ${table} SET name = name || ' (новое)' WHERE id = ${id}`;
  /** A category no product is in yet. */
  const newCategory = async () => (await make('/categories', `empty-${++made}`, { name: `Пустая ${made}`, url: `empty-${made}` })).id as number;
  it.each<[string, () => Promise<Pending>]>([
    ['a brand renamed', async () => [rename('brand', ids.south), [], { brandId: ids.south }]],
    ['a brand’s picture changed', async () => [`UPDATE brand SET image = 'south.webp' WHERE id = $1`, [ids.south], { brandId: ids.south }]],
    ['a colour renamed', async () => [rename('color', ids.black), [], { colorIds: [ids.black] }]],
    ['a colour’s code changed', async () => [`UPDATE color SET code = '#111111' WHERE id = $1`, [ids.black], { colorIds: [ids.black] }]],
    ['a tag renamed', async () => [rename('tag', ids.sale), [], { tagIds: [ids.sale] }]],
    ['a category renamed', async () => ((id) => [rename('category', id), [], { categoryId: id }] as Pending)(await newCategory())],
    ['a category moved', async () => ((id) => ['UPDATE category SET parent_id = $1 WHERE id = $2', [ids.clothes, id], { categoryId: id }] as Pending)(await newCategory())],
  ])('equals the tables when the form gives a product %s in a transaction not yet committed', async (_, pending) => {
    const { id } = await product(`late-${++made}`, [[1000, 1]]);
    const [statement, values, body] = await pending();
    const saved = await whileUncommitted(statement, values, () => put(id, body));
    expect(saved.result.status).toBe(200);
    try {
      expect(await stale()).toEqual([]);
    } finally {
      // whatever this found, the product is put right by touching it, for the cases after this one
      for (const action of ['hide', 'show']) await app.rest('POST', '/products/bulk', { body: { ids: [id], action }, as: 'Admin' });
    }
  });
});

/** A second connection to the test's database, as another instance of the app would hold. */
async function connect() {
  const client = new pg.Client({ connectionString: app.orm.config.getClientUrl() });
  await client.connect();
  return client;
}

/** Names the stock's reason for the client's open transaction, as every writer of stock must. */
const nameReason = (client: pg.Client) => client.query(`SELECT set_config('vitrina.stock_reason', 'manual', true)`);

/** One statement in its own committed transaction on its own connection. */
async function inTransaction(statement: string, values: unknown[]) {
  const client = await connect();
  try {
    await client.query('BEGIN');
    await nameReason(client);
    await client.query(statement, values);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * Runs a statement in a transaction A on its own connection, starts `write` while A is open, and
 * commits A once the write has finished or waits for A; answers the write's result and whether it
 * waited.
 */
async function whileUncommitted<T>(statement: string, values: unknown[], write: () => Promise<T>) {
  const a = await connect();
  try {
    await a.query('BEGIN');
    await nameReason(a);
    await a.query(statement, values);
    const aPid = (await a.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    let settled = false;
    let waited = false;
    const writing = write().finally(() => (settled = true));
    writing.catch(() => {});
    await vi.waitFor(async () => {
      if (settled) return;
      waited = (await sql(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ? = ANY(pg_blocking_pids(pid))`, [aPid]))[0].n > 0;
      expect(waited).toBe(true);
    }, { timeout: 15_000, interval: 20 });
    await a.query('COMMIT');
    return { result: await writing, waited };
  } finally {
    await a.end();
  }
}
