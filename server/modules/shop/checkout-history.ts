import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTime } from '../../core/sql.js';
import type { OrderStatus } from './checkout.entity.js';

/** One step of an order's life: placed (`from` null) or moved from one status to another, by whom. */
export interface CheckoutStep {
  at: Date;
  from: OrderStatus | null;
  status: OrderStatus;
  user: { id: number; email: string } | null;
}

/**
 * An order's status timeline, oldest first: its placing (by the staff member who placed it, else
 * the customer, else nobody for a guest) and each status change from the audit log. Empty when
 * there is no such order.
 */
export async function checkoutHistory(em: EntityManager, id: number): Promise<CheckoutStep[]> {
  const rows = await em.execute<(Omit<CheckoutStep, 'at'> & { at: string })[]>(
    `SELECT ${isoTime('h.at')} AS at, h."from", h.status, h."user" FROM (
       SELECT c.created_at AS at, NULL::text AS "from", 'new'::text AS status, 0::bigint AS step,
         coalesce(
           (SELECT json_build_object('id', a.user_id, 'email', a.user_email) FROM audit_record a
            WHERE a.entity = 'checkout' AND a.entity_id = c.id AND a.action = 'create' LIMIT 1),
           CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email) END) AS "user"
       FROM checkout c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = ?
       UNION ALL
       SELECT a.at, a.changes -> 'status' ->> 0, a.changes -> 'status' ->> 1, a.id, json_build_object('id', a.user_id, 'email', a.user_email)
       FROM audit_record a
       WHERE a.entity = 'checkout' AND a.entity_id = ? AND a.action <> 'create' AND (a.changes -> 'status') IS NOT NULL
         AND EXISTS (SELECT 1 FROM checkout c WHERE c.id = ?)
     ) h ORDER BY h.at, h.step`,
    [id, id, id],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
