import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from '../../core/list.js';
import { prefixQuery, searchCondition, searchModes, type Fragment } from './product-search.js';

export interface Suggestions {
  products: { id: number; name: string; url: string; price: number | null; image: string | null; brand: string | null }[];
  categories: { id: number; name: string; url: string }[];
  brands: { id: number; name: string; url: string }[];
}

const NONE: Suggestions = { products: [], categories: [], brands: [] };

/** How many of the most popular matching products the closest names are picked from. */
const CANDIDATES = 60;
/** How many of the most popular products on sale are looked through before the search index is asked. */
const WINDOW = 2000;

/**
 * Up to 3 categories or brands whose names contain the text; when none does, those with a word
 * close to it (a typo: «кросовки», «валга»), by trigram word similarity.
 */
const named = (table: string, text: string) => ({
  sql: `COALESCE((SELECT json_agg(x) FROM (
    (SELECT t.id, t.name, t.url FROM ${table} t WHERE lower(t.name) LIKE lower(?) ORDER BY position(lower(?) IN lower(t.name)), t.name LIMIT 3)
    UNION ALL
    (SELECT t.id, t.name, t.url FROM ${table} t
     WHERE lower(?) <% lower(t.name) AND NOT EXISTS (SELECT 1 FROM ${table} c WHERE lower(c.name) LIKE lower(?))
     ORDER BY word_similarity(lower(?), lower(t.name)) DESC, t.name LIMIT 3)) x), '[]')`,
  values: [containing(text), text, text, containing(text), text],
});

/** The suggestions' statement for one search mode of the products; on sale as the catalogue entry says (`on_sale`, product-offer.sql, over the product's copy of its price). */
function suggestions(condition: Fragment, typed: string) {
  const categories = named('category', typed);
  const brands = named('brand', typed);
  return {
    sql: `WITH popular AS (
       SELECT p.id, p.name, p.url, p.price, p.images, p.popularity
       FROM (SELECT id, name, url, price, images, popularity, search_vector FROM product WHERE on_sale(available, price) ORDER BY popularity DESC, id LIMIT ${WINDOW}) p
       WHERE ${condition.sql} ORDER BY p.popularity DESC, p.id LIMIT ${CANDIDATES}),
     candidates AS (
       SELECT * FROM popular WHERE (SELECT count(*) FROM popular) = ${CANDIDATES}
       UNION ALL
       -- «+ 0» keeps the popularity index out of this plan: here the search index is the quick way.
       (SELECT p.id, p.name, p.url, p.price, p.images, p.popularity FROM product p
        WHERE (SELECT count(*) FROM popular) < ${CANDIDATES} AND on_sale(p.available, p.price) AND ${condition.sql}
        ORDER BY p.popularity + 0 DESC, p.id LIMIT ${CANDIDATES}))
     SELECT COALESCE((SELECT json_agg(x) FROM (
         SELECT p.id, p.name, p.url, p.price::float8 AS price, p.images->>0 AS image, (SELECT b.name FROM product pb JOIN brand b ON b.id = pb.brand_id WHERE pb.id = p.id) AS brand FROM candidates p
         ORDER BY word_similarity(lower(?), lower(p.name)) DESC, p.popularity DESC, p.id LIMIT 6) x), '[]') AS products,
       ${categories.sql} AS categories,
       ${brands.sql} AS brands`,
    values: [...condition.values, ...condition.values, typed, ...categories.values, ...brands.values],
  };
}

/**
 * What the header's search offers while a shopper types (CONTRACT §9, §13): up to 6 products on sale
 * — of the most popular ones the text finds, those whose names are closest to it — and 3 categories
 * and 3 brands by name. Fewer than 2 characters suggest nothing.
 *
 * One statement for each mode tried. The products are found as the results page finds them, mode by mode (an SKU, every word, every
 * word's start), stopping at the first that finds any: so what is suggested, the results page for the
 * same text lists too. A text typed halfway («пла») finds nothing as whole words and is read as starts.
 *
 * The candidates cost the same whatever the text: a common one finds its 60 among the 2 000 most
 * popular products (walking the popularity index); only a rarer one asks the search index, where it
 * finds few rows. PostgreSQL's own choice between the two depends on statistics it often lacks for
 * prefixes, and a wrong one reads every product.
 */
export async function suggest(em: EntityManager, text: string): Promise<Suggestions> {
  const typed = text.trim();
  if (typed.length < 2 || !prefixQuery(text)) return NONE;
  let answer = NONE;
  for (const mode of searchModes(typed).filter((m) => m === 'sku' || m === 'all' || m === 'prefix')) {
    const statement = suggestions(searchCondition(typed, mode), typed);
    [answer] = await em.execute<Suggestions[]>(statement.sql, statement.values);
    if (answer.products.length) break;
  }
  return answer;
}
