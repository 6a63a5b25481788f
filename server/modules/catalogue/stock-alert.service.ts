import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError, statusMessages } from '../../core/errors.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { intArray, isoTime } from '../../core/sql.js';
import type { Page } from '../../core/list.js';
import { parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import { User } from '../identity/user.entity.js';
import { backInStockLetter, type ArrivedVariant } from './stock-alert-letter.js';
import { stockAlertBody, stockAlertCountQuery } from './stock-alert.inputs.js';

/** A waiting address, as the one who left it sees it. */
export interface StockAlertView {
  id: number;
  productVariantId: number;
  email: string;
  createdAt: Date;
}

/** How many addresses wait for each variant of a product (staff). */
export interface StockAlertCount {
  variantId: number;
  sku: string;
  waiting: number;
}

/** A variant that is not for sale: nothing to wait for. */
const notOnSale = () => new AppError(404, statusMessages[404], { productVariantId: 'Товар не найден или больше не продаётся' });

/** How many due alerts one transaction of the sender claims. */
const BATCH = 50;

type DueRow = ArrivedVariant & { id: number; email: string; productId: number };

/**
 * Back-in-stock letters (CONTRACT §16). A shopper leaves an address for a variant; the database
 * marks the alert due when the variant's stock goes from 0 to above 0, whatever wrote it (migration
 * StockAlerts); `pass` turns due alerts into letters, each alert once. An alert that has had its
 * letter is done: the next arrival writes to nobody unless the shopper asks again.
 */
export class StockAlertService {
  constructor(
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly publicUrl: string,
  ) {}

  /**
   * Records the address for the variant, whatever its stock now: the letter comes at its next
   * arrival. The same address for the same variant while it waits is the same alert (its consent's
   * time renewed). A hidden variant, or a product off sale, is 404.
   */
  async subscribe(ctx: Context, input: unknown): Promise<StockAlertView> {
    const { productVariantId, email } = parse(stockAlertBody, input);
    const userId = ctx.actor?.id ?? null;
    const alert = await ctx.em.transactional(async (em) => {
      const [variant] = await em.execute<{ id: number }[]>(
        'SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = ? AND NOT v.hidden AND p.available',
        [productVariantId],
      );
      if (!variant) throw notOnSale();
      const [row] = await em.execute<{ id: number; createdAt: string }[]>(
        `INSERT INTO stock_alert (variant_id, email, user_id) VALUES (?, ?, ?)
         ON CONFLICT (variant_id, email) WHERE sent_at IS NULL
         DO UPDATE SET consent_at = now(), user_id = coalesce(excluded.user_id, stock_alert.user_id)
         RETURNING id, ${isoTime('created_at')} AS "createdAt"`,
        [productVariantId, email, userId],
      );
      this.consents.record(ctx, em, { purpose: 'stock_alert', email, user: userId ? em.getReference(User, userId) : null });
      await em.flush();
      return row;
    });
    return { id: alert.id, productVariantId, email, createdAt: new Date(alert.createdAt) };
  }

  /** How many addresses wait for each variant of the product (those with none are left out). */
  async waiting(ctx: Context, input: unknown): Promise<Page<StockAlertCount>> {
    const { productId } = parse(stockAlertCountQuery, input);
    const rows = await ctx.em.execute<StockAlertCount[]>(
      `SELECT a.variant_id AS "variantId", v.sku, count(*)::int AS waiting FROM stock_alert a JOIN product_variant v ON v.id = a.variant_id
       WHERE v.product_id = ? AND a.sent_at IS NULL GROUP BY a.variant_id, v.sku ORDER BY a.variant_id`,
      [productId],
    );
    return { rows, length: rows.length };
  }

  /**
   * Turns due alerts into letters, a batch per transaction, until none is left; returns how many
   * alerts got their letter. A due alert waits while its variant cannot be bought (hidden, off sale,
   * sold out again). Each batch is claimed with SKIP LOCKED and marked sent in the transaction that
   * puts its letters into the mail outbox, so several senders (or instances) never write one alert
   * twice, and a crash before the commit leaves the alerts due for the next pass. One letter for an
   * address's variants of one product that came back together.
   */
  async pass(em: EntityManager): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await em.fork().transactional(async (tx) => {
        const due = await tx.execute<(Omit<DueRow, 'parameters'> & { parameters: Record<string, string> | null })[]>(
          `SELECT a.id, a.email, a.variant_id AS "variantId", p.id AS "productId", p.name AS "productName", p.url AS "productUrl",
             v.sku, s.name AS size, c.name AS color, v.parameters, v.price::text AS price
           FROM stock_alert a JOIN product_variant v ON v.id = a.variant_id JOIN product p ON p.id = v.product_id
           LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id
           WHERE a.due_at IS NOT NULL AND a.sent_at IS NULL AND NOT v.hidden AND p.available AND v.stock > 0
           ORDER BY a.email, p.id, a.id LIMIT ? FOR UPDATE OF a SKIP LOCKED`,
          [BATCH],
        );
        const letters = new Map<string, DueRow[]>();
        for (const row of due) {
          const key = `${row.email}\n${row.productId}`;
          letters.set(key, [...(letters.get(key) ?? []), { ...row, parameters: row.parameters ?? {} }]);
        }
        for (const rows of letters.values()) this.mailer.queue(tx, backInStockLetter(rows[0].email, rows, this.publicUrl));
        await tx.flush();
        if (due.length) await tx.execute('UPDATE stock_alert SET sent_at = now() WHERE id = ANY(?::int[])', [intArray(due.map((row) => row.id))]);
        return due.length;
      });
      total += claimed;
      if (claimed < BATCH) break;
    }
    if (total) void this.mailer.deliver();
    return total;
  }
}
