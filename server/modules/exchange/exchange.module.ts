import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import type { CatalogueImport } from '../catalogue/catalogue-import.service.js';
import type { StockService } from '../catalogue/stock.service.js';
import type { ImageService } from '../media/image.service.js';
import type { OrderStatusService } from '../shop/order-status.service.js';
import type { ExchangedOrders } from '../shop/exchanged-orders.service.js';
import { ExchangeAuth } from './commerceml-auth.js';
import { CatalogImport } from './commerceml-catalog.js';
import { CommerceMLExchange } from './commerceml-exchange.js';
import { OffersImport } from './commerceml-offers.js';
import { OrdersExchange } from './commerceml-orders.js';
import { commercemlRouter } from './commerceml.routes.js';
import { exchangeApiRoutes } from './exchange-api.routes.js';
import { ExchangeRuns } from './exchange-runs.js';
import { exchangeResolver } from './exchange.resolver.js';
import { exchangeRouter } from './exchange.routes.js';
import { FeedCache } from './feed-cache.js';
import { FEED_FORMAT, YandexMarketFeed } from './yandex-market-feed.js';
import type { AuthService } from '../identity/auth.service.js';
import type { ShopSettingsService } from '../content/shop-settings.service.js';

/** How long one request of a 1C import works before it answers `progress`. */
const SLICE_MS = 20_000;

/** What the 1C exchange works with: the other modules' services. */
export interface ExchangeServices {
  auth: AuthService;
  catalogueImport: CatalogueImport;
  stock: StockService;
  images: ImageService;
  orderStatuses: OrderStatusService;
  exchangedOrders: ExchangedOrders;
  shopSettings: ShopSettingsService;
}

/**
 * Exchange with other systems (CONTRACT §11): the back office's «Обмен» over both APIs (where the
 * feed and the 1C exchange are, and the exchange log), and what is served outside /api — the Yandex
 * Market feed, cached in DATA_DIR/feeds, and the 1C / МойСклад exchange.
 */
export function exchangeModule(config: Config, services: ExchangeServices) {
  const runs = new ExchangeRuns(config.publicUrl, config.feedToken);
  return {
    resolvers: [exchangeResolver(runs)],
    routes: exchangeApiRoutes(runs),
    feeds(em: EntityManager) {
      const yandexMarket = new YandexMarketFeed(em, config.publicUrl, config.shopTime, (fork) => services.shopSettings.current(fork));
      const cache = new FeedCache(em, path.join(config.dataDir, 'feeds'), 'yandex-market', `${FEED_FORMAT} ${config.publicUrl} ${config.shopTime.zone}`, (builtAt) => yandexMarket.document(builtAt));
      return exchangeRouter(cache, config.feedToken);
    },
    /**
     * The 1C exchange, mounted at `/api/1c-exchange` ahead of the API's JSON parser and CSRF check: it
     * reads raw bodies and authenticates by itself. `throttle` counts a wrong password against the
     * sign-in limit of the caller's address; a long import resumes on the next call.
     */
    commerceml(em: EntityManager, throttle: (key: string) => Promise<void>) {
      const auth = new ExchangeAuth(config.jwtAccessSecret, services.auth, throttle);
      const exchange = new CommerceMLExchange(
        config.dataDir,
        auth,
        new CatalogImport(services.images, services.catalogueImport),
        new OffersImport(services.catalogueImport),
        new OrdersExchange(services.orderStatuses, services.exchangedOrders, config.shopTime),
        services.stock,
        SLICE_MS,
      );
      return commercemlRouter(em, auth, exchange);
    },
  };
}
