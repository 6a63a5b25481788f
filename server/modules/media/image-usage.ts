import type { EntityManager } from '@mikro-orm/postgresql';

/** Where a picture is shown: ids of products (or their variants' products), brands, categories, news, slides and reviews. */
export interface ImageUsage {
  products: number[];
  brands: number[];
  categories: number[];
  news: number[];
  slides: number[];
  reviews: number[];
}

/**
 * Every column that names uploaded pictures, as rows of (owner id, names as a jsonb array), with
 * the Russian word for the owners. Both the 409 on delete and the sweeper read this one list.
 */
const places: { key: keyof ImageUsage; label: string; rows: string }[] = [
  { key: 'products', label: 'товары', rows: 'SELECT id, images FROM product UNION ALL SELECT product_id, images FROM product_variant' },
  { key: 'brands', label: 'бренды', rows: 'SELECT id, jsonb_build_array(image) FROM brand' },
  { key: 'categories', label: 'категории', rows: 'SELECT id, jsonb_build_array(image) FROM category' },
  { key: 'news', label: 'новости', rows: 'SELECT id, jsonb_build_array(image) FROM news_post' },
  { key: 'slides', label: 'слайды', rows: 'SELECT id, jsonb_build_array(image) FROM slide' },
  { key: 'reviews', label: 'отзывы', rows: 'SELECT id, images FROM review' },
];

/** Every record that shows this picture, found in one query. */
export async function findUsage(em: EntityManager, filename: string): Promise<ImageUsage> {
  const columns = places.map(({ key, rows }) => `ARRAY(SELECT DISTINCT id FROM (${rows}) AS used(id, names) WHERE names @> ?::jsonb ORDER BY id) AS ${key}`);
  const [usage] = await em.execute<ImageUsage[]>(`SELECT ${columns.join(', ')}`, places.map(() => JSON.stringify([filename])));
  return usage;
}

/** «товары: 3, 5; отзывы: 12» — the owners of a picture in use, for the 409's message; empty when unused. */
export function describeUsage(usage: ImageUsage): string {
  return places
    .filter(({ key }) => usage[key].length)
    .map(({ key, label }) => `${label}: ${usage[key].join(', ')}`)
    .join('; ');
}

/** Deletes the rows of pictures uploaded before `cutoff` that nothing shows, in one statement, and returns their names. */
export async function deleteUnused(em: EntityManager, cutoff: Date): Promise<string[]> {
  const names = places.map(({ rows }) => `SELECT name FROM (${rows}) AS used(id, names), jsonb_array_elements_text(names) AS name WHERE name IS NOT NULL`);
  const deleted = await em.execute<{ filename: string }[]>(`DELETE FROM image WHERE created_at < ? AND filename NOT IN (${names.join(' UNION ')}) RETURNING filename`, [cutoff]);
  return deleted.map((row) => row.filename);
}
