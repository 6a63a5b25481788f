import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { freePort } from '../free-port.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../server/core/database.js';
import { databaseSchema } from '../../server/database-schema.js';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/core/embedded-postgres.js';
import { createLogger } from '../../server/core/logger.js';

export const TEMPLATE_DATABASE = 'vitrina_template';

// embedded-postgres stops its clusters through async-exit-hook, which also answers Node's
// 'beforeExit' with process.exit(0): the run would end with 0 whatever the tests said. This process
// stops its cluster itself (the teardown below), so the hooks on a normal end are taken off; those
// on Ctrl-C and kill stay.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when given (a server the tests may
 * create databases on), otherwise an embedded one in a temporary folder. Migrations are applied
 * once to a template database; each test file then gets a fresh copy of it.
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-pg-'));
    const postgres = await startEmbeddedPostgres(dir, await freePort(), log);
    serverUrl = postgres.url('postgres');
    stop = async () => {
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const orm = await MikroORM.init(ormConfig(databaseSchema, serverUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DATABASE}`)));
  await orm.getMigrator().up();
  await orm.close(true);
  project.provide('postgresUrl', serverUrl);
  return stop;
}
