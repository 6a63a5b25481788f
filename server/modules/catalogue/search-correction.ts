import type { EntityManager } from '@mikro-orm/postgresql';
import { searchWords } from './product-search.js';

/**
 * «Возможно, вы искали» (CONTRACT §19): each typed word no word of the shop's names begins with is
 * replaced by the closest such word by trigram similarity («кросовки» → «кроссовки», «валга» →
 * «волга»); null when every word is known or none has a close one. The words are those of the
 * products on sale, their brands and categories.
 */
export async function correctSearch(em: EntityManager, text: string): Promise<string | null> {
  const typed = searchWords(text).slice(0, 8);
  if (!typed.length || typed.every((word) => word.length < 3)) return null;
  const [row] = await em.execute<{ corrected: string }[]>(
    `WITH names AS (
       SELECT name FROM product WHERE available UNION ALL SELECT name FROM brand UNION ALL SELECT name FROM category),
     words AS (SELECT DISTINCT word FROM names, regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word WHERE length(word) >= 3),
     typed AS (SELECT word, n FROM unnest(?::text[]) WITH ORDINALITY AS t(word, n))
     SELECT string_agg(COALESCE(
       CASE WHEN length(t.word) < 3 OR EXISTS (SELECT 1 FROM words w WHERE w.word LIKE t.word || '%') THEN t.word END,
       (SELECT w.word FROM words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT 1),
       t.word), ' ' ORDER BY t.n) AS corrected
     FROM typed t`,
    [`{${typed.map((word) => `"${word}"`).join(',')}}`],
  );
  return row?.corrected && row.corrected !== typed.join(' ') ? row.corrected : null;
}
