import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, shortestCycle } from './import-graph.js';

/**
 * No file of the server or the client reaches itself through its imports — static, type-only or
 * dynamic. A circle is a design that cannot be read from one end: two files that need each other
 * are one idea split in two, or share a third thing that belongs in a file of its own.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const show = (file: string) => path.relative(ROOT, file);

/**
 * Circles known when this test came, each waiting for its owner's fix (reported to the lead), by
 * their files: no new one may appear, and one that is gone must leave this list.
 */
const NOT_YET: string[] = [];

/** Each circle: its files, and the shortest way round through them. */
function circles(roots: string[]): { files: string; way: string }[] {
  const graph = importGraph(roots.map((root) => path.join(ROOT, root)));
  return cycles(graph).map((group) => ({ files: group.map(show).join(', '), way: shortestCycle(graph, group).map(show).join(' → ') }));
}

describe('Import cycles', () => {
  const found = circles(['server', 'client/src']);

  it('finds none in the server or the client, but those not yet broken', () => {
    expect(found.filter((circle) => !NOT_YET.includes(circle.files))).toEqual([]);
  });

  it('lists in NOT_YET only circles that are still there', () => {
    expect(NOT_YET.filter((files) => !found.some((circle) => circle.files === files))).toEqual([]);
  });

  it('sees a circle closed only by a type-only import and a lazy one', () => {
    const probes = path.join(ROOT, 'tests/server/import-probes');
    const graph = importGraph([probes]);
    const [line, letter] = ['order-line.ts', 'order-letter.ts'].map((file) => path.join(probes, file));
    expect(cycles(graph)).toEqual([[letter, line]]);
    expect(shortestCycle(graph, [letter, line]).map(show)).toEqual(['tests/server/import-probes/order-letter.ts', 'tests/server/import-probes/order-line.ts', 'tests/server/import-probes/order-letter.ts']);
  });
});
