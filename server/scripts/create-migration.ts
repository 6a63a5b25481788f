import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../core/config.js';
import { openDatabase, ormConfig } from '../core/database.js';
import { databaseSchema } from '../database-schema.js';
import { createLogger } from '../core/logger.js';

/**
 * Compares the entities with the database (after applying the committed migrations) and writes
 * the difference as a new migration in server/migrations. Add it to server/migrations/index.ts.
 */
const config = loadConfig();
const log = createLogger('warn');
const database = await openDatabase(config, log, databaseSchema);
const orm = await MikroORM.init({ ...ormConfig(databaseSchema, database.url), migrations: { ...ormConfig(databaseSchema, database.url).migrations, migrationsList: undefined } });
const result = await orm.getMigrator().createMigration('server/migrations', false, false, process.argv[2]);
console.log(result.fileName ? `Создана миграция ${result.fileName}` : 'Изменений нет');
await orm.close();
await database.close();
