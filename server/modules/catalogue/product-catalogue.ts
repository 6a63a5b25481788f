import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from '../../core/list.js';
import type { ProductQuery } from './product.inputs.js';
import { byRelevance, relevance, searchCondition, searchInTurn, type SearchMode } from './product-search.js';
import { Conditions, intArray, isoTime } from '../../core/sql.js';
import { preparedRead } from '../../core/prepared-read.js';
import { facetValue, type FacetKind } from './catalogue-entry.js';
import type { ProductView } from './product-view.types.js';

export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

/** A page of products with the total, and the view's price range when it was asked with it. */
export interface ProductPage {
  rows: ProductView[];
  length: number;
  range?: PriceRange;
}

/**
 * The categories given and every one below them, as an array: computed before the rest, it lets
 * PostgreSQL estimate the products in it and read them by the entries' category index alone (it
 * holds what the page and the facets read), where `IN (subquery)` had it guess half the table.
 */
const subtree = `ARRAY(WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ANY(?::int[]) UNION SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id) SELECT id FROM tree)`;

const orderings: Record<ProductQuery['sort'], string> = {
  relevance: byRelevance,
  popular: 'p.popularity DESC, p.id ASC',
  new: 'p.created_at DESC, p.id ASC',
  price_asc: 'p.price ASC NULLS LAST, p.id ASC',
  price_desc: 'p.price DESC NULLS LAST, p.id ASC',
  rating: 'p.rating DESC, p.review_count DESC, p.id ASC',
};

/**
 * How a page is cut: the sort (relevance only for a search), what it reads of each product (the
 * columns of the CTE the page is cut from, and their values), the `page` CTE of ids with their
 * positions over `from` (aliased `p`), and the values of its LIMIT and OFFSET.
 */
export function pageCut(query: ProductQuery, mode: SearchMode) {
  const sort = query.sort === 'relevance' && !query.name ? 'popular' : query.sort;
  const ranked = sort === 'relevance' ? relevance(query.name!, mode) : null;
  return {
    columns: `e.id, e.popularity, e.created_at, e.price, e.rating, e.review_count${ranked ? `, ${ranked.sql}` : ''}`,
    values: ranked?.values ?? [],
    // The page is cut first (a top-N sort keeps only LIMIT + OFFSET rows), then numbered.
    cte: (from: string, where = '') =>
      `page AS (SELECT p.id, row_number() OVER (ORDER BY ${orderings[sort]}) AS position FROM (SELECT * FROM ${from} p ${where} ORDER BY ${orderings[sort]} LIMIT ? OFFSET ?) p)`,
    bounds: [query.limit, (query.page - 1) * query.limit],
  };
}

/** What a shopper narrows a list by; the facets count each of them under all the others but itself. */
export const narrowings = ['brands', 'colors', 'sizes', 'tags', 'price', 'inStock'] as const;
export type Narrowing = (typeof narrowings)[number];

/** The condition of one narrowing chosen in `query`, over the catalogue entry `e`, or null when it is not chosen. */
export function narrowingCondition(query: Partial<ProductQuery>, narrowing: Narrowing): Conditions | null {
  const where = new Conditions();
  // «Any of these»: && on the entry's facet values (GIN index).
  const having = (kind: FacetKind, ids: number[]) => where.add('e.facet_values && ?::int[]', intArray(ids.map((id) => facetValue(kind, id))));
  if (narrowing === 'brands' && query.brands?.length) having('brand', query.brands);
  if (narrowing === 'colors' && query.colors?.length) having('color', query.colors);
  if (narrowing === 'sizes' && query.sizes?.length) having('size', query.sizes);
  if (narrowing === 'tags' && query.tags?.length) having('tag', query.tags);
  if (narrowing === 'price' && query.minPrice !== undefined) where.add('e.price >= ?', query.minPrice);
  if (narrowing === 'price' && query.maxPrice !== undefined) where.add('e.price <= ?', query.maxPrice);
  if (narrowing === 'inStock' && query.available === true) where.add('e.in_stock');
  return where.parts.length ? where : null;
}

/** The query without any narrowing: what the facets count within. */
export const withoutNarrowings = (query: Partial<ProductQuery>): Partial<ProductQuery> => ({
  ...query,
  brands: undefined,
  colors: undefined,
  sizes: undefined,
  tags: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  available: undefined,
});

/** Whether a list's conditions read the product itself (its words, description or SKUs), not only its catalogue entry. */
const readsProduct = (query: Partial<ProductQuery>) => Boolean(query.name || query.desc || query.q);

/** What a list reads: the catalogue entries `e`, with their products `p` when its conditions need them. */
export const listSource = (query: Partial<ProductQuery>): string => (readsProduct(query) ? 'catalogue_entry e JOIN product p ON p.id = e.id' : 'catalogue_entry e');

/**
 * The conditions of a product list over `listSource(query)`; shoppers see only products on sale,
 * staff see everything.
 */
export function conditions(query: Partial<ProductQuery>, staff: boolean, search: SearchMode = 'all'): Conditions {
  const where = new Conditions();
  if (!staff) where.add('e.available');
  if (query.available === true && staff) where.add('e.available');
  if (query.available === false && staff) where.add('NOT e.available');
  if (query.name) {
    const found = searchCondition(query.name, search);
    where.add(found.sql, ...found.values);
  }
  if (query.desc) where.add(`p."desc" ILIKE ?`, containing(query.desc));
  if (query.q) where.add('(p.name ILIKE ? OR EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id AND v.sku ILIKE ?))', containing(query.q), containing(query.q));
  if (query.userHistory?.length) where.add('e.id = ANY(?::int[])', intArray(query.userHistory));
  if (query.categories?.length) where.add(`e.category_id = ANY(${subtree})`, intArray(query.categories));
  if (query.parent) where.add(`e.category_id = ANY(${subtree})`, intArray([query.parent]));
  if (query.discounted === true) where.add('e.old_price > e.price');
  for (const narrowing of narrowings) {
    const chosen = narrowingCondition(query, narrowing);
    if (chosen) where.add(chosen.sql, ...chosen.values);
  }
  return where;
}

/**
 * The categories of a view as shoppers see it narrowed by nothing but categories (the whole catalogue,
 * or categories with their subtrees), as a condition over `c.category_id`; null for any other view.
 * Such a view's facets are summed from the counts the database keeps per category
 * (read-model/facet-counts.sql) instead of counted over its products.
 */
export function wholeCategories(query: Partial<ProductQuery>, staff: boolean): Conditions | null {
  if (staff || conditions({ ...query, categories: undefined, parent: undefined }, false).parts.length !== 1) return null;
  const where = new Conditions();
  if (query.categories?.length) where.add(`c.category_id = ANY(${subtree})`, intArray(query.categories));
  if (query.parent) where.add(`c.category_id = ANY(${subtree})`, intArray([query.parent]));
  return where;
}

/** A catalogue statement, prepared unless it searches words: how many a word finds decides its best plan. */
export const catalogueRead = <T>(em: EntityManager, query: Partial<ProductQuery>, sql: string, values: unknown[]): Promise<T[]> =>
  query.name ? em.execute<T[]>(sql, values) : preparedRead<T>(em, sql, values);

/**
 * Each field of a product as both APIs return it, as SQL over the product `p` and its entry `e` that names it.
 * What a list sorts and narrows by is read from the entry, so a product shows the price (and stock
 * flag, rating, date) its list was sorted and filtered by.
 */
const productFields: Record<string, string> = {
  id: 'p.id',
  name: 'p.name',
  url: 'p.url',
  desc: 'p."desc"',
  price: 'e.price::float8 AS price',
  oldPrice: 'e.old_price::float8 AS "oldPrice"',
  available: 'e.available',
  inStock: 'e.in_stock AS "inStock"',
  rating: 'e.rating::float8 AS rating',
  reviewCount: 'e.review_count AS "reviewCount"',
  images: 'p.images',
  // The picture a product without its own shows (JSON-LD, og:image): its category's, or the nearest ancestor's.
  categoryImage: `(SELECT c.image FROM unnest(e.category_path) WITH ORDINALITY AS up(id, n) JOIN category c ON c.id = up.id
    WHERE c.image IS NOT NULL AND c.image <> '' ORDER BY up.n DESC LIMIT 1) AS "categoryImage"`,
  parameters: 'p.parameters',
  weight: 'p.weight',
  length: 'p.length',
  width: 'p.width',
  height: 'p.height',
  createdAt: `${isoTime('e.created_at')} AS "createdAt"`,
  updatedAt: `${isoTime('p.updated_at')} AS "updatedAt"`,
  version: 'p.version',
  // What the catalogue entry keeps built (read-model/catalogue-entries.sql): one read instead of a subquery each.
  brand: 'e.brand',
  category: 'e.category',
  categoryPath: 'e.category_trail AS "categoryPath"',
  colors: 'e.colors',
  sizes: 'e.sizes',
  tags: 'e.tags',
  productVariants: 'e.variants AS "productVariants"',
  matchingVariantId: 'NULL::int AS "matchingVariantId"',
};

/**
 * A product's fields as one select list over `p` and `e`: all of them, or only those a GraphQL query reads
 * (`fields`; the id always) — a catalogue card needs neither the variants nor the description.
 */
export const productColumns = (fields?: ReadonlySet<string>, overrides: Record<string, string> = {}): string =>
  Object.entries({ ...productFields, ...overrides })
    .filter(([name]) => !fields || name === 'id' || fields.has(name))
    .map(([, sql]) => sql)
    .join(', ');

/**
 * A list narrowed to colours (`?`: their ids) shows each product with the pictures of its variant in
 * one of them first (one in stock before one sold out), then the product's own, each once.
 */
const imagesInChosenColours = `COALESCE((SELECT jsonb_agg(image ORDER BY n) FROM (
    SELECT image, min(n) AS n FROM jsonb_array_elements(COALESCE((SELECT v.images FROM product_variant v
      WHERE v.product_id = p.id AND v.color_id = ANY(?::int[]) AND NOT v.hidden AND jsonb_array_length(v.images) > 0
      ORDER BY v.stock > 0 DESC, v.id LIMIT 1), '[]') || p.images) WITH ORDINALITY AS all_images(image, n) GROUP BY image) chosen), '[]') AS images`;

/**
 * Staff read each variant with its version and parcel, which the catalogue entry does not keep (an order's
 * stock would rewrite the entry for nothing): joined from the variants, in the entry's order.
 */
const variantsWithVersions = `COALESCE((SELECT jsonb_agg(v.item || jsonb_build_object('version', pv.version, 'weight', pv.weight, 'length', pv.length, 'width', pv.width, 'height', pv.height) ORDER BY v.n)
  FROM jsonb_array_elements(e.variants) WITH ORDINALITY AS v(item, n) JOIN product_variant pv ON pv.id = (v.item ->> 'id')::int), '[]') AS "productVariants"`;

/**
 * The select list of one product or a list of them, for staff (variants with their versions) or shoppers.
 * `available` is «on sale» for shoppers (the entry's: the flag and a price, product-offer.sql) and the
 * flag staff set for staff, so a form saves what it was given.
 */
const columnsFor = (staff: boolean, fields?: ReadonlySet<string>, overrides: Record<string, string> = {}) =>
  productColumns(fields, staff ? { productVariants: variantsWithVersions, available: 'p.available', ...overrides } : overrides);

/** Products as they are shown: each with its catalogue entry, for the select lists above. */
export const shownProducts = 'product p JOIN catalogue_entry e ON e.id = p.id';

/**
 * A list narrowed to colours or sizes (`?`: their ids, or null) names the variant a card opens on
 * (CONTRACT §19): one in them, in stock before sold out.
 */
const variantInChosen = `(SELECT v.id FROM product_variant v WHERE v.product_id = p.id AND NOT v.hidden
    AND (?::int[] IS NULL OR v.color_id = ANY(?::int[])) AND (?::int[] IS NULL OR v.size_id = ANY(?::int[]))
    ORDER BY v.stock > 0 DESC, v.id LIMIT 1) AS "matchingVariantId"`;

/** The select list of a page of products, with the values its placeholders take (the chosen colours' pictures, the chosen variant). */
export function pageColumns(query: Partial<ProductQuery>, staff: boolean, fields?: ReadonlySet<string>): { sql: string; values: unknown[] } {
  const wants = (field: string) => !fields || fields.has(field);
  const overrides: Record<string, string> = {};
  const values: unknown[] = [];
  const colours = query.colors?.length ? intArray(query.colors) : null;
  const sizes = query.sizes?.length ? intArray(query.sizes) : null;
  // The placeholders follow the select list's order: images come before the chosen variant.
  if (colours && wants('images')) {
    overrides.images = imagesInChosenColours;
    values.push(colours);
  }
  if ((colours || sizes) && wants('matchingVariantId')) {
    overrides.matchingVariantId = variantInChosen;
    values.push(colours, colours, sizes, sizes);
  }
  return { sql: columnsFor(staff, fields, overrides), values };
}

/**
 * The catalogue's read side, in hand-written SQL: a page of products with every relation and the
 * total count costs ONE query whatever the page size (a search its words do not satisfy: one more
 * per fallback, see product-search.ts), and a product by id or url one.
 */
export class ProductCatalogue {
  /** `fields`: the product fields to fill (all when not given), as `productColumns` takes them. */
  /** `withRange`: also the view's price range (for a view searched by no words), as `priceRange` would answer it. */
  async page(em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>, withRange = false): Promise<ProductPage> {
    const narrowed = narrowings.some((narrowing) => narrowingCondition(query, narrowing));
    // A mode is chosen by what the search finds before narrowing, as the facets choose it: when the
    // narrowings leave nothing, that is the answer, not a reason to loosen the search.
    return searchInTurn(
      query.name,
      (mode) => this.pageWith(em, query, conditions(query, staff, mode), mode, staff, fields, withRange && !query.name),
      async (found, mode) => found.length > 0 || (narrowed && (await this.count(em, query, conditions(withoutNarrowings(query), staff, mode))) > 0),
    );
  }

  private async pageWith(em: EntityManager, query: ProductQuery, where: Conditions, mode: SearchMode, staff: boolean, fields: ReadonlySet<string> | undefined, withRange: boolean): Promise<ProductPage> {
    const offset = (query.page - 1) * query.limit;
    const cut = pageCut(query, mode);
    const columns = pageColumns(query, staff, fields);
    const range = withRange ? `, (SELECT min(price) FROM matching)::float8 AS "minPrice", (SELECT max(price) FROM matching)::float8 AS "maxPrice"` : '';
    const sql = `
      WITH matching AS (SELECT ${cut.columns} FROM ${listSource(query)} ${where.where}),
      ${cut.cte('matching')}
      SELECT ${columns.sql}, (SELECT count(*) FROM matching)::int AS "totalCount"${range}
      FROM page JOIN ${shownProducts} ON p.id = page.id
      ORDER BY page.position`;
    type Row = ProductView & { totalCount: number } & Partial<Record<'minPrice' | 'maxPrice', number | null>>;
    const rows = await catalogueRead<Row>(em, query, sql, [...cut.values, ...where.values, ...cut.bounds, ...columns.values]);
    const length = rows.length ? rows[0].totalCount : offset > 0 ? await this.count(em, query, where) : 0;
    // A page past the end knows no prices: the range is then asked on its own.
    const found = withRange && (rows.length || offset === 0) ? { minPrice: rows[0]?.minPrice ?? 0, maxPrice: rows[0]?.maxPrice ?? 0 } : undefined;
    return { rows: rows.map(({ totalCount: _total, minPrice: _min, maxPrice: _max, ...row }) => row), length, range: found };
  }

  /** One product by id or url, or null; shoppers do not see products taken off sale. */
  async one(em: EntityManager, by: { id: number } | { url: string }, staff: boolean): Promise<ProductView | null> {
    const [column, value] = 'id' in by ? ['p.id', by.id] : ['p.url', by.url];
    const rows = await preparedRead<ProductView>(em, `SELECT ${columnsFor(staff)} FROM ${shownProducts} WHERE ${column} = ?${staff ? '' : ' AND p.available'}`, [value]);
    return rows[0] ?? null;
  }

  /** Products by id in the order given (a wishlist, a shopper's history); shoppers see only those on sale. */
  async byIds(em: EntityManager, ids: readonly number[], staff: boolean): Promise<ProductView[]> {
    if (!ids.length) return [];
    return preparedRead<ProductView>(
      em,
      `SELECT ${columnsFor(staff)} FROM unnest(?::int[]) WITH ORDINALITY AS chosen(id, position) JOIN ${shownProducts} ON p.id = chosen.id${staff ? '' : ' AND p.available'} ORDER BY chosen.position`,
      [intArray(ids)],
    );
  }

  /** The lowest and highest price among the products a catalogue view could show. */
  async priceRange(em: EntityManager, query: Partial<ProductQuery>): Promise<PriceRange> {
    const { minPrice, maxPrice } = await searchInTurn(
      query.name,
      async (mode) => {
        const where = conditions(query, false, mode);
        const [row] = await catalogueRead<{ minPrice: number | null; maxPrice: number | null }>(
          em,
          query,
          `SELECT min(e.price)::float8 AS "minPrice", max(e.price)::float8 AS "maxPrice" FROM ${listSource(query)} ${where.where}`,
          where.values,
        );
        return row;
      },
      (found) => found.minPrice !== null,
    );
    return { minPrice: minPrice ?? 0, maxPrice: maxPrice ?? 0 };
  }

  private async count(em: EntityManager, query: Partial<ProductQuery>, where: Conditions): Promise<number> {
    const [{ count }] = await catalogueRead<{ count: number }>(em, query, `SELECT count(*)::int AS count FROM ${listSource(query)} ${where.where}`, where.values);
    return count;
  }
}
