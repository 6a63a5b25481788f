import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { Page } from '../../core/list.js';
import { withoutBlanks } from '../../core/list.js';
import { Conditions, intArray, isoTime } from '../../core/sql.js';
import { parse } from '../../core/validation.js';
import { refreshDerived } from './product-derived.js';
import { lockProducts } from './product-locks.js';
import { stockMovementQuery, type stockReasons } from './stock.inputs.js';

export type StockReason = (typeof stockReasons)[number];

/** A line of stock to take or give back. */
export interface StockLine {
  variantId: number;
  quantity: number;
}

/** A variant short of what an order asks: which, and how many are left. */
export class OutOfStock extends AppError {
  constructor(
    readonly variantId: number,
    readonly sku: string,
    readonly name: string,
    readonly left: number,
  ) {
    super(409, `Товара «${name}» (${sku}) осталось меньше, чем в заказе. Обновите корзину.`, { variantId, sku, left }, { code: 'OUT_OF_STOCK' });
  }
}

/** One change of a variant's stock, as staff read the history. */
export interface StockMovementView {
  id: number;
  at: Date;
  variantId: number;
  productId: number;
  sku: string;
  productName: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  orderId: number | null;
  user: { id: number; email: string } | null;
}

/**
 * Names why the stock changes in this transaction (and for which order), for the movement the
 * database records of each change (read-model/stock-movements.sql). Every writer of stock names one:
 * a change of stock in a transaction that named none is refused. `unlessNamed`: a reason the
 * transaction named already stands (an import saving its products through the product service).
 */
export async function nameStockReason(em: EntityManager, reason: StockReason, { orderId, unlessNamed = false }: { orderId?: number; unlessNamed?: boolean } = {}): Promise<void> {
  await em.execute(
    `SELECT set_config('vitrina.stock_reason', ?, true), set_config('vitrina.stock_order', ?, true)${unlessNamed ? ` WHERE nullif(current_setting('vitrina.stock_reason', true), '') IS NULL` : ''}`,
    [reason, orderId ? String(orderId) : ''],
  );
}

/**
 * The catalogue's stock (CONTRACT §16): orders take it and cancellations give it back through here,
 * and every change of a variant's stock, whatever writes it, leaves a movement (the database's
 * trigger, read-model/stock-movements.sql) under the reason named for the transaction.
 */
export class StockService {
  /** The shop's time zone (SHOP_TIMEZONE): a day of the history's period is the shop's day. */
  constructor(private readonly zone: string) {}

  /** Names why the stock changes in this transaction (and for which order), for the movements it leaves. */
  because(em: EntityManager, reason: StockReason, orderId?: number): Promise<void> {
    return nameStockReason(em, reason, { orderId });
  }

  /**
   * Takes the lines' quantities for an order about to be written, each only while enough is left (so
   * concurrent orders for the last unit cannot both succeed); a short line refuses the whole with
   * `OutOfStock`. `numbered` then gives the movements the order's number. An order paid online
   * holds its stock as a reservation until it is paid, or released when it is not in time.
   */
  async take(em: EntityManager, lines: readonly StockLine[], reason: 'order' | 'reservation' = 'order'): Promise<void> {
    await this.because(em, reason);
    await lockProducts(em, { variants: lines.map((line) => line.variantId) });
    const products: number[] = [];
    for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
      const [taken] = await em.execute<{ product_id: number }[]>('UPDATE product_variant SET stock = stock - ? WHERE id = ? AND stock >= ? RETURNING product_id', [line.quantity, line.variantId, line.quantity]);
      if (!taken) {
        const [short] = await em.execute<{ sku: string; name: string; stock: number }[]>(
          'SELECT v.sku, p.name, v.stock FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = ?',
          [line.variantId],
        );
        throw new OutOfStock(line.variantId, short?.sku ?? '', short?.name ?? '', short?.stock ?? 0);
      }
      products.push(taken.product_id);
    }
    await refreshDerived(em, products);
  }

  /** Gives this transaction's order movements the order's number, once it has one. */
  async numbered(em: EntityManager, orderId: number): Promise<void> {
    await em.execute(`UPDATE stock_movement SET order_id = ? WHERE tx = txid_current() AND order_id IS NULL AND reason IN ('order', 'reservation')`, [orderId]);
  }

  /** Puts the lines' quantities back (a cancelled order, a return, a released reservation). */
  async giveBack(em: EntityManager, lines: readonly StockLine[], orderId: number, reason: StockReason): Promise<void> {
    await this.because(em, reason, orderId);
    await lockProducts(em, { variants: lines.map((line) => line.variantId) });
    const products: number[] = [];
    for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
      const [given] = await em.execute<{ product_id: number }[]>('UPDATE product_variant SET stock = stock + ? WHERE id = ? RETURNING product_id', [line.quantity, line.variantId]);
      if (given) products.push(given.product_id);
    }
    await refreshDerived(em, products);
  }

  /** Counts what an order bought into its products' popularity (the «popular» sort). */
  async sold(em: EntityManager, lines: readonly StockLine[]): Promise<void> {
    await em.execute(
      `UPDATE product p SET popularity = p.popularity + s.quantity
       FROM (SELECT v.product_id, sum(l.quantity)::int AS quantity FROM unnest(?::int[], ?::int[]) AS l(variant_id, quantity) JOIN product_variant v ON v.id = l.variant_id GROUP BY v.product_id) s
       WHERE p.id = s.product_id`,
      [intArray(lines.map((line) => line.variantId)), intArray(lines.map((line) => line.quantity))],
    );
  }

  /** The history of stock changes, newest first, by variant or product and period (staff). */
  async movements(ctx: Context, input: unknown): Promise<Page<StockMovementView>> {
    const { variantId, productId, reason, orderId, from, to, page, limit } = parse(stockMovementQuery, withoutBlanks(input));
    const where = new Conditions();
    if (variantId) where.add('m.variant_id = ?', variantId);
    if (productId) where.add('m.product_id = ?', productId);
    if (reason) where.add('m.reason = ?', reason);
    if (orderId) where.add('m.order_id = ?', orderId);
    where.addPeriod('m.at', this.zone, from, to);
    const rows = await ctx.em.execute<(Omit<StockMovementView, 'at' | 'id'> & { id: string; at: string; length: number })[]>(
      `SELECT m.id, ${isoTime('m.at')} AS at, m.variant_id AS "variantId", m.product_id AS "productId", v.sku, p.name AS "productName",
         m.delta, m.stock_after AS "stockAfter", m.reason, m.order_id AS "orderId",
         CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email) END AS user,
         count(*) OVER ()::int AS length
       FROM stock_movement m JOIN product_variant v ON v.id = m.variant_id JOIN product p ON p.id = m.product_id LEFT JOIN users u ON u.id = m.user_id
       ${where.where} ORDER BY m.at DESC, m.id DESC LIMIT ? OFFSET ?`,
      [...where.values, limit, (page - 1) * limit],
    );
    const length = rows[0]?.length ?? (page > 1 ? (await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM stock_movement m ${where.where}`, where.values))[0].n : 0);
    return { rows: rows.map(({ length: _length, id, at, ...row }) => ({ ...row, id: Number(id), at: new Date(at) })), length };
  }
}
