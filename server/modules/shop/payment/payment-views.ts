import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTime } from '../../../core/sql.js';

/** A payment as both APIs show it: ЮKassa's id (none while it has not answered yet) and status. */
export interface PaymentView {
  id: string | null;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: number;
  /** ЮKassa's payment method: bank_card, sbp, sberbank… */
  method: string | null;
  paidAt: Date | null;
  /** Where the shopper confirms it, while it waits for them. */
  confirmationUrl: string | null;
  /** Why it was cancelled, in Russian. */
  reason: string | null;
  createdAt: Date;
}

export interface RefundView {
  id: string | null;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: number;
  reason: string | null;
  createdAt: Date;
}

/** One payment row `p` as a JSON object (a `creating` one shows as pending). */
const paymentJson = `json_build_object('id', p.provider_id, 'status', CASE WHEN p.status = 'creating' THEN 'pending' ELSE p.status END,
  'amount', p.amount::float8, 'method', p.method, 'paidAt', ${isoTime('p.paid_at')}, 'confirmationUrl', CASE WHEN p.status IN ('pending', 'creating') THEN p.confirmation_url END,
  'reason', p.reason, 'createdAt', ${isoTime('p.created_at')})`;

export const refundJson = `json_build_object('id', r.provider_id, 'status', CASE WHEN r.status = 'creating' THEN 'pending' ELSE r.status END,
  'amount', r.amount::float8, 'reason', r.reason, 'createdAt', ${isoTime('r.created_at')})`;

/** The columns an order view adds for its payments (`c` is the order): the latest attempt, every attempt, every refund. */
export const orderPaymentColumns = `c.payment_status AS "paymentStatus", c.access_token AS "accessToken",
  (SELECT ${paymentJson} FROM payment p WHERE p.checkout_id = c.id ORDER BY p.id DESC LIMIT 1) AS payment,
  COALESCE((SELECT json_agg(${paymentJson} ORDER BY p.id) FROM payment p WHERE p.checkout_id = c.id), '[]') AS payments,
  COALESCE((SELECT json_agg(${refundJson} ORDER BY r.id) FROM refund r WHERE r.checkout_id = c.id), '[]') AS refunds`;

interface Dated {
  createdAt: string | Date;
  paidAt?: string | Date | null;
}

/** Dates of a JSON-built payment or refund as Date objects. */
export function withDates<T extends Dated>(row: T): T {
  return { ...row, createdAt: new Date(row.createdAt), ...('paidAt' in row ? { paidAt: row.paidAt ? new Date(row.paidAt) : null } : {}) };
}

export async function paymentView(em: EntityManager, id: number): Promise<PaymentView> {
  const [row] = await em.execute<{ view: PaymentView }[]>(`SELECT ${paymentJson} AS view FROM payment p WHERE p.id = ?`, [id]);
  return withDates(row.view);
}

export async function refundView(em: EntityManager, id: number): Promise<RefundView> {
  const [row] = await em.execute<{ view: RefundView }[]>(`SELECT ${refundJson} AS view FROM refund r WHERE r.id = ?`, [id]);
  return withDates(row.view);
}
