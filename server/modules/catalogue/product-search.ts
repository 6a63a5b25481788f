import { containing } from '../../core/list.js';

/**
 * How a search text matches a product (CONTRACT §9, §13), tried in this order until one finds something:
 * `sku` — for a text of one word with a digit («DRE001», «001»): a visible variant's SKU contains it;
 * `all` — every word, by Russian morphology over the product's search document (GIN index);
 * `prefix` — every word as the start of a word of the document, the last perhaps unfinished or
 *   misspelt at its end («плаье»): what the header's suggestions match, so the results page holds them;
 * `any` — some of the words, for a text of several (products with more of them come first);
 * `typos` — trigram similarity to a word of the name: it reads every name, so it comes last.
 */
export type SearchMode = 'sku' | 'all' | 'prefix' | 'any' | 'typos';

/** SQL over the product `p` with its positional values. */
export interface Fragment {
  sql: string;
  values: unknown[];
}

/** The words of a search text: its runs of letters and digits. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** «красное пла» → `красн:* & пла:*`: every word typed so far, the last one possibly unfinished. */
export function prefixQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const looksLikeSku = (text: string) => /\d/.test(text) && !/\s/.test(text.trim());

/** The modes a search goes through; a text of one word has no «some of the words». Without a text, one pass. */
export function searchModes(text: string | undefined): SearchMode[] {
  if (!text) return ['all'];
  const modes: SearchMode[] = searchWords(text).length > 1 ? ['all', 'prefix', 'any', 'typos'] : ['all', 'prefix', 'typos'];
  return looksLikeSku(text) ? ['sku', ...modes] : modes;
}

/** Each word as its own query, OR-ed: constant, so PostgreSQL computes it once per statement. */
const someOf = (words: string[]) => `(${words.map(() => `plainto_tsquery('russian', ?)`).join(' || ')})`;

/** The condition a product meets to be found by the text in the mode. */
export function searchCondition(text: string, mode: SearchMode): Fragment {
  if (mode === 'sku') return { sql: 'p.id IN (SELECT v.product_id FROM product_variant v WHERE NOT v.hidden AND v.sku ILIKE ?)', values: [containing(text.trim())] };
  if (mode === 'all') return { sql: `p.search_vector @@ websearch_to_tsquery('russian', ?)`, values: [text] };
  if (mode === 'prefix') return { sql: `p.search_vector @@ to_tsquery('russian', ?)`, values: [prefixQuery(text) ?? ''] };
  if (mode === 'typos') return { sql: 'lower(?) <% lower(p.name)', values: [text] };
  const words = searchWords(text);
  return { sql: `p.search_vector @@ ${someOf(words)}`, values: words };
}

/**
 * How well a found product matches, as the select-list columns `words` (how many of the words it
 * has: only «some of the words» tells them apart) and `rank` (ts_rank, where a word of the name
 * weighs most; for typos, how close the name's nearest word is). `byRelevance` sorts by them.
 */
export function relevance(text: string, mode: SearchMode): Fragment {
  if (mode === 'sku') return { sql: '0 AS words, 0::float4 AS rank', values: [] };
  if (mode === 'prefix') return { sql: `0 AS words, ts_rank(p.search_vector, to_tsquery('russian', ?)) AS rank`, values: [prefixQuery(text) ?? ''] };
  if (mode === 'all') return { sql: `0 AS words, ts_rank(p.search_vector, websearch_to_tsquery('russian', ?)) AS rank`, values: [text] };
  if (mode === 'typos') return { sql: '0 AS words, word_similarity(lower(?), lower(p.name)) AS rank', values: [text] };
  const words = searchWords(text);
  const has = words.map(() => `(p.search_vector @@ plainto_tsquery('russian', ?))::int`).join(' + ');
  return { sql: `${has} AS words, ts_rank(p.search_vector, ${someOf(words)}) AS rank`, values: [...words, ...words] };
}

export const byRelevance = 'p.words DESC, p.rank DESC, p.popularity DESC, p.id ASC';

/**
 * Runs a search in each of its modes in turn and returns the first answer `found` accepts, or the
 * last mode's: a search the first mode satisfies costs one statement, each fallback one more.
 */
export async function searchInTurn<T>(text: string | undefined, run: (mode: SearchMode) => Promise<T>, found: (answer: T, mode: SearchMode) => boolean | Promise<boolean>): Promise<T> {
  const modes = searchModes(text);
  for (const mode of modes.slice(0, -1)) {
    const answer = await run(mode);
    if (await found(answer, mode)) return answer;
  }
  return run(modes[modes.length - 1]);
}
