import type { EntityManager } from '@mikro-orm/postgresql';
import { conditions, narrowingCondition, narrowings, withoutNarrowings, type Narrowing } from './product-catalogue.js';
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

/**
 * One facet's values with their counts, as JSON: the ids `values` gives for each product passing
 * `others` (a column, or `unnest` of an array of distinct ids), counted and named from `dictionary`.
 */
const valuesOf = (values: string, dictionary: string, select: string, order: string, others: string) =>
  `COALESCE((SELECT json_agg(v ORDER BY ${order}) FROM (SELECT ${select}, n.count FROM (SELECT id, count(*)::int AS count FROM (SELECT ${values} AS id FROM f WHERE ${others}) ids GROUP BY id) n JOIN ${dictionary} d ON d.id = n.id) v), '[]')`;

/**
 * The facets of a catalogue view (CONTRACT §9) in ONE statement whatever the catalogue's size:
 * the products the view could show are read once, with the ids of their colours, sizes and tags
 * (arrays the product keeps: migration ProductFacetArrays), each marked with whether it passes each
 * chosen narrowing; every facet then counts the products passing all narrowings but its own (choosing
 * «Красный» still shows how many blue ones there are). Values no product has under the other
 * narrowings are left out. A search that finds nothing by all its words falls back to some of
 * them, then to typos, exactly as the list does (product-search.ts).
 */
export async function productFacets(em: EntityManager, query: Partial<ProductQuery>, staff: boolean): Promise<ProductFacets> {
  const run = async (search: SearchMode) => {
    const base = conditions(withoutNarrowings(query), staff, search);
    const marks = narrowings.map((narrowing) => ({ narrowing, condition: narrowingCondition(query, narrowing) }));
    const others = (own: Narrowing) => marks.filter(({ narrowing }) => narrowing !== own).map(({ narrowing }) => `f.m_${narrowing}`).join(' AND ');
    const sql = `
      WITH f AS (
        SELECT p.brand_id, p.price, p.in_stock, p.color_ids, p.size_ids, p.tag_ids, ${marks.map(({ narrowing, condition }) => `(${condition?.sql ?? 'TRUE'}) AS m_${narrowing}`).join(', ')}
        FROM product p ${base.where}
      )
      SELECT
        (SELECT count(*) FROM f)::int AS matching,
        ${valuesOf('f.brand_id', 'brand', 'd.id, d.name', 'v.count DESC, v.name', others('brands'))} AS brands,
        ${valuesOf('unnest(f.color_ids)', 'color', 'd.id, d.name, d.code', 'v.name', others('colors'))} AS colors,
        ${valuesOf('unnest(f.size_ids)', 'size', 'd.id, d.name', 'v.id', others('sizes'))} AS sizes,
        ${valuesOf('unnest(f.tag_ids)', 'tag', 'd.id, d.name', 'v.count DESC, v.name', others('tags'))} AS tags,
        (SELECT json_build_object('min', COALESCE(min(f.price), 0)::float8, 'max', COALESCE(max(f.price), 0)::float8) FROM f WHERE ${others('price')}) AS price,
        (SELECT count(*) FROM f WHERE f.in_stock AND ${others('inStock')})::int AS "inStock"`;
    // In the order the placeholders appear: the marks in the select list, then the view's conditions.
    const values = [...marks.flatMap(({ condition }) => condition?.values ?? []), ...base.values];
    const [row] = await em.execute<(ProductFacets & { matching: number })[]>(sql, values);
    return row;
  };
  const { matching: _matching, ...facets } = await searchInTurn(query.name, run, (found) => found.matching > 0);
  return facets;
}
