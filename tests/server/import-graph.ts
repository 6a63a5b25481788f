import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a source tree: every relative import, re-export, `import type` and dynamic
 * `import()` of each .ts/.tsx file, resolved as the build does (`./x.js` → x.ts or x.tsx, a folder →
 * its index). A type-only import counts: it is a dependency of the design even when no code loads it.
 */
export function importGraph(roots: string[]): Map<string, Set<string>> {
  const sources = roots.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).map((f) => path.join(root, f)),
  );
  const graph = new Map<string, Set<string>>();
  for (const file of sources) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((ref) => ref.fileName);
    graph.set(file, new Set(imported.filter((spec) => spec.startsWith('.')).flatMap((spec) => resolveRelative(file, spec) ?? [])));
  }
  return graph;
}

/** The file a relative specifier names, if it is a TypeScript source. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile());
}

/** The strongly connected groups of more than one file (or a file importing itself): each is a cycle or several. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) connect(file);
  return groups;
}

/** The shortest way from a file of a group back to itself, through the group: one cycle to show. */
export function shortestCycle(graph: Map<string, Set<string>>, group: string[]): string[] {
  const members = new Set(group);
  const start = group[0];
  const came = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(came.get(way[0])!);
        return [...way, start];
      }
      if (!came.has(next)) {
        came.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
