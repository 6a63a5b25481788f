/** A row of a list shown as a tree, with how deep it sits (0 for a root). */
export type TreeRow<TRow> = TRow & { depth: number };

const byName = new Intl.Collator('ru').compare;

/**
 * Rows in tree order: each parent followed by its children (alphabetically, depth first). A row
 * whose parent is not among the rows is shown as a root, so nothing is lost.
 */
export function treeOrder<TRow extends { id: number; name: string }>(rows: readonly TRow[], parentOf: (row: TRow) => number | null | undefined): TreeRow<TRow>[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, TRow[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const key = parent != null && ids.has(parent) ? parent : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: TreeRow<TRow>[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const row of [...(children.get(parent) ?? [])].sort((a, b) => byName(a.name, b.name))) {
      ordered.push({ ...row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
