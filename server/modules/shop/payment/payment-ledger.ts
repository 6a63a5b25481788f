import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from '../../../core/mail/mailer.js';
import { Checkout } from '../checkout.entity.js';
import { cancellationReason } from './cancellation-reasons.js';
import { Payment, Refund } from './payment.entities.js';
import { orderPaidLetter, refundLetter } from './payment-letters.js';
import { kopecks } from './receipt.js';
import type { YooPayment, YooRefund } from './yookassa-client.js';

const ENDED = ['succeeded', 'canceled'];

/**
 * Records what ЮKassa says of a payment or refund in the shop: each under its order's lock, and an
 * ended one never again, so a repeated or late answer changes nothing twice. The order follows:
 * paid when its payment succeeds (a refund is written at once if the order was cancelled
 * meanwhile), and its `paymentStatus` summed up from all its payments and refunds.
 */
export class PaymentLedger {
  constructor(
    private readonly mailer: MailQueue,
    private readonly publicUrl: string,
    /** Writes a full refund of a cancelled order's payment (in the order's transaction). */
    private readonly refundAll: (em: EntityManager, order: Checkout) => Promise<Refund | null>,
  ) {}

  /** Applies a payment as ЮKassa answered it; returns the refunds this wrote, to be sent. */
  async applyPayment(em: EntityManager, yoo: YooPayment): Promise<number[]> {
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
      if (yoo.status === 'canceled') payment.reason = cancellationReason(yoo.cancellation_details?.reason);
      if (yoo.status === 'succeeded') {
        payment.paidAt = new Date(yoo.captured_at ?? Date.now());
        if (order.status === 'cancelled') {
          await tx.flush();
          const refund = await this.refundAll(tx, order);
          if (refund) refunds.push(refund);
        } else {
          if (order.status === 'new' || order.status === 'processing') order.status = 'paid';
          if (order.email) this.mailer.queue(tx, orderPaidLetter(order, payment.amount, `${this.publicUrl}/order/${order.id}?token=${encodeURIComponent(order.accessToken)}`));
        }
      }
      await tx.flush();
      await this.sumUp(tx, order.id);
      return refunds.map((refund) => refund.id);
    });
    void this.mailer.deliver();
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
      if (yoo.status === 'canceled') refund.reason = `ЮKassa отменила возврат (${yoo.cancellation_details?.reason ?? 'без причины'})`;
      if (yoo.status === 'succeeded' && order.email) this.mailer.queue(tx, refundLetter(order, refund.amount));
      await tx.flush();
      await this.sumUp(tx, order.id);
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
      await tx.flush();
      await this.sumUp(tx, order.id);
    });
  }

  /**
   * The order's `paymentStatus` from all its payments and refunds: refunded when its refunds have
   * returned all that was paid, succeeded when paid, else as its latest attempt stands.
   */
  private async sumUp(em: EntityManager, orderId: number): Promise<void> {
    await em.execute(
      `UPDATE checkout c SET payment_status = CASE
         WHEN s.paid > 0 AND s.refunded >= s.paid THEN 'refunded'
         WHEN s.paid > 0 THEN 'succeeded'
         WHEN s.latest = 'canceled' THEN 'canceled'
         ELSE 'pending' END
       FROM (SELECT
         coalesce((SELECT sum(amount) FROM payment WHERE checkout_id = ? AND status = 'succeeded'), 0) AS paid,
         coalesce((SELECT sum(amount) FROM refund WHERE checkout_id = ? AND status = 'succeeded'), 0) AS refunded,
         (SELECT status FROM payment WHERE checkout_id = ? ORDER BY id DESC LIMIT 1) AS latest) s
       WHERE c.id = ?`,
      [orderId, orderId, orderId, orderId],
    );
  }
}
