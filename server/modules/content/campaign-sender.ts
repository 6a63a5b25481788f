import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../core/periodic-job.js';
import type { CampaignService } from './campaign.service.js';

const EVERY_MS = 5_000;
const HOURLY = 60 * 60 * 1000;

/**
 * The newsletter's periodic work, started with the shop: every few seconds it moves campaign
 * letters into the outbox within NEWSLETTER_PER_MINUTE, and once an hour (the first time at start)
 * it forgets requests to subscribe never confirmed within 7 days (CONTRACT §18). Several instances
 * may sweep at once: the deletion is the same whoever makes it.
 */
export const campaignSender = (campaigns: CampaignService, orm: MikroORM, log: Logger) => {
  let sweptAt = -Infinity;
  return new PeriodicJob(EVERY_MS, async () => {
    await campaigns.pass(orm.em.fork()).catch((error) => log.error({ err: error }, 'письма рассылки не поставлены в очередь'));
    if (Date.now() - sweptAt < HOURLY) return;
    sweptAt = Date.now();
    await campaigns.subscribers.forgetUnconfirmed(orm.em.fork()).then(
      (forgotten) => {
        if (forgotten) log.info({ forgotten }, 'удалены неподтверждённые подписки старше 7 дней');
      },
      (error) => log.error({ err: error }, 'не удалось удалить неподтверждённые подписки'),
    );
  });
};
