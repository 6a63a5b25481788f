import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../../core/list.js';
import { isoTime } from '../../../core/sql.js';
import type { ReturnRequestStatus } from './return-request.entities.js';

/** A shopper's return request as both APIs show it, within its order and in the staff's list. */
export interface ReturnRequestView {
  id: number;
  checkoutId: number;
  status: ReturnRequestStatus;
  reason: string;
  comment: string;
  decisionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  orderReturnId: number | null;
  lines: { orderProductId: number; productName: string; sku: string; quantity: number }[];
}

/** One request row `q` as a JSON object, with its lines. */
const requestJson = `json_build_object('id', q.id, 'checkoutId', q.checkout_id, 'status', q.status, 'reason', q.reason, 'comment', q.comment,
  'decisionReason', q.decision_reason, 'createdAt', ${isoTime('q.created_at')}, 'decidedAt', ${isoTime('q.decided_at')}, 'orderReturnId', q.order_return_id,
  'lines', (SELECT json_agg(json_build_object('orderProductId', ql.checkout_line_id, 'productName', l.product_name, 'sku', l.sku, 'quantity', ql.quantity) ORDER BY ql.id)
    FROM return_request_line ql JOIN checkout_line l ON l.id = ql.checkout_line_id WHERE ql.return_request_id = q.id))`;

/** The column an order view adds for its return requests (`c` is the order), oldest first. */
export const returnRequestsColumn = `COALESCE((SELECT json_agg(${requestJson} ORDER BY q.id) FROM return_request q WHERE q.checkout_id = c.id), '[]') AS "returnRequests"`;

/** When the order `c` was delivered: its last move to `delivered` in its history. */
export const deliveredAtSql = `(SELECT max(e.at) FROM order_event e WHERE e.checkout_id = c.id AND e.kind = 'status' AND e.data ->> 'to' = 'delivered')`;

/** The last moment a shopper may ask to return goods of the order `c`: `days` after its delivery; null before delivery. */
export const returnUntilColumn = (days: number) => `${isoTime(`(${deliveredAtSql} + make_interval(days => ${Math.trunc(days)}))`)} AS "returnUntil"`;

type Row = Omit<ReturnRequestView, 'createdAt' | 'decidedAt'> & { createdAt: string; decidedAt: string | null };

/** Dates of a JSON-built request as Date objects. */
export const requestWithDates = (row: Row): ReturnRequestView => ({ ...row, createdAt: new Date(row.createdAt), decidedAt: row.decidedAt ? new Date(row.decidedAt) : null });

export async function returnRequestView(em: EntityManager, id: number): Promise<ReturnRequestView | null> {
  const [row] = await em.execute<{ view: Row }[]>(`SELECT ${requestJson} AS view FROM return_request q WHERE q.id = ?`, [id]);
  return row ? requestWithDates(row.view) : null;
}

/** A page of requests, newest first, of one status or all. */
export async function listReturnRequests(em: EntityManager, status: ReturnRequestStatus | undefined, limit: number, offset: number): Promise<Page<ReturnRequestView>> {
  const where = status ? 'WHERE q.status = ?' : '';
  const values = status ? [status] : [];
  const rows = await em.execute<{ view: Row; length: number }[]>(
    `SELECT ${requestJson} AS view, count(*) OVER ()::int AS length FROM return_request q ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
    [...values, limit, offset],
  );
  const length = rows[0]?.length ?? (offset ? (await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM return_request q ${where}`, values))[0].n : 0);
  return { rows: rows.map((row) => requestWithDates(row.view)), length };
}

/** How many units of each of an order's lines open requests ask to return (line id → units). */
export async function requestedQuantities(em: EntityManager, orderId: number): Promise<Map<number, number>> {
  const rows = await em.execute<{ lineId: number; quantity: number }[]>(
    `SELECT ql.checkout_line_id AS "lineId", sum(ql.quantity)::int AS quantity FROM return_request_line ql JOIN return_request q ON q.id = ql.return_request_id
     WHERE q.checkout_id = ? AND q.status = 'requested' GROUP BY ql.checkout_line_id`,
    [orderId],
  );
  return new Map(rows.map((row) => [row.lineId, row.quantity]));
}
