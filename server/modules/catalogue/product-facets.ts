import type { EntityManager } from '@mikro-orm/postgresql';
import { facetKinds, type FacetKind } from './catalogue-entry.js';
import { catalogueRead, conditions, wholeCategories, listSource, narrowingCondition, narrowings, pageCut, pageColumns, shownProducts, withoutNarrowings, type Narrowing } from './product-catalogue.js';
import type { ProductView } from './product-view.types.js';
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
 * One facet's values with their counts, as JSON: the `counted` facet values of its kind, named from
 * `dictionary` (a facet value is the entry's id times 8 plus its kind, catalogue-entry.ts).
 */
const valuesOf = (kind: FacetKind, dictionary: string, select: string, order: string) =>
  `COALESCE((SELECT json_agg(v ORDER BY ${order}) FROM (SELECT ${select}, n.count FROM counted n JOIN ${dictionary} d ON d.id = n.value >> 3 WHERE n.value & 7 = ${facetKinds[kind]}) v), '[]')`;

/** The narrowing each kind of facet value is counted without. */
const narrowingOf: Record<FacetKind, Narrowing> = { brand: 'brands', color: 'colors', size: 'sizes', tag: 'tags' };

/**
 * The statement of a view's facets, and of its page too when `paged` is given: the catalogue
 * entries the view could show are read once (`f`), each marked with whether it passes each chosen
 * narrowing; every facet value is counted in one pass over their facet values, each under all
 * narrowings but its own kind's, and the page is cut from those passing all. A view narrowed by
 * nothing but categories sums the counts the database keeps per category instead (`wholeCategories`).
 */
function statement(query: Partial<ProductQuery>, staff: boolean, search: SearchMode, paged?: { query: ProductQuery; fields?: ReadonlySet<string> }): { sql: string; values: unknown[] } {
  const base = conditions(withoutNarrowings(query), staff, search);
  // Only the narrowings chosen are marked: an unchosen one passes every product.
  const marks = narrowings.flatMap((narrowing) => {
    const condition = narrowingCondition(query, narrowing);
    return condition ? [{ narrowing, condition }] : [];
  });
  const others = (own?: Narrowing, alias = 'f') => marks.filter(({ narrowing }) => narrowing !== own).map(({ narrowing }) => `${alias}.m_${narrowing}`).join(' AND ') || 'TRUE';
  const byKind = Object.entries(facetKinds).map(([kind, code]) => `WHEN ${code} THEN ${others(narrowingOf[kind as FacetKind], 'u')}`).join(' ');
  const cut = paged && pageCut(paged.query, search);
  const columns = paged && pageColumns(paged.query, staff, paged.fields);
  const whole = wholeCategories(query, staff);
  const counted = whole
    ? `SELECT c.value, sum(c.products)::int AS count FROM catalogue_facet_count c ${whole.where} GROUP BY c.value HAVING sum(c.products) > 0`
    : `SELECT value, count(*)::int AS count FROM (SELECT unnest(f.facet_values) AS value${marks.map(({ narrowing }) => `, f.m_${narrowing}`).join('')} FROM f) u
      ${marks.length ? `WHERE CASE u.value & 7 ${byKind} END` : ''}
      GROUP BY value`;
  const sql = `
    WITH f AS (
      SELECT ${cut ? cut.columns : 'e.price'}, e.in_stock${whole ? '' : ', e.facet_values'}${marks.map(({ narrowing, condition }) => `, (${condition.sql}) AS m_${narrowing}`).join('')}
      FROM ${listSource(query)} ${base.where}
    ), counted AS (
      ${counted}
    ), totals AS (
      SELECT count(*)::int AS matching,${cut ? ` count(*) FILTER (WHERE ${others()})::int AS page_total,` : ''}
        count(*) FILTER (WHERE f.in_stock AND ${others('inStock')})::int AS in_stock,
        min(f.price) FILTER (WHERE ${others('price')}) AS min_price, max(f.price) FILTER (WHERE ${others('price')}) AS max_price
      FROM f
    )${cut ? `, ${cut.cte('f', `WHERE ${others(undefined, 'p')}`)}` : ''}
    SELECT
      t.matching,
      ${
        cut
          ? `t.page_total AS "pageTotal",
      (SELECT COALESCE(json_agg(x ORDER BY x.position), '[]') FROM (SELECT page.position, ${columns!.sql} FROM page JOIN ${shownProducts} ON p.id = page.id) x) AS "pageRows",`
          : ''
      }
      ${valuesOf('brand', 'brand', 'd.id, d.name', 'v.count DESC, v.name')} AS brands,
      ${valuesOf('color', 'color', 'd.id, d.name, d.code', 'v.name')} AS colors,
      ${valuesOf('size', 'size', 'd.id, d.name', 'v.id')} AS sizes,
      ${valuesOf('tag', 'tag', 'd.id, d.name', 'v.count DESC, v.name')} AS tags,
      json_build_object('min', COALESCE(t.min_price, 0)::float8, 'max', COALESCE(t.max_price, 0)::float8) AS price,
      t.in_stock AS "inStock"
    FROM totals t`;
  // In the order the placeholders appear: the rank and the marks in f's select list, the view's conditions, the counts' categories, the page's bounds and columns.
  return {
    sql,
    values: [...(cut ? cut.values : []), ...marks.flatMap(({ condition }) => condition.values), ...base.values, ...(whole ? whole.values : []), ...(cut ? cut.bounds : []), ...(columns ? columns.values : [])],
  };
}

type FacetRow = ProductFacets & { matching: number };
type PagedRow = FacetRow & { pageTotal: number; pageRows: (ProductView & { position?: number })[] };

const facetsOf = ({ brands, colors, sizes, tags, price, inStock }: FacetRow): ProductFacets => ({ brands, colors, sizes, tags, price, inStock });

/**
 * The facets of a catalogue view (CONTRACT §9) in ONE statement whatever the catalogue's size,
 * from the facet values each catalogue entry keeps in one array (migration CatalogueEntries);
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
