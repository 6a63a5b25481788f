import type { EntityManager } from '@mikro-orm/postgresql';
import { containing } from '../../core/list.js';

export interface Suggestions {
  products: { id: number; name: string; url: string; price: number | null; image: string | null }[];
  categories: { id: number; name: string; url: string }[];
  brands: { id: number; name: string; url: string }[];
}

const NONE: Suggestions = { products: [], categories: [], brands: [] };

/** «красное пла» → `красн:* & пла:*`: every word typed so far, the last one possibly unfinished. */
function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * What the header's search offers while a shopper types (CONTRACT §9): up to 6 products on sale
 * whose words start with the typed ones (Russian stems, from the search index; best match, then the
 * most popular), 3 categories and 3 brands whose names contain the text — in one statement.
 * Fewer than 2 characters suggest nothing.
 */
export async function suggest(em: EntityManager, text: string): Promise<Suggestions> {
  const query = prefixQuery(text);
  if (text.trim().length < 2 || !query) return NONE;
  const named = (table: string) =>
    `COALESCE((SELECT json_agg(x) FROM (SELECT t.id, t.name, t.url FROM ${table} t WHERE t.name ILIKE ? ORDER BY position(lower(?) IN lower(t.name)), t.name LIMIT 3) x), '[]')`;
  const [row] = await em.execute<Suggestions[]>(
    `WITH q AS (SELECT to_tsquery('russian', ?) AS query)
     SELECT
       COALESCE((SELECT json_agg(x) FROM (
         SELECT p.id, p.name, p.url, p.price::float8 AS price, p.images->>0 AS image
         FROM product p, q WHERE p.available AND p.search_vector @@ q.query
         ORDER BY ts_rank(p.search_vector, q.query) DESC, p.popularity DESC, p.id LIMIT 6) x), '[]') AS products,
       ${named('category')} AS categories,
       ${named('brand')} AS brands`,
    [query, containing(text.trim()), text.trim(), containing(text.trim()), text.trim()],
  );
  return row;
}
