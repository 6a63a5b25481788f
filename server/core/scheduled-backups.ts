import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { backupFileName, backupsIn, writeBackup } from './backup.js';
import type { Config } from './config.js';
import { PeriodicJob } from './periodic-job.js';

/** The advisory lock the instance making a scheduled backup holds (any number the shop alone uses). */
const BACKUP_LOCK = 7_846_022;

/** How often a due backup is looked for: the interval itself, but at least every 15 minutes. */
const LOOK_EVERY_MS = 15 * 60_000;

/**
 * The backups the shop makes by itself (CONTRACT §22): every BACKUP_EVERY_HOURS into BACKUP_DIR,
 * keeping the newest BACKUP_KEEP. Several instances on one database take turns through an advisory
 * lock; the one holding it makes a backup only when the newest in the folder is due, so a restart
 * or a second instance does not make another. Undefined when the setting is 0.
 */
export function scheduledBackups(config: Config, url: string, log: Logger): PeriodicJob | undefined {
  const { everyHours, dir, keep } = config.backups;
  if (everyHours <= 0) return undefined;
  const intervalMs = everyHours * 3_600_000;
  const imagesDir = config.s3 ? undefined : path.join(config.dataDir, 'images');
  return new PeriodicJob(Math.min(intervalMs, LOOK_EVERY_MS), async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
      if (!rows[0].locked) return;
      clearLeftovers(dir);
      const newest = backupsIn(dir).at(-1);
      // A little early is on time: the look that finds it due comes one interval after the last.
      if (newest && Date.now() - statSync(path.join(dir, newest)).mtimeMs < intervalMs * 0.95) return;
      await writeBackup(url, path.join(dir, backupFileName()), imagesDir, log);
      for (const old of backupsIn(dir).slice(0, -keep)) rmSync(path.join(dir, old), { force: true });
    } catch (error) {
      log.error({ err: error }, 'резервная копия по расписанию не удалась');
    } finally {
      // Ending the connection releases the lock.
      await client.end().catch(() => undefined);
    }
  });
}

/**
 * What a backup cut short (the process killed while writing) leaves in the folder: its `.partial`
 * archive and `.backup-*` work folder. Only those older than a day go, not one being written now.
 */
function clearLeftovers(dir: string): void {
  if (!existsSync(dir)) return;
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.partial') && !name.startsWith('.backup-')) continue;
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < dayAgo) rmSync(file, { recursive: true, force: true });
  }
}
