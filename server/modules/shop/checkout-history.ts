import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTime } from '../../core/sql.js';
import type { OrderStatus } from './checkout.entity.js';
import type { OrderEventKind } from './order-events.js';

/** One event of an order's life (CONTRACT §17): when, who, what, in Russian; a status move and a sum also as data. */
export interface CheckoutStep {
  at: Date;
  kind: OrderEventKind;
  by: string;
  text: string;
  from: OrderStatus | null;
  status: OrderStatus | null;
  amount: number | null;
  user: { id: number; email: string } | null;
}

/**
 * An order's history, oldest first, as the services wrote it (`recordEvent`) in the transaction
 * of each event. Empty when there is no such order.
 */
export async function checkoutHistory(em: EntityManager, id: number): Promise<CheckoutStep[]> {
  const rows = await em.execute<(Omit<CheckoutStep, 'at'> & { at: string })[]>(
    `SELECT ${isoTime('e.at')} AS at, e.kind, e.by_label AS by, e.text, e.data ->> 'from' AS "from", e.data ->> 'to' AS status,
       (e.data ->> 'amount')::float8 AS amount,
       CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email) END AS "user"
     FROM order_event e LEFT JOIN users u ON u.id = e.user_id WHERE e.checkout_id = ? ORDER BY e.at, e.id`,
    [id],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
