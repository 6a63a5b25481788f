import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../identity/user.entity.js';
import type { Checkout } from '../checkout.entity.js';
import { recordEvent, type EventBy } from '../order-events.js';
import { roubles } from '../order-letters.js';
import type { OrderReturn } from '../returns/order-return.entities.js';
import { keptByShop } from './order-money.js';
import { kopecks } from '../../../core/money.js';
import { ShopPayment } from './shop-payment.entity.js';

const staffOf = (em: EntityManager, by: EventBy) => (typeof by === 'object' ? em.getReference(User, by.staff) : null);

/**
 * An order staff moved to «Оплачен» or «Доставлен» was paid to the shop (cash, card on delivery, a
 * transfer), unless ЮKassa took or is taking its money: the total is recorded once, in the move's
 * transaction. The caller sums the order's money up after.
 */
export async function recordPaidToShop(em: EntityManager, order: Checkout, by: EventBy): Promise<void> {
  const [row] = await em.execute<{ online: number; taken: number }[]>(
    `SELECT (SELECT count(*) FROM payment WHERE checkout_id = ? AND status <> 'canceled')::int AS online,
            (SELECT count(*) FROM shop_payment WHERE checkout_id = ? AND kind = 'payment')::int AS taken`,
    [order.id, order.id],
  );
  if (row.online || row.taken || kopecks(order.totalAmount) <= 0) return;
  em.create(ShopPayment, { checkout: order, kind: 'payment', amount: order.totalAmount, user: staffOf(em, by) });
  await em.flush();
  await recordEvent(em, order.id, 'paid_to_shop', by, `Оплата получена магазином: ${roubles(order.totalAmount)}`, { amount: Number(order.totalAmount) });
}

/**
 * Money of an order paid to the shop that goes back by hand (a return, a cancellation): up to
 * `amount` kopecks of what the shop still keeps. Nothing for an order paid online or not paid.
 */
export async function giveBackByShop(em: EntityManager, order: Checkout, amount: number, by: EventBy, orderReturn?: OrderReturn): Promise<void> {
  const sum = Math.min(amount, await keptByShop(em, order.id));
  if (sum <= 0) return;
  em.create(ShopPayment, { checkout: order, kind: 'refund', amount: (sum / 100).toFixed(2), user: staffOf(em, by), orderReturn });
  await em.flush();
  await recordEvent(em, order.id, 'refunded_by_shop', by, `Деньги возвращены магазином: ${roubles(sum / 100)}`, { amount: sum / 100 });
}
