import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { letter } from '../../core/mail/letter.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { kopecks } from '../../core/money.js';
import { Checkout, statusNames, type OrderStatus } from './checkout.entity.js';
import { canMove } from './order-status.service.js';
import { recordEvent } from './order-events.js';
import { orderStatusLetter } from './order-letters.js';
import type { PaymentService } from './payment/payment.service.js';
import { carrierNames, type Carrier } from './shipping-carriers.js';

export type { Carrier } from './shipping-carriers.js';

/** What a carrier needs of an order to take it: its goods, its recipient and where it goes, in kopecks. */
export interface OrderToShip {
  id: number;
  status: OrderStatus;
  /** The delivery method's kind (`cdek_pickup`, `cdek_courier`), `manual` for the shop's own, null without a method. */
  deliveryKind: string | null;
  /** The carrier's tariff quoted at checkout, the pickup point chosen and the city's code at the carrier, when the order keeps them. */
  tariff: number | null;
  pointCode: string | null;
  /** `pickup` or `locker`, as the order keeps its point. */
  pointType: string | null;
  cityCode: number | null;
  recipient: { name: string; phone: string; email: string };
  address: string;
  zipCode: string;
  lines: { sku: string; name: string; price: number; quantity: number; weight: number | null }[];
  deliveryPrice: number;
  /** Paid on receipt and not paid yet: the carrier takes the money. */
  cashOnDelivery: boolean;
}

/** What a carrier's news does to an order. */
export type CarrierNews = { to: 'shipped' | 'delivered' } | { problem: string };

/**
 * The order's side of delivery by a carrier (CONTRACT §20), for the delivery module: the order as
 * the carrier needs it, the track number the carrier gave, and the moves its news make — forward
 * only, each once, under the order's lock, with the shopper's letters.
 */
export class OrderShipping {
  constructor(
    private readonly mailer: MailQueue,
    private readonly paying: PaymentService,
    private readonly staff: { notifyEmail: string; publicUrl: string },
    private readonly returnDays: number,
  ) {}

  /**
   * The order as a carrier takes it. The carrier's columns (tariff, point, city, the delivery
   * method's kind, weights) are read by name from the row, so an order without them reads as null.
   */
  async toShip(em: EntityManager, id: number): Promise<OrderToShip> {
    const [order] = await em.execute(
      `SELECT c.id, c.status, c.first_name, c.last_name, c.email, c.phone, c.address, c.zip_code, c.delivery_price, c.total_amount, c.paid_amount,
         to_jsonb(c) -> 'delivery_point' ->> 'code' AS point_code, to_jsonb(c) -> 'delivery_point' ->> 'type' AS point_type,
         (to_jsonb(c) -> 'delivery_city' ->> 'code')::int AS city_code,
         (to_jsonb(c) ->> 'delivery_tariff')::int AS tariff, to_jsonb(d) ->> 'kind' AS delivery_kind, p.kind AS payment_kind
       FROM checkout c LEFT JOIN delivery_method d ON d.id = c.delivery_method_id LEFT JOIN payment_method p ON p.id = c.payment_method_id WHERE c.id = ?`,
      [id],
    );
    if (!order) throw notFound();
    const lines = await em.execute(
      `SELECT l.sku, l.product_name AS name, l.price, l.discount, l.quantity,
         coalesce((to_jsonb(v) ->> 'weight')::int, (to_jsonb(pr) ->> 'weight')::int) AS weight
       FROM checkout_line l JOIN product_variant v ON v.id = l.product_variant_id JOIN product pr ON pr.id = v.product_id
       WHERE l.checkout_id = ? ORDER BY l.id`,
      [id],
    );
    return {
      id: order.id,
      status: order.status,
      deliveryKind: order.delivery_kind ?? null,
      tariff: order.tariff ?? null,
      pointCode: order.point_code ?? null,
      pointType: order.point_type ?? null,
      cityCode: order.city_code ?? null,
      recipient: { name: `${order.first_name} ${order.last_name}`.trim(), phone: order.phone, email: order.email },
      address: order.address,
      zipCode: order.zip_code,
      // A line's discount is for all its units: each unit carries its share.
      lines: lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, weight: l.weight ?? null, price: Math.round((kopecks(l.price) * l.quantity - kopecks(l.discount)) / l.quantity) })),
      deliveryPrice: kopecks(order.delivery_price),
      cashOnDelivery: order.payment_kind === 'on_delivery' && kopecks(order.paid_amount) < kopecks(order.total_amount),
    };
  }

  /** Keeps the carrier's number as the order's track number (the tracking link of its letters and page). */
  async tracked(em: EntityManager, id: number, carrier: Carrier, trackNumber: string): Promise<void> {
    const changed = await em.nativeUpdate(Checkout, { id, $or: [{ trackNumber: { $ne: trackNumber } }, { trackNumber: null }] }, { trackNumber, carrier });
    if (changed) await recordEvent(em, id, 'shipment', 'shop', `Передан в ${carrierNames[carrier]}, трек-номер ${trackNumber}`);
  }

  /**
   * Applies a carrier's news under the order's lock: a move forward with the shopper's letter
   * (nothing when the order is already there or further), or a problem told to staff. In the
   * caller's transaction; answers whether the order changed.
   */
  async carrierSaid(em: EntityManager, id: number, carrier: Carrier, news: CarrierNews): Promise<boolean> {
    const order = await em.findOne(Checkout, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!order) return false;
    const name = carrierNames[carrier];
    if ('problem' in news) {
      await recordEvent(em, id, 'shipment', 'shop', `${name}: ${news.problem}`);
      await this.mailer.queue(em, letter(this.staff.notifyEmail, {
        subject: `Заказ № ${id}: ${name} — ${news.problem.toLowerCase()}`,
        greeting: 'Здравствуйте!',
        paragraphs: [`${name} сообщает о заказе № ${id}: «${news.problem}». Свяжитесь с покупателем и со службой доставки.`],
        facts: [['Покупатель', `${order.firstName} ${order.lastName}`.trim()], ...(order.trackNumber ? [['Трек-номер', order.trackNumber] as [string, string]] : [])],
        action: { label: 'Открыть заказ', url: `${this.staff.publicUrl}/admin/checkouts/${id}` },
      }));
      return true;
    }
    if (!canMove(order.status, news.to)) return false;
    await recordEvent(em, id, 'status', 'shop', `Статус: ${statusNames[order.status]} → ${statusNames[news.to]} (${name})`, { from: order.status, to: news.to });
    order.status = news.to;
    if (order.email) await this.mailer.queue(em, orderStatusLetter(order, news.to, { url: this.paying.orderUrl(order), returnDays: this.returnDays }));
    await em.flush();
    if (news.to === 'delivered') await this.paying.paidToShop(em, order, 'shop');
    return true;
  }

  /** Sends the letters the last changes queued. */
  deliverLetters(): void {
    void this.mailer.deliver();
  }
}
