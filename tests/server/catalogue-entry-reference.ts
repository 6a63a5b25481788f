import { isDeepStrictEqual } from 'node:util';
import { entrySources, type EntrySource } from '../../server/modules/catalogue/read-model/catalogue-entry-sources.js';
import type { TestApp } from './test-app.js';

/**
 * What a product's `catalogue_entry` row must hold, built here in TypeScript from the normalised
 * tables (product, its variants, its colour, size and tag links, and the dictionaries) without
 * asking `refresh_catalogue_entries`: a second opinion the triggers' work is checked against.
 *
 * It reads of each table only the columns `entrySources` names — those whose change the triggers
 * watch — so an entry showing anything else cannot match it. The price, old price and stock flag it
 * derives from the visible variants itself, as a second opinion on the database's one rule
 * (read-model/product-offer.sql), which the product's own copies of them must follow too.
 *
 * Everything is read in one statement, so in one snapshot. Only the order of colours and tags by
 * name is taken from the database (each dictionary listed `ORDER BY name, id`), since names sort by
 * its collation, not by JavaScript's comparison.
 */
type Row = Record<string, any>;

/** The columns of a table the entry may read: its id and those `entrySources` names. */
const sourced = (table: EntrySource, order = '') => `SELECT id, ${entrySources[table].join(', ')} FROM ${table}${order}`;

const tables = {
  products: sourced('product'),
  variants: sourced('product_variant'),
  productColors: 'SELECT product_id, color_id FROM product_colors',
  productSizes: 'SELECT product_id, size_id FROM product_sizes',
  productTags: 'SELECT product_id, tag_id FROM product_tags',
  brands: sourced('brand'),
  categories: sourced('category'),
  colors: sourced('color', ' ORDER BY name, id'),
  sizes: sourced('size'),
  tags: sourced('tag', ' ORDER BY name, id'),
  entries: 'SELECT * FROM catalogue_entry',
  facetCounts: 'SELECT category_id, value, products FROM catalogue_facet_count WHERE products <> 0',
  // The product's own copies of its offer, which the entry does not read.
  offers: 'SELECT id, price, old_price, in_stock FROM product',
};
type Tables = Record<keyof typeof tables, Row[]>;

const snapshot = async (app: TestApp): Promise<Tables> => {
  const columns = Object.entries(tables).map(([name, query]) => `(SELECT coalesce(json_agg(t), '[]') FROM (${query}) t) AS "${name}"`);
  return (await app.orm.em.fork().execute<Tables[]>(`SELECT ${columns.join(', ')}`))[0];
};

/** Money and ratings as numbers (pg's numeric may come as 1000 or "1000.00"); null stays null. */
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id as number, row]));
const linked = (links: Row[], productId: number, column: string) => links.filter((l) => l.product_id === productId).map((l) => l[column] as number);
const ref = ({ id, name, url }: Row) => ({ id, name, url });
const colorRef = ({ id, name, url, code }: Row) => ({ id, name, url, code });

/** What visible variants offer: the cheapest one's price (the first by id among equals) and old price, and whether any is in stock. */
function offerOf(visible: Row[]): { price: number | null; old_price: number | null; in_stock: boolean } {
  const cheapest = [...visible].sort((a, b) => num(a.price)! - num(b.price)! || a.id - b.id)[0];
  return { price: cheapest ? num(cheapest.price) : null, old_price: cheapest ? num(cheapest.old_price) : null, in_stock: visible.some((v) => v.stock > 0) };
}

/** The entry each product should have, by product id. */
export function expectedEntries(t: Tables): Map<number, Row> {
  const brands = byId(t.brands);
  const categories = byId(t.categories);
  const colors = byId(t.colors);
  const sizes = byId(t.sizes);
  const colorRank = new Map(t.colors.map((c, i) => [c.id, i]));
  const tagRank = new Map(t.tags.map((c, i) => [c.id, i]));
  const tags = byId(t.tags);
  const expected = new Map<number, Row>();
  for (const p of t.products) {
    const trail: Row[] = [];
    for (let c = categories.get(p.category_id); c; c = c.parent_id === null ? undefined : categories.get(c.parent_id)) trail.unshift(c);
    const brand = p.brand_id === null ? null : brands.get(p.brand_id)!;
    const colorIds = linked(t.productColors, p.id, 'color_id');
    const sizeIds = linked(t.productSizes, p.id, 'size_id');
    const tagIds = linked(t.productTags, p.id, 'tag_id');
    const facets = [...(brand ? [brand.id * 8 + 1] : []), ...colorIds.map((c) => c * 8 + 2), ...sizeIds.map((s) => s * 8 + 3), ...tagIds.map((g) => g * 8 + 4)];
    const variants = t.variants.filter((v) => v.product_id === p.id && !v.hidden).sort((a, b) => a.id - b.id);
    const offer = offerOf(variants);
    expected.set(p.id, {
      id: p.id,
      // on sale: the staff's flag and a price (read-model/product-offer.sql, `on_sale`)
      available: p.available && offer.price !== null,
      in_stock: offer.in_stock,
      price: offer.price,
      old_price: offer.old_price,
      popularity: p.popularity,
      created_at: p.created_at,
      rating: num(p.rating),
      review_count: p.review_count,
      category_id: p.category_id,
      category_path: trail.map((c) => c.id),
      brand_id: p.brand_id,
      facet_values: facets.sort((a, b) => a - b),
      brand: brand && { id: brand.id, name: brand.name, url: brand.url, image: brand.image },
      category: ref(categories.get(p.category_id)!),
      category_trail: trail.map(ref),
      colors: colorIds.sort((a, b) => colorRank.get(a)! - colorRank.get(b)!).map((c) => colorRef(colors.get(c)!)),
      sizes: sizeIds.sort((a, b) => a - b).map((s) => ref(sizes.get(s)!)),
      tags: tagIds.sort((a, b) => tagRank.get(a)! - tagRank.get(b)!).map((g) => ref(tags.get(g)!)),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: num(v.price),
        oldPrice: num(v.old_price),
        stock: v.stock,
        images: v.images,
        barcode: v.barcode,
        parameters: v.parameters,
        size: v.size_id === null ? null : ref(sizes.get(v.size_id)!),
        color: v.color_id === null ? null : colorRef(colors.get(v.color_id)!),
      })),
    });
  }
  return expected;
}

/** An entry as stored, with its numbers normalised as the expectation's are. */
const actualEntry = (e: Row): Row => ({
  ...e,
  price: num(e.price),
  old_price: num(e.old_price),
  rating: num(e.rating),
  variants: e.variants.map((v: Row) => ({ ...v, price: num(v.price), oldPrice: num(v.oldPrice) })),
});

/** Both sides, by product id: what the tables say and what `catalogue_entry` holds. */
export async function entriesAndExpectations(app: TestApp) {
  const t = await snapshot(app);
  return { expected: expectedEntries(t), actual: new Map(t.entries.map((e) => [e.id as number, actualEntry(e)])) };
}

/**
 * The ids of products whose entry differs from the tables, products without an entry and entries
 * without a product, in ascending order: `[]` when the read model is equal to the tables.
 */
export async function staleEntries(app: TestApp): Promise<number[]> {
  const { expected, actual } = await entriesAndExpectations(app);
  const ids = new Set([...expected.keys(), ...actual.keys()]);
  return [...ids].filter((id) => !isDeepStrictEqual(expected.get(id), actual.get(id))).sort((a, b) => a - b);
}

/**
 * The ids of products whose own price, old price or stock flag differ from what their visible
 * variants offer, in ascending order: `[]` when the product table follows the one rule the entry does.
 */
export async function staleOffers(app: TestApp): Promise<number[]> {
  const t = await snapshot(app);
  return t.offers
    .filter((p) => {
      const offer = offerOf(t.variants.filter((v) => v.product_id === p.id && !v.hidden));
      return !isDeepStrictEqual({ price: num(p.price), old_price: num(p.old_price), in_stock: p.in_stock }, offer);
    })
    .map((p) => p.id as number)
    .sort((a, b) => a - b);
}

/**
 * The per-category facet counts (read-model/facet-counts.sql) that differ from a count over the
 * products on sale as the tables describe them, as «category:value kept N, expected M»: `[]` when equal.
 */
export async function staleFacetCounts(app: TestApp): Promise<string[]> {
  const t = await snapshot(app);
  const expected = new Map<string, number>();
  for (const entry of expectedEntries(t).values()) {
    if (!entry.available) continue;
    for (const value of entry.facet_values as number[]) expected.set(`${entry.category_id}:${value}`, (expected.get(`${entry.category_id}:${value}`) ?? 0) + 1);
  }
  const kept = new Map(t.facetCounts.map((row) => [`${row.category_id}:${row.value}`, row.products as number]));
  return [...new Set([...expected.keys(), ...kept.keys()])].filter((key) => expected.get(key) !== kept.get(key)).map((key) => `${key} kept ${kept.get(key) ?? 0}, expected ${expected.get(key) ?? 0}`).sort();
}
