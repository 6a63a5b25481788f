import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, humanSize, reachDatabase, writeBackup } from '../core/backup.js';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/logger.js';

/**
 * `npm run backup [-- --out FILE]` (CONTRACT §22): one file with a consistent snapshot of the
 * database and, with local storage, the pictures; works while the shop runs and while it is stopped.
 */
try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const file = path.resolve(values.out ?? path.join(config.backups.dir, backupFileName()));
  const database = await reachDatabase(config, log);
  try {
    const { bytes, manifest } = await writeBackup(database.url, file, config.s3 ? undefined : path.join(config.dataDir, 'images'), log);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Резервная копия записана: ${file} (${humanSize(bytes)})`);
    console.log(
      `В ней ${manifest.tables.length} таблиц, ${rows} строк, ` +
        (manifest.images === null ? 'картинки хранятся в S3 и в копию не входят.' : `картинок и их вариантов: ${manifest.images}.`) +
        ` PostgreSQL ${manifest.serverVersion}.`,
    );
  } finally {
    await database.release();
  }
  process.exit(0);
} catch (error) {
  console.error(`Резервная копия не сделана: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
