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

/** One facet's values with their counts, as JSON: products joined to the dictionary through `join`. */
const valuesOf = (select: string, join: string, group: string, order: string, others: string) =>
  `COALESCE((SELECT json_agg(v ORDER BY ${order}) FROM (SELECT ${select}, count(DISTINCT f.id)::int AS count FROM f ${join} WHERE ${others} GROUP BY ${group}) v), '[]')`;

/**
 * The facets of a catalogue view (CONTRACT §9) in ONE statement whatever the catalogue's size:
 * the products the view could show are read once, each marked with whether it passes each chosen
 * narrowing; every facet then counts the products passing all narrowings but its own (choosing
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
        SELECT p.id, p.brand_id, p.price, p.in_stock, ${marks.map(({ narrowing, condition }) => `(${condition?.sql ?? 'TRUE'}) AS m_${narrowing}`).join(', ')}
        FROM product p ${base.where}
      )
      SELECT
        (SELECT count(*) FROM f)::int AS matching,
        ${valuesOf('b.id, b.name', 'JOIN brand b ON b.id = f.brand_id', 'b.id', 'v.count DESC, v.name', others('brands'))} AS brands,
        ${valuesOf('c.id, c.name, c.code', 'JOIN product_colors x ON x.product_id = f.id JOIN color c ON c.id = x.color_id', 'c.id', 'v.name', others('colors'))} AS colors,
        ${valuesOf('s.id, s.name', 'JOIN product_sizes x ON x.product_id = f.id JOIN size s ON s.id = x.size_id', 's.id', 'v.id', others('sizes'))} AS sizes,
        ${valuesOf('t.id, t.name', 'JOIN product_tags x ON x.product_id = f.id JOIN tag t ON t.id = x.tag_id', 't.id', 'v.count DESC, v.name', others('tags'))} AS tags,
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
