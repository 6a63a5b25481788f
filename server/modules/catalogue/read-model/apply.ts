import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySources } from './catalogue-entry-sources.js';

/**
 * The catalogue's read model as the database runs it: functions and triggers, one .sql file per
 * group, in the order they are applied (a file may call what an earlier one defines). Each file is
 * idempotent — CREATE OR REPLACE FUNCTION, DROP TRIGGER IF EXISTS then CREATE TRIGGER — so applying
 * all of them again brings any database to what the files say.
 *
 * To change the read model: edit the .sql file (or `entrySources`), then add a migration whose `up`
 * is the one line `await applyReadModel((sql) => this.addSql(sql));` and register it in
 * server/migrations/index.ts. A dated migration is history; these files are where the rules live.
 * (A function whose arguments or result change must be dropped first, in that migration.)
 */
export const readModelFiles = ['product-offer.sql', 'catalogue-entries.sql', 'facet-counts.sql', 'stock-movements.sql'] as const;

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the .sql files are: beside this module when it runs from the sources (tests, tsx), else in
 * the sources the build was made from — tsc copies no .sql into dist/server, and the server runs
 * from dist/server inside the project (`npm start`, the e2e tests), as its client bundle does.
 */
export function readModelFolder(): string {
  const compiled = `${path.sep}dist${path.sep}server${path.sep}`;
  const at = here.lastIndexOf(compiled);
  const candidates = at < 0 ? [here] : [here, `${here.slice(0, at)}${path.sep}server${path.sep}${here.slice(at + compiled.length)}`];
  const found = candidates.find((folder) => existsSync(path.join(folder, readModelFiles[0])));
  if (!found) throw new Error(`The catalogue's read model (${readModelFiles.join(', ')}) is in none of: ${candidates.join(', ')}`);
  return found;
}

/** A placeholder comment `columns:TABLE` in a file: replaced by that table's columns in `entrySources`. */
const placeholder = /\/\*columns:([a-z_]+)\*\//g;

/** One file's SQL with its column lists written in; a placeholder naming no table of `entrySources` is an error. */
export function withColumns(sql: string, file = 'SQL'): string {
  return sql.replace(placeholder, (_, table: string) => {
    const columns = (entrySources as Record<string, readonly string[]>)[table];
    if (!columns) throw new Error(`${file}: /*columns:${table}*/ names no table of entrySources`);
    return columns.join(', ');
  });
}

/** The read model's SQL, file by file, ready to run. */
export function readModelSql(): { file: string; sql: string }[] {
  const folder = readModelFolder();
  return readModelFiles.map((file) => ({ file, sql: withColumns(readFileSync(path.join(folder, file), 'utf8'), file) }));
}

/** Runs every file of the read model through `run` (a migration's `addSql`), in order. */
export async function applyReadModel(run: (sql: string) => unknown): Promise<void> {
  for (const { sql } of readModelSql()) await run(sql);
}
