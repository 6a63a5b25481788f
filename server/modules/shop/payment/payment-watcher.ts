import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../../core/periodic-job.js';
import type { PaymentService } from './payment.service.js';

/**
 * The shop's own read-back of payments and refunds that have not ended (CONTRACT §14), at start
 * and then every PAYMENT_CHECK_SECONDS, so a lost notification or a crash loses nothing. Nothing
 * runs while ЮKassa is not set up.
 */
export const paymentWatcher = (payments: PaymentService, orm: MikroORM, log: Logger, checkSeconds: number) =>
  new PeriodicJob(checkSeconds * 1000, async () => {
    if (!payments.client.configured) return;
    await payments.reconcile(orm.em.fork(), log).catch((error) => log.error({ err: error }, 'сверка платежей с ЮKassa не удалась'));
  });
