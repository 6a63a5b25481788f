import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import type { AbuseLimits } from '../../core/config.js';

/** An order waiting for its online payment: the ones RESERVATION_MINUTES releases. */
const UNPAID = `status = 'new' AND payment_status IN ('pending', 'canceled')`;

export const UNPAID_MESSAGE = 'Сначала оплатите или отмените неоплаченные заказы';

/**
 * Refuses one more online order while the buyer already has `unpaidPerContact` waiting for
 * payment (by normalised email or phone), or their address has `unpaidPerIp` (CONTRACT §18): 429
 * with those orders' numbers. The checks run under transaction locks on each key, so many orders
 * placed at once from one client are counted one after another.
 */
export async function refuseTooManyUnpaid(em: EntityManager, limits: AbuseLimits, buyer: { emailKey: string | null; phoneKey: string | null; ip: string }): Promise<void> {
  const keys = [buyer.emailKey && `email:${buyer.emailKey}`, buyer.phoneKey && `phone:${buyer.phoneKey}`, buyer.ip && `ip:${buyer.ip}`].filter((key): key is string => Boolean(key)).sort();
  for (const key of keys) await em.execute(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`unpaid ${key}`]);
  const waiting = await em.execute<{ id: number; mine: boolean }[]>(
    `SELECT id, coalesce(email_key = ? OR phone_key = ?, false) AS mine FROM checkout
     WHERE ${UNPAID} AND (email_key = ? OR phone_key = ? OR placed_ip = ?) ORDER BY id`,
    [buyer.emailKey, buyer.phoneKey, buyer.emailKey, buyer.phoneKey, buyer.ip],
  );
  const mine = waiting.filter((order) => order.mine);
  const over = mine.length >= limits.unpaidPerContact ? mine : waiting.length >= limits.unpaidPerIp ? waiting : null;
  // No Retry-After: what frees a place is the shopper paying, or the reservation running out.
  if (over) throw new AppError(429, UNPAID_MESSAGE, { orders: over.map((order) => order.id) });
}
