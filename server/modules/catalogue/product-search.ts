/**
 * How a search text matches a product (CONTRACT §9), tried in this order until one finds something:
 * `all` — every word, by Russian morphology over the product's search document (GIN index);
 * `any` — some of the words, for a text of several (products with more of them come first);
 * `typos` — trigram similarity to a word of the name: it reads every name, so it comes last.
 */
export type SearchMode = 'all' | 'any' | 'typos';

/** SQL over the product `p` with its positional values. */
export interface Fragment {
  sql: string;
  values: unknown[];
}

/** The words of a search text: its runs of letters and digits. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The modes a search goes through; a text of one word has no «some of the words». Without a text, one pass. */
function searchModes(text: string | undefined): SearchMode[] {
  if (!text) return ['all'];
  return searchWords(text).length > 1 ? ['all', 'any', 'typos'] : ['all', 'typos'];
}

/** Each word as its own query, OR-ed: constant, so PostgreSQL computes it once per statement. */
const someOf = (words: string[]) => `(${words.map(() => `plainto_tsquery('russian', ?)`).join(' || ')})`;

/** The condition a product meets to be found by the text in the mode. */
export function searchCondition(text: string, mode: SearchMode): Fragment {
  if (mode === 'all') return { sql: `p.search_vector @@ websearch_to_tsquery('russian', ?)`, values: [text] };
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
