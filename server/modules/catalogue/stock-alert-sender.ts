import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../core/periodic-job.js';
import type { StockAlertService } from './stock-alert.service.js';

/**
 * Sends the back-in-stock letters of due alerts every STOCK_ALERT_SECONDS, and at once when the
 * catalogue changes (`kick`, after a stock change commits), so a letter goes seconds after the goods come.
 */
export const stockAlertSender = (alerts: StockAlertService, orm: MikroORM, log: Logger, everySeconds: number) =>
  new PeriodicJob(everySeconds * 1000, async () => {
    await alerts.pass(orm.em.fork()).catch((error) => log.error({ err: error }, 'письма о поступлении товара не поставлены в очередь'));
  });
