import { z } from 'zod';
import type { Request } from 'express';
import type { Route } from '../../../core/rest.js';
import { id } from '../../../core/validation.js';
import { paymentOutput, refundOutput } from '../shop.outputs.js';
import { notificationBody, orderKey, refundBody } from './payment.inputs.js';
import type { PaymentService } from './payment.service.js';

/** The order's key as a guest sends it: `token` or `accessToken`, in the body or the query. */
export function orderKeyOf(req: Request): string | undefined {
  const from = (source: unknown) => {
    const { token, accessToken } = orderKey.safeParse(source ?? {}).data ?? {};
    return token ?? accessToken;
  };
  return from(req.body) ?? from(req.query);
}

/** Paying an order online, refunds, and ЮKassa's notifications (CONTRACT §14). */
export function paymentRoutes(payments: PaymentService): Route[] {
  const tag = 'Payment';
  const params = z.object({ checkoutId: id });
  return [
    {
      method: 'post',
      path: '/checkouts/{checkoutId}/pay',
      tag,
      operation: 'checkout.pay',
      summary: 'Оплатить заказ онлайн: новый платёж ЮKassa или тот, что ещё ждёт оплаты (200). Владелец, сотрудник или гость с ключом заказа',
      params,
      query: orderKey,
      body: orderKey,
      response: paymentOutput,
      handle: async (ctx, req, res) => {
        const { payment, created } = await payments.pay(ctx, req.params.checkoutId, orderKeyOf(req));
        res.status(created ? 201 : 200).json(payment);
      },
    },
    {
      method: 'post',
      path: '/checkouts/{checkoutId}/refunds',
      tag,
      operation: 'checkout.refund',
      summary: 'Вернуть деньги по заказу, оплаченному онлайн (без суммы — всё, что осталось)',
      params,
      body: refundBody,
      response: refundOutput,
      handle: (ctx, req) => payments.refund(ctx, req.params.checkoutId, req.body),
    },
    {
      method: 'post',
      path: '/payments/yookassa',
      tag,
      operation: 'payment.notify',
      summary: 'Уведомления ЮKassa: только с адресов YOOKASSA_NOTIFY_IPS; платёж перечитывается из ЮKassa',
      body: notificationBody,
      status: 200,
      response: z.object({ accepted: z.literal(true) }),
      handle: (ctx, req) => payments.notify(ctx, req.body),
    },
  ];
}
