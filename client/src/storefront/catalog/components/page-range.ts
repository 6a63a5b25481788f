/** A page number or a gap («…») in a row of page links. */
export type PageItem = { type: 'page'; value: number } | { type: 'gap' };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers to show around `page` of `total` pages: the first and the last, the current one
 * with one on each side, and «…» for what lies between (a gap hiding a single page shows that page).
 * Seven items at most, so the row keeps its width on a phone.
 */
export function pageRange(page: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const siblings = 1;
  const shown = Math.min(siblings * 2 + 5, total);
  let items: (number | 'gap')[];
  if (total <= shown) items = range(1, total);
  else {
    const left = Math.max(page - siblings, 1);
    const right = Math.min(page + siblings, total);
    const leftGap = left > 3;
    const rightGap = right < total - 2;
    const edge = shown - 2;
    if (!leftGap && rightGap) items = [...range(1, edge), 'gap', total];
    else if (leftGap && !rightGap) items = [1, 'gap', ...range(total - edge + 1, total)];
    else if (leftGap && rightGap) items = [1, 'gap', ...range(left, right), 'gap', total];
    else items = range(1, total);
  }
  return items.map((item, index) => {
    if (item !== 'gap') return { type: 'page', value: item };
    const before = items[index - 1];
    const after = items[index + 1];
    const prev = typeof before === 'number' ? before : 0;
    const next = typeof after === 'number' ? after : total + 1;
    return next - prev === 2 ? { type: 'page', value: prev + 1 } : { type: 'gap' };
  });
}
