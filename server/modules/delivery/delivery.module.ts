import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { CdekSettings } from '../../core/config.js';
import { PeriodicJob } from '../../core/periodic-job.js';
import type { ScrapeGauge } from '../../core/metrics.js';
import type { Carrier } from './carrier.js';
import type { OrderShipping } from '../shop/order-shipping.service.js';
import type { PaymentService } from '../shop/payment/payment.service.js';
import { shipmentResolver, shipmentRoutes } from './shipment.api.js';
import { ShipmentService } from './shipment.service.js';

/**
 * Delivery through a carrier, its shipping half (CONTRACT §20): orders handed to СДЭК by staff or
 * at payment (CDEK_AUTO_SHIP), print forms, and the carrier's statuses moving orders — from its
 * notifications and from a read-back every DELIVERY_CHECK_MINUTES, which first subscribes the shop.
 */
export function deliveryModule(cdek: CdekSettings, publicUrl: string, carrier: Carrier, shop: { orderShipping: OrderShipping; payments: PaymentService }) {
  const shipments = new ShipmentService(carrier, shop.orderShipping, { parcel: cdek.defaultParcel, publicUrl, autoShip: cdek.autoShip });
  shop.payments.onPaid((orderId) => void shipments.autoShip(orderId));
  const gauges: ScrapeGauge[] = [
    { name: 'vitrina_shipments_awaiting_readback', help: 'Отправления СДЭК в пути, чей статус магазин ещё сверяет', aggregator: 'max', read: (em) => shipments.awaitingReadBack(em) },
  ];
  return {
    gauges,
    services: { shipments },
    resolvers: [shipmentResolver(shipments)],
    routes: shipmentRoutes(shipments),
    jobs: (orm: MikroORM, log: Logger) => {
      shipments.attach(() => orm.em.fork(), log);
      let subscribed = false;
      return {
        shipments: new PeriodicJob(cdek.checkMinutes * 60_000, async () => {
          if (!shipments.carrier.configured) return;
          // Once per instance; a failed subscription is asked again at the next read-back.
          if (!subscribed) subscribed = await shipments.subscribe();
          await shipments.readBack(orm.em.fork()).catch((error) => log.error({ err: error }, 'сверка отправлений со СДЭК не удалась'));
        }),
      };
    },
  };
}
