import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../../core/periodic-job.js';
import type { PaymentService } from './payment.service.js';

/**
 * The shop's own read-back of payments and refunds that have not ended (CONTRACT §14), at start
 * and then every PAYMENT_CHECK_SECONDS, so a lost notification or a crash loses nothing; then the
 * orders whose payment has not come within RESERVATION_MINUTES give their goods back (CONTRACT §16).
 * Nothing runs while ЮKassa is not set up.
 */
export const paymentWatcher = (payments: PaymentService, releaseUnpaid: (em: EntityManager) => Promise<number>, orm: MikroORM, log: Logger, checkSeconds: number) =>
  new PeriodicJob(checkSeconds * 1000, async () => {
    if (!payments.client.configured) return;
    await payments.reconcile(orm.em.fork(), log).catch((error) => log.error({ err: error }, 'сверка платежей с ЮKassa не удалась'));
    await releaseUnpaid(orm.em.fork()).catch((error) => log.error({ err: error }, 'не удалось снять резерв с неоплаченных заказов'));
  });
