import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { showing, type PublicReads } from '../../core/public-reads.js';
import type { AbuseLimits, YooKassaSettings } from '../../core/config.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import type { ScrapeGauge } from '../../core/metrics.js';
import type { ShopTime } from '../../core/shop-time.js';
import type { ConsentService } from '../identity/consent.service.js';
import type { ProductService } from '../catalogue/product.service.js';
import type { StockService } from '../catalogue/stock.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import { deliveryChoiceResolver, deliveryChoiceRoutes } from './delivery-choice.api.js';
import { DeliveryChoiceService } from './delivery-choice.service.js';
import { addressApi, directAddressResolver } from './address.resolver.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { basketResolver } from './basket.resolver.js';
import { basketRoutes } from './basket.routes.js';
import { BasketService } from './basket.service.js';
import { checkoutResolver } from './checkout.resolver.js';
import { checkoutRoutes } from './checkout.routes.js';
import { CheckoutService } from './checkout.service.js';
import { OrderStatusService } from './order-status.service.js';
import { deliveryMethodApi, paymentMethodApi, pickupPointApi, pickupPointRoutes } from './checkout-methods.api.js';
import type { VersionedMemo } from '../../core/versioned-memo.js';
import { deliveryMethodService, paymentMethodService, pickupPointService } from './checkout-methods.service.js';
import { crudResolver, crudRoutes } from '../../core/crud.js';
import { wishlistResolver } from './wishlist.resolver.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { WishlistService } from './wishlist.service.js';
import { ExchangedOrders } from './exchanged-orders.service.js';
import { DemoOrders } from './demo-orders.service.js';
import { OrderShipping } from './order-shipping.service.js';
import { paymentResolver } from './payment/payment.resolver.js';
import { paymentRoutes } from './payment/payment.routes.js';
import { PaymentService } from './payment/payment.service.js';
import { paymentWatcher } from './payment/payment-watcher.js';
import { currentPromotionsResolver, currentPromotionsRoute, promotionApi } from './promotion/promotion.api.js';
import { PromotionService } from './promotion/promotion.service.js';
import { orderReturnResolver, orderReturnRoutes } from './returns/order-return.api.js';
import { OrderReturnService } from './returns/order-return.service.js';
import { returnRequestResolver, returnRequestRoutes } from './returns/return-request.api.js';
import { ReturnRequestService } from './returns/return-request.service.js';

/** What anonymous shoppers read of the shop's ways to deliver and pay (the content kind's tables). */
const publicReads: PublicReads = {
  rest: showing(['content'], ['/delivery-methods', '/payment-methods', '/pickup-points']),
  graphql: showing(['content'], ['deliveryMethods', 'deliveryMethod', 'paymentMethods', 'paymentMethod', 'pickupPoints', 'pickupPoint']),
};

/** Buying: baskets, wishlists, addresses, delivery and payment methods, orders, and paying them online (with the periodic read-back of payments). */
export function shopModule(mailer: MailQueue, consents: ConsentService, catalogue: { stock: StockService; products: ProductService }, time: ShopTime, staff: { notifyEmail: string; publicUrl: string }, yookassa: YooKassaSettings, limits: AbuseLimits, returnDays: number, delivery: DeliveryService, contentReads?: VersionedMemo) {
  const promotions = new PromotionService();
  const baskets = new BasketService(promotions, time, limits);
  const wishlists = new WishlistService(catalogue.products);
  const addresses = new AddressService(consents);
  const deliveries = deliveryMethodService(delivery.missingSettings, contentReads);
  const paying = new PaymentService(yookassa, mailer, staff.publicUrl);
  const payments = paymentMethodService(paying.missingSettings(), contentReads);
  const deliveryMethods = deliveryMethodApi(deliveries);
  const paymentMethods = paymentMethodApi(payments);
  const pickupPoints = pickupPointApi(pickupPointService(contentReads));
  const deliveryChoice = new DeliveryChoiceService(delivery, baskets, deliveries);
  const checkouts = new CheckoutService(mailer, consents, catalogue.stock, deliveries, payments, time, paying, promotions, staff, limits, returnDays, deliveryChoice);
  const orderStatuses = new OrderStatusService(mailer, catalogue.stock, paying, returnDays);
  const returns = new OrderReturnService(catalogue.stock, paying, mailer);
  const returnRequests = new ReturnRequestService(returns, mailer, { days: returnDays, ...staff });
  const gauges: ScrapeGauge[] = [
    { name: 'vitrina_payments_awaiting_readback', help: 'Платежи (payment) и возвраты (refund) ЮKassa, чьё состояние магазин ещё должен узнать', label: 'kind', aggregator: 'max', read: (em) => paying.awaitingReadBack(em) },
  ];
  return {
    publicReads,
    gauges,
    services: { promotions, baskets, wishlists, addresses, checkouts, orderStatuses, payments: paying, exchangedOrders: new ExchangedOrders(), demoOrders: new DemoOrders(catalogue.stock), orderShipping: new OrderShipping(mailer, paying, staff, returnDays) },
    resolvers: [
      basketResolver(baskets),
      wishlistResolver(wishlists),
      crudResolver(addressApi(addresses)),
      directAddressResolver(addresses),
      crudResolver(deliveryMethods),
      crudResolver(paymentMethods),
      crudResolver(pickupPoints),
      crudResolver(promotionApi(promotions)),
      currentPromotionsResolver(promotions),
      checkoutResolver(checkouts, orderStatuses),
      deliveryChoiceResolver(deliveryChoice),
      paymentResolver(paying),
      orderReturnResolver(returns),
      returnRequestResolver(returnRequests),
    ],
    routes: [
      ...basketRoutes(baskets),
      ...wishlistRoutes(wishlists),
      ...addressRoutes(addresses),
      ...crudRoutes('/delivery-methods', deliveryMethods),
      ...crudRoutes('/payment-methods', paymentMethods),
      ...pickupPointRoutes(pickupPoints),
      currentPromotionsRoute(promotions),
      ...crudRoutes('/promotions', promotionApi(promotions)),
      ...checkoutRoutes(checkouts, orderStatuses),
      ...deliveryChoiceRoutes(deliveryChoice),
      ...paymentRoutes(paying),
      ...orderReturnRoutes(returns),
      ...returnRequestRoutes(returnRequests),
    ],
    jobs: (orm: MikroORM, log: Logger) => ({ payments: paymentWatcher(paying, (em) => orderStatuses.releaseUnpaid(em, yookassa.reservationMinutes), orm, log, yookassa.checkSeconds) }),
  };
}
