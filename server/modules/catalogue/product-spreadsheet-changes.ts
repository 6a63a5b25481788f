import type { EntityManager } from '@mikro-orm/postgresql';

/** Each changed field (named as the API names it) with its value before and after, readable: names rather than ids. */
export type FieldChanges = Record<string, [unknown, unknown]>;

export interface VariantChange {
  sku: string;
  /** `delete` is part of the answer's shape; an import keeps the variants its file leaves out, so it never deletes. */
  action: 'create' | 'update' | 'delete';
  fields: FieldChanges;
}

export interface ProductChange {
  /** The product's first row in the file. */
  row: number;
  url: string;
  name: string;
  action: 'create' | 'update';
  fields: FieldChanges;
  variants: VariantChange[];
}

/** A product's own fields, by ids. */
export interface ProductFields {
  name: string;
  desc: string;
  available: boolean;
  images: string[];
  parameters: Record<string, string>;
  categoryId: number;
  brandId: number | null;
  colorIds: number[];
  tagIds: number[];
}

/** A product as the catalogue has it, or as a file would leave it. */
export interface ProductState extends ProductFields {
  sizeIds: number[];
}

export interface VariantState {
  sku: string;
  sizeId: number | null;
  colorId: number | null;
  price: number;
  oldPrice: number | null;
  stock: number;
  /** The variant's parcel (grams, centimetres); left out when the file has no such column. */
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

export interface CurrentProduct extends ProductState {
  id: number;
  url: string;
}

export interface CurrentVariant extends VariantState {
  id: number;
  productId: number;
  productUrl: string;
}

/** Dictionary entries' names by id, to show a change as people read it. */
export type Names = Record<'category' | 'brand' | 'color' | 'size' | 'tag', Map<number, string>>;

/** A field: its value to compare (`of`) and, when that is an id or needs ordering, the value to show. */
interface Field<S> {
  key: string;
  of: (state: S) => unknown;
  show?: (state: S, names: Names) => unknown;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const named = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? String(id)));
const namedSet = (map: Map<number, string>, ids: number[]) => ids.map((id) => named(map, id)!).sort((a, b) => a.localeCompare(b, 'ru'));

const productFields: Field<ProductState>[] = [
  { key: 'name', of: (p) => p.name },
  { key: 'category', of: (p) => p.categoryId, show: (p, n) => named(n.category, p.categoryId) },
  { key: 'brand', of: (p) => p.brandId, show: (p, n) => named(n.brand, p.brandId) },
  { key: 'desc', of: (p) => p.desc },
  { key: 'available', of: (p) => p.available },
  { key: 'colors', of: (p) => sorted(p.colorIds), show: (p, n) => namedSet(n.color, p.colorIds) },
  { key: 'sizes', of: (p) => sorted(p.sizeIds), show: (p, n) => namedSet(n.size, p.sizeIds) },
  { key: 'tags', of: (p) => sorted(p.tagIds), show: (p, n) => namedSet(n.tag, p.tagIds) },
  { key: 'images', of: (p) => p.images },
  { key: 'parameters', of: (p) => Object.entries(p.parameters).sort(([a], [b]) => (a < b ? -1 : 1)), show: (p) => p.parameters },
];

const variantFields: Field<VariantState>[] = [
  // Variants are matched by SKU whatever its case: a SKU retyped in another case is a change.
  { key: 'sku', of: (v) => v.sku },
  { key: 'size', of: (v) => v.sizeId, show: (v, n) => named(n.size, v.sizeId) },
  { key: 'color', of: (v) => v.colorId, show: (v, n) => named(n.color, v.colorId) },
  { key: 'price', of: (v) => v.price },
  { key: 'oldPrice', of: (v) => v.oldPrice },
  { key: 'stock', of: (v) => v.stock },
  { key: 'weight', of: (v) => v.weight },
  { key: 'length', of: (v) => v.length },
  { key: 'width', of: (v) => v.width },
  { key: 'height', of: (v) => v.height },
];

const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && !value.length) || (typeof value === 'object' && value !== null && !Object.keys(value).length);

/** The fields that differ; for a new record (`before` undefined), every field it fills. */
function diff<S>(fields: Field<S>[], before: S | undefined, after: S, names: Names): FieldChanges {
  const changes: FieldChanges = {};
  for (const { key, of, show = of } of fields) {
    // A field the file does not carry (a column it lacks) is left as it is.
    if (of(after) === undefined) continue;
    if (before === undefined ? isEmpty(of(after)) : JSON.stringify(of(before)) === JSON.stringify(of(after))) continue;
    changes[key] = [before === undefined ? null : show(before, names), show(after, names)];
  }
  return changes;
}

const union = (...lists: (number | null)[][]) => [...new Set(lists.flat().filter((id): id is number => id !== null))];

/**
 * The product as writing the file would leave it, by the product service's rules: its colours
 * are the file's plus its variants', its sizes the ones it had plus its variants'.
 */
export function plannedState(fields: ProductFields, current: CurrentProduct | undefined, variants: VariantState[]): ProductState {
  return {
    ...fields,
    colorIds: union(fields.colorIds, variants.map((v) => v.colorId)),
    sizeIds: union(current?.sizeIds ?? [], variants.map((v) => v.sizeId)),
  };
}

/** What writing a product of the file changes; `null` when nothing. `own`: the product's current variants. */
export function productChange(
  file: { row: number; url: string; state: ProductState; variants: VariantState[] },
  current: CurrentProduct | undefined,
  own: CurrentVariant[],
  names: Names,
): ProductChange | null {
  const bySku = new Map(own.map((v) => [v.sku.toLowerCase(), v]));
  const variants: VariantChange[] = [];
  for (const variant of file.variants) {
    const before = bySku.get(variant.sku.toLowerCase());
    const fields = diff(variantFields, before, variant, names);
    if (Object.keys(fields).length) variants.push({ sku: variant.sku, action: before ? 'update' : 'create', fields });
  }
  const fields = diff(productFields, current, file.state, names);
  if (current && !variants.length && !Object.keys(fields).length) return null;
  return { row: file.row, url: file.url, name: file.state.name, action: current ? 'update' : 'create', fields, variants };
}

/** The products with these urls as the catalogue has them now. */
export async function currentProducts(em: EntityManager, urls: string[]): Promise<Map<string, CurrentProduct>> {
  if (!urls.length) return new Map();
  const ids = (table: string, column: string) => `COALESCE((SELECT array_agg(x.${column} ORDER BY x.${column}) FROM ${table} x WHERE x.product_id = p.id), '{}')`;
  const rows = await em.execute<(CurrentProduct & { desc: string | null })[]>(
    `SELECT p.id, p.url, p.name, p."desc", p.available, p.images, p.parameters, p.category_id AS "categoryId", p.brand_id AS "brandId",
       ${ids('product_colors', 'color_id')} AS "colorIds", ${ids('product_tags', 'tag_id')} AS "tagIds", ${ids('product_sizes', 'size_id')} AS "sizeIds"
     FROM product p WHERE p.url IN (SELECT jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(urls)],
  );
  return new Map(rows.map((row) => [row.url, { ...row, desc: row.desc ?? '', images: row.images ?? [], parameters: row.parameters ?? {} }]));
}

/** Variants whose SKU the file names (wherever they are) and every variant of the products it updates; hidden ones are history, not the catalogue. */
export async function currentVariants(em: EntityManager, skus: string[], productIds: number[]): Promise<CurrentVariant[]> {
  const rows = await em.execute<(Omit<CurrentVariant, 'price' | 'oldPrice'> & { price: string; oldPrice: string | null })[]>(
    `SELECT v.id, v.product_id AS "productId", p.url AS "productUrl", v.sku, v.size_id AS "sizeId", v.color_id AS "colorId", v.price, v.old_price AS "oldPrice", v.stock,
       v.weight, v.length, v.width, v.height
     FROM product_variant v JOIN product p ON p.id = v.product_id
     WHERE NOT v.hidden AND (lower(v.sku) IN (SELECT jsonb_array_elements_text(?::jsonb)) OR v.product_id = ANY(?::int[]))
     ORDER BY v.id`,
    [JSON.stringify(skus), `{${productIds.join(',')}}`],
  );
  return rows.map((v) => ({ ...v, price: Number(v.price), oldPrice: v.oldPrice === null ? null : Number(v.oldPrice) }));
}
