import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import { exchangeRouter } from './exchange.routes.js';
import { YandexMarketFeed } from './yandex-market-feed.js';

/** Exchange with other systems (CONTRACT §11), served outside /api: the Yandex Market feed. */
export function exchangeModule(config: Config, em: EntityManager) {
  const yandexMarket = new YandexMarketFeed(em, config.publicUrl, config.shopTime);
  return { yandexMarket, router: exchangeRouter(yandexMarket, config.feedToken) };
}
