import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { notFound, refuseStale, refusal, toAppError } from '../../core/errors.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { StockLine, StockService } from '../catalogue/stock.service.js';
import { Checkout, statusNames, type OrderStatus } from './checkout.entity.js';
import { bulkStatusBody, statusBody, type StatusChange } from './checkout.inputs.js';
import { checkoutView, type CheckoutView } from './checkout-list.js';
import { orderStatusLetter, unpaidOrderLetter } from './order-letters.js';
import { byCaller, recordEvent } from './order-events.js';
import type { PaymentService } from './payment/payment.service.js';
import { unreturnedLines } from './returns/order-return.service.js';
import { refuseShipmentOutsideShipping } from './shipping-carriers.js';

const forward: OrderStatus[] = ['new', 'processing', 'paid', 'shipped', 'delivered'];

/** Whether an order may move from one status to another (CONTRACT §6): forward, skipping allowed; cancelled before delivery; nothing leaves the end. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'delivered' || from === 'cancelled' || from === to) return false;
  if (to === 'cancelled') return true;
  return forward.indexOf(to) > forward.indexOf(from);
}

/** Whether staff may delete an order: new or cancelled, and nothing was ever paid for it (CONTRACT §17). */
export const deletable = (order: { status: OrderStatus; paidAmount: string | number }) => (order.status === 'new' || order.status === 'cancelled') && Number(order.paidAmount) === 0;

/** Every line of an order as the stock it took. */
const orderedStock = (order: Checkout): StockLine[] => order.lines.getItems().map((line) => ({ variantId: line.productVariant.id, quantity: line.quantity }));

/** An order a bulk status change left as it was: its number, the error's code and the Russian reason. */
export interface CheckoutBulkFailure {
  id: number;
  code: string;
  message: string;
}

/** What a bulk status change did (like the products' bulk action, CONTRACT §10). */
export interface CheckoutBulkResult {
  done: number[];
  failed: CheckoutBulkFailure[];
}

/**
 * An order's way along its statuses (CONTRACT §6, §17): staff move one or several, an unpaid online
 * order is released after its reservation, and an order nothing was paid for may be deleted.
 * Cancelling gives the stock back, and the money of an order paid online; the shopper is told by mail.
 */
export class OrderStatusService {
  constructor(
    private readonly mailer: MailQueue,
    private readonly stock: StockService,
    private readonly paying: PaymentService,
    /** RETURN_DAYS: how long after delivery an order's view offers a return. */
    private readonly returnDays: number,
  ) {}

  /**
   * Cancels the orders paid online whose payment has not come within RESERVATION_MINUTES: their
   * goods go back on sale (movement `release`) and the shopper is told. A payment that succeeds
   * afterwards finds the order cancelled and is refunded (payment-ledger). Run after the payments are
   * read back, so an order paid but not yet notified is not released; several instances share it.
   */
  async releaseUnpaid(em: EntityManager, minutes: number): Promise<number> {
    const released = await em.transactional(async (tx) => {
      const due = await tx.execute<{ id: number }[]>(
        `SELECT id FROM checkout WHERE status = 'new' AND payment_status IN ('pending', 'canceled') AND created_at < now() - make_interval(secs => ?)
         ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED`,
        [minutes * 60],
      );
      for (const { id } of due) {
        const order = await tx.findOneOrFail(Checkout, id, { populate: ['lines'] });
        await this.stock.giveBack(tx, orderedStock(order), order.id, 'release');
        await recordEvent(tx, order.id, 'status', 'shop', `Статус: ${statusNames[order.status]} → ${statusNames.cancelled}: не оплачен за ${minutes} мин.`, { from: order.status, to: 'cancelled' });
        order.status = 'cancelled';
        if (order.email) await this.mailer.queue(tx, unpaidOrderLetter(order, minutes));
      }
      return due.length;
    });
    if (released) void this.mailer.deliver();
    return released;
  }

  /** Moves an order to a new status; cancelling returns the stock, and the money of an order paid online. The customer is told by mail. */
  async setStatus(ctx: Context, id: unknown, input: unknown): Promise<CheckoutView> {
    const orderId = parse(idSchema, id);
    await this.move(ctx, orderId, parse(statusBody, input));
    return checkoutView(ctx.em, orderId, this.returnDays);
  }

  /**
   * The same status for several orders (staff, the list's bulk action): each order goes through
   * `move`, the one rule of a single change, in its own transaction, one after another — so a
   * refused or failed order changes nothing of itself and undoes nothing of the others. The
   * refused are named with the reason: «Заказ № 5: …» in the back office.
   */
  async setStatusMany(ctx: Context, input: unknown): Promise<CheckoutBulkResult> {
    const { ids, status } = parse(bulkStatusBody, input);
    const result: CheckoutBulkResult = { done: [], failed: [] };
    for (const orderId of new Set(ids)) {
      try {
        await this.move(ctx, orderId, { status });
        result.done.push(orderId);
      } catch (error) {
        const failure = toAppError(error);
        if (failure.status >= 500) ctx.log.error({ err: error, order: orderId }, 'статус заказа не изменён');
        const message = failure.code === 'NOT_FOUND' ? 'Заказ не найден' : failure.message;
        result.failed.push({ id: orderId, code: failure.code, message });
      }
    }
    return result;
  }

  /** One status change of one order, in one transaction: the rule both a single and a bulk change follow. */
  private async move(ctx: Context, orderId: number, { status, version, trackNumber, carrier }: StatusChange): Promise<void> {
    refuseShipmentOutsideShipping(status === 'shipped', { trackNumber, carrier });
    const refund = await ctx.em.transactional(async (em) => {
      const order = await em.findOne(Checkout, orderId, { populate: ['lines'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw notFound();
      await refuseStale(version, order.version, () => checkoutView(ctx.em, orderId, this.returnDays));
      if (!canMove(order.status, status)) throw refusal(409, 'ORDER_STATUS', `Заказ со статусом «${statusNames[order.status]}» нельзя перевести в «${statusNames[status]}».`, { from: order.status, to: status });
      if (status === 'cancelled') await this.stock.giveBack(em, await unreturnedLines(em, order), order.id, 'cancel');
      const by = byCaller(ctx);
      await recordEvent(em, order.id, 'status', by, `Статус: ${statusNames[order.status]} → ${statusNames[status]}`, { from: order.status, to: status });
      order.status = status;
      if (trackNumber) order.trackNumber = trackNumber;
      if (carrier) order.carrier = carrier;
      if (order.email) await this.mailer.queue(em, orderStatusLetter(order, status, { url: this.paying.orderUrl(order), returnDays: this.returnDays }));
      await em.flush();
      if (status === 'paid' || status === 'delivered') await this.paying.paidToShop(em, order, by);
      return status === 'cancelled' ? this.paying.giveBack(em, order, Infinity, by) : null;
    });
    void this.mailer.deliver();
    if (refund) await this.paying.sendRefunds(ctx.em, [refund.id]);
  }

  /**
   * Deletes an order (CONTRACT §17): only one that is new or cancelled with nothing ever paid —
   * any other is part of the shop's accounts (409: cancel it instead). Its stock goes back unless
   * a cancellation gave it back already.
   */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const orderId = parse(idSchema, id);
    await ctx.em.transactional(async (em) => {
      const order = await em.findOne(Checkout, orderId, { populate: ['lines'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw notFound();
      if (!deletable(order)) throw refusal(409, 'ORDER_STATUS', 'Заказ с оплатой или отгрузкой нельзя удалить — отмените его', { from: order.status, to: null });
      if (order.status === 'new') await this.stock.giveBack(em, orderedStock(order), order.id, 'cancel');
      await em.nativeDelete(Checkout, orderId);
    });
    return { id: orderId };
  }
}
