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

/** The first look waits this long (or one interval, if shorter): start-up is busy enough. */
const FIRST_LOOK_MS = 5 * 60_000;

/** A periodic job whose first run waits, and whose stop cuts a backup short instead of waiting for it. */
class BackupJob extends PeriodicJob {
  private delay?: NodeJS.Timeout;

  constructor(
    intervalMs: number,
    private readonly firstMs: number,
    private readonly stopping: AbortController,
    work: () => Promise<void>,
  ) {
    super(intervalMs, work);
  }

  start(): void {
    this.delay = setTimeout(() => super.start(), this.firstMs).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.delay);
    this.stopping.abort();
    await super.stop();
  }
}

/**
 * The backups the shop makes by itself (CONTRACT §22): every BACKUP_EVERY_HOURS into BACKUP_DIR,
 * keeping the newest BACKUP_KEEP. Several instances on one database take turns through an advisory
 * lock; the one holding it makes a backup only when the newest in the folder is due, so a restart
 * or a second instance does not make another. The first look comes a while after start; stopping
 * the shop cuts a backup in progress short. Undefined when the setting is 0.
 */
export function scheduledBackups(config: Config, url: string, log: Logger): PeriodicJob | undefined {
  if (config.backups.everyHours <= 0) return undefined;
  const intervalMs = config.backups.everyHours * 3_600_000;
  const stopping = new AbortController();
  return new BackupJob(Math.min(intervalMs, LOOK_EVERY_MS), Math.min(intervalMs, FIRST_LOOK_MS), stopping, () => backupIfDue(config, url, log, stopping.signal));
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

/**
 * One look of the scheduled backups: under the advisory lock, when the newest backup in BACKUP_DIR
 * is due, a new one, then the oldest beyond BACKUP_KEEP go. An instance that finds the lock taken
 * does nothing; failures are logged, not thrown.
 */
export async function backupIfDue(config: Config, url: string, log: Logger, signal?: AbortSignal): Promise<void> {
  const { everyHours, dir, keep } = config.backups;
  const intervalMs = everyHours * 3_600_000;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
    if (!rows[0].locked) return;
    clearLeftovers(dir);
    const newest = backupsIn(dir).at(-1);
    // A little early is on time: the look that finds it due comes one interval after the last.
    if (newest && Date.now() - statSync(path.join(dir, newest)).mtimeMs < intervalMs * 0.95) return;
    await writeBackup(url, path.join(dir, backupFileName()), config.s3 ? undefined : path.join(config.dataDir, 'images'), log, signal);
    for (const old of backupsIn(dir).slice(0, -keep)) rmSync(path.join(dir, old), { force: true });
  } catch (error) {
    if (!signal?.aborted) log.error({ err: error }, 'резервная копия по расписанию не удалась');
  } finally {
    // Ending the connection releases the lock.
    await client.end().catch(() => undefined);
  }
}
