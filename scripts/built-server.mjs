// The compiled server's pieces the benchmark and the cluster test start a database with, built first.
import { execFileSync } from 'node:child_process';

console.log('Сборка сервера…');
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
export const { startEmbeddedPostgres, ensureDatabase } = await import('../dist/server/core/embedded-postgres.js');
export const { ormConfig } = await import('../dist/server/core/database.js');
export const { databaseSchema } = await import('../dist/server/database-schema.js');
export const { createLogger } = await import('../dist/server/core/logger.js');
export const { MikroORM } = await import('@mikro-orm/postgresql');
