import { basketResolver } from './basket.resolver.js';
import { basketRoutes } from './basket.routes.js';
import { BasketService } from './basket.service.js';

/** Buying: baskets so far; wishlists, addresses and orders come next. */
export function shopModule() {
  const baskets = new BasketService();
  return { services: { baskets }, resolvers: [basketResolver(baskets)], routes: basketRoutes(baskets) };
}
