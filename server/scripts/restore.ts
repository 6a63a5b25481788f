import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/logger.js';
import { restoreBackup } from '../core/restore.js';
import { databaseSchema } from '../database-schema.js';

/**
 * `npm run restore -- FILE` (CONTRACT §22): fills an empty DATA_DIR (embedded PostgreSQL) or the
 * empty database at DATABASE_URL from a backup; refuses anything else with a non-zero exit.
 */
try {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Укажите файл резервной копии: npm run restore -- ФАЙЛ');
  const file = path.resolve(positionals[0]);
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const { manifest, rows, images, target } = await restoreBackup(file, config, databaseSchema, log);
  console.log(`Восстановлено из ${file} в ${target}: ${manifest.tables.length} таблиц, ${rows} строк, картинок и их вариантов: ${images}.`);
  console.log(`Копия сделана ${new Date(manifest.createdAt).toLocaleString('ru-RU', { timeZone: config.shopTime.zone })} на PostgreSQL ${manifest.serverVersion}. Запустите магазин: npm start`);
  process.exit(0);
} catch (error) {
  console.error(`Восстановление не выполнено: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
