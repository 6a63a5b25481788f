import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError, statusMessages, refusal } from '../../core/errors.js';
import { letter, type Draft } from '../../core/mail/letter.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { intArray, isoTime } from '../../core/sql.js';
import type { Page } from '../../core/list.js';
import { parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import { User } from '../identity/user.entity.js';
import { backInStockLetter, type ArrivedVariant } from './stock-alert-letter.js';
import { stockAlertBody, stockAlertCountQuery } from './stock-alert.inputs.js';

/** `pending`: the address must be confirmed first; `active`: the letter comes when the variant is back. */
export type StockAlertStatus = 'pending' | 'active';

/** A waiting address, as the one who left it sees it. */
export interface StockAlertView {
  id: number;
  productVariantId: number;
  email: string;
  status: StockAlertStatus;
  createdAt: Date;
}

/** The answer to following the link of the letter «Подтвердите адрес» (shared with the newsletter's, CONTRACT §18). */
export interface StockAlertAddressConfirmed {
  email: string;
  status: 'confirmed';
  message: string;
}

/** How many addresses wait for each variant of a product (staff). */
export interface StockAlertCount {
  variantId: number;
  sku: string;
  waiting: number;
}

/** A variant that is not for sale: nothing to wait for. */
const notOnSale = () => new AppError(404, statusMessages[404], { productVariantId: 'Товар не найден или больше не продаётся' });

/** A variant in stock now: nothing to wait for. */
const inStock = () => refusal(409, 'IN_STOCK', 'Товар есть в наличии', { productVariantId: 'Товар есть в наличии: его можно купить сейчас' });

/** How many alerts one address holds at once (those still waiting for their letter). */
export const MAX_ALERTS_PER_ADDRESS = 20;
/** An address gets at most one letter «Подтвердите адрес» in this many hours, however many alerts it asks. */
export const CONFIRMATION_EVERY_HOURS = 24;
/** How long the link of a letter «Подтвердите адрес» works. */
export const CONFIRMATION_DAYS = 7;
/** An address gets at most one back-in-stock letter in this many minutes; what comes back meanwhile waits for the next. */
export const LETTER_EVERY_MINUTES = 60;

const tooMany = () =>
  new AppError(429, `На этот адрес уже оформлено ${MAX_ALERTS_PER_ADDRESS} просьб сообщить о поступлении — больше нельзя. Дождитесь писем о поступлении.`, { limit: MAX_ALERTS_PER_ADDRESS });

/** Advisory lock classes: one address's requests queue behind each other; one sender at a time writes to an address. */
const ASKING = 74_01;
const SENDING = 74_02;

/** A Postgres array literal of the strings, each quoted. */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How many addresses one transaction of the sender claims. */
const BATCH = 50;

type DueRow = ArrivedVariant & { id: number; email: string; productId: number };

/**
 * Back-in-stock letters (CONTRACT §16, §18). A shopper leaves an address for a sold-out variant;
 * an address not proven to be the asker's (a signed-in customer's confirmed own address, or one
 * confirmed before by its letter «Подтвердите адрес») waits `pending` until its owner confirms it
 * through the newsletter's link and call (`confirm`, registered with the subscribers' `confirmAlso`).
 * An address holds at most 20 waiting alerts and gets at most one letter an hour. The database
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
   * Records the address for a sold-out variant (in stock: 409). The same address for the same
   * variant while it waits is the same alert (its consent's time renewed). The alert is active at
   * once when the signed-in customer asks for their own confirmed address, or the address was
   * confirmed before; otherwise pending, and the address gets the letter «Подтвердите адрес» unless
   * it got one in the last day. The 21st waiting alert of an address is 429. A hidden variant, or a
   * product off sale, is 404. One address's requests run one after another (an advisory lock), so
   * concurrent ones send one letter and never pass the limit.
   */
  async subscribe(ctx: Context, input: unknown): Promise<StockAlertView> {
    const { productVariantId, email } = parse(stockAlertBody, input);
    const userId = ctx.actor?.id ?? null;
    const token = randomBytes(32).toString('base64url');
    const { alert, mailed } = await ctx.em.transactional(async (em) => {
      await em.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [ASKING, email]);
      const [variant] = await em.execute<{ id: number; stock: number }[]>(
        'SELECT v.id, v.stock FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = ? AND NOT v.hidden AND p.available',
        [productVariantId],
      );
      if (!variant) throw notOnSale();
      if (variant.stock > 0) throw inStock();
      const [address] = await em.execute<{ waiting: number; asked: boolean; confirmed: boolean; mailedLately: boolean; own: boolean }[]>(
        `SELECT count(*) FILTER (WHERE a.sent_at IS NULL)::int AS waiting,
           bool_or(a.variant_id = ? AND a.sent_at IS NULL) IS TRUE AS asked,
           bool_or(a.confirmed_at IS NOT NULL) IS TRUE AS confirmed,
           bool_or(a.confirmation_sent_at > now() - interval '${CONFIRMATION_EVERY_HOURS} hours') IS TRUE AS "mailedLately",
           EXISTS (SELECT 1 FROM users u WHERE u.id = ? AND lower(u.email) = ? AND u.is_verified) AS own
         FROM stock_alert a WHERE a.email = ?`,
        [productVariantId, userId ?? 0, email, email],
      );
      if (!address.asked && address.waiting >= MAX_ALERTS_PER_ADDRESS) throw tooMany();
      const active = address.own || address.confirmed;
      const mail = !active && !address.mailedLately;
      const [row] = await em.execute<{ id: number; createdAt: string; status: StockAlertStatus }[]>(
        `INSERT INTO stock_alert (variant_id, email, user_id, status, confirmed_at, confirm_token_hash, confirmation_sent_at)
         VALUES (?, ?, ?, ?, ${address.own ? 'now()' : 'NULL'}, ?, ${mail ? 'now()' : 'NULL'})
         ON CONFLICT (variant_id, email) WHERE sent_at IS NULL
         DO UPDATE SET consent_at = now(), user_id = coalesce(excluded.user_id, stock_alert.user_id),
           status = CASE WHEN excluded.status = 'active' THEN excluded.status ELSE stock_alert.status END,
           confirmed_at = coalesce(stock_alert.confirmed_at, excluded.confirmed_at),
           confirm_token_hash = coalesce(excluded.confirm_token_hash, stock_alert.confirm_token_hash),
           confirmation_sent_at = coalesce(excluded.confirmation_sent_at, stock_alert.confirmation_sent_at)
         RETURNING id, status, ${isoTime('created_at')} AS "createdAt"`,
        [productVariantId, email, userId, active ? 'active' : 'pending', mail ? hashOf(token) : null],
      );
      this.consents.record(ctx, em, { purpose: 'stock_alert', email, user: userId ? em.getReference(User, userId) : null });
      if (mail) await this.mailer.queue(em, this.confirmationLetter(email, token));
      await em.flush();
      return { alert: row, mailed: mail };
    });
    if (mailed) void this.mailer.deliver();
    return { id: alert.id, productVariantId, email, status: alert.status, createdAt: new Date(alert.createdAt) };
  }

  /**
   * Confirms the address whose letter «Подтвердите адрес» holds this token (once: the token is
   * forgotten): every pending alert of the address becomes active, and the address is remembered as
   * confirmed, so its later alerts are active at once. The consent record keeps the IP and time of
   * the confirmation. Null for a token that is no alert's, used or expired — for the subscribers'
   * `confirm`, which tried it through `confirmAlso`, to answer 404.
   */
  async confirm(ctx: Context, token: string): Promise<StockAlertAddressConfirmed | null> {
    const email = await ctx.em.transactional(async (em) => {
      const [row] = await em.execute<{ email: string }[]>(
        `UPDATE stock_alert SET confirm_token_hash = NULL, confirmed_at = now(), status = 'active'
         WHERE confirm_token_hash = ? AND confirmation_sent_at > now() - interval '${CONFIRMATION_DAYS} days' RETURNING email`,
        [hashOf(token)],
      );
      if (!row) return null;
      await em.execute(`UPDATE stock_alert SET status = 'active', confirmed_at = coalesce(confirmed_at, now()) WHERE email = ? AND status = 'pending'`, [row.email]);
      this.consents.record(ctx, em, { purpose: 'stock_alert', email: row.email });
      await em.flush();
      return row.email;
    });
    return email ? { email, status: 'confirmed', message: 'Адрес подтверждён: мы напишем, когда товар появится в наличии' } : null;
  }

  private confirmationLetter(email: string, token: string): Draft {
    return letter(email, {
      subject: 'Подтвердите адрес',
      greeting: 'Здравствуйте!',
      paragraphs: [
        'Кто-то — надеемся, вы — попросил на сайте магазина «{shop}» сообщить на этот адрес о поступлении товара.',
        `Чтобы получать такие письма, откройте ссылку и нажмите «Подтвердить». Она действует ${CONFIRMATION_DAYS} дней; подтвердить адрес нужно один раз.`,
        'Если вы ни о чём не просили, ничего делать не нужно: без подтверждения мы не пришлём ни одного письма.',
      ],
      action: { label: 'Подтвердить адрес', url: `${this.publicUrl}/subscribe/${token}` },
    });
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
   * Turns due active alerts into letters, a batch of addresses per transaction, until none is left;
   * returns how many alerts got their letter. A due alert waits while its variant cannot be bought
   * (hidden, off sale, sold out again), while its address is unconfirmed, and while its address got a
   * back-in-stock letter less than an hour ago: then it goes in the next one, which lists every
   * variant that came back meanwhile, grouped by product. An address is claimed with a transaction's
   * advisory lock (tried, never waited for) and its alerts marked sent in the transaction that puts
   * the letter into the mail outbox, so several senders (or instances) never write one alert twice nor
   * one address two letters within the hour, and a crash before the commit leaves the alerts due for
   * the next pass.
   */
  async pass(em: EntityManager): Promise<number> {
    const ready = `a.due_at IS NOT NULL AND a.sent_at IS NULL AND a.status = 'active' AND NOT v.hidden AND p.available AND v.stock > 0
      AND NOT EXISTS (SELECT 1 FROM stock_alert l WHERE l.email = a.email AND l.sent_at > now() - interval '${LETTER_EVERY_MINUTES} minutes')`;
    let total = 0;
    for (;;) {
      const { addresses, alerts } = await em.fork().transactional(async (tx) => {
        const claimed = await tx.execute<{ email: string }[]>(
          `WITH candidates AS MATERIALIZED (
             SELECT DISTINCT a.email FROM stock_alert a JOIN product_variant v ON v.id = a.variant_id JOIN product p ON p.id = v.product_id
             WHERE ${ready} ORDER BY a.email LIMIT ?)
           SELECT email FROM candidates WHERE pg_try_advisory_xact_lock(?, hashtext(email))`,
          [BATCH, SENDING],
        );
        if (!claimed.length) return { addresses: 0, alerts: 0 };
        // Read again under the locks: another sender may have written to an address just before.
        const due = await tx.execute<(Omit<DueRow, 'parameters'> & { parameters: Record<string, string> | null })[]>(
          `SELECT a.id, a.email, a.variant_id AS "variantId", p.id AS "productId", p.name AS "productName", p.url AS "productUrl",
             v.sku, s.name AS size, c.name AS color, v.parameters, v.price::text AS price
           FROM stock_alert a JOIN product_variant v ON v.id = a.variant_id JOIN product p ON p.id = v.product_id
           LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id
           WHERE a.email = ANY(?::text[]) AND ${ready}
           ORDER BY a.email, p.id, a.id FOR UPDATE OF a`,
          [textArray(claimed.map((row) => row.email))],
        );
        const letters = new Map<string, DueRow[]>();
        for (const row of due) letters.set(row.email, [...(letters.get(row.email) ?? []), { ...row, parameters: row.parameters ?? {} }]);
        for (const [email, rows] of letters) await this.mailer.queue(tx, backInStockLetter(email, rows, this.publicUrl));
        await tx.flush();
        if (due.length) await tx.execute('UPDATE stock_alert SET sent_at = now() WHERE id = ANY(?::int[])', [intArray(due.map((row) => row.id))]);
        return { addresses: claimed.length, alerts: due.length };
      });
      total += alerts;
      if (addresses < BATCH) break;
    }
    if (total) void this.mailer.deliver();
    return total;
  }
}
