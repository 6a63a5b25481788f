import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ImageService } from './image.service.js';

const HOURLY = 60 * 60 * 1000;

/** Runs the sweep of unused uploads at start and then every hour, until stopped. */
export class ImageSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly images: ImageService,
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.run(), HOURLY).unref();
    this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private run(): void {
    this.running ??= this.images
      .sweep(this.orm.em.fork())
      .then(
        (removed) => {
          if (removed.length) this.log.info({ removed }, 'удалены неиспользуемые изображения');
        },
        (error) => this.log.error({ err: error }, 'не удалось удалить неиспользуемые изображения'),
      )
      .finally(() => (this.running = undefined));
  }
}
