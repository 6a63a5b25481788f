import type { EntityManager } from '@mikro-orm/postgresql';
import { excel } from '../../core/lazy-modules.js';
import type { Response } from 'express';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { slug } from '../../core/validation.js';
import { recordedAs } from '../../core/audit-scope.js';
import { currentProducts, type CurrentVariant, currentVariants, type Names, plannedState, productChange, type ProductFields } from './product-spreadsheet-changes.js';
import { BATCH, columns, type DryRunResult, exportFileName, formatParameters, type ImportResult, type Key, MAX_EXPORT_PRODUCTS, MAX_VARIANTS, type ParsedRow, Problems, productFields, productKeys, readSheet, type References, rowErrors, title, variantFields, type VariantInput, variantKeys, XLSX_TYPE } from './product-spreadsheet-format.js';
import { lockProducts } from './product-locks.js';
import type { ProductService } from './product.service.js';
import { nameStockReason } from './stock.service.js';

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
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

interface ProductGroup {
  url: string;
  row: number;
  cells: Record<Key, string>;
  fields?: ProductFields;
  variants: VariantInput[];
  /** Rows that fill variant cells, valid or not. */
  variantRows: number;
}

/** Told after each product written, and once before the first. */
export type Progress = (done: number, total: number) => void;

/** Products as a spreadsheet: a streamed export of every variant, and an all-or-nothing import of the same format. */
export class ProductSpreadsheet {
  constructor(private readonly products: ProductService) {}

  /** Writes up to 10 000 products, one row per variant, straight to the response, reading the database in batches. */
  async export(ctx: Context, res: Response): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
    const workbook = new (await excel()).stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
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
            weight: r.weight,
            length: r.length,
            width: r.width,
            height: r.height,
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
         v.sku, s.url AS size, vc.url AS color, v.price, v.old_price AS "oldPrice", v.stock, v.weight, v.length, v.width, v.height
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
   * Checks the whole file first and reports every bad cell once; compares each product with the
   * catalogue; unless `dryRun`, writes only the products that change, in one transaction, each
   * through the product service (its rules, its derived price and stock). `onProgress` follows
   * the writing, product by product.
   */
  async import(ctx: Context, bytes: Buffer | undefined, { dryRun = false, onProgress }: { dryRun?: boolean; onProgress?: Progress } = {}): Promise<ImportResult | DryRunResult> {
    const { groups, products, owned, names } = await this.check(ctx.em, await readSheet(bytes));
    const plans = groups.map((group) => {
      const product = products.get(group.url);
      const own = (product && owned.get(product.id)) || [];
      const fileSkus = new Set(group.variants.map((v) => v.sku.toLowerCase()));
      const kept = own.filter((v) => !fileSkus.has(v.sku.toLowerCase()));
      const state = plannedState(group.fields!, product, [...kept, ...group.variants]);
      return { group, product, own, kept, change: productChange({ row: group.row, url: group.url, state, variants: group.variants }, product, own, names) };
    });
    const changing = plans.filter((plan) => plan.change);
    const changes = changing.map((plan) => plan.change!);
    const created = changes.filter((change) => change.action === 'create').length;
    const counts = { created, updated: changes.length - created, unchanged: plans.length - changes.length, changes };
    if (dryRun) return { dryRun: true, ...counts };

    let done = 0;
    onProgress?.(done, changing.length);
    await recordedAs('import', () => ctx.em.transactional(async (em) => {
      await nameStockReason(em, 'import');
      const tx: Context = { ...ctx, em };
      await lockProducts(em, { products: changing.flatMap(({ product }) => (product ? [product.id] : [])) });
      for (const { group, product, own, kept } of changing) {
        const ids = new Map(own.map((v) => [v.sku.toLowerCase(), v.id]));
        const written = group.variants.map(({ row: _row, ...v }) => ({ ...v, id: ids.get(v.sku.toLowerCase()) }));
        const body = { url: group.url, ...group.fields!, productVariants: [...kept.map(({ productId: _p, productUrl: _u, ...v }) => v), ...written] };
        try {
          if (product) await this.products.update(tx, product.id, { ...body, sizeIds: product.sizeIds });
          else await this.products.create(tx, body);
        } catch (error) {
          if (error instanceof AppError && error.status < 500) throw rowErrors([{ row: group.row, message: describe(error) }]);
          throw error;
        }
        // Each product is flushed by the service: forgetting it keeps every next flush as cheap as the first.
        em.clear();
        onProgress?.(++done, changing.length);
      }
    }));
    return { ...counts, variants: changes.reduce((sum, change) => sum + change.variants.length, 0) };
  }

  /** Reads every row, reports each bad cell once and what the catalogue refuses (a SKU of another product, too many variants); a clean file's products come back with what the catalogue has of them. */
  private async check(em: EntityManager, rows: ParsedRow[]) {
    const problems = new Problems();
    const refs = await this.references(em);
    const groups = new Map<string, ProductGroup>();
    const skus = new Map<string, number>();

    for (const { row, cells } of rows) {
      const url = slug.safeParse(cells.url);
      if (!cells.url) {
        problems.cell(row, 'url', `Не заполнен столбец «${title.url}»`);
        continue;
      }
      if (!url.success) {
        problems.cell(row, 'url', `«${title.url}»: ${url.error.issues[0].message}`);
        continue;
      }
      let group = groups.get(url.data);
      if (!group) {
        group = { url: url.data, row, cells, fields: productFields(row, cells, refs.ids, problems), variants: [], variantRows: 0 };
        groups.set(url.data, group);
      } else {
        // A later row that differs from a bad first row differs only because of it.
        for (const key of productKeys) {
          if (cells[key] && cells[key] !== group.cells[key] && !problems.isBad(group.row, key)) problems.cell(row, key, `«${title[key]}» товара «${group.url}» отличается от строки ${group.row}`);
        }
      }
      if (variantKeys.every((key) => !cells[key])) continue;
      group.variantRows++;
      const variant = variantFields(row, cells, refs.ids, problems);
      if (!variant) continue;
      const seen = skus.get(variant.sku.toLowerCase());
      if (seen !== undefined) {
        problems.cell(row, 'sku', `Артикул «${variant.sku}» повторяется: он уже есть в строке ${seen}`);
        continue;
      }
      skus.set(variant.sku.toLowerCase(), row);
      group.variants.push(variant);
    }
    if (groups.size > MAX_EXPORT_PRODUCTS) problems.row(1, `В файле больше ${MAX_EXPORT_PRODUCTS} товаров`);

    const products = await currentProducts(em, [...groups.keys()]);
    const variants = await currentVariants(em, [...skus.keys()], [...products.values()].map((p) => p.id));
    const bySku = new Map(variants.map((v) => [v.sku.toLowerCase(), v]));
    const owned = new Map<number, CurrentVariant[]>();
    for (const variant of variants) {
      if (owned.has(variant.productId)) owned.get(variant.productId)!.push(variant);
      else owned.set(variant.productId, [variant]);
    }
    for (const group of groups.values()) {
      const product = products.get(group.url);
      for (const variant of group.variants) {
        const taken = bySku.get(variant.sku.toLowerCase());
        if (taken && taken.productUrl !== group.url) problems.cell(variant.row, 'sku', `Артикул «${variant.sku}» уже есть у другого товара: «${taken.productUrl}»`);
      }
      const own = (product && owned.get(product.id)) || [];
      const total = new Set([...own.map((v) => v.sku.toLowerCase()), ...group.variants.map((v) => v.sku.toLowerCase())]).size;
      if (!product && !group.variantRows) problems.row(group.row, `У нового товара «${group.url}» нет ни одного варианта: заполните артикул, цену и остаток`);
      if (total > MAX_VARIANTS) problems.row(group.row, `У товара «${group.url}» больше ${MAX_VARIANTS} вариантов`);
    }
    if (problems.list.length) throw rowErrors(problems.list);
    return { groups: [...groups.values()], products, owned, names: refs.names };
  }

  /** Every dictionary entry: by url for reading the file, by id for naming a change. */
  private async references(em: EntityManager): Promise<{ ids: References; names: Names }> {
    const ids = {} as References;
    const names = {} as Names;
    for (const kind of ['category', 'brand', 'color', 'size', 'tag'] as const) {
      const rows = await em.execute<{ id: number; url: string; name: string }[]>(`SELECT id, url, name FROM ${kind}`);
      ids[kind] = new Map(rows.map((r) => [r.url.toLowerCase(), r.id]));
      names[kind] = new Map(rows.map((r) => [r.id, r.name]));
    }
    return { ids, names };
  }
}

/** A service's refusal as one line: its message and the reasons it gives per field. */
function describe(error: AppError): string {
  const details = error.details && typeof error.details === 'object' ? Object.values(error.details as Record<string, unknown>).map(String) : [];
  return [error.message, ...details].join(' ');
}
