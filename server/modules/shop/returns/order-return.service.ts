import { LockMode, ref, type EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Context } from '../../../core/context.js';
import { badInput, notFound, refusal, type FieldErrors } from '../../../core/errors.js';
import type { MailQueue } from '../../../core/mail/mailer.js';
import { id as idSchema, parse } from '../../../core/validation.js';
import type { StockLine, StockService } from '../../catalogue/stock.service.js';
import { User } from '../../identity/user.entity.js';
import { Checkout, type CheckoutLine } from '../checkout.entity.js';
import { statusNames } from '../checkout.entity.js';
import { roubles } from '../order-letters.js';
import { byCaller, recordEvent } from '../order-events.js';
import type { PaymentService } from '../payment/payment.service.js';
import { kopecks } from '../../../core/money.js';
import { OrderReturn, OrderReturnLine } from './order-return.entities.js';
import { returnBody } from './order-return.inputs.js';
import { orderReturnLetter } from './order-return-letter.js';
import { orderReturnView, type OrderReturnView } from './order-return-views.js';

type ReturnBody = z.output<typeof returnBody>;

/** A return just written: its id, its refund (for an order paid online), its sum in roubles and its lines by name. */
export interface TakenReturn {
  id: number;
  refundId?: number;
  amount: number;
  lines: { name: string; sku: string; quantity: number }[];
  order: Checkout;
}

/** Statuses whose goods have left the shop, so they can come back. */
const RETURNABLE = ['shipped', 'delivered'];

/** How many units of each of an order's lines have come back (line id → units). */
export async function returnedQuantities(em: EntityManager, orderId: number): Promise<Map<number, number>> {
  const rows = await em.execute<{ lineId: number; quantity: number }[]>(
    `SELECT rl.checkout_line_id AS "lineId", sum(rl.quantity)::int AS quantity FROM order_return_line rl JOIN order_return x ON x.id = rl.order_return_id
     WHERE x.checkout_id = ? GROUP BY rl.checkout_line_id`,
    [orderId],
  );
  return new Map(rows.map((row) => [row.lineId, row.quantity]));
}

/** An order's goods less those that came back in returns (restocked or written off then): what a cancellation gives back. */
export async function unreturnedLines(em: EntityManager, order: Checkout): Promise<StockLine[]> {
  const returned = await returnedQuantities(em, order.id);
  return order.lines
    .getItems()
    .map((line) => ({ variantId: line.productVariant.id, quantity: line.quantity - (returned.get(line.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/**
 * The kopecks `units` more returned units of a line are worth, `before` having come back already:
 * a share of what the line cost after its discount, so a line returned in parts adds up to it exactly.
 */
function returnedKopecks(line: CheckoutLine, before: number, units: number): number {
  const paid = kopecks(line.price) * line.quantity - kopecks(line.discount);
  return Math.round((paid * (before + units)) / line.quantity) - Math.round((paid * before) / line.quantity);
}

/**
 * Returns (CONTRACT §16): staff record goods that came back from a shipped or delivered order —
 * never more units than were ordered, however many returns and however concurrent; with `restock`
 * they go back on sale (movement `return`); an order paid online gets the money back through ЮKassa.
 */
export class OrderReturnService {
  constructor(
    private readonly stock: StockService,
    private readonly paying: PaymentService,
    private readonly mailer: MailQueue,
  ) {}

  /** Staff take a return in one transaction; after it, its letter and its refund go out. */
  async create(ctx: Context, id: unknown, input: unknown): Promise<OrderReturnView> {
    const orderId = parse(idSchema, id);
    const body = parse(returnBody, input);
    const made = await ctx.em.transactional((em) => this.record(em, ctx, orderId, body));
    await this.settle(ctx, made);
    return orderReturnView(ctx.em, made.id);
  }

  /**
   * Takes a return inside the caller's transaction (the order locked, so concurrent returns count
   * one after another): lines checked, stock, the order's event, the refund written. The shopper's
   * letter is queued unless `letter` is false (a return request writes its own).
   */
  async record(em: EntityManager, ctx: Context, orderId: number, { lines, reason, restock }: ReturnBody, letter = true): Promise<TakenReturn> {
    const order = await em.findOne(Checkout, orderId, { populate: ['lines'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw notFound();
    if (!RETURNABLE.includes(order.status)) throw refusal(409, 'ORDER_STATUS', `Вернуть можно только отправленный или доставленный заказ, а этот — «${statusNames[order.status]}».`, { from: order.status, to: 'returned' });
    const returned = await returnedQuantities(em, orderId);
    const ordered = new Map(order.lines.getItems().map((line) => [line.id, line]));
    const errors: FieldErrors = {};
    lines.forEach(({ orderProductId, quantity }, i) => {
      const line = ordered.get(orderProductId);
      if (!line) errors[`lines.${i}.orderProductId`] = 'В заказе нет такой строки';
      else if ((returned.get(line.id) ?? 0) + quantity > line.quantity) {
        const left = line.quantity - (returned.get(line.id) ?? 0);
        errors[`lines.${i}.quantity`] = left ? `Вернуть можно не больше ${left} шт.: столько заказано и ещё не возвращено` : 'Эта строка уже возвращена целиком';
      }
    });
    if (Object.keys(errors).length) throw badInput(errors);
    const priced = lines.map(({ orderProductId, quantity }) => {
      const line = ordered.get(orderProductId)!;
      return { line, quantity, kopecks: returnedKopecks(line, returned.get(line.id) ?? 0, quantity) };
    });
    const amount = priced.reduce((sum, one) => sum + one.kopecks, 0);
    const taken = em.create(OrderReturn, { checkout: order, reason, restock, amount: amount / 100, user: ctx.actor ? em.getReference(User, ctx.actor.id) : null });
    for (const one of priced) em.create(OrderReturnLine, { orderReturn: taken, checkoutLine: one.line, quantity: one.quantity, amount: one.kopecks / 100 });
    if (restock) await this.stock.giveBack(em, priced.map((one) => ({ variantId: one.line.productVariant.id, quantity: one.quantity })), order.id, 'return');
    const lineWords = priced.map((one) => `${one.line.productName} × ${one.quantity}`).join(', ');
    await recordEvent(em, order.id, 'return', byCaller(ctx), `Возврат товаров на ${roubles(amount / 100)}: ${lineWords}${restock ? '; возвращены на склад' : ''}. Причина: ${reason}`, { amount: amount / 100 });
    const refund = await this.paying.giveBack(em, order, amount, byCaller(ctx), taken);
    if (refund) taken.refund = ref(refund);
    const named = priced.map((one) => ({ name: one.line.productName, sku: one.line.sku, quantity: one.quantity }));
    if (order.email && letter) await this.mailer.queue(em, orderReturnLetter(order, named, amount / 100, Boolean(refund)));
    await em.flush();
    return { id: taken.id, refundId: refund?.id, amount: amount / 100, lines: named, order };
  }

  /** After a return's transaction: its letters are sent and its refund asked of ЮKassa. */
  async settle(ctx: Context, made: TakenReturn): Promise<void> {
    void this.mailer.deliver();
    if (made.refundId) await this.paying.sendRefunds(ctx.em, [made.refundId]);
  }
}
