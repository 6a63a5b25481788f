import path from 'node:path';
import { DataloaderType, MikroORM, defineConfig, type MigrationObject, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import type { Logger } from 'pino';
import { AuditMark } from './audit-scope.js';
import type { Config } from './config.js';
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.js';

export const EMBEDDED_DATABASE = 'vitrina';

/** The entities and migrations the database holds: the modules' knowledge, given by the app (server/database-schema.ts). */
export interface DatabaseSchema {
  entities: NonNullable<Options['entities']>;
  migrationsList: MigrationObject[];
}

/** MikroORM's settings; `onQuery` sees every SQL statement (tests count them). */
export function ormConfig({ entities, migrationsList }: DatabaseSchema, clientUrl: string, log?: Logger, onQuery?: (sql: string) => void) {
  return defineConfig({
    clientUrl,
    entities,
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: onQuery ? ['query'] : false,
    discovery: { warnWhenNoEntities: true },
    extensions: [Migrator],
    subscribers: [new AuditMark()],
    migrations: {
      migrationsList,
      path: 'server/migrations',
      pathTs: 'server/migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 20, acquireTimeoutMillis: 10_000 },
    // No statement may hold a connection for long: a runaway query is cancelled (and answered 503).
    driverOptions: { connection: { statement_timeout: 30_000, connectionTimeoutMillis: 5_000 } },
    logger: (message) => (onQuery ? onQuery(message) : log?.debug({ orm: message })),
  });
}

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
  /** Ends the embedded PostgreSQL at once (immediate shutdown), for a process that must exit now. */
  kill(): void;
}

/** The advisory lock instances hold while they migrate and seed (any number the shop alone uses). */
const STARTUP_LOCK = 7_846_001;

/**
 * Runs `work` holding the database's start-up lock, on a connection of its own: instances started
 * together on one database migrate, create the Admin and seed one after another, each finding what
 * the one before it did. Ending the connection releases the lock, whatever happened.
 */
export async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg when it is unset;
 * the rest of the app does not know which. Runs pending migrations before returning.
 */
export async function openDatabase(config: Config, log: Logger, schema: DatabaseSchema): Promise<Database> {
  let url = config.databaseUrl ?? config.embeddedUrl;
  let embedded: RunningPostgres | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, log);
    url = embedded.url(EMBEDDED_DATABASE);
    log.info({ port: config.embeddedPgPort, dir: path.join(config.dataDir, 'pg') }, 'встроенный PostgreSQL запущен');
  }
  try {
    if (embedded) await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE);
    const orm = await MikroORM.init(ormConfig(schema, url, log));
    const applied = await underStartupLock(url, () => orm.getMigrator().up());
    if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'миграции применены');
    return {
      orm,
      url,
      async close() {
        try {
          await orm.close(true);
        } finally {
          await embedded?.stop();
        }
      },
      kill: () => embedded?.kill(),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
