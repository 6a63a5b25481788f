import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Config } from './config.js';
import { openDatabase, type DatabaseSchema } from './database.js';
import { serveClusterMetrics } from './metrics.js';

/** How long the workers get to drain and stop (each bounds its own stop at 10 s) before they are killed. */
const WORKERS_STOP_MS = 12_000;

/**
 * The primary process of WEB_CONCURRENCY workers (CONTRACT §22). It starts the embedded PostgreSQL
 * and migrates once, then forks the workers, which share the port and keep their caches current
 * from the database's notifications as separate instances do. A worker that dies is replaced; one
 * that dies before it listened (a port taken, a bad setting) stops them all. SIGTERM stops the
 * workers, each draining as a single instance does, and then the database.
 */
export async function runPrimary(config: Config, log: Logger, schema: DatabaseSchema): Promise<void> {
  const database = await openDatabase(config, log, schema);
  // The workers' request counters without Redis live here (rate-limit.ts), and /metrics adds up their series here.
  new RateLimiterClusterMaster();
  serveClusterMetrics();
  const env = config.databaseUrl ? {} : { VITRINA_EMBEDDED_URL: database.url };
  const listening = new Set<number>();
  let stopping = false;

  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'остановка');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const exited = Promise.all(workers.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve)))));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const late = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), WORKERS_STOP_MS);
    await exited;
    clearTimeout(late);
    await database.close().catch((error) => log.error({ err: error }, 'ошибка при остановке'));
    process.exit(code);
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === config.webConcurrency) log.info(`Витрина работает: http://${config.host}:${config.port}, процессов: ${config.webConcurrency}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listening.has(worker.id)) {
      log.fatal({ pid: worker.process.pid, code }, 'процесс магазина не запустился');
      void stop('exit', 1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'процесс магазина завершился, запускаю новый');
    cluster.fork(env);
  });
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Workers run the server itself, not `npm start`'s build check.
  cluster.setupPrimary({ exec: fileURLToPath(new URL('../main.js', import.meta.url)) });
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork(env);
}
