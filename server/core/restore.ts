import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Logger } from 'pino';
import { Parser, type ReadEntry } from 'tar';
import { BACKUP_FORMAT, type BackupManifest } from './backup.js';
import type { Config } from './config.js';
import { EMBEDDED_DATABASE, ormConfig, type DatabaseSchema } from './database.js';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.js';

/** A restore that cannot or must not go on; its message is for the person who ran it. */
export class RestoreRefused extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What may already lie in a DATA_DIR that counts as empty: nothing the shop's data lives in. */
const HARMLESS = new Set(['secrets.json', 'backups']);

/** The DATA_DIR entries that make it not empty (its cluster, pictures, outbox…). */
export function dataDirContents(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((name) => !HARMLESS.has(name));
}

/** What a backup holds: its manifest, the tables' COPY files, the pictures. Nothing else is unpacked. */
const BACKUP_PATH = /^(manifest\.json|db\/[^/]+\.copy|images(\/[^/]+)+)$/;

/**
 * Unpacks a backup into `dir`, streaming: each entry is written as it is read, so memory stays flat
 * (tar's own extract buffered a whole large table). Only files of a backup's layout are taken —
 * no links, no path leaving `dir`.
 */
async function unpack(file: string, dir: string): Promise<void> {
  const writes: Promise<void>[] = [];
  const parser = new Parser({
    onReadEntry(entry: ReadEntry) {
      const name = entry.path.replace(/\/+$/, '');
      if (entry.type !== 'File' || !BACKUP_PATH.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
        entry.resume();
        return;
      }
      const to = path.join(dir, name);
      mkdirSync(path.dirname(to), { recursive: true });
      writes.push(pipeline(entry, createWriteStream(to)));
    },
  });
  await pipeline(createReadStream(file), parser);
  await Promise.all(writes);
}

/** Reads the manifest of an unpacked backup and refuses one this version cannot restore. */
function readManifest(unpacked: string, schema: DatabaseSchema): BackupManifest {
  const file = path.join(unpacked, 'manifest.json');
  if (!existsSync(file)) throw new RestoreRefused('Это не резервная копия магазина: в файле нет manifest.json.');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`Резервная копия записана в формате ${manifest.format}, а эта версия магазина читает формат ${BACKUP_FORMAT}. Восстановите её более новой версией магазина.`);
  }
  const known = new Set(schema.migrationsList.map((m) => m.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new RestoreRefused(
      `Резервная копия сделана более новой версией магазина: эта версия не знает миграций ${unknown.join(', ')}. Обновите магазин до версии, сделавшей копию (или более новой), и восстановите её там.`,
    );
  }
  if (!manifest.migrations.length) throw new RestoreRefused('В резервной копии нет ни одной миграции: восстанавливать нечего.');
  return manifest;
}

/** Whether the database holds any table in its current schema. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Rows and sequences from the unpacked backup, in ONE transaction: triggers and foreign keys are
 * off (`session_replication_role = replica`: the read model's triggers do not fire, since its
 * tables are copied too, and the order of tables does not matter), what the migrations seeded is
 * emptied, every table is filled with COPY, every sequence set. All or nothing.
 */
async function loadRows(url: string, unpacked: string, manifest: BackupManifest): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    const { rows: present } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
    const names = new Set(present.map((t) => t.name));
    const missing = manifest.tables.filter((t) => !names.has(t.name)).map((t) => t.name);
    if (missing.length) throw new Error(`после миграций нет таблиц ${missing.join(', ')}`);
    await client.query(`TRUNCATE ${manifest.tables.map((t) => quote(t.name)).join(', ')}`);
    let rows = 0;
    for (const table of manifest.tables) {
      const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`));
      await pipeline(createReadStream(path.join(unpacked, 'db', `${table.name}.copy`)), copy);
      if (copy.rowCount !== table.rows) throw new Error(`в таблицу ${table.name} записано ${copy.rowCount} строк из ${table.rows}`);
      rows += copy.rowCount;
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, $3)', [sequence.name, sequence.lastValue, sequence.isCalled]);
    }
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs the app's migrations on `url`: up to `to` (the backup's schema), or all of them. */
async function migrate(url: string, schema: DatabaseSchema, log: Logger, to?: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig(schema, url, log));
  try {
    await orm.getMigrator().up(to ? { to } : undefined);
  } finally {
    await orm.close(true);
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  images: number;
  /** Where the data went: DATA_DIR or the database's URL without its password. */
  target: string;
}

/**
 * Fills an empty target from a backup file (CONTRACT §22): the embedded cluster in an empty
 * DATA_DIR, or the empty database at DATABASE_URL. The backup is unpacked and checked before the
 * target is touched. The schema is made by the app's own migrations up to the backup's last one,
 * then the rows are loaded in one transaction, then the migrations the backup did not have yet
 * run on them; pictures are put in place last. A failure leaves an embedded DATA_DIR empty again;
 * a DATABASE_URL database that already got the schema is named, to be emptied before another try.
 */
export async function restoreBackup(file: string, config: Config, schema: DatabaseSchema, log: Logger): Promise<RestoreResult> {
  if (!existsSync(file)) throw new RestoreRefused(`Файл ${file} не найден.`);
  const embedded = !config.databaseUrl;
  if (embedded) {
    const contents = dataDirContents(config.dataDir);
    if (contents.length) {
      throw new RestoreRefused(
        `DATA_DIR ${config.dataDir} не пуст (${contents.join(', ')}): восстановление заполняет только пустой каталог, чтобы ничего не затереть. Укажите пустой DATA_DIR или удалите его содержимое сами.`,
      );
    }
  }
  // Unpacked beside the target (on its disk, so the pictures are moved, not copied), removed at the end.
  mkdirSync(config.dataDir, { recursive: true });
  const unpacked = mkdtempSync(path.join(config.dataDir, '.restore-'));
  const created: string[] = [];
  let stopEmbedded: (() => Promise<void>) | undefined;
  let schemaMade = false;
  let url = config.databaseUrl ?? '';
  const shown = embedded ? config.dataDir : url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  try {
    try {
      await unpack(file, unpacked);
    } catch (error) {
      throw new RestoreRefused(`Не удалось прочитать ${file} как резервную копию магазина: ${error instanceof Error ? error.message : String(error)}`);
    }
    const manifest = readManifest(unpacked, schema);
    if (embedded) {
      const pgDir = path.join(config.dataDir, 'pg');
      created.push(pgDir);
      const server = await startEmbeddedPostgres(pgDir, config.embeddedPgPort, log);
      stopEmbedded = () => server.stop();
      await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE);
      url = server.url(EMBEDDED_DATABASE);
    } else if (await tablesIn(url)) {
      throw new RestoreRefused(`База ${shown} не пуста: восстановление заполняет только пустую базу, чтобы ничего не затереть. Создайте новую базу (CREATE DATABASE …) и укажите её в DATABASE_URL.`);
    }
    schemaMade = true;
    await migrate(url, schema, log, manifest.migrations.at(-1));
    const rows = await loadRows(url, unpacked, manifest);
    await migrate(url, schema, log);
    let images = 0;
    const pictures = path.join(unpacked, 'images');
    if (existsSync(pictures)) {
      const target = path.join(config.dataDir, 'images');
      if (!embedded && existsSync(target) && readdirSync(target).length) {
        log.warn({ target }, 'в каталоге картинок уже есть файлы: картинки из копии добавлены к ним');
      } else if (embedded) created.push(target);
      if (existsSync(target)) cpSync(pictures, target, { recursive: true });
      else renameSync(pictures, target);
      images = manifest.images ?? 0;
    }
    return { manifest, rows, images, target: shown };
  } catch (error) {
    await stopEmbedded?.().catch(() => undefined);
    stopEmbedded = undefined;
    if (error instanceof RestoreRefused || !schemaMade) {
      for (const made of created) rmSync(made, { recursive: true, force: true });
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    if (embedded) {
      for (const made of created) rmSync(made, { recursive: true, force: true });
      throw new Error(`Восстановление не удалось: ${reason}. DATA_DIR ${config.dataDir} снова пуст.`, { cause: error });
    }
    throw new Error(
      `Восстановление не удалось: ${reason}. В базе ${shown} уже созданы таблицы магазина: удалите эту базу и создайте её заново пустой (DROP DATABASE …; CREATE DATABASE …), прежде чем повторить.`,
      { cause: error },
    );
  } finally {
    await stopEmbedded?.();
    rmSync(unpacked, { recursive: true, force: true });
  }
}
