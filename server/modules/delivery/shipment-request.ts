import type { Parcel } from '../../core/config.js';
import { refusal } from '../../core/errors.js';
import type { OrderToShip } from '../shop/order-shipping.service.js';
import type { Shipment } from './carrier.js';

/** The delivery methods whose orders a carrier takes, by their kind (CONTRACT §20). */
const CARRIED = ['cdek_pickup', 'cdek_courier'];

const refused = (reason: string, message: string) => refusal(409, 'DELIVERY_UNAVAILABLE', message, { reason });

/**
 * The shipment a carrier registers for an order, or a refusal saying why the order cannot go:
 * cancelled or delivered, not delivered by the carrier, or without its point or city. One
 * parcel of the shop's size (DEFAULT_PARCEL) weighing what its goods weigh.
 */
export function shipmentOf(order: OrderToShip, parcel: Parcel): Shipment {
  if (order.status === 'cancelled' || order.status === 'delivered') {
    throw refusal(409, 'ORDER_STATUS', `Заказ со статусом «${order.status === 'cancelled' ? 'Отменён' : 'Доставлен'}» нельзя передать в службу доставки.`, { from: order.status, to: 'shipped' });
  }
  if (!order.deliveryKind || !CARRIED.includes(order.deliveryKind)) throw refused('not_carried', 'Заказ доставляется не через СДЭК');
  const pickup = order.deliveryKind === 'cdek_pickup';
  if (pickup && !order.pointCode) throw refused('no_point', 'В заказе не выбран пункт выдачи СДЭК');
  if (!pickup && !order.cityCode) throw refused('no_city', 'В заказе не указан город доставки СДЭК');
  const items = order.lines.map((line) => ({ name: line.name, sku: line.sku, price: line.price, weight: line.weight ?? parcel.weight, quantity: line.quantity }));
  return {
    number: String(order.id),
    tariff: order.tariff ?? (!pickup ? 'courier' : order.pointType === 'locker' ? 'locker' : 'pickup'),
    recipient: { name: order.recipient.name, phone: order.recipient.phone, ...(order.recipient.email ? { email: order.recipient.email } : {}) },
    to: pickup ? { pointCode: order.pointCode! } : { cityCode: order.cityCode!, address: order.address, ...(order.zipCode ? { postalCode: order.zipCode } : {}) },
    packages: [{ ...parcel, weight: items.reduce((sum, item) => sum + item.weight * item.quantity, 0) || parcel.weight, items }],
    ...(order.cashOnDelivery ? { cashOnDelivery: { deliveryPrice: order.deliveryPrice } } : {}),
  };
}
