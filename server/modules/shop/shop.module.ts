import type { MailQueue } from '../../core/mail/mailer.js';
import type { ConsentService } from '../identity/consent.service.js';
import { crudResolver } from '../../core/crud.js';
import { addressApi, directAddressResolver } from './address.resolver.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { basketResolver } from './basket.resolver.js';
import { basketRoutes } from './basket.routes.js';
import { BasketService } from './basket.service.js';
import { checkoutResolver } from './checkout.resolver.js';
import { checkoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';
import { wishlistResolver } from './wishlist.resolver.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { WishlistService } from './wishlist.service.js';

/** Buying: baskets, wishlists, addresses and orders. */
export function shopModule(mailer: MailQueue, consents: ConsentService) {
  const baskets = new BasketService();
  const wishlists = new WishlistService();
  const addresses = new AddressService(consents);
  const checkouts = new CheckoutService(mailer, consents);
  return {
    services: { baskets, wishlists, addresses, checkouts },
    resolvers: [basketResolver(baskets), wishlistResolver(wishlists), crudResolver(addressApi(addresses)), directAddressResolver(addresses), checkoutResolver(checkouts)],
    routes: [...basketRoutes(baskets), ...wishlistRoutes(wishlists), ...addressRoutes(addresses), ...checkoutRoutes(checkouts)],
  };
}
