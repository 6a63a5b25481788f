import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { YooKassaSettings } from '../../../core/config.js';
import type { Context } from '../../../core/context.js';
import { AppError, badInput, notFound, refusal } from '../../../core/errors.js';
import type { MailQueue } from '../../../core/mail/mailer.js';
import { id as idSchema, parse } from '../../../core/validation.js';
import { Checkout } from '../checkout.entity.js';
import { roubles } from '../order-letters.js';
import { authorizeOrder } from '../order-access.js';
import { Payment, Refund } from './payment.entities.js';
import { notificationBody, refundBody } from './payment.inputs.js';
import { PaymentLedger } from './payment-ledger.js';
import { paymentView, refundView, type PaymentView, type RefundView } from './payment-views.js';
import { kopecks } from '../../../core/money.js';
import { paymentReceipt, refundReceipt, rub, type ReceiptOrder } from './receipt.js';
import { NotifierAddresses } from './notifier-addresses.js';
import { byCaller, recordEvent, type EventBy } from '../order-events.js';
import type { OrderReturn } from '../returns/order-return.entities.js';
import { sumUpMoney } from './order-money.js';
import { giveBackByShop, recordPaidToShop } from './shop-money.js';
import { YooKassaClient, YooKassaRefused, YooKassaUnavailable, type PaymentRequest, type Receipt, type RefundRequest, type YooPayment } from './yookassa-client.js';

const OPEN = ['creating', 'pending', 'waiting_for_capture'];
const unavailable = () => new AppError(503, 'ЮKassa сейчас не отвечает. Попробуйте оплатить ещё раз через минуту.');
/** A payment or refund the shop cannot make, with the reason a program reads (CONTRACT §21). */
const refused = (reason: string, message: string, status = 409) => refusal(status, 'PAYMENT_REFUSED', message, { reason });

/** Waits between the attempts of one request when ЮKassa does not answer; every attempt carries the same key. */
const RETRY_DELAYS = [300, 1000];

/**
 * Online payment through ЮKassa (CONTRACT §14). Every request to ЮKassa is written first (with its
 * idempotence key and body) in the transaction that decides it, then sent, and sent again with the
 * same key until ЮKassa answers — by the request, by a later attempt, or by the shop's own
 * read-back (`reconcile`), so a lost answer, a lost notification or a crash loses nothing. What
 * counts is only what ЮKassa answers to the shop's own requests; a notification merely says when
 * to ask.
 */
export class PaymentService {
  readonly client: YooKassaClient;
  private readonly ledger: PaymentLedger;
  private readonly notifiers: NotifierAddresses;
  private readonly paidListeners: ((orderId: number) => void)[] = [];

  constructor(
    private readonly settings: YooKassaSettings,
    mailer: MailQueue,
    private readonly publicUrl: string,
  ) {
    this.client = new YooKassaClient(settings);
    this.ledger = new PaymentLedger(mailer, publicUrl, (em, order) => this.refundAll(em, order, 'shop'), (orderId) => this.paidListeners.forEach((listener) => listener(orderId)));
    this.notifiers = new NotifierAddresses(settings.notifyIps);
  }

  /** Tells `listener` of each order ЮKassa's payment made paid, after it is recorded (delivery's auto-ship, CONTRACT §20). */
  onPaid(listener: (orderId: number) => void): void {
    this.paidListeners.push(listener);
  }

  /** The settings a shop must give before it can take money online. */
  missingSettings(): string[] {
    return [!this.settings.shopId && 'YOOKASSA_SHOP_ID', !this.settings.secretKey && 'YOOKASSA_SECRET_KEY'].filter((name): name is string => Boolean(name));
  }

  /** Where the shopper comes back from ЮKassa: the order's page, opened by its key. */
  orderUrl(order: Pick<Checkout, 'id' | 'accessToken'>): string {
    return `${this.publicUrl}/order/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
  }

  /** In the order's transaction: its first payment, written to be sent once the order is. */
  begin(em: EntityManager, order: Checkout, lines: ReceiptOrder['lines']): Payment {
    order.paymentStatus = 'pending';
    const request: PaymentRequest = {
      amount: rub(kopecks(order.totalAmount)),
      capture: true,
      confirmation: { type: 'redirect', return_url: this.orderUrl(order) },
      description: `Заказ № ${order.id}`,
      metadata: { orderId: String(order.id) },
      receipt: paymentReceipt({ ...order, totalAmount: Number(order.totalAmount), lines }, this.settings),
    };
    // The request that writes it sends it; the shop's read-back steps in only if that one fails.
    const checkAt = new Date(Date.now() + Math.min(30, this.settings.checkSeconds) * 1000);
    return em.create(Payment, { checkout: order, status: 'creating', idempotenceKey: randomUUID(), request, amount: order.totalAmount, checkAt });
  }

  /**
   * Sends a written payment to ЮKassa and records its answer; when ЮKassa does not answer, the
   * payment stays written for the next attempt (503).
   */
  async send(em: EntityManager, paymentId: number): Promise<void> {
    const [row] = await em.execute<{ request: PaymentRequest; key: string }[]>('SELECT request, idempotence_key AS key FROM payment WHERE id = ?', [paymentId]);
    try {
      await this.settle(em, await attempts(() => this.client.createPayment(row.request, row.key)));
    } catch (error) {
      if (error instanceof YooKassaRefused) {
        await this.ledger.refused(em, Payment, paymentId, `ЮKassa отклонила платёж: ${error.description}`);
        throw refused('declined', 'ЮKassa отклонила платёж. Выберите другой способ оплаты или напишите нам.', 502);
      }
      if (error instanceof YooKassaUnavailable) throw unavailable();
      throw error;
    }
  }

  /**
   * Pays an order (its owner, staff, or a guest with its key): the payment still waiting for the
   * shopper if there is one (`created` false), else a new one.
   */
  async pay(ctx: Context, id: unknown, token: string | undefined): Promise<{ payment: PaymentView; created: boolean }> {
    const orderId = parse(idSchema, id);
    await this.readBackOpen(ctx.em, orderId);
    const attempt = await ctx.em.transactional(async (em) => {
      const order = await em.findOne(Checkout, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw notFound();
      authorizeOrder(ctx.actor, { userId: order.user?.id ?? null, accessToken: order.accessToken }, token);
      const [method] = await em.execute<{ kind: string }[]>('SELECT kind FROM payment_method WHERE id = ?', [order.paymentMethod?.id ?? 0]);
      if (method?.kind !== 'online') throw refused('not_online', 'Этот заказ оплачивается не онлайн.');
      if (!this.client.configured) throw refused('not_configured', 'Оплата онлайн сейчас недоступна: магазин не подключил ЮKassa. Напишите нам, и мы поможем оплатить заказ.');
      if (order.status === 'cancelled') throw refused('cancelled', 'Заказ отменён — оплатить его нельзя.');
      if (Number(order.paidAmount) > 0) throw refused('already_paid', 'Заказ уже оплачен.');
      if (Number(order.totalAmount) <= 0) throw refused('nothing_to_pay', 'Платить за этот заказ не нужно: скидки покрыли всю сумму.');
      const open = await em.findOne(Payment, { checkout: orderId, status: { $in: OPEN as Payment['status'][] } }, { orderBy: { id: 'DESC' } });
      if (open) return { id: open.id, created: false, send: open.status === 'creating' };
      const lines = await em.execute<ReceiptOrder['lines']>('SELECT product_name AS "productName", sku, quantity, price::float8 AS price, discount::float8 AS discount FROM checkout_line WHERE checkout_id = ? ORDER BY id', [orderId]);
      const payment = this.begin(em, order, lines);
      await em.flush();
      return { id: payment.id, created: true, send: true };
    });
    if (attempt.send) await this.send(ctx.em, attempt.id);
    return { payment: await paymentView(ctx.em, attempt.id), created: attempt.created };
  }

  /** A notification from ЮKassa: accepted from its addresses only, and acted on only as the object read back from ЮKassa says. */
  async notify(ctx: Context, input: unknown): Promise<{ accepted: true }> {
    if (!this.notifiers.has(ctx.ip)) throw new AppError(403, 'Уведомления принимаются только с адресов ЮKassa.');
    const { event, object } = parse(notificationBody, input);
    try {
      if (event.startsWith('payment.')) await this.settle(ctx.em, await this.client.getPayment(object.id));
      if (event.startsWith('refund.')) await this.ledger.applyRefund(ctx.em, await this.client.getRefund(object.id));
    } catch (error) {
      // Not ours, or ЮKassa cannot say now: ЮKassa sends it again later, and the shop asks by itself anyway.
      if (error instanceof YooKassaRefused) return { accepted: true };
      if (error instanceof YooKassaUnavailable) throw new AppError(503);
      throw error;
    }
    return { accepted: true };
  }

  /** Returns money of an order paid online (staff): `amount` roubles, or all that is left. */
  async refund(ctx: Context, id: unknown, input: unknown): Promise<RefundView> {
    const orderId = parse(idSchema, id);
    const { amount } = parse(refundBody, input ?? {});
    const refundId = await ctx.em.transactional(async (em) => {
      const order = await em.findOne(Checkout, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw notFound();
      const refund = await this.startRefund(em, order, byCaller(ctx), amount === undefined ? undefined : kopecks(amount));
      await em.flush();
      return refund.id;
    });
    await this.sendRefund(ctx.em, refundId);
    return refundView(ctx.em, refundId);
  }

  /**
   * In the order's transaction: a refund of `amount` kopecks (default: all that is left) from its
   * succeeded payment, written to be sent after the transaction.
   */
  private async startRefund(em: EntityManager, order: Checkout, by: EventBy, amount?: number): Promise<Refund> {
    const paid = await refundable(em, order.id);
    if (!paid) throw refused('not_paid_online', 'Заказ не оплачен онлайн — возвращать нечего.');
    if (paid.left <= 0) throw refused('already_refunded', 'Деньги за этот заказ уже возвращены.');
    const sum = amount ?? paid.left;
    if (sum > paid.left) throw badInput({ amount: `Не больше ${roubles(paid.left / 100)}: столько осталось вернуть` });
    const request: RefundRequest = { payment_id: paid.providerId, amount: rub(sum), description: `Возврат по заказу № ${order.id}`, receipt: refundReceipt(paid.receipt, sum) };
    await recordEvent(em, order.id, 'refund_asked', by, `Запрошен возврат денег через ЮKassa: ${roubles(sum / 100)}`, { amount: sum / 100 });
    return em.create(Refund, { checkout: order, payment: paid.id, status: 'creating', idempotenceKey: randomUUID(), request, amount: (sum / 100).toFixed(2) });
  }

  /** In a cancellation's transaction: the refund of all that was paid and is not yet returned, if any. */
  refundAll(em: EntityManager, order: Checkout, by: EventBy): Promise<Refund | null> {
    return this.refundUpTo(em, order, Infinity, by);
  }

  /**
   * In a return's or a cancellation's transaction: the refund of `amount` kopecks, or of what is
   * left when less is; none when the order was not paid online or all has gone back already.
   */
  async refundUpTo(em: EntityManager, order: Checkout, amount: number, by: EventBy): Promise<Refund | null> {
    const paid = await refundable(em, order.id);
    return paid && paid.left > 0 ? this.startRefund(em, order, by, Math.min(amount, paid.left)) : null;
  }

  /**
   * In a return's or a cancellation's transaction: `amount` kopecks (Infinity: all) go back —
   * through ЮKassa for an order paid online (the refund is answered, to be sent after the
   * transaction), by hand for one paid to the shop — and the order's money is summed up again.
   */
  async giveBack(em: EntityManager, order: Checkout, amount: number, by: EventBy, orderReturn?: OrderReturn): Promise<Refund | null> {
    const refund = amount > 0 ? await this.refundUpTo(em, order, amount, by) : null;
    if (!refund && amount > 0) await giveBackByShop(em, order, amount, by, orderReturn);
    await em.flush();
    await sumUpMoney(em, order.id);
    return refund;
  }

  /** In a status move's transaction: an order moved to «Оплачен» or «Доставлен» and not paid online was paid to the shop. */
  async paidToShop(em: EntityManager, order: Checkout, by: EventBy): Promise<void> {
    await recordPaidToShop(em, order, by);
    await sumUpMoney(em, order.id);
  }

  /** Sends a written refund and records ЮKassa's answer (503 while it does not answer; the shop sends it again later). */
  async sendRefund(em: EntityManager, refundId: number): Promise<void> {
    const [row] = await em.execute<{ request: RefundRequest; key: string }[]>('SELECT request, idempotence_key AS key FROM refund WHERE id = ?', [refundId]);
    try {
      await this.ledger.applyRefund(em, await attempts(() => this.client.createRefund(row.request, row.key)), refundId);
    } catch (error) {
      if (error instanceof YooKassaRefused) {
        await this.ledger.refused(em, Refund, refundId, `ЮKassa отказала в возврате: ${error.description}`);
        throw refused('refund_declined', `ЮKassa отказала в возврате: ${error.description}`, 502);
      }
      if (error instanceof YooKassaUnavailable) throw new AppError(503, 'ЮKassa сейчас не отвечает. Возврат записан и будет отправлен, когда она ответит.');
      throw error;
    }
  }

  /** Refunds written by a change (a paid order cancelled), sent now; what ЮKassa does not take now, the read-back sends later. */
  async sendRefunds(em: EntityManager, refundIds: number[]): Promise<void> {
    for (const id of refundIds) await this.sendRefund(em, id).catch(() => undefined);
  }

  /** Records a payment as ЮKassa answered it, and sends the refund of one that arrived for a cancelled order. */
  private async settle(em: EntityManager, yoo: YooPayment): Promise<void> {
    await this.sendRefunds(em, await this.ledger.applyPayment(em, yoo));
  }

  /**
   * The shop's own read-back (CONTRACT §14): every payment and refund that has not ended and is
   * due is asked of ЮKassa (or sent again with its key, if ЮKassa never answered), a batch at a
   * time; several instances share the work without asking twice.
   */
  async reconcile(em: EntityManager, log: Logger): Promise<number> {
    let done = 0;
    for (const table of ['payment', 'refund'] as const) {
      const due = await em.execute<{ id: number; providerId: string | null; stale: boolean }[]>(
        `UPDATE ${table} SET check_at = now() + make_interval(secs => ?) WHERE id IN (
           SELECT id FROM ${table} WHERE status NOT IN ('succeeded', 'canceled') AND check_at <= now() ORDER BY check_at LIMIT 50 FOR UPDATE SKIP LOCKED)
         RETURNING id, provider_id AS "providerId", created_at < now() - interval '23 hours' AS stale`,
        [this.settings.checkSeconds],
      );
      for (const row of due) {
        try {
          await this.readBack(em, table, row);
          done++;
        } catch (error) {
          log.warn({ err: error, [table]: row.id }, 'ЮKassa не ответила при сверке, повторю позже');
        }
      }
    }
    return done;
  }

  /** Payments and refunds not yet ended, which the read-back still asks ЮKassa about (for /metrics); counted on the tables' index of open operations. */
  async awaitingReadBack(em: EntityManager): Promise<{ payment: number; refund: number }> {
    const [row] = await em.execute<{ payment: number; refund: number }[]>(
      `SELECT (SELECT count(*) FROM payment WHERE status NOT IN ('succeeded', 'canceled'))::int AS payment,
              (SELECT count(*) FROM refund WHERE status NOT IN ('succeeded', 'canceled'))::int AS refund`,
    );
    return row;
  }

  private async readBack(em: EntityManager, table: 'payment' | 'refund', row: { id: number; providerId: string | null; stale: boolean }): Promise<void> {
    // A request ЮKassa never answered is sent again with its key while ЮKassa keeps keys (24 h).
    if (!row.providerId && row.stale) return this.ledger.refused(em, table === 'payment' ? Payment : Refund, row.id, 'ЮKassa не ответила на запрос');
    if (table === 'payment') {
      if (row.providerId) await this.settle(em, await this.client.getPayment(row.providerId));
      else await this.send(em, row.id);
    } else if (row.providerId) await this.ledger.applyRefund(em, await this.client.getRefund(row.providerId));
    else await this.sendRefund(em, row.id);
  }

  /** Before paying again: the order's open payments read back, so one the shopper has abandoned (expired) does not block a new one. */
  private async readBackOpen(em: EntityManager, orderId: number): Promise<void> {
    const open = await em.execute<{ providerId: string }[]>(`SELECT provider_id AS "providerId" FROM payment WHERE checkout_id = ? AND status IN ('pending', 'waiting_for_capture')`, [orderId]);
    for (const { providerId } of open) await this.client.getPayment(providerId).then((yoo) => this.settle(em, yoo), () => undefined);
  }
}

/** One request to ЮKassa, repeated (same body, same key) while it does not answer. */
async function attempts<T>(request: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS) {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof YooKassaUnavailable)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return request();
}

/** An order's succeeded payment and how many kopecks of it are not yet returned (or being returned). */
async function refundable(em: EntityManager, orderId: number): Promise<{ id: number; providerId: string; receipt: Receipt; left: number } | null> {
  const [paid] = await em.execute<{ id: number; providerId: string; request: PaymentRequest; left: string }[]>(
    `SELECT p.id, p.provider_id AS "providerId", p.request,
       (p.amount - coalesce((SELECT sum(r.amount) FROM refund r WHERE r.payment_id = p.id AND r.status <> 'canceled'), 0))::text AS left
     FROM payment p WHERE p.checkout_id = ? AND p.status = 'succeeded' ORDER BY p.id LIMIT 1`,
    [orderId],
  );
  return paid ? { id: paid.id, providerId: paid.providerId, receipt: paid.request.receipt, left: kopecks(paid.left) } : null;
}
