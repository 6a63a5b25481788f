import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { PeriodicJob } from '../../core/periodic-job.js';
import type { ImageService } from './image.service.js';

const HOURLY = 60 * 60 * 1000;

/** The sweep of unused uploads, at start and then every hour. */
export const imageSweeper = (images: ImageService, orm: MikroORM, log: Logger) =>
  new PeriodicJob(HOURLY, () =>
    images.sweep(orm.em.fork()).then(
      (removed) => {
        if (removed.length) log.info({ removed }, 'удалены неиспользуемые изображения');
      },
      (error) => log.error({ err: error }, 'не удалось удалить неиспользуемые изображения'),
    ),
  );
