import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTime } from '../../../core/sql.js';
import { refundJson, withDates, type RefundView } from '../payment/payment-views.js';

/** A return as both APIs show it, within its order and on its own. */
export interface OrderReturnView {
  id: number;
  reason: string;
  restock: boolean;
  amount: number;
  refund: RefundView | null;
  createdAt: Date;
  lines: { orderProductId: number; productName: string; sku: string; quantity: number; amount: number }[];
}

/** One return row `x` as a JSON object, with its lines and its refund. */
const returnJson = `json_build_object('id', x.id, 'reason', x.reason, 'restock', x.restock, 'amount', x.amount::float8, 'createdAt', ${isoTime('x.created_at')},
  'refund', (SELECT ${refundJson} FROM refund r WHERE r.id = x.refund_id),
  'lines', (SELECT json_agg(json_build_object('orderProductId', rl.checkout_line_id, 'productName', l.product_name, 'sku', l.sku, 'quantity', rl.quantity, 'amount', rl.amount::float8) ORDER BY rl.id)
    FROM order_return_line rl JOIN checkout_line l ON l.id = rl.checkout_line_id WHERE rl.order_return_id = x.id))`;

/** The column an order view adds for its returns (`c` is the order), oldest first. */
export const orderReturnsColumn = `COALESCE((SELECT json_agg(${returnJson} ORDER BY x.id) FROM order_return x WHERE x.checkout_id = c.id), '[]') AS returns`;

/** How many units of an order line (`l`) have come back. */
export const returnedQuantityColumn = `(SELECT coalesce(sum(rl.quantity), 0)::int FROM order_return_line rl WHERE rl.checkout_line_id = l.id)`;

/** Dates of a JSON-built return (and its refund) as Date objects. */
export const returnWithDates = (row: OrderReturnView): OrderReturnView => ({ ...withDates(row), refund: row.refund && withDates(row.refund) });

export async function orderReturnView(em: EntityManager, id: number): Promise<OrderReturnView> {
  const [row] = await em.execute<{ view: OrderReturnView }[]>(`SELECT ${returnJson} AS view FROM order_return x WHERE x.id = ?`, [id]);
  return returnWithDates(row.view);
}
