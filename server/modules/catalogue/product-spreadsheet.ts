import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { slug } from '../../core/validation.js';
import { BATCH, readSheet, rowErrors, type ImportResult, type Key, MAX_EXPORT_PRODUCTS, MAX_IMPORT_ROWS, MAX_REPORTED, MAX_VARIANTS, type RowError, XLSX_TYPE, badFile, cellNumber, cellText, columns, exportFileName, formatParameters, list, parseAvailable, parseParameters, productKeys, title, variantKeys } from './product-spreadsheet-format.js';
import { productBody, variantBody } from './product.inputs.js';
import type { ProductService } from './product.service.js';
import { recordedAs } from '../../core/audit-scope.js';

interface ExportRow {
  id: number;
  url: string;
  name: string;
  category: string;
  brand: string | null;
  desc: string;
  available: boolean;
  images: string[];
  parameters: Record<string, string>;
  colors: string;
  tags: string;
  sku: string | null;
  size: string | null;
  color: string | null;
  price: string | null;
  oldPrice: string | null;
  stock: number | null;
}


interface VariantInput {
  row: number;
  sku: string;
  sizeId: number | null;
  colorId: number | null;
  price: number;
  oldPrice: number | null;
  stock: number;
}

interface ProductGroup {
  url: string;
  row: number;
  cells: Record<Key, string>;
  fields?: {
    name: string;
    desc: string;
    available: boolean;
    images: string[];
    parameters: Record<string, string>;
    categoryId: number;
    brandId: number | null;
    colorIds: number[];
    tagIds: number[];
  };
  variants: VariantInput[];
  /** Rows that fill variant cells, valid or not. */
  variantRows: number;
}

interface ExistingVariant {
  id: number;
  productId: number;
  productUrl: string;
  sku: string;
  sizeId: number | null;
  colorId: number | null;
  price: string;
  oldPrice: string | null;
  stock: number;
}

/** Products as a spreadsheet: a streamed export of every variant, and an all-or-nothing import of the same format. */
export class ProductSpreadsheet {
  constructor(private readonly products: ProductService) {}

  /** Writes up to 10 000 products, one row per variant, straight to the response, reading the database in batches. */
  async export(ctx: Context, res: Response): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Товары', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let lastId = 0;
    let written = 0;
    while (written < MAX_EXPORT_PRODUCTS) {
      const limit = Math.min(BATCH, MAX_EXPORT_PRODUCTS - written);
      const rows = await this.exportBatch(ctx.em, lastId, limit);
      if (!rows.length) break;
      for (const r of rows) {
        if (r.id !== lastId) written++;
        lastId = r.id;
        sheet
          .addRow({
            url: r.url,
            name: r.name,
            category: r.category,
            brand: r.brand ?? '',
            desc: r.desc ?? '',
            available: r.available ? 'да' : 'нет',
            colors: r.colors,
            tags: r.tags,
            images: (r.images ?? []).join(', '),
            parameters: formatParameters(r.parameters),
            sku: r.sku ?? '',
            size: r.size ?? '',
            color: r.color ?? '',
            price: r.price === null ? null : Number(r.price),
            oldPrice: r.oldPrice === null ? null : Number(r.oldPrice),
            stock: r.stock,
          })
          .commit();
      }
      if (new Set(rows.map((r) => r.id)).size < limit) break;
    }
    sheet.commit();
    await workbook.commit();
  }

  private exportBatch(em: EntityManager, afterId: number, limit: number): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>(
      `SELECT p.id, p.url, p.name, c.url AS category, b.url AS brand, p."desc", p.available, p.images, p.parameters,
         COALESCE((SELECT string_agg(co.url, ', ' ORDER BY co.name, co.id) FROM product_colors x JOIN color co ON co.id = x.color_id WHERE x.product_id = p.id), '') AS colors,
         COALESCE((SELECT string_agg(t.url, ', ' ORDER BY t.name, t.id) FROM product_tags x JOIN tag t ON t.id = x.tag_id WHERE x.product_id = p.id), '') AS tags,
         v.sku, s.url AS size, vc.url AS color, v.price, v.old_price AS "oldPrice", v.stock
       FROM (SELECT id, url, name, category_id, brand_id, "desc", available, images, parameters FROM product WHERE id > ? ORDER BY id LIMIT ?) p
       JOIN category c ON c.id = p.category_id
       LEFT JOIN brand b ON b.id = p.brand_id
       LEFT JOIN product_variant v ON v.product_id = p.id AND NOT v.hidden
       LEFT JOIN size s ON s.id = v.size_id
       LEFT JOIN color vc ON vc.id = v.color_id
       ORDER BY p.id, v.id`,
      [afterId, limit],
    );
  }

  /**
   * Checks the whole file first and reports every bad row; only a clean file is written, in one
   * transaction, each product through the product service (its rules, its derived price and stock).
   */
  async import(ctx: Context, bytes: Buffer | undefined): Promise<ImportResult> {
    const rows = await readSheet(bytes);
    const errors: RowError[] = [];
    const fail = (row: number, message: string) => errors.push({ row, message });

    const refs = await this.references(ctx.em);
    const groups = new Map<string, ProductGroup>();
    const skus = new Map<string, number>();

    for (const { row, cells } of rows) {
      const url = slug.safeParse(cells.url);
      if (!cells.url) {
        fail(row, `Не заполнен столбец «${title.url}»`);
        continue;
      }
      if (!url.success) {
        fail(row, `«${title.url}»: ${url.error.issues[0].message}`);
        continue;
      }
      let group = groups.get(url.data);
      if (!group) {
        group = { url: url.data, row, cells, variants: [], variantRows: 0 };
        groups.set(url.data, group);
        group.fields = this.productFields(row, cells, refs, fail);
      } else {
        for (const key of productKeys) {
          if (cells[key] && cells[key] !== group.cells[key]) fail(row, `«${title[key]}» товара «${group.url}» отличается от строки ${group.row}`);
        }
      }
      if (variantKeys.every((key) => !cells[key])) continue;
      group.variantRows++;
      const variant = this.variantFields(row, cells, refs, fail);
      if (!variant) continue;
      const seen = skus.get(variant.sku.toLowerCase());
      if (seen !== undefined) {
        fail(row, `Артикул «${variant.sku}» повторяется: он уже есть в строке ${seen}`);
        continue;
      }
      skus.set(variant.sku.toLowerCase(), row);
      group.variants.push(variant);
    }
    if (groups.size > MAX_EXPORT_PRODUCTS) fail(1, `В файле больше ${MAX_EXPORT_PRODUCTS} товаров`);

    const existingProducts = await this.existingProducts(ctx.em, [...groups.keys()]);
    const existingVariants = await this.existingVariants(ctx.em, [...skus.keys()], [...existingProducts.values()].map((p) => p.id));
    const bySku = new Map(existingVariants.map((v) => [v.sku.toLowerCase(), v]));
    for (const group of groups.values()) {
      const product = existingProducts.get(group.url);
      for (const variant of group.variants) {
        const taken = bySku.get(variant.sku.toLowerCase());
        if (taken && taken.productUrl !== group.url) fail(variant.row, `Артикул «${variant.sku}» уже есть у другого товара: «${taken.productUrl}»`);
      }
      const own = product ? existingVariants.filter((v) => v.productId === product.id) : [];
      const total = new Set([...own.map((v) => v.sku.toLowerCase()), ...group.variants.map((v) => v.sku.toLowerCase())]).size;
      if (!product && !group.variantRows) fail(group.row, `У нового товара «${group.url}» нет ни одного варианта: заполните артикул, цену и остаток`);
      if (total > MAX_VARIANTS) fail(group.row, `У товара «${group.url}» больше ${MAX_VARIANTS} вариантов`);
    }

    if (errors.length) throw rowErrors(errors);

    let created = 0;
    let updated = 0;
    let variants = 0;
    await recordedAs('import', () => ctx.em.transactional(async (em) => {
      const tx: Context = { ...ctx, em };
      for (const group of groups.values()) {
        const product = existingProducts.get(group.url);
        const own = product ? existingVariants.filter((v) => v.productId === product.id) : [];
        const fromFile = new Map(group.variants.map((v) => [v.sku.toLowerCase(), v]));
        const kept = own
          .filter((v) => !fromFile.has(v.sku.toLowerCase()))
          .map((v) => ({ id: v.id, sku: v.sku, sizeId: v.sizeId, colorId: v.colorId, price: Number(v.price), oldPrice: v.oldPrice === null ? null : Number(v.oldPrice), stock: v.stock }));
        const ownBySku = new Map(own.map((v) => [v.sku.toLowerCase(), v.id]));
        const written = group.variants.map(({ row: _row, ...v }) => ({ ...v, ...(ownBySku.has(v.sku.toLowerCase()) ? { id: ownBySku.get(v.sku.toLowerCase()) } : {}) }));
        const body = { url: group.url, ...group.fields!, productVariants: [...kept, ...written] };
        try {
          if (product) {
            await this.products.update(tx, product.id, { ...body, sizeIds: product.sizeIds });
            updated++;
          } else {
            await this.products.create(tx, body);
            created++;
          }
        } catch (error) {
          if (error instanceof AppError && error.status < 500) throw rowErrors([{ row: group.row, message: describe(error) }]);
          throw error;
        }
        variants += group.variants.length;
        // Each product is flushed by the service: forgetting it keeps every next flush as cheap as the first.
        em.clear();
      }
    }));
    return { created, updated, variants };
  }

  /** The product's own cells (from its first row), validated by the product rules; `undefined` after reporting what is wrong. */
  private productFields(row: number, cells: Record<Key, string>, refs: References, fail: (row: number, message: string) => void): ProductGroup['fields'] {
    let ok = true;
    const bad = (message: string) => {
      ok = false;
      fail(row, message);
    };
    if (!cells.name) bad(`Не заполнен столбец «${title.name}»`);
    let categoryId = 0;
    if (!cells.category) bad(`Не заполнен столбец «${title.category}»`);
    else if (!refs.category.has(cells.category.toLowerCase())) bad(`Неизвестная категория «${cells.category}»`);
    else categoryId = refs.category.get(cells.category.toLowerCase())!;
    let brandId: number | null = null;
    if (cells.brand) {
      if (!refs.brand.has(cells.brand.toLowerCase())) bad(`Неизвестный бренд «${cells.brand}»`);
      else brandId = refs.brand.get(cells.brand.toLowerCase())!;
    }
    const lookup = (kind: 'color' | 'tag', text: string, what: string) => {
      const ids: number[] = [];
      for (const url of list(text)) {
        const id = refs[kind].get(url.toLowerCase());
        if (id === undefined) bad(`${what} «${url}»`);
        else if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    };
    const colorIds = lookup('color', cells.colors, 'Неизвестный цвет');
    const tagIds = lookup('tag', cells.tags, 'Неизвестный тег');
    const available = parseAvailable(cells.available);
    if (available === undefined) bad(`«${title.available}»: ожидается «да» или «нет», а не «${cells.available}»`);
    const parameters = parseParameters(cells.parameters);
    if (typeof parameters === 'string') bad(`«${title.parameters}»: ${parameters}`);
    const fields = { name: cells.name, desc: cells.desc, images: list(cells.images), parameters: typeof parameters === 'string' ? {} : parameters, available: available ?? true };
    const checked = productBody.pick({ name: true, desc: true, images: true, parameters: true, available: true }).safeParse(fields);
    if (!checked.success) {
      for (const issue of checked.error.issues) if (cells.name || issue.path[0] !== 'name') bad(`«${title[issue.path[0] as Key]}»: ${issue.message}`);
    }
    if (!ok || !checked.success) return undefined;
    return { ...checked.data, desc: checked.data.desc ?? '', images: checked.data.images ?? [], parameters: checked.data.parameters ?? {}, available: checked.data.available ?? true, categoryId, brandId, colorIds, tagIds };
  }

  private variantFields(row: number, cells: Record<Key, string>, refs: References, fail: (row: number, message: string) => void): VariantInput | undefined {
    let ok = true;
    const bad = (message: string) => {
      ok = false;
      fail(row, message);
    };
    for (const key of ['sku', 'price', 'stock'] as const) if (!cells[key]) bad(`Не заполнен столбец «${title[key]}»`);
    let sizeId: number | null = null;
    if (cells.size) {
      const id = refs.size.get(cells.size.toLowerCase());
      if (id === undefined) bad(`Неизвестный размер «${cells.size}»`);
      else sizeId = id;
    }
    let colorId: number | null = null;
    if (cells.color) {
      const id = refs.color.get(cells.color.toLowerCase());
      if (id === undefined) bad(`Неизвестный цвет «${cells.color}»`);
      else colorId = id;
    }
    const number = (key: 'price' | 'oldPrice' | 'stock') => {
      const value = cellNumber(cells[key]);
      if (Number.isNaN(value)) bad(`«${title[key]}»: «${cells[key]}» не число`);
      return value;
    };
    const price = number('price');
    const oldPrice = number('oldPrice');
    const stock = number('stock');
    if (!ok) return undefined;
    if (stock !== undefined && stock < 0) {
      bad(`«${title.stock}»: остаток не может быть отрицательным (${stock})`);
      return undefined;
    }
    if (price !== undefined && price <= 0) {
      bad(`«${title.price}»: цена должна быть больше нуля (${price})`);
      return undefined;
    }
    const checked = variantBody.safeParse({ sku: cells.sku, sizeId, colorId, price, oldPrice: oldPrice ?? null, stock });
    if (!checked.success) {
      for (const issue of checked.error.issues) bad(`«${title[issue.path[0] as Key] ?? String(issue.path[0])}»: ${issue.message}`);
      return undefined;
    }
    return { row, sku: checked.data.sku, sizeId, colorId, price: checked.data.price, oldPrice: checked.data.oldPrice ?? null, stock: checked.data.stock };
  }

  /** The first sheet's rows under the header, with each column found by its title. */
  private async references(em: EntityManager): Promise<References> {
    const load = async (table: string) => new Map((await em.execute<{ id: number; url: string }[]>(`SELECT id, url FROM ${table}`)).map((r) => [r.url.toLowerCase(), r.id]));
    return { category: await load('category'), brand: await load('brand'), color: await load('color'), size: await load('size'), tag: await load('tag') };
  }

  private async existingProducts(em: EntityManager, urls: string[]): Promise<Map<string, { id: number; sizeIds: number[] }>> {
    if (!urls.length) return new Map();
    const rows = await em.execute<{ id: number; url: string; sizeIds: number[] }[]>(
      `SELECT p.id, p.url, COALESCE((SELECT array_agg(x.size_id ORDER BY x.size_id) FROM product_sizes x WHERE x.product_id = p.id), '{}') AS "sizeIds"
       FROM product p WHERE p.url IN (SELECT jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(urls)],
    );
    return new Map(rows.map((r) => [r.url, { id: r.id, sizeIds: r.sizeIds }]));
  }

  /** Variants whose SKU the file names (wherever they are) and every variant of the products it updates. */
  private existingVariants(em: EntityManager, skus: string[], productIds: number[]): Promise<ExistingVariant[]> {
    return em.execute<ExistingVariant[]>(
      `SELECT v.id, v.product_id AS "productId", p.url AS "productUrl", v.sku, v.size_id AS "sizeId", v.color_id AS "colorId", v.price, v.old_price AS "oldPrice", v.stock
       FROM product_variant v JOIN product p ON p.id = v.product_id
       WHERE lower(v.sku) IN (SELECT jsonb_array_elements_text(?::jsonb)) OR v.product_id = ANY(?::int[])
       ORDER BY v.id`,
      [JSON.stringify(skus), `{${productIds.join(',')}}`],
    );
  }
}

interface References {
  category: Map<string, number>;
  brand: Map<string, number>;
  color: Map<string, number>;
  size: Map<string, number>;
  tag: Map<string, number>;
}


/** A service's refusal as one line: its message and the reasons it gives per field. */
function describe(error: AppError): string {
  const details = error.details && typeof error.details === 'object' ? Object.values(error.details as Record<string, unknown>).map(String) : [];
  return [error.message, ...details].join(' ');
}
