import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import { ADMIN, recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);

const headers = ['Адрес товара', 'Название', 'Категория (адрес)', 'Бренд (адрес)', 'Описание', 'В продаже', 'Цвета (адреса)', 'Теги (адреса)', 'Изображения', 'Параметры', 'Артикул', 'Размер (адрес)', 'Цвет (адрес)', 'Цена, ₽', 'Старая цена, ₽', 'Остаток, шт.'];

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья', url: 'dresses', parameters: ['Материал'] });
  await make('/categories', 'shoes', { name: 'Обувь', url: 'shoes' });
  await make('/brands', 'nord', { name: 'Норд', url: 'nord' });
  await make('/colors', 'red', { name: 'Красный', url: 'red', code: '#ff0000' });
  await make('/colors', 'black', { name: 'Чёрный', url: 'black', code: '#000000' });
  await make('/sizes', 's', { name: 'S', url: 's' });
  await make('/sizes', 'm', { name: 'M', url: 'm' });
  await make('/tags', 'new', { name: 'Новинка', url: 'new' });
  await make('/tags', 'sale', { name: 'Распродажа', url: 'sale' });
  await make('/products', 'dress', {
    name: 'Платье вечернее',
    url: 'evening-dress',
    desc: 'Длинное платье из шёлка; для особых случаев.',
    categoryId: ids.dresses,
    brandId: ids.nord,
    tagIds: [ids.new, ids.sale],
    parameters: { Материал: 'Шёлк', Сезон: 'Лето' },
    images: ['dress-1.webp', 'dress-2.webp'],
    productVariants: [
      { sku: 'DR-RED-S', price: 7990.5, oldPrice: 9990, stock: 3, colorId: ids.red, sizeId: ids.s },
      { sku: 'DR-BLK-M', price: 8490, stock: 0, colorId: ids.black, sizeId: ids.m },
    ],
  });
  await make('/products', 'sneakers', { name: 'Кроссовки', url: 'sneakers', categoryId: ids.shoes, available: false, productVariants: [{ sku: 'SN-42', price: 5490, stock: 10 }] });
});
afterAll(() => app.close());

async function download(as: Role | null = 'Admin') {
  const token = as ? await app.tokenFor(as) : undefined;
  const response = await fetch(`${app.base}/api/products/export`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function send(bytes: Buffer, { as = 'Admin', name = 'products.xlsx', query = '', accept }: { as?: Role | null; name?: string; query?: string; accept?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const token = as ? await app.tokenFor(as) : undefined;
  return fetch(`${app.base}/api/products/import${query}`, { method: 'POST', body: form, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(accept ? { accept } : {}) } });
}

async function upload(bytes: Buffer, as: Role | null = 'Admin', name = 'products.xlsx') {
  const response = await send(bytes, { as, name });
  return { status: response.status, body: (await response.json()) as any };
}

const dryRun = async (bytes: Buffer) => {
  const response = await send(bytes, { query: '?dryRun=true' });
  return { status: response.status, body: (await response.json()) as any };
};

/** The import's answer as newline-delimited JSON, line by line. */
async function streamed(bytes: Buffer, query = '') {
  const response = await send(bytes, { query, accept: 'application/x-ndjson' });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), lines: text.trimEnd().split('\n').map((line) => JSON.parse(line)) };
}

/** The export with its rows changed: `change` gets each row's cells by column title. */
async function edited(bytes: Buffer, change: (cells: (title: string) => ExcelJS.Cell) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0];
  ws.eachRow((row, number) => {
    if (number > 1) change((title) => row.getCell(headers.indexOf(title) + 1));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importRecords = async () => (await app.rest('GET', '/audit?action=import&limit=100', { as: 'Admin' })).body.rows as { id: number; entity: string; entityId: number; action: string; user: { email: string }; changes: object }[];

/** A spreadsheet in the export's format with the given rows (cells by column title). */
async function sheet(rows: Record<string, string | number>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Товары');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(headers.map((h) => row[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet whose shared strings carry OOXML escapes, as a hand-made file could: `_x0000_` reads back as NUL. */
async function escapedSheet(rows: Record<string, string | number>[], escapes: Record<string, string>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await sheet(rows));
  const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
  zip.file('xl/sharedStrings.xml', Object.entries(escapes).reduce((xml, [placeholder, escaped]) => xml.replace(placeholder, escaped), strings));
  return zip.generateAsync({ type: 'nodebuffer' });
}

const product = async (url: string) => (await app.rest('GET', `/products/by-url/${url}`, { as: 'Admin' })).body;
const withoutTimes = ({ updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

describe('products export', () => {
  it('streams a real .xlsx: a Russian header and one row per variant', async () => {
    const { response, bytes } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...headers, 'Вес, г', 'Длина, см', 'Ширина, см', 'Высота, см']);
    const rows = [2, 3, 4].map((n) => (ws.getRow(n).values as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'evening-dress',
      'Платье вечернее',
      'dresses',
      'nord',
      'Длинное платье из шёлка; для особых случаев.',
      'да',
      'red, black',
      'new, sale',
      'dress-1.webp, dress-2.webp',
      'Сезон: Лето; Материал: Шёлк',
      'DR-RED-S',
      's',
      'red',
      7990.5,
      9990,
      3,
    ]);
    expect(rows[1]).toEqual(expect.arrayContaining(['evening-dress', 'DR-BLK-M', 'm', 'black', 8490, 0]));
    expect(rows[2]).toEqual(expect.arrayContaining(['sneakers', 'Кроссовки', 'shoes', 'нет', 'SN-42', 5490, 10]));
    expect(ws.rowCount).toBe(4);
  });

  it('is refused to anonymous callers and shoppers', async () => {
    expect((await download(null)).response.status).toBe(401);
    expect((await download('User')).response.status).toBe(403);
    expect((await download('SuperUser')).response.status).toBe(200);
  });
});

describe('products import: what a file changes', () => {
  it('proposes no change for its own export, unchanged, and writing it writes nothing', async () => {
    const before = [await product('evening-dress'), await product('sneakers')];
    const records = (await importRecords()).length;
    const { bytes } = await download();
    expect(await dryRun(bytes)).toEqual({ status: 200, body: { dryRun: true, created: 0, updated: 0, unchanged: 2, changes: [] } });
    expect(await upload(bytes)).toEqual({ status: 200, body: { created: 0, updated: 0, unchanged: 2, variants: 0, changes: [] } });
    expect([await product('evening-dress'), await product('sneakers')]).toEqual(before);
    expect((await importRecords()).length).toBe(records);
  });

  it('proposes exactly one change for a file with one changed price, the price of that variant before and after, and the dry run writes nothing', async () => {
    const before = await product('evening-dress');
    const file = await edited((await download()).bytes, (cell) => {
      if (cell('Артикул').value === 'DR-BLK-M') cell('Цена, ₽').value = 8990;
    });
    const proposed = await dryRun(file);
    expect(proposed).toEqual({
      status: 200,
      body: {
        dryRun: true,
        created: 0,
        updated: 1,
        unchanged: 1,
        changes: [{ row: 2, url: 'evening-dress', name: 'Платье вечернее', action: 'update', fields: {}, variants: [{ sku: 'DR-BLK-M', action: 'update', fields: { price: [8490, 8990] } }] }],
      },
    });
    expect(await product('evening-dress')).toEqual(before);
  });

  it('changes only that price when applied, and the audit log names exactly that change as an import', async () => {
    const before = await product('evening-dress');
    const sneakers = await product('sneakers');
    const seen = new Set((await importRecords()).map((record) => record.id));
    const file = await edited((await download()).bytes, (cell) => {
      if (cell('Артикул').value === 'DR-BLK-M') cell('Цена, ₽').value = 8990;
    });
    const applied = await upload(file);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ created: 0, updated: 1, unchanged: 1, variants: 1, changes: [{ url: 'evening-dress', variants: [{ sku: 'DR-BLK-M', fields: { price: [8490, 8990] } }] }] });
    const after = await product('evening-dress');
    const variant = (sku: string, p: typeof before) => p.productVariants.find((v: { sku: string }) => v.sku === sku);
    expect(variant('DR-BLK-M', after).price).toBe(8990);
    expect({ ...withoutTimes(after), productVariants: after.productVariants.filter((v: { sku: string }) => v.sku !== 'DR-BLK-M') }).toEqual({
      ...withoutTimes(before),
      productVariants: before.productVariants.filter((v: { sku: string }) => v.sku !== 'DR-BLK-M'),
    });
    expect(await product('sneakers')).toEqual(sneakers);
    const records = (await importRecords()).filter((record) => !seen.has(record.id));
    expect(records).toEqual([expect.objectContaining({ action: 'import', entity: 'product_variant', entityId: variant('DR-BLK-M', before).id, user: expect.objectContaining({ email: ADMIN.email }), changes: { price: [8490, 8990] } })]);
  });

  it('records a stock changed by the file in the stock’s history as an import by the one who uploaded it', async () => {
    const file = await edited((await download()).bytes, (cell) => {
      if (cell('Артикул').value === 'DR-BLK-M') cell('Остаток, шт.').value = 42;
    });
    expect((await upload(file)).status).toBe(200);
    const [moved] = (await app.rest('GET', '/stock-movements?reason=import&limit=1', { as: 'Admin' })).body.rows;
    expect(moved).toMatchObject({ reason: 'import', sku: 'DR-BLK-M', stockAfter: 42, user: { email: ADMIN.email } });
  });

  it('reports an unknown category once, not again for the rows of its product that differ only because of it, and still reports other bad cells', async () => {
    const file = await edited((await download()).bytes, (cell) => {
      if (cell('Артикул').value === 'DR-RED-S') cell('Категория (адрес)').value = 'no-such-category';
      if (cell('Артикул').value === 'SN-42') cell('Цена, ₽').value = 'дорого';
    });
    const expected = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'В файле ошибки (2), ничего не изменено.',
      details: [
        { row: 2, message: 'Неизвестная категория «no-such-category»' },
        { row: 4, message: '«Цена, ₽»: «дорого» не число' },
      ],
    };
    expect(await dryRun(file)).toEqual({ status: 400, body: expected });
    expect(await upload(file)).toEqual({ status: 400, body: expected });
  });

  it('streams its progress as newline-delimited JSON when asked: checking, writing k of n, then the same result', async () => {
    const rows = Array.from({ length: 3 }, (_, n) => ({ 'Адрес товара': `streamed-${n}`, Название: `Товар ${n}`, 'Категория (адрес)': 'shoes', Артикул: `ST-${n}`, 'Цена, ₽': 100 + n, 'Остаток, шт.': 1 }));
    const file = await sheet(rows);
    const checked = await streamed(file, '?dryRun=true');
    expect(checked.type).toContain('application/x-ndjson');
    expect(checked.lines).toEqual([{ stage: 'checking' }, { result: expect.objectContaining({ dryRun: true, created: 3, updated: 0 }) }]);
    expect((await app.rest('GET', '/products/by-url/streamed-0', { as: 'Admin' })).status).toBe(404);

    const written = await streamed(file);
    expect(written.lines.slice(0, -1)).toEqual([
      { stage: 'checking' },
      { stage: 'writing', done: 0, total: 3 },
      { stage: 'writing', done: 1, total: 3 },
      { stage: 'writing', done: 2, total: 3 },
      { stage: 'writing', done: 3, total: 3 },
    ]);
    expect(written.lines.at(-1)).toEqual({ result: { created: 3, updated: 0, unchanged: 0, variants: 3, changes: expect.any(Array) } });
    expect(written.lines.at(-1).result.changes[0]).toEqual({
      row: 2,
      url: 'streamed-0',
      name: 'Товар 0',
      action: 'create',
      fields: { name: [null, 'Товар 0'], category: [null, 'Обувь'], available: [null, true] },
      variants: [{ sku: 'ST-0', action: 'create', fields: { sku: [null, 'ST-0'], price: [null, 100], stock: [null, 1] } }],
    });
    expect((await product('streamed-2')).price).toBe(102);

    const refused = await streamed(await sheet([{ ...rows[0], 'Категория (адрес)': 'no-such-category' }]));
    expect(refused.status).toBe(200);
    expect(refused.lines).toEqual([{ stage: 'checking' }, { error: { statusCode: 400, code: 'VALIDATION', message: 'В файле ошибки (1), ничего не изменено.', details: [{ row: 2, message: 'Неизвестная категория «no-such-category»' }] } }]);
  });
});

describe('products import', () => {

  it('creates a new product and adds a new variant to an existing one, both counted by their new colours, sizes and tags', async () => {
    const file = await sheet([
      { 'Адрес товара': 'winter-boots', Название: 'Сапоги зимние', 'Категория (адрес)': 'shoes', 'Теги (адреса)': 'new', Параметры: '{"Материал": "Кожа"}', Артикул: 'WB-40', 'Размер (адрес)': 'm', 'Цена, ₽': '12 990,50', 'Остаток, шт.': 4 },
      { 'Адрес товара': 'winter-boots', Артикул: 'WB-41', 'Цена, ₽': 11990, 'Старая цена, ₽': 13990, 'Остаток, шт.': 0 },
      { 'Адрес товара': 'sneakers', Название: 'Кроссовки', 'Категория (адрес)': 'shoes', 'В продаже': 'нет', Артикул: 'SN-43', 'Цвет (адрес)': 'black', 'Цена, ₽': 5290, 'Остаток, шт.': 2 },
    ]);
    const imported = await upload(file);
    expect(imported).toMatchObject({ status: 200, body: { created: 1, updated: 1, unchanged: 0, variants: 3 } });
    const boots = await product('winter-boots');
    expect(boots).toMatchObject({ name: 'Сапоги зимние', price: 11990, oldPrice: 13990, inStock: true, category: { id: ids.shoes }, tags: [{ id: ids.new }], parameters: { Материал: 'Кожа' } });
    expect(boots.productVariants.map((v: { sku: string; price: number }) => [v.sku, v.price])).toEqual([
      ['WB-40', 12990.5],
      ['WB-41', 11990],
    ]);
    const sneakers = await product('sneakers');
    expect(sneakers.productVariants.map((v: { sku: string }) => v.sku)).toEqual(['SN-42', 'SN-43']);
    expect(sneakers).toMatchObject({ price: 5290, available: false, colors: [{ id: ids.black }] });
    const facets = (await app.rest('GET', `/products/facets?categories=${ids.shoes}`, { as: 'Admin' })).body;
    const counted = [facets.colors, facets.sizes, facets.tags].map((values: { id: number; count: number }[]) => values.map(({ id, count }) => [id, count]));
    expect(counted).toEqual([[[ids.black, 1]], [[ids.m, 1]], [[ids.new, 1]]]);
  });

  it('reports every bad row with its number and a Russian reason, and changes nothing', async () => {
    const file = await sheet([
      { 'Адрес товара': 'bad-one', Название: 'Плохой товар', 'Категория (адрес)': 'no-such-category', Артикул: 'BAD-1', 'Цена, ₽': 100, 'Остаток, шт.': 1 },
      { 'Адрес товара': 'good-one', Название: 'Хороший товар', 'Категория (адрес)': 'shoes', Артикул: 'GOOD-1', 'Цена, ₽': 100, 'Остаток, шт.': 1 },
      { 'Адрес товара': 'sneakers', Название: 'Кроссовки', 'Категория (адрес)': 'shoes', Артикул: 'SN-42', 'Цена, ₽': 'дорого', 'Остаток, шт.': -5 },
      { 'Адрес товара': 'good-one', Артикул: 'GOOD-1', 'Цена, ₽': 100, 'Остаток, шт.': 1 },
    ]);
    const before = withoutTimes(await product('sneakers'));
    const refused = await upload(file);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/ничего не изменено/);
    const rows = refused.body.details.map((d: { row: number }) => d.row);
    expect([...new Set(rows)]).toEqual([2, 4, 5]);
    const messages = (row: number) => refused.body.details.filter((d: { row: number }) => d.row === row).map((d: { message: string }) => d.message).join(' | ');
    expect(messages(2)).toMatch(/Неизвестная категория «no-such-category»/);
    expect(messages(4)).toMatch(/не число/);
    expect(messages(5)).toMatch(/Артикул «GOOD-1» повторяется/);
    expect((await app.rest('GET', '/products/by-url/good-one', { as: 'Admin' })).status).toBe(404);
    expect((await app.rest('GET', '/products/by-url/bad-one', { as: 'Admin' })).status).toBe(404);
    expect(withoutTimes(await product('sneakers'))).toEqual(before);
  });

  it('names a negative stock, an unknown size and a SKU of another product', async () => {
    const refused = await upload(
      await sheet([
        { 'Адрес товара': 'sneakers', Название: 'Кроссовки', 'Категория (адрес)': 'shoes', Артикул: 'SN-42', 'Размер (адрес)': 'xxl', 'Цена, ₽': 10, 'Остаток, шт.': 1 },
        { 'Адрес товара': 'sneakers', Артикул: 'SN-44', 'Цена, ₽': 10, 'Остаток, шт.': -1 },
        { 'Адрес товара': 'sneakers', Артикул: 'DR-RED-S', 'Цена, ₽': 10, 'Остаток, шт.': 1 },
        { 'Адрес товара': 'other', Название: '', 'Категория (адрес)': 'shoes', Артикул: 'OT-1', 'Цена, ₽': 0, 'Остаток, шт.': 1 },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { row: 2, message: 'Неизвестный размер «xxl»' },
      { row: 3, message: '«Остаток, шт.»: остаток не может быть отрицательным (-1)' },
      { row: 4, message: 'Артикул «DR-RED-S» уже есть у другого товара: «evening-dress»' },
      { row: 5, message: 'Не заполнен столбец «Название»' },
      { row: 5, message: '«Цена, ₽»: цена должна быть больше нуля (0)' },
    ]);
  });

  it('refuses a cell with a NUL character or a lone surrogate, naming its row and column, and changes nothing', async () => {
    const before = withoutTimes(await product('sneakers'));
    const refused = await upload(
      await escapedSheet(
        [
          { 'Адрес товара': 'sneakers', Название: 'ИМЯ-С-НУЛЁМ', 'Категория (адрес)': 'shoes', Артикул: 'SN-42', 'Цена, ₽': 10, 'Остаток, шт.': 1 },
          { 'Адрес товара': 'boots', Название: 'Сапоги', 'Категория (адрес)': 'shoes', Артикул: 'BT-1', Параметры: 'ПАРАМЕТР-С-СУРРОГАТОМ', 'Цена, ₽': 10, 'Остаток, шт.': 1 },
        ],
        { 'ИМЯ-С-НУЛЁМ': 'Кроссовки_x0000_', 'ПАРАМЕТР-С-СУРРОГАТОМ': 'Материал: _xD800_' },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { row: 2, message: expect.stringMatching(/^«Название»: недопустимый символ/) },
      { row: 3, message: expect.stringMatching(/^«Параметры»: недопустимый символ/) },
    ]);
    expect(withoutTimes(await product('sneakers'))).toEqual(before);
  });

  it('refuses a file that is not .xlsx, a missing file, and callers who are not staff', async () => {
    const notXlsx = await upload(Buffer.from('url;name\nx;y\n'), 'Admin', 'products.csv');
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.message).toBe('Файл не является таблицей Excel (.xlsx)');
    const tooLarge = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(11 * 1024 * 1024)]));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'Файл больше 10 МБ не принимается.' } });
    const noFile = await app.rest('POST', '/products/import', { body: {}, as: 'Admin' });
    expect(noFile.status).toBe(400);
    const file = await sheet([]);
    expect((await upload(file, null)).status).toBe(401);
    expect((await upload(file, 'User')).status).toBe(403);
  });
});
