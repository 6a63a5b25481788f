import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The money of orders (CONTRACT §17), summed up from where it is recorded: ЮKassa's succeeded
 * payments and refunds, and the shop's own (`shop_payment`: cash or a transfer staff recorded by
 * moving an order to «Оплачен» or «Доставлен», and what they gave back for a return or a
 * cancellation). `returned_amount` is the value of the goods that came back, whoever paid.
 *
 * `payment_status`: refunded when all that was paid went back, partially_refunded when some did,
 * succeeded when paid, else as the latest online attempt stands; null when nothing was ever asked
 * of ЮKassa and nothing was paid.
 */
export function sumUpStatement(where: string): string {
  return `UPDATE checkout c SET paid_amount = s.paid, refunded_amount = s.refunded, returned_amount = s.returned,
      payment_status = CASE
        WHEN s.paid > 0 AND s.refunded >= s.paid THEN 'refunded'
        WHEN s.paid > 0 AND s.refunded > 0 THEN 'partially_refunded'
        WHEN s.paid > 0 THEN 'succeeded'
        WHEN s.latest = 'canceled' THEN 'canceled'
        WHEN s.latest IS NOT NULL THEN 'pending'
        ELSE NULL END
    FROM (SELECT o.id,
        coalesce((SELECT sum(amount) FROM payment WHERE checkout_id = o.id AND status = 'succeeded'), 0)
          + coalesce((SELECT sum(amount) FROM shop_payment WHERE checkout_id = o.id AND kind = 'payment'), 0) AS paid,
        coalesce((SELECT sum(amount) FROM refund WHERE checkout_id = o.id AND status = 'succeeded'), 0)
          + coalesce((SELECT sum(amount) FROM shop_payment WHERE checkout_id = o.id AND kind = 'refund'), 0) AS refunded,
        coalesce((SELECT sum(amount) FROM order_return WHERE checkout_id = o.id), 0) AS returned,
        (SELECT status FROM payment WHERE checkout_id = o.id ORDER BY id DESC LIMIT 1) AS latest
      FROM checkout o WHERE ${where}) s
    WHERE c.id = s.id`;
}

/** Writes an order's paid, refunded and returned sums and its payment status, in the caller's transaction (under the order's lock). */
export async function sumUpMoney(em: EntityManager, orderId: number): Promise<void> {
  await em.execute(sumUpStatement('o.id = ?'), [orderId]);
}

/** Kopecks paid to the shop itself for an order and not given back: what a cancellation returns by hand. */
export async function keptByShop(em: EntityManager, orderId: number): Promise<number> {
  const [row] = await em.execute<{ kept: string }[]>(
    `SELECT coalesce(sum(CASE WHEN kind = 'payment' THEN amount ELSE -amount END), 0)::text AS kept FROM shop_payment WHERE checkout_id = ?`,
    [orderId],
  );
  return Math.round(Number(row.kept) * 100);
}
