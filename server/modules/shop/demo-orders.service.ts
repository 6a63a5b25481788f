import type { EntityManager } from '@mikro-orm/postgresql';
import { variantLookColumns } from '../catalogue/product.service.js';
import type { StockService } from '../catalogue/stock.service.js';
import type { OrderStatus } from './checkout.entity.js';
import { deliveryPrice, type DeliveryMethod, type PickupPlace } from './checkout-methods.entities.js';

/** An order of the demo shop (SEED=demo): who bought what at which price, how it came and was paid, how long ago and how far it has come. */
export interface DemoOrder {
  status: OrderStatus;
  /** Placed this many days and minutes ago; changed last a day after (today's, today). */
  daysAgo: number;
  minutesEarlier: number;
  userId: number | null;
  recipient: { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; zipCode: string };
  delivery: Pick<DeliveryMethod, 'id' | 'name' | 'price' | 'freeFrom'>;
  pickupPoint: PickupPlace | null;
  payment: { id: number; name: string };
  lines: { variantId: number; quantity: number; price: number; productName: string; sku: string }[];
}

/**
 * The demo shop's past orders, so the dashboard, the orders list and «Хиты продаж» have something to
 * show: written backdated, as the shop itself (no staff member, so the audit log stays empty; no
 * letters, no history), with their stock taken and their products' popularity counted unless cancelled.
 */
export class DemoOrders {
  constructor(private readonly stock: StockService) {}

  /** Writes one order in the caller's transaction; its number. */
  async place(em: EntityManager, order: DemoOrder): Promise<number> {
    const { recipient, delivery, payment, lines } = order;
    const items = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const shipping = deliveryPrice(delivery, items);
    const [{ id }] = await em.execute<{ id: number }[]>(
      `INSERT INTO checkout (status, user_id, first_name, last_name, email, phone, address, city, country, zip_code, comment, items_amount, delivery_price, total_amount,
         delivery_method_id, delivery_method_name, pickup_point, payment_method_id, payment_method_name, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Россия', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, now() - make_interval(days => ?, mins => ?), now() - make_interval(days => ?))
       RETURNING id`,
      [order.status, order.userId, recipient.firstName, recipient.lastName, recipient.email, recipient.phone, recipient.address, recipient.city, recipient.zipCode,
        items, shipping, items + shipping, delivery.id, delivery.name, order.pickupPoint && JSON.stringify(order.pickupPoint), payment.id, payment.name, order.daysAgo, order.minutesEarlier, Math.max(order.daysAgo - 1, 0)],
    );
    for (const line of lines) {
      await em.execute(
        `INSERT INTO checkout_line (checkout_id, product_variant_id, quantity, price, product_name, sku, size_name, color_name, image)
         SELECT ?, v.id, ?, ?, ?, ?, looks."sizeName", looks."colorName", looks.image FROM product_variant v JOIN product p ON p.id = v.product_id,
           LATERAL (SELECT ${variantLookColumns}) looks WHERE v.id = ?`,
        [id, line.quantity, line.price, line.productName, line.sku, line.variantId],
      );
    }
    if (order.status !== 'cancelled') {
      await this.stock.take(em, lines);
      await this.stock.sold(em, lines);
    }
    return id;
  }
}
