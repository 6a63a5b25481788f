import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { can } from '../../core/permissions.js';
import type { OrderStatus } from './checkout.entity.js';

/** What happened to an order, as its history names it. */
export const orderEventKinds = ['placed', 'promo', 'status', 'payment_succeeded', 'payment_failed', 'paid_to_shop', 'refund_asked', 'refund_succeeded', 'refund_failed', 'refunded_by_shop', 'return', 'return_request', 'shipment'] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** Who did it: a staff member, the shopper, ЮKassa, or the shop's own jobs. */
export type EventBy = { staff: number } | 'customer' | 'yookassa' | 'shop';

const labels = { customer: 'Покупатель', yookassa: 'ЮKassa', shop: 'Магазин' } as const;

/** The caller of a request as an order's history names them: staff by name, anyone else as the shopper. */
export const byCaller = (ctx: Context): EventBy => (ctx.actor && can(ctx.actor, 'checkout.manage') ? { staff: ctx.actor.id } : 'customer');

/** Facts a program may read beside the text: a status move, a sum. */
export interface EventData {
  from?: OrderStatus;
  to?: OrderStatus;
  amount?: number;
}

/**
 * Writes one event of an order's history (CONTRACT §17) in the caller's transaction. A staff
 * member is kept by name and email as they are now, so the history still reads when the account
 * is renamed or deleted.
 */
export async function recordEvent(em: EntityManager, orderId: number, kind: OrderEventKind, by: EventBy, text: string, data: EventData = {}): Promise<void> {
  const staffId = typeof by === 'object' ? by.staff : null;
  await em.execute(
    `INSERT INTO order_event (checkout_id, kind, user_id, by_label, text, data)
     VALUES (?, ?, ?, coalesce((SELECT CASE WHEN trim(first_name || ' ' || last_name) = '' THEN email
       ELSE trim(first_name || ' ' || last_name) || ' (' || email || ')' END FROM users WHERE id = ?), ?), ?, ?)`,
    [orderId, kind, staffId, staffId ?? 0, typeof by === 'object' ? 'Сотрудник' : labels[by], text, JSON.stringify(data)],
  );
}
