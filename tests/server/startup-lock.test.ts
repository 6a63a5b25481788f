import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { openDatabase, type Database } from '../../server/core/database.js';
import { createLogger } from '../../server/core/logger.js';
import { databaseSchema } from '../../server/database-schema.js';

const opened: Database[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-startup-'));
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('instances starting together on an empty database', () => {
  it('migrate one after another: both start, and each migration is applied once', async () => {
    const serverUrl = inject('postgresUrl');
    const name = `startup_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'r' });
    const log = createLogger('silent');
    opened.push(...(await Promise.all([openDatabase(config, log, databaseSchema), openDatabase(config, log, databaseSchema)])));
    const rows = await opened[0].orm.em.fork().execute<{ name: string; times: number }[]>('SELECT name, count(*)::int AS times FROM mikro_orm_migrations GROUP BY name');
    expect(rows.map((row) => row.name).sort()).toEqual(databaseSchema.migrationsList.map((migration) => migration.name).sort());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });
});
