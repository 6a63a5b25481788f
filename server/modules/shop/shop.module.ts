import type { MailQueue } from '../../core/mail/mailer.js';
import type { ConsentService } from '../identity/consent.service.js';
import { basketResolver } from './basket.resolver.js';
import { basketRoutes } from './basket.routes.js';
import { BasketService } from './basket.service.js';
import { checkoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';

/** Buying: baskets and orders so far; wishlists and addresses come next. */
export function shopModule(mailer: MailQueue, consents: ConsentService) {
  const baskets = new BasketService();
  const checkouts = new CheckoutService(mailer, consents);
  return { services: { baskets, checkouts }, resolvers: [basketResolver(baskets)], routes: [...basketRoutes(baskets), ...checkoutRoutes(checkouts)] };
}
