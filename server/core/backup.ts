import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Logger } from 'pino';
import { create as createTar } from 'tar';
import type { Config } from './config.js';
import { EMBEDDED_DATABASE } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { runningPostmasterPort } from './postmaster.js';

/**
 * A backup (CONTRACT §22) is one gzip'd tar file: `manifest.json`, each table of the shop's schema as
 * `db/<table>.copy` in COPY's text format, and with local storage the pictures under `images/`.
 *
 * Why not pg_dump: the embedded-postgres package ships none, and Debian's is older than the embedded
 * server. A logical copy made in one REPEATABLE READ READ ONLY transaction is as consistent (one
 * snapshot: every order committed before it is in, nothing half-written), needs only the `pg`
 * driver, and restores into any later PostgreSQL major version, since the schema is rebuilt by the
 * app's own migrations.
 */

/** Bumped when the layout of the file changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;

/** MikroORM's record of applied migrations (its default table name). */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface BackupTable {
  name: string;
  /** The columns copied, in this order (generated columns are left out: they are computed again). */
  columns: string[];
  rows: number;
}

export interface BackupSequence {
  name: string;
  /** The sequence's own `last_value` and `is_called`, as `setval` takes them back. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** `server_version` of the PostgreSQL the copy was taken from. */
  serverVersion: string;
  /** Applied migrations, oldest first: the schema the tables' rows belong to. */
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
  /** Files of DATA_DIR/images in the archive, or null when pictures live in S3 and are not included. */
  images: number | null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `vitrina-2026-11-29T07-45-00-123Z.tar.gz`: sorts by time, a name for every millisecond. */
export function backupFileName(at = new Date()): string {
  return `vitrina-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The finished backups in a folder (never one being written), oldest first. */
export function backupsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^vitrina-.*\.tar\.gz$/.test(name))
    .sort();
}

/** Counts the files under a folder. */
function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1), 0);
}

/**
 * Writes a backup of the database at `url` (and of `imagesDir`, when given) to `file`. The archive
 * is written next to it as `<file>.partial` and renamed when whole, so a file with the final name
 * is always complete. Tables are streamed through temporary files beside it: memory stays flat
 * whatever the size of the catalogue.
 */
export async function writeBackup(
  url: string,
  file: string,
  imagesDir: string | undefined,
  log?: Logger,
  /** Stops the backup where it is (the shop is stopping): nothing is left but what was there. */
  signal?: AbortSignal,
): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  file = path.resolve(file);
  mkdirSync(path.dirname(file), { recursive: true });
  const work = mkdtempSync(path.join(path.dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  try {
    mkdirSync(path.join(work, 'db'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const abort = () => void client.end().catch(() => undefined);
    signal?.addEventListener('abort', abort);
    let manifest: BackupManifest;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // The snapshot is taken by the first statement: everything below sees the same moment.
      const { rows: [server] } = await client.query<{ version: string }>('SELECT current_setting($1) AS version', ['server_version']);
      const { rows: tableRows } = await client.query<{ name: string; columns: string[] }>(
        `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
         WHERE n.nspname = current_schema() AND c.relkind = 'r'
         GROUP BY c.relname ORDER BY c.relname`,
      );
      if (!tableRows.some((table) => table.name === MIGRATIONS_TABLE)) throw new Error('В базе нет таблиц магазина: копировать нечего.');
      const { rows: migrations } = await client.query<{ name: string }>(`SELECT name FROM ${quote(MIGRATIONS_TABLE)} ORDER BY id`);
      // Read from each sequence itself: pg_sequences shows NULL to a user who may not read one.
      const { rows: sequenceNames } = await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
      );
      const sequences: BackupSequence[] = [];
      for (const { name } of sequenceNames) {
        const { rows: [state] } = await client.query<{ lastValue: string; isCalled: boolean }>(`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quote(name)}`);
        sequences.push({ name, ...state });
      }
      const tables: BackupTable[] = [];
      for (const { name, columns } of tableRows) {
        const copy = client.query(copyTo(`COPY ${quote(name)} (${columns.map(quote).join(', ')}) TO STDOUT`));
        await pipeline(copy, createWriteStream(path.join(work, 'db', `${name}.copy`)), { signal });
        tables.push({ name, columns, rows: copy.rowCount });
      }
      await client.query('COMMIT');
      manifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        serverVersion: server.version,
        migrations: migrations.map((m) => m.name),
        tables,
        sequences,
        images: null,
      };
    } finally {
      signal?.removeEventListener('abort', abort);
      await client.end().catch(() => undefined);
    }
    const entries = ['manifest.json', 'db'];
    if (imagesDir) {
      manifest.images = existsSync(imagesDir) ? countFiles(imagesDir) : 0;
      if (existsSync(imagesDir)) {
        symlinkSync(path.resolve(imagesDir), path.join(work, 'images'));
        entries.push('images');
      }
    }
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // `follow` packs what the images link points to, under the name `images/`.
    // Read in 1 MB pieces (tar's default is 16 MB): memory stays flat however big a table is.
    await pipeline(createTar({ gzip: true, cwd: work, follow: true, portable: true, maxReadSize: 1 << 20 }, entries), createWriteStream(partial), { signal });
    renameSync(partial, file);
    const bytes = statSync(file).size;
    log?.info({ file, bytes, tables: manifest.tables.length, images: manifest.images }, 'резервная копия записана');
    return { file, bytes, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** A database to work on from the command line, and how to let it go. */
export interface ReachedDatabase {
  url: string;
  /** Whether the embedded PostgreSQL was started for this command (and is stopped by `release`). */
  started: boolean;
  release(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster in DATA_DIR/pg: the running one on its port
 * (the shop is serving), or started for the command and stopped by `release`.
 */
export async function reachDatabase(config: Config, log: Logger): Promise<ReachedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, started: false, release: async () => undefined };
  const dir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`В ${config.dataDir} нет базы магазина (нет ${dir}). Укажите DATA_DIR магазина или DATABASE_URL.`);
  const port = runningPostmasterPort(dir);
  const embeddedUrl = (at: number) => `postgresql://postgres:postgres@127.0.0.1:${at}/${EMBEDDED_DATABASE}`;
  if (port) return { url: embeddedUrl(port), started: false, release: async () => undefined };
  const server = await startEmbeddedPostgres(dir, config.embeddedPgPort, log);
  return { url: server.url(EMBEDDED_DATABASE), started: true, release: () => server.stop() };
}

/** «12,3 МБ». */
export function humanSize(bytes: number): string {
  const units = ['байт', 'КБ', 'МБ', 'ГБ', 'ТБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
