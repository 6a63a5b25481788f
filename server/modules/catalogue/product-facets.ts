import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogueRead, conditions, narrowingCondition, narrowings, pageCut, pageColumns, withoutNarrowings, type Narrowing, type ProductView } from './product-catalogue.js';
import { searchInTurn, type SearchMode } from './product-search.js';
import type { ProductQuery } from './product.inputs.js';

export interface FacetValue {
  id: number;
  name: string;
  count: number;
}

export interface ProductFacets {
  brands: FacetValue[];
  colors: (FacetValue & { code: string })[];
  sizes: FacetValue[];
  tags: FacetValue[];
  price: { min: number; max: number };
  inStock: number;
}

/** A page of products with its total, and the facets of the same view. */
export interface PageWithFacets {
  page: { rows: ProductView[]; length: number };
  facets: ProductFacets;
}

/**
 * One facet's values with their counts, as JSON: the ids `values` gives for each product passing
 * `others` (a column, or `unnest` of an array of distinct ids), counted and named from `dictionary`.
 */
const valuesOf = (values: string, dictionary: string, select: string, order: string, others: string) =>
  `COALESCE((SELECT json_agg(v ORDER BY ${order}) FROM (SELECT ${select}, n.count FROM (SELECT id, count(*)::int AS count FROM (SELECT ${values} AS id FROM f WHERE ${others}) ids GROUP BY id) n JOIN ${dictionary} d ON d.id = n.id) v), '[]')`;

/**
 * The statement of a view's facets, and of its page too when `paged` is given: the products the
 * view could show are read once (`f`), each marked with whether it passes each chosen narrowing;
 * every facet counts the products passing all narrowings but its own, the page those passing all.
 */
function statement(query: Partial<ProductQuery>, staff: boolean, search: SearchMode, paged?: { query: ProductQuery; fields?: ReadonlySet<string> }): { sql: string; values: unknown[] } {
  const base = conditions(withoutNarrowings(query), staff, search);
  // Only the narrowings chosen are marked: an unchosen one passes every product.
  const marks = narrowings.flatMap((narrowing) => {
    const condition = narrowingCondition(query, narrowing);
    return condition ? [{ narrowing, condition }] : [];
  });
  const others = (own?: Narrowing, alias = 'f') => marks.filter(({ narrowing }) => narrowing !== own).map(({ narrowing }) => `${alias}.m_${narrowing}`).join(' AND ') || 'TRUE';
  const cut = paged && pageCut(paged.query, search);
  const columns = paged && pageColumns(paged.query, paged.fields);
  const sql = `
    WITH f AS (
      SELECT ${cut ? cut.columns : 'p.price'}, p.brand_id, p.in_stock, p.color_ids, p.size_ids, p.tag_ids${marks.map(({ narrowing, condition }) => `, (${condition.sql}) AS m_${narrowing}`).join('')}
      FROM product p ${base.where}
    )${cut ? `, ${cut.cte('f', `WHERE ${others(undefined, 'p')}`)}` : ''}
    SELECT
      (SELECT count(*) FROM f)::int AS matching,
      ${
        cut
          ? `(SELECT count(*) FROM f WHERE ${others()})::int AS "pageTotal",
      (SELECT COALESCE(json_agg(x ORDER BY x.position), '[]') FROM (SELECT page.position, ${columns!.sql} FROM page JOIN product p ON p.id = page.id) x) AS "pageRows",`
          : ''
      }
      ${valuesOf('f.brand_id', 'brand', 'd.id, d.name', 'v.count DESC, v.name', others('brands'))} AS brands,
      ${valuesOf('unnest(f.color_ids)', 'color', 'd.id, d.name, d.code', 'v.name', others('colors'))} AS colors,
      ${valuesOf('unnest(f.size_ids)', 'size', 'd.id, d.name', 'v.id', others('sizes'))} AS sizes,
      ${valuesOf('unnest(f.tag_ids)', 'tag', 'd.id, d.name', 'v.count DESC, v.name', others('tags'))} AS tags,
      (SELECT json_build_object('min', COALESCE(min(f.price), 0)::float8, 'max', COALESCE(max(f.price), 0)::float8) FROM f WHERE ${others('price')}) AS price,
      (SELECT count(*) FROM f WHERE f.in_stock AND ${others('inStock')})::int AS "inStock"`;
  // In the order the placeholders appear: the rank and the marks in f's select list, the view's conditions, the page's bounds and columns.
  return { sql, values: [...(cut ? cut.values : []), ...marks.flatMap(({ condition }) => condition.values), ...base.values, ...(cut ? cut.bounds : []), ...(columns ? columns.values : [])] };
}

type FacetRow = ProductFacets & { matching: number };
type PagedRow = FacetRow & { pageTotal: number; pageRows: (ProductView & { position?: number })[] };

const facetsOf = ({ brands, colors, sizes, tags, price, inStock }: FacetRow): ProductFacets => ({ brands, colors, sizes, tags, price, inStock });

/**
 * The facets of a catalogue view (CONTRACT §9) in ONE statement whatever the catalogue's size,
 * from the colour, size and tag ids the product keeps as arrays (migration ProductFacetArrays);
 * choosing «Красный» still shows how many blue ones there are. Values no product has under the
 * other narrowings are left out. A search that finds nothing by all its words falls back to some
 * of them, then to typos, exactly as the list does (product-search.ts).
 */
export async function productFacets(em: EntityManager, query: Partial<ProductQuery>, staff: boolean): Promise<ProductFacets> {
  const run = async (search: SearchMode) => {
    const { sql, values } = statement(query, staff, search);
    return (await catalogueRead<FacetRow>(em, query, sql, values))[0];
  };
  return facetsOf(await searchInTurn(query.name, run, (found) => found.matching > 0));
}

/**
 * A page and the facets of the same view in ONE statement that reads the view's products once —
 * what the storefront's catalogue asks in one request. The search mode is chosen as the facets
 * choose it: the first that finds anything before narrowing.
 */
export async function pageWithFacets(em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>): Promise<PageWithFacets> {
  const run = async (search: SearchMode) => {
    const { sql, values } = statement(query, staff, search, { query, fields });
    return (await catalogueRead<PagedRow>(em, query, sql, values))[0];
  };
  const row = await searchInTurn(query.name, run, (found) => found.matching > 0);
  return { page: { rows: row.pageRows.map(({ position: _position, ...product }) => product), length: row.pageTotal }, facets: facetsOf(row) };
}
