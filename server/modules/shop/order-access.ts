import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../core/errors.js';
import { authorizeOwner, type Actor } from '../../core/permissions.js';

/** The same key, compared in constant time. */
function sameKey(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may see and pay an order (CONTRACT §14): its owner, staff, or whoever holds the order's
 * `accessToken` (a guest, from the checkout's answer or the payment's return link). Anyone else:
 * 401 with neither a sign-in nor a key, else 403.
 */
export function authorizeOrder(actor: Actor | null, order: { userId: number | null; accessToken: string }, token: string | undefined): void {
  if (token && sameKey(token, order.accessToken)) return;
  if (token && !actor) throw forbidden();
  authorizeOwner(actor, order.userId, 'checkout.manage');
}
