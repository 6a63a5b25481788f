import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from '../../../core/mail/mailer.js';
import { Checkout } from '../checkout.entity.js';
import { cancellationReason } from './cancellation-reasons.js';
import { Payment, Refund } from './payment.entities.js';
import { orderPaidLetter, refundLetter } from './payment-letters.js';
import { recordEvent } from '../order-events.js';
import { statusNames } from '../checkout.entity.js';
import { roubles } from '../order-letters.js';
import { sumUpMoney } from './order-money.js';
import { kopecks } from '../../../core/money.js';
import type { YooPayment, YooRefund } from './yookassa-client.js';

const ENDED = ['succeeded', 'canceled'];

/**
 * Records what ЮKassa says of a payment or refund in the shop: each under its order's lock, and an
 * ended one never again, so a repeated or late answer changes nothing twice. The order follows:
 * paid when its payment succeeds (a refund is written at once if the order was cancelled
 * meanwhile), its money summed up again (`sumUpMoney`), and each outcome told in its history.
 */
export class PaymentLedger {
  constructor(
    private readonly mailer: MailQueue,
    private readonly publicUrl: string,
    /** Writes a full refund of a cancelled order's payment, asked by the shop itself (in the order's transaction). */
    private readonly refundAll: (em: EntityManager, order: Checkout) => Promise<Refund | null>,
    /** Told of an order that became paid, once its transaction has committed. */
    private readonly paid: (orderId: number) => void = () => undefined,
  ) {}

  /** Applies a payment as ЮKassa answered it; returns the refunds this wrote, to be sent. */
  async applyPayment(em: EntityManager, yoo: YooPayment): Promise<number[]> {
    let paidOrder: number | null = null;
    const written = await em.transactional(async (tx) => {
      // A payment the shop wrote but whose answer it never recorded is known by its order.
      const [found] = await tx.execute<{ id: number; orderId: number }[]>(
        `SELECT id, checkout_id AS "orderId" FROM payment WHERE provider_id = ? OR (provider_id IS NULL AND status = 'creating' AND checkout_id = ? AND amount = ?)
         ORDER BY provider_id IS NULL, id DESC LIMIT 1`,
        [yoo.id, Number(yoo.metadata?.orderId) || 0, yoo.amount.value],
      );
      if (!found) return [];
      const order = await tx.findOneOrFail(Checkout, found.orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const payment = await tx.findOneOrFail(Payment, found.id, { refresh: true });
      if (ENDED.includes(payment.status)) return [];
      if (kopecks(yoo.amount.value) !== kopecks(payment.amount)) return [];
      payment.providerId = yoo.id;
      payment.status = yoo.status;
      payment.method = yoo.payment_method?.type ?? payment.method;
      payment.confirmationUrl = yoo.confirmation?.confirmation_url ?? payment.confirmationUrl;
      const refunds: Refund[] = [];
      if (yoo.status === 'canceled') {
        payment.reason = cancellationReason(yoo.cancellation_details?.reason);
        await recordEvent(tx, order.id, 'payment_failed', 'yookassa', `Оплата не прошла: ${payment.reason}`, { amount: Number(payment.amount) });
      }
      if (yoo.status === 'succeeded') {
        payment.paidAt = new Date(yoo.captured_at ?? Date.now());
        await recordEvent(tx, order.id, 'payment_succeeded', 'yookassa', `Оплата прошла: ${roubles(payment.amount)}`, { amount: Number(payment.amount) });
        if (order.status === 'cancelled') {
          await tx.flush();
          const refund = await this.refundAll(tx, order);
          if (refund) refunds.push(refund);
        } else {
          if (order.status === 'new' || order.status === 'processing') {
            await recordEvent(tx, order.id, 'status', 'yookassa', `Статус: ${statusNames[order.status]} → ${statusNames.paid}`, { from: order.status, to: 'paid' });
            order.status = 'paid';
            paidOrder = order.id;
          }
          if (order.email) await this.mailer.queue(tx, orderPaidLetter(order, payment.amount, `${this.publicUrl}/order/${order.id}?token=${encodeURIComponent(order.accessToken)}`));
        }
      }
      await tx.flush();
      await sumUpMoney(tx, order.id);
      return refunds.map((refund) => refund.id);
    });
    void this.mailer.deliver();
    if (paidOrder) this.paid(paidOrder);
    return written;
  }

  /** Applies a refund as ЮKassa answered it (`refundId`: the shop's own row, when answering its request). */
  async applyRefund(em: EntityManager, yoo: YooRefund, refundId?: number): Promise<void> {
    await em.transactional(async (tx) => {
      const [found] = await tx.execute<{ id: number; orderId: number }[]>('SELECT id, checkout_id AS "orderId" FROM refund WHERE provider_id = ? OR id = ? LIMIT 1', [yoo.id, refundId ?? 0]);
      if (!found) return;
      const order = await tx.findOneOrFail(Checkout, found.orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const refund = await tx.findOneOrFail(Refund, found.id, { refresh: true });
      if (ENDED.includes(refund.status)) return;
      refund.providerId = yoo.id;
      refund.status = yoo.status;
      if (ENDED.includes(yoo.status)) refund.finishedAt = new Date();
      if (yoo.status === 'canceled') {
        refund.reason = `ЮKassa отменила возврат (${yoo.cancellation_details?.reason ?? 'без причины'})`;
        await recordEvent(tx, order.id, 'refund_failed', 'yookassa', `Возврат денег не прошёл: ${refund.reason}`, { amount: Number(refund.amount) });
      }
      if (yoo.status === 'succeeded') {
        await recordEvent(tx, order.id, 'refund_succeeded', 'yookassa', `Деньги возвращены: ${roubles(refund.amount)}`, { amount: Number(refund.amount) });
        if (order.email) await this.mailer.queue(tx, refundLetter(order, refund.amount));
      }
      await tx.flush();
      await sumUpMoney(tx, order.id);
    });
    void this.mailer.deliver();
  }

  /** A request ЮKassa refused or never answered: it ends cancelled with the reason. */
  async refused(em: EntityManager, entity: typeof Payment | typeof Refund, id: number, reason: string): Promise<void> {
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail<Payment | Refund>(entity, id, { refresh: true });
      const order = await tx.findOneOrFail(Checkout, row.checkout.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (ENDED.includes(row.status)) return;
      row.status = 'canceled';
      row.reason = reason.slice(0, 300);
      if (row instanceof Refund) row.finishedAt = new Date();
      await recordEvent(tx, order.id, row instanceof Refund ? 'refund_failed' : 'payment_failed', 'shop', row.reason, { amount: Number(row.amount) });
      await tx.flush();
      await sumUpMoney(tx, order.id);
    });
  }
}
