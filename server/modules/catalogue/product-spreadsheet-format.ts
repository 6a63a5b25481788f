import type ExcelJS from 'exceljs';
import { excel } from '../../core/lazy-modules.js';
import { AppError } from '../../core/errors.js';
import { BAD_TEXT_MESSAGE, isCleanText } from '../../core/text.js';
import type { ProductChange, ProductFields, VariantState } from './product-spreadsheet-changes.js';
import { productBody, variantBody } from './product.inputs.js';

/** The products spreadsheet's format: its columns, limits and how cells are read and written. */
export const MAX_EXPORT_PRODUCTS = 10_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
export const MAX_VARIANTS = 200;
export const BATCH = 500;
export const MAX_REPORTED = 1000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of the file, in order; an import finds them by their titles. */
export const columns = [
  { key: 'url', header: 'Адрес товара', width: 32 },
  { key: 'name', header: 'Название', width: 40 },
  { key: 'category', header: 'Категория (адрес)', width: 22 },
  { key: 'brand', header: 'Бренд (адрес)', width: 18 },
  { key: 'desc', header: 'Описание', width: 50 },
  { key: 'available', header: 'В продаже', width: 11 },
  { key: 'colors', header: 'Цвета (адреса)', width: 24 },
  { key: 'tags', header: 'Теги (адреса)', width: 24 },
  { key: 'images', header: 'Изображения', width: 40 },
  { key: 'parameters', header: 'Параметры', width: 40 },
  { key: 'sku', header: 'Артикул', width: 18 },
  { key: 'size', header: 'Размер (адрес)', width: 14 },
  { key: 'color', header: 'Цвет (адрес)', width: 14 },
  { key: 'price', header: 'Цена, ₽', width: 12 },
  { key: 'oldPrice', header: 'Старая цена, ₽', width: 14 },
  { key: 'stock', header: 'Остаток, шт.', width: 12 },
  // The variant's parcel (CONTRACT §20): optional columns, so files made before them still import and leave parcels as they are.
  { key: 'weight', header: 'Вес, г', width: 10, optional: true },
  { key: 'length', header: 'Длина, см', width: 10, optional: true },
  { key: 'width', header: 'Ширина, см', width: 10, optional: true },
  { key: 'height', header: 'Высота, см', width: 10, optional: true },
] as const;

/** The parcel's columns: a blank cell is «as the product», an absent column changes nothing. */
export const parcelKeys = ['weight', 'length', 'width', 'height'] as const;
const isOptional = (column: (typeof columns)[number]) => 'optional' in column && column.optional;

export type Key = (typeof columns)[number]['key'];
export const productKeys = ['name', 'category', 'brand', 'desc', 'available', 'colors', 'tags', 'images', 'parameters'] as const satisfies readonly Key[];
export const variantKeys = ['sku', 'size', 'color', 'price', 'oldPrice', 'stock', ...parcelKeys] as const satisfies readonly Key[];
export const title = Object.fromEntries(columns.map((c) => [c.key, c.header])) as Record<Key, string>;

export interface RowError {
  row: number;
  message: string;
}

/** What a file changes (or would change): counts of products and the products that change. */
interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  changes: ProductChange[];
}

/** A written file: `variants` counts the variants created or changed. */
export interface ImportResult extends ImportCounts {
  variants: number;
}

/** A checked file, nothing written. */
export interface DryRunResult extends ImportCounts {
  dryRun: true;
}

/**
 * The file's errors, at most one per cell: a check that could fail only because of a cell already
 * reported (a later row that differs from a bad first row, say) reports nothing more.
 */
export class Problems {
  readonly list: RowError[] = [];
  private readonly badCells = new Set<string>();

  cell(row: number, key: Key, message: string): void {
    const cell = `${row}:${key}`;
    if (this.badCells.has(cell)) return;
    this.badCells.add(cell);
    this.list.push({ row, message });
  }

  /** A problem of a row or a product as a whole, not of one of its cells. */
  row(row: number, message: string): void {
    this.list.push({ row, message });
  }

  isBad(row: number, key: Key): boolean {
    return this.badCells.has(`${row}:${key}`);
  }
}


/** `products-2024-05-31.xlsx` for today. */
export const exportFileName = (now = new Date()) => `products-${now.toISOString().slice(0, 10)}.xlsx`;

/** "Материал: Хлопок; Сезон: Лето", or JSON when a key or value would make that ambiguous. */
export function formatParameters(parameters: Record<string, string>): string {
  const entries = Object.entries(parameters ?? {});
  if (!entries.length) return '';
  const plain = entries.every(([k, v]) => !/[;:]/.test(k) && !v.includes(';') && !k.startsWith('{'));
  return plain ? entries.map(([k, v]) => `${k}: ${v}`).join('; ') : JSON.stringify(parameters);
}

export function parseParameters(text: string): Record<string, string> | string {
  if (!text) return {};
  if (text.startsWith('{')) {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string')) return value as Record<string, string>;
    } catch {
      // reported below
    }
    return 'ожидается JSON-объект со строковыми значениями';
  }
  const result: Record<string, string> = {};
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon < 1) return `«${part}» — ожидается «Ключ: значение»`;
    result[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return result;
}

export const list = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A cell as trimmed text, whatever exceljs made of it (rich text, a link, a formula's result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/** A number typed as a number or as text like «7 990,50»; `undefined` when empty, `NaN` when not a number. */
export function cellNumber(text: string): number | undefined {
  if (!text) return undefined;
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

export function parseAvailable(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (value === '' || ['да', 'true', '1', 'yes', 'истина'].includes(value)) return true;
  if (['нет', 'false', '0', 'no', 'ложь'].includes(value)) return false;
  return undefined;
}

export const badFile = (message: string) => new AppError(400, message, { file: message });

export interface ParsedRow {
  row: number;
  cells: Record<Key, string>;
}

/** The file's errors as one 400: `details` lists `{ row, message }` by row. */
export function rowErrors(errors: RowError[]): AppError {
  const sorted = [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED);
  return new AppError(400, `В файле ошибки (${errors.length}), ничего не изменено.`, sorted);
}

/** The first sheet's rows with a cell per column, found by the columns' titles; a file that is not such a table is one 400. */
export async function readSheet(bytes: Buffer | undefined): Promise<ParsedRow[]> {
  if (!bytes?.length) throw badFile('Приложите файл .xlsx в поле file');
  const workbook = new (await excel()).Workbook();
  // An .xlsx is a zip archive: anything else is refused before exceljs reads it.
  if (bytes.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badFile('Файл не является таблицей Excel (.xlsx)');
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badFile('Файл не является таблицей Excel (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badFile('В файле нет ни одного листа');
  const header = sheet.getRow(1);
  const positions = new Map<string, number>();
  header.eachCell((cell, col) => positions.set(cellText(cell.value).toLowerCase(), col));
  const missing = columns.filter((c) => !isOptional(c) && !positions.has(c.header.toLowerCase()));
  const present = columns.filter((c) => positions.has(c.header.toLowerCase()));
  if (missing.length) throw rowErrors(missing.map((c) => ({ row: 1, message: `Нет столбца «${c.header}»` })));
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw badFile(`В файле больше ${MAX_IMPORT_ROWS} строк`);
  const rows: ParsedRow[] = [];
  const badText: RowError[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    // An absent optional column leaves its key out: `undefined`, unlike a blank cell's ''.
    const cells = Object.fromEntries(present.map((c) => [c.key, cellText(row.getCell(positions.get(c.header.toLowerCase())!).value)])) as Record<Key, string>;
    for (const column of present) if (!isCleanText(cells[column.key])) badText.push({ row: number, message: `«${column.header}»: ${BAD_TEXT_MESSAGE.toLowerCase()}` });
    if (Object.values(cells).some(Boolean)) rows.push({ row: number, cells });
  });
  if (badText.length) throw rowErrors(badText);
  if (!rows.length) throw badFile('В файле нет ни одной строки с товаром');
  return rows;
}

type Kind = 'category' | 'brand' | 'color' | 'size' | 'tag';

/** Dictionary entries by their url (lower case), as the file names them. */
export type References = Record<Kind, Map<string, number>>;

/** A variant as its row gives it. */
export interface VariantInput extends VariantState {
  row: number;
}

/** The product's own cells (from its first row), checked by the product rules; `undefined` after reporting each bad cell once. */
export function productFields(row: number, cells: Record<Key, string>, refs: References, problems: Problems): ProductFields | undefined {
  let ok = true;
  const bad = (key: Key, message: string) => {
    ok = false;
    problems.cell(row, key, message);
  };
  if (!cells.name) bad('name', `Не заполнен столбец «${title.name}»`);
  const categoryId = cells.category ? refs.category.get(cells.category.toLowerCase()) : undefined;
  if (!cells.category) bad('category', `Не заполнен столбец «${title.category}»`);
  else if (categoryId === undefined) bad('category', `Неизвестная категория «${cells.category}»`);
  const brandId = cells.brand ? refs.brand.get(cells.brand.toLowerCase()) : null;
  if (brandId === undefined) bad('brand', `Неизвестный бренд «${cells.brand}»`);
  const lookup = (kind: 'color' | 'tag', key: 'colors' | 'tags', [one, many]: [string, string]) => {
    const urls = list(cells[key]);
    const unknown = urls.filter((url) => !refs[kind].has(url.toLowerCase()));
    if (unknown.length) bad(key, `${unknown.length === 1 ? one : many} ${unknown.map((url) => `«${url}»`).join(', ')}`);
    return [...new Set(urls.flatMap((url) => refs[kind].get(url.toLowerCase()) ?? []))];
  };
  const colorIds = lookup('color', 'colors', ['Неизвестный цвет', 'Неизвестные цвета']);
  const tagIds = lookup('tag', 'tags', ['Неизвестный тег', 'Неизвестные теги']);
  const available = parseAvailable(cells.available);
  if (available === undefined) bad('available', `«${title.available}»: ожидается «да» или «нет», а не «${cells.available}»`);
  const parameters = parseParameters(cells.parameters);
  if (typeof parameters === 'string') bad('parameters', `«${title.parameters}»: ${parameters}`);
  const fields = { name: cells.name, desc: cells.desc, images: list(cells.images), parameters: typeof parameters === 'string' ? {} : parameters, available: available ?? true };
  const checked = productBody.pick({ name: true, desc: true, images: true, parameters: true, available: true }).safeParse(fields);
  if (!checked.success) for (const issue of checked.error.issues) bad(issue.path[0] as Key, `«${title[issue.path[0] as Key]}»: ${issue.message}`);
  if (!ok || !checked.success) return undefined;
  const { name, desc = '', images = [], parameters: values = {}, available: onSale = true } = checked.data;
  return { name, desc, images, parameters: values, available: onSale, categoryId: categoryId!, brandId: brandId ?? null, colorIds, tagIds };
}

/** A variant's cells, checked by the variant rules; `undefined` after reporting each bad cell once. */
export function variantFields(row: number, cells: Record<Key, string>, refs: References, problems: Problems): VariantInput | undefined {
  let ok = true;
  const bad = (key: Key, message: string) => {
    ok = false;
    problems.cell(row, key, message);
  };
  for (const key of ['sku', 'price', 'stock'] as const) if (!cells[key]) bad(key, `Не заполнен столбец «${title[key]}»`);
  const reference = (kind: 'size' | 'color', what: string) => {
    if (!cells[kind]) return null;
    const id = refs[kind].get(cells[kind].toLowerCase());
    if (id === undefined) bad(kind, `${what} «${cells[kind]}»`);
    return id ?? null;
  };
  const sizeId = reference('size', 'Неизвестный размер');
  const colorId = reference('color', 'Неизвестный цвет');
  const number = (key: 'price' | 'oldPrice' | 'stock' | (typeof parcelKeys)[number]) => {
    const value = cellNumber(cells[key]);
    if (Number.isNaN(value)) bad(key, `«${title[key]}»: «${cells[key]}» не число`);
    return value;
  };
  const price = number('price');
  const oldPrice = number('oldPrice');
  const stock = number('stock');
  if (stock !== undefined && stock < 0) bad('stock', `«${title.stock}»: остаток не может быть отрицательным (${stock})`);
  if (price !== undefined && price <= 0) bad('price', `«${title.price}»: цена должна быть больше нуля (${price})`);
  const parcel: Partial<Record<(typeof parcelKeys)[number], number | null>> = {};
  for (const key of parcelKeys) {
    if (cells[key] === undefined) continue;
    const value = number(key);
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) bad(key, `«${title[key]}»: целое число больше нуля или пусто (${cells[key]})`);
    parcel[key] = value ?? null;
  }
  if (!ok) return undefined;
  const checked = variantBody.safeParse({ sku: cells.sku, sizeId, colorId, price, oldPrice: oldPrice ?? null, stock, ...parcel });
  if (!checked.success) {
    for (const issue of checked.error.issues) bad(issue.path[0] as Key, `«${title[issue.path[0] as Key] ?? String(issue.path[0])}»: ${issue.message}`);
    return undefined;
  }
  return { row, sku: checked.data.sku, sizeId, colorId, price: checked.data.price, oldPrice: checked.data.oldPrice ?? null, stock: checked.data.stock, ...parcel };
}
