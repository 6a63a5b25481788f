import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';
import { kopecks } from '../../core/money.js';
import { BUYER_COLUMNS, documentElement, goods, type Buyer, type GoodsLine, type Moment } from './commerceml-document.js';

/** The business operation of a return's document in both schemas' enumeration. */
export const RETURN_OPERATION = 'Возврат товара';

/** How many returns one `mode=query` hands over; the rest follow after `success`. */
const BATCH = 500;

interface ReturnRow extends Buyer {
  id: number;
  created_at: Date;
  amount: string;
  reason: string;
  restock: boolean;
  order_id: number;
  order_created_at: Date;
  lines: (Omit<GoodsLine, 'amount'> & { amount: string })[] | null;
}

/**
 * The returns 1C has not confirmed, of orders it has been handed (in an earlier document or in
 * this one: the caller stamps the orders first), with the returned units of each line and their sum.
 */
const RETURNS = `
SELECT x.id, x.created_at, x.amount::text AS amount, x.reason, x.restock, c.id AS order_id, c.created_at AS order_created_at, ${BUYER_COLUMNS},
  (SELECT json_agg(json_build_object('variantId', l.product_variant_id, 'productId', v.product_id, 'variantExternalId', v.external_id,
      'name', l.product_name, 'sku', l.sku, 'price', l.price::text, 'quantity', rl.quantity, 'amount', rl.amount::text) ORDER BY rl.id)
   FROM order_return_line rl JOIN checkout_line l ON l.id = rl.checkout_line_id JOIN product_variant v ON v.id = l.product_variant_id
   WHERE rl.order_return_id = x.id) AS lines
FROM order_return x JOIN checkout c ON c.id = x.checkout_id
WHERE c.exchange_sent_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM exchanged_return e WHERE e.order_return_id = x.id AND e.exported_at IS NOT NULL)
ORDER BY x.id LIMIT ?`;

/**
 * Returns in the sale exchange (CONTRACT §17): each return of an order 1C has seen is handed over
 * as a Документ «Возврат товара» naming the order, until 1C confirms a document that held it. The
 * marks are the exchange's own table (`exchanged_return`), one row per return handed over: a
 * return does not change after it is taken, so unlike an order it is never sent again once confirmed.
 */
export class ReturnsExchange {
  constructor(private readonly moment: Moment) {}

  /** The returns' documents, stamped as sent in the caller's transaction. */
  async query(em: EntityManager): Promise<string[]> {
    const returns = await em.execute<ReturnRow[]>(RETURNS, [BATCH]);
    if (returns.length) {
      await em.execute(
        `INSERT INTO exchanged_return (order_return_id, sent_at) SELECT unnest(?::int[]), now()
         ON CONFLICT (order_return_id) DO UPDATE SET sent_at = excluded.sent_at`,
        [intArray(returns.map((r) => r.id))],
        'run',
      );
    }
    return returns.map((row) => this.document(row));
  }

  /** 1C has read the last document: the returns in it are exported; answers how many. */
  async success(em: EntityManager): Promise<number> {
    const marked = await em.execute<{ id: number }[]>('UPDATE exchanged_return SET exported_at = sent_at WHERE exported_at IS NULL RETURNING order_return_id AS id');
    return marked.length;
  }

  private document(row: ReturnRow): string {
    const { date } = this.moment(new Date(row.order_created_at));
    return documentElement({
      id: `return-${row.id}`,
      number: `В-${row.id}`,
      operation: RETURN_OPERATION,
      at: this.moment(new Date(row.created_at)),
      sum: kopecks(row.amount),
      buyer: row,
      orderId: row.order_id,
      comment: row.reason,
      discounts: [],
      goods: (row.lines ?? []).flatMap((line) => goods({ ...line, amount: kopecks(line.amount) })),
      requisites: [
        ['Номер заказа', String(row.order_id)],
        ['Дата заказа', date],
        ['Возвращен на склад', String(row.restock)],
      ],
    });
  }
}
