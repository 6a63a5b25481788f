import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rootFields, successPaths } from './graphql-success.js';

/**
 * Every query and mutation of schema.graphql has a success path through the real server, and the
 * list in graphql-success.ts says where. A file that records its calls (`successRecorder`) proves
 * its share itself when it runs; for any other file this test reads it: the field must be a root
 * field of a GraphQL document in it, and the file must read that field's `data`.
 */
const folder = path.dirname(fileURLToPath(import.meta.url));
const schema = buildSchema(readFileSync(path.join(folder, '../../schema.graphql'), 'utf8'));
const operations = [
  ...Object.keys(schema.getQueryType()!.getFields()).map((name) => `query ${name}`),
  ...Object.keys(schema.getMutationType()!.getFields()).map((name) => `mutation ${name}`),
];

const sources = new Map<string, string>();
const source = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(path.join(folder, file), 'utf8'));
  return sources.get(file)!;
};

/** The root fields of every GraphQL document written as a string in a file (interpolations read as a name that matches nothing). */
function documentedFields(file: string): Set<string> {
  const found = new Set<string>();
  for (const match of source(file).matchAll(/`((?:[^`\\]|\\.)*)`|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    const text = (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, 'interpolated');
    if (!/^\s*(\{|query\b|mutation\b)/.test(text)) continue;
    try {
      for (const { operation } of rootFields(text)) found.add(operation);
    } catch {
      // not a whole document (a fragment of one built in code)
    }
  }
  return found;
}

describe('success paths of every query and mutation', () => {
  it('lists every query and mutation of schema.graphql, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(Object.keys(successPaths).sort()).toEqual([...operations].sort());
  });

  it.each(Object.entries(successPaths))('%s: %s calls it and reads its data', (operation, file) => {
    const text = source(file);
    if (text.includes('successRecorder(')) {
      // the file checks at its end that each of its operations answered data without errors
      expect(text).toMatch(/\bverify\(\)/);
      return;
    }
    const name = operation.split(' ')[1];
    expect(documentedFields(file).has(operation), `${file} has no GraphQL document calling ${operation}`).toBe(true);
    expect(text, `${file} never reads data.${name}`).toMatch(new RegExp(`data[?!]?\\.${name}\\b`));
  });
});
