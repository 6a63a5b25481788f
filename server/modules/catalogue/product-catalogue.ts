import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from '../../core/list.js';
import type { ProductQuery } from './product.inputs.js';
import { byRelevance, relevance, searchCondition, searchInTurn, type SearchMode } from './product-search.js';
import { Conditions, intArray, isoTime } from '../../core/sql.js';
import { preparedRead } from '../../core/prepared-read.js';

export interface NamedRef {
  id: number;
  name: string;
  url: string;
}

export interface ColorRef extends NamedRef {
  code: string;
}

export interface VariantView {
  id: number;
  sku: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  images: string[];
  size: NamedRef | null;
  color: ColorRef | null;
  barcode: string | null;
  parameters: Record<string, string>;
}

/** A product as both APIs return it: its own fields with its relations nested. */
export interface ProductView {
  id: number;
  name: string;
  url: string;
  desc: string;
  price: number | null;
  oldPrice: number | null;
  available: boolean;
  inStock: boolean;
  rating: number;
  reviewCount: number;
  images: string[];
  parameters: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  brand: (NamedRef & { image: string | null }) | null;
  category: NamedRef;
  /** The categories from the root down to `category`, which ends it. */
  categoryPath: NamedRef[];
  colors: ColorRef[];
  sizes: NamedRef[];
  tags: NamedRef[];
  productVariants: VariantView[];
}


/**
 * The categories given and every one below them, as an array: computed before the rest, it lets
 * PostgreSQL estimate the products in it and read them by the category index alone (it holds what
 * the page and the facets read), where `IN (subquery)` had it guess half the table and scan it all.
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
    columns: `p.id, p.popularity, p.created_at, p.price, p.rating, p.review_count${ranked ? `, ${ranked.sql}` : ''}`,
    values: ranked?.values ?? [],
    cte: (from: string, where = '') => `page AS (SELECT p.id, row_number() OVER (ORDER BY ${orderings[sort]}) AS position FROM ${from} p ${where} ORDER BY ${orderings[sort]} LIMIT ? OFFSET ?)`,
    bounds: [query.limit, (query.page - 1) * query.limit],
  };
}

/** What a shopper narrows a list by; the facets count each of them under all the others but itself. */
export const narrowings = ['brands', 'colors', 'sizes', 'tags', 'price', 'inStock'] as const;
export type Narrowing = (typeof narrowings)[number];

/** The condition of one narrowing chosen in `query`, or null when it is not chosen. */
export function narrowingCondition(query: Partial<ProductQuery>, narrowing: Narrowing): Conditions | null {
  const where = new Conditions();
  // The product keeps its colour, size and tag ids as arrays (migration ProductFacetArrays); && is «any of these».
  const having = (column: string, ids: number[]) => where.add(`p.${column} && ?::int[]`, intArray(ids));
  if (narrowing === 'brands' && query.brands?.length) where.add('p.brand_id = ANY(?::int[])', intArray(query.brands));
  if (narrowing === 'colors' && query.colors?.length) having('color_ids', query.colors);
  if (narrowing === 'sizes' && query.sizes?.length) having('size_ids', query.sizes);
  if (narrowing === 'tags' && query.tags?.length) having('tag_ids', query.tags);
  if (narrowing === 'price' && query.minPrice !== undefined) where.add('p.price >= ?', query.minPrice);
  if (narrowing === 'price' && query.maxPrice !== undefined) where.add('p.price <= ?', query.maxPrice);
  if (narrowing === 'inStock' && query.available === true) where.add('p.in_stock');
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

/** The conditions of a product list; shoppers see only products on sale, staff see everything. */
export function conditions(query: Partial<ProductQuery>, staff: boolean, search: SearchMode = 'all'): Conditions {
  const where = new Conditions();
  if (!staff) where.add('p.available');
  if (query.available === true && staff) where.add('p.available');
  if (query.available === false && staff) where.add('NOT p.available');
  if (query.name) {
    const found = searchCondition(query.name, search);
    where.add(found.sql, ...found.values);
  }
  if (query.desc) where.add(`p."desc" ILIKE ?`, containing(query.desc));
  if (query.q) where.add('(p.name ILIKE ? OR EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id AND v.sku ILIKE ?))', containing(query.q), containing(query.q));
  if (query.userHistory?.length) where.add('p.id = ANY(?::int[])', intArray(query.userHistory));
  if (query.categories?.length) where.add(`p.category_id = ANY(${subtree})`, intArray(query.categories));
  if (query.parent) where.add(`p.category_id = ANY(${subtree})`, intArray([query.parent]));
  if (query.discounted === true) where.add('p.old_price > p.price');
  for (const narrowing of narrowings) {
    const chosen = narrowingCondition(query, narrowing);
    if (chosen) where.add(chosen.sql, ...chosen.values);
  }
  return where;
}

/** A catalogue statement, prepared unless it searches words: how many a word finds decides its best plan. */
export const catalogueRead = <T>(em: EntityManager, query: Partial<ProductQuery>, sql: string, values: unknown[]): Promise<T[]> =>
  query.name ? em.execute<T[]>(sql, values) : preparedRead<T>(em, sql, values);

/** Each field of a product as both APIs return it, as SQL over `p` that names it. */
const productFields: Record<string, string> = {
  id: 'p.id',
  name: 'p.name',
  url: 'p.url',
  desc: 'p."desc"',
  price: 'p.price::float8 AS price',
  oldPrice: 'p.old_price::float8 AS "oldPrice"',
  available: 'p.available',
  inStock: 'p.in_stock AS "inStock"',
  rating: 'p.rating::float8 AS rating',
  reviewCount: 'p.review_count AS "reviewCount"',
  images: 'p.images',
  parameters: 'p.parameters',
  createdAt: `${isoTime('p.created_at')} AS "createdAt"`,
  updatedAt: `${isoTime('p.updated_at')} AS "updatedAt"`,
  brand: `(SELECT json_build_object('id', b.id, 'name', b.name, 'url', b.url, 'image', b.image) FROM brand b WHERE b.id = p.brand_id) AS brand`,
  category: `(SELECT json_build_object('id', c.id, 'name', c.name, 'url', c.url) FROM category c WHERE c.id = p.category_id) AS category`,
  // from the root down to the product's own category, for the product page's breadcrumbs
  categoryPath: `COALESCE((WITH RECURSIVE up AS (
      SELECT c.id, c.name, c.url, c.parent_id, 0 AS depth FROM category c WHERE c.id = p.category_id
      UNION ALL SELECT c.id, c.name, c.url, c.parent_id, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id WHERE up.depth < 32
    ) SELECT json_agg(json_build_object('id', id, 'name', name, 'url', url) ORDER BY depth DESC) FROM up), '[]') AS "categoryPath"`,
  colors: `COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) ORDER BY c.name, c.id) FROM product_colors x JOIN color c ON c.id = x.color_id WHERE x.product_id = p.id), '[]') AS colors`,
  sizes: `COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'url', s.url) ORDER BY s.id) FROM product_sizes x JOIN size s ON s.id = x.size_id WHERE x.product_id = p.id), '[]') AS sizes`,
  tags: `COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'url', t.url) ORDER BY t.name, t.id) FROM product_tags x JOIN tag t ON t.id = x.tag_id WHERE x.product_id = p.id), '[]') AS tags`,
  productVariants: `COALESCE((SELECT json_agg(json_build_object(
      'id', v.id, 'sku', v.sku, 'price', v.price::float8, 'oldPrice', v.old_price::float8, 'stock', v.stock, 'images', v.images,
      'barcode', v.barcode, 'parameters', v.parameters,
      'size', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name, 'url', s.url) END,
      'color', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) END
    ) ORDER BY v.id)
    FROM product_variant v LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id
    WHERE v.product_id = p.id AND NOT v.hidden), '[]') AS "productVariants"`,
};

/**
 * A product's fields as one select list over `p`: all of them, or only those a GraphQL query reads
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

/** The select list of a page of products, with the values its placeholders take (the chosen colours' pictures). */
export function pageColumns(query: Partial<ProductQuery>, fields?: ReadonlySet<string>): { sql: string; values: unknown[] } {
  const colours = query.colors?.length && (!fields || fields.has('images')) ? query.colors : null;
  return colours ? { sql: productColumns(fields, { images: imagesInChosenColours }), values: [intArray(colours)] } : { sql: productColumns(fields), values: [] };
}

/**
 * The catalogue's read side, in hand-written SQL: a page of products with every relation and the
 * total count costs ONE query whatever the page size (a search its words do not satisfy: one more
 * per fallback, see product-search.ts), and a product by id or url one.
 */
export class ProductCatalogue {
  /** `fields`: the product fields to fill (all when not given), as `productColumns` takes them. */
  async page(em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>): Promise<{ rows: ProductView[]; length: number }> {
    const narrowed = narrowings.some((narrowing) => narrowingCondition(query, narrowing));
    // A mode is chosen by what the search finds before narrowing, as the facets choose it: when the
    // narrowings leave nothing, that is the answer, not a reason to loosen the search.
    return searchInTurn(
      query.name,
      (mode) => this.pageWith(em, query, conditions(query, staff, mode), mode, fields),
      async (found, mode) => found.length > 0 || (narrowed && (await this.count(em, query, conditions(withoutNarrowings(query), staff, mode))) > 0),
    );
  }

  private async pageWith(em: EntityManager, query: ProductQuery, where: Conditions, mode: SearchMode, fields?: ReadonlySet<string>): Promise<{ rows: ProductView[]; length: number }> {
    const offset = (query.page - 1) * query.limit;
    const cut = pageCut(query, mode);
    const columns = pageColumns(query, fields);
    const sql = `
      WITH matching AS (SELECT ${cut.columns} FROM product p ${where.where}),
      ${cut.cte('matching')}
      SELECT ${columns.sql}, (SELECT count(*) FROM matching)::int AS "totalCount"
      FROM page JOIN product p ON p.id = page.id
      ORDER BY page.position`;
    const rows = await catalogueRead<ProductView & { totalCount: number }>(em, query, sql, [...cut.values, ...where.values, ...cut.bounds, ...columns.values]);
    const length = rows.length ? rows[0].totalCount : offset > 0 ? await this.count(em, query, where) : 0;
    return { rows: rows.map(({ totalCount: _total, ...row }) => row), length };
  }

  /** One product by id or url, or null; shoppers do not see products taken off sale. */
  async one(em: EntityManager, by: { id: number } | { url: string }, staff: boolean): Promise<ProductView | null> {
    const [column, value] = 'id' in by ? ['p.id', by.id] : ['p.url', by.url];
    const rows = await preparedRead<ProductView>(em, `SELECT ${productColumns()} FROM product p WHERE ${column} = ?${staff ? '' : ' AND p.available'}`, [value]);
    return rows[0] ?? null;
  }

  /** Products by id in the order given (a wishlist, a shopper's history); shoppers see only those on sale. */
  async byIds(em: EntityManager, ids: readonly number[], staff: boolean): Promise<ProductView[]> {
    if (!ids.length) return [];
    return preparedRead<ProductView>(
      em,
      `SELECT ${productColumns()} FROM unnest(?::int[]) WITH ORDINALITY AS chosen(id, position) JOIN product p ON p.id = chosen.id${staff ? '' : ' AND p.available'} ORDER BY chosen.position`,
      [intArray(ids)],
    );
  }

  /** The lowest and highest price among the products a catalogue view could show. */
  async priceRange(em: EntityManager, query: Partial<ProductQuery>): Promise<{ minPrice: number; maxPrice: number }> {
    const { minPrice, maxPrice } = await searchInTurn(
      query.name,
      async (mode) => {
        const where = conditions(query, false, mode);
        const [row] = await catalogueRead<{ minPrice: number | null; maxPrice: number | null }>(
          em,
          query,
          `SELECT min(p.price)::float8 AS "minPrice", max(p.price)::float8 AS "maxPrice" FROM product p ${where.where}`,
          where.values,
        );
        return row;
      },
      (found) => found.minPrice !== null,
    );
    return { minPrice: minPrice ?? 0, maxPrice: maxPrice ?? 0 };
  }

  private async count(em: EntityManager, query: Partial<ProductQuery>, where: Conditions): Promise<number> {
    const [{ count }] = await catalogueRead<{ count: number }>(em, query, `SELECT count(*)::int AS count FROM product p ${where.where}`, where.values);
    return count;
  }
}
