import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../core/periodic-job.js';
import type { CampaignService } from './campaign.service.js';

const EVERY_MS = 5_000;

/** Moves newsletter letters into the outbox every few seconds, within NEWSLETTER_PER_MINUTE. */
export const campaignSender = (campaigns: CampaignService, orm: MikroORM, log: Logger) =>
  new PeriodicJob(EVERY_MS, async () => {
    await campaigns.pass(orm.em.fork()).catch((error) => log.error({ err: error }, 'письма рассылки не поставлены в очередь'));
  });
