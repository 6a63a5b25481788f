import { LockMode, ref, type EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../../core/context.js';
import { badInput, notFound, refusal, type FieldErrors } from '../../../core/errors.js';
import { withoutBlanks, type Page } from '../../../core/list.js';
import type { MailQueue } from '../../../core/mail/mailer.js';
import { id as idSchema, parse } from '../../../core/validation.js';
import { User } from '../../identity/user.entity.js';
import { Checkout, statusNames } from '../checkout.entity.js';
import { authorizeOrder } from '../order-access.js';
import { byCaller, recordEvent } from '../order-events.js';
import { returnedQuantities, type OrderReturnService } from './order-return.service.js';
import { OrderReturn } from './order-return.entities.js';
import { ReturnRequest, ReturnRequestLine } from './return-request.entities.js';
import { returnDecisionBody, returnRequestBody, returnRequestQuery } from './return-request.inputs.js';
import { requestAcceptedLetter, requestArrivedLetter, requestDeclinedLetter, requestReceivedLetter } from './return-request-letters.js';
import { listReturnRequests, requestedQuantities, returnRequestView, type ReturnRequestView } from './return-request-views.js';

/** «в течение 7 дней», «в течение 1 дня», «в течение 21 дня». */
const withinDays = (days: number) => `${days} ${days % 10 === 1 && days % 100 !== 11 ? 'дня' : 'дней'}`;

const decided = { accepted: 'принята', declined: 'отклонена' } as const;

/** Where the shop's staff hear of requests and the back office's address (NOTIFY_EMAIL, PUBLIC_URL), and RETURN_DAYS. */
export interface ReturnRequestSettings {
  days: number;
  notifyEmail: string;
  publicUrl: string;
}

/**
 * Returns asked by the shopper (CONTRACT §19): the order's owner or a holder of its key asks within
 * RETURN_DAYS of delivery for units not yet returned nor asked for; staff accept (a return of §16:
 * stock back, refund, events, audit) or decline with a reason. Letters go both ways.
 */
export class ReturnRequestService {
  constructor(
    private readonly returns: OrderReturnService,
    private readonly mailer: MailQueue,
    private readonly settings: ReturnRequestSettings,
  ) {}

  async create(ctx: Context, id: unknown, token: string | undefined, input: unknown): Promise<ReturnRequestView> {
    const orderId = parse(idSchema, id);
    const { lines, reason, comment = '' } = parse(returnRequestBody, input);
    const requestId = await ctx.em.transactional(async (em) => {
      // Whose it is, asked before the lock: someone else's request takes no lock on the order.
      const [owner] = await em.execute<{ userId: number | null; accessToken: string }[]>('SELECT user_id AS "userId", access_token AS "accessToken" FROM checkout WHERE id = ?', [orderId]);
      if (!owner) throw notFound();
      authorizeOrder(ctx.actor, owner, token);
      // The order's lock makes concurrent requests (and staff returns) count one after another.
      const order = await em.findOneOrFail(Checkout, orderId, { populate: ['lines'], lockMode: LockMode.PESSIMISTIC_WRITE });
      await this.refuseOutOfTime(em, order);
      const returned = await returnedQuantities(em, orderId);
      const requested = await requestedQuantities(em, orderId);
      const ordered = new Map(order.lines.getItems().map((line) => [line.id, line]));
      const errors: FieldErrors = {};
      lines.forEach(({ orderProductId, quantity }, i) => {
        const line = ordered.get(orderProductId);
        if (!line) return void (errors[`lines.${i}.orderProductId`] = 'В заказе нет такой строки');
        const left = line.quantity - (returned.get(line.id) ?? 0) - (requested.get(line.id) ?? 0);
        if (quantity > left) errors[`lines.${i}.quantity`] = left > 0 ? `Вернуть можно не больше ${left} шт.: столько получено и ещё не возвращено` : 'Эта строка уже возвращена или ждёт решения по заявке';
      });
      if (Object.keys(errors).length) throw badInput(errors);
      const request = em.create(ReturnRequest, { checkout: order, reason, comment });
      for (const line of lines) em.create(ReturnRequestLine, { returnRequest: request, checkoutLine: ordered.get(line.orderProductId)!, quantity: line.quantity });
      await em.flush();
      const named = lines.map((line) => ({ name: ordered.get(line.orderProductId)!.productName, sku: ordered.get(line.orderProductId)!.sku, quantity: line.quantity }));
      await recordEvent(em, order.id, 'return_request', byCaller(ctx), `Заявка на возврат № ${request.id}: ${named.map((l) => `${l.name} × ${l.quantity}`).join(', ')}. Причина: ${reason}`);
      if (order.email) await this.mailer.queue(em, requestReceivedLetter(order, request.id, named, reason));
      await this.mailer.queue(em, requestArrivedLetter(this.settings.notifyEmail, order, request.id, named, reason, comment, this.settings.publicUrl));
      return request.id;
    });
    void this.mailer.deliver();
    return (await returnRequestView(ctx.em, requestId))!;
  }

  /** 409 unless the order is delivered and RETURN_DAYS have not passed since (its last move to delivered). */
  private async refuseOutOfTime(em: EntityManager, order: Checkout): Promise<void> {
    if (order.status !== 'delivered') throw refusal(409, 'ORDER_STATUS', `Вернуть товар можно только из полученного заказа, а этот — «${statusNames[order.status]}».`, { from: order.status, to: 'returned' });
    const [row] = await em.execute<{ inTime: boolean | null }[]>(
      `SELECT max(at) + make_interval(days => ?) >= now() AS "inTime" FROM order_event WHERE checkout_id = ? AND kind = 'status' AND data ->> 'to' = 'delivered'`,
      [this.settings.days, order.id],
    );
    if (!row?.inTime) throw refusal(409, 'ORDER_STATUS', `Вернуть товар можно в течение ${withinDays(this.settings.days)} после получения`, { from: order.status, to: 'returned' });
  }

  /** Requests, newest first, of one status or all (staff). */
  list(ctx: Context, input: unknown): Promise<Page<ReturnRequestView>> {
    const { status, limit, offset } = parse(returnRequestQuery, withoutBlanks(input));
    return listReturnRequests(ctx.em, status, limit, offset);
  }

  /** Staff accept a request (the return of §16, goods back on sale, the money back) or decline it with a reason; each request once. */
  async decide(ctx: Context, id: unknown, input: unknown): Promise<ReturnRequestView> {
    const requestId = parse(idSchema, id);
    const { status, reason } = parse(returnDecisionBody, input);
    if (status === 'declined' && !reason) throw badInput({ reason: 'Укажите, почему заявка отклонена' });
    const made = await ctx.em.transactional(async (em) => {
      const request = await em.findOne(ReturnRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw notFound();
      await em.populate(request, ['lines']);
      if (request.status !== 'requested') throw refusal(409, 'RETURN_REQUEST_DECIDED', `Заявка на возврат № ${request.id} уже ${decided[request.status]}.`, { status: request.status });
      request.status = status;
      request.decisionReason = reason ?? null;
      request.decidedAt = new Date();
      request.decidedBy = ctx.actor ? ref(em.getReference(User, ctx.actor.id)) : null;
      const orderId = request.checkout.id;
      if (status === 'declined') {
        const order = await em.findOneOrFail(Checkout, orderId);
        await recordEvent(em, orderId, 'return_request', byCaller(ctx), `Заявка на возврат № ${request.id} отклонена. Причина: ${reason}`);
        if (order.email) await this.mailer.queue(em, requestDeclinedLetter(order, request.id, reason!));
        await em.flush();
        return null;
      }
      await recordEvent(em, orderId, 'return_request', byCaller(ctx), `Заявка на возврат № ${request.id} принята${reason ? `: ${reason}` : ''}`);
      const lines = request.lines.getItems().map((line) => ({ orderProductId: line.checkoutLine.id, quantity: line.quantity }));
      const taken = await this.returns.record(em, ctx, orderId, { lines, reason: `Заявка покупателя № ${request.id}: ${request.reason}`.slice(0, 500), restock: true }, false);
      request.orderReturn = ref(em.getReference(OrderReturn, taken.id));
      if (taken.order.email) await this.mailer.queue(em, requestAcceptedLetter(taken.order, request.id, taken.lines, taken.amount, Boolean(taken.refundId)));
      await em.flush();
      return taken;
    });
    if (made) await this.returns.settle(ctx, made);
    else void this.mailer.deliver();
    return (await returnRequestView(ctx.em, requestId))!;
  }
}
