import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Allow } from '../../../core/graphql.js';
import { inputTypeFrom } from '../../../core/graphql-inputs.js';
import { refundBody } from './payment.inputs.js';
import type { PaymentService } from './payment.service.js';
import { PaymentType, RefundType } from './payment.types.js';

const RefundInput = inputTypeFrom('RefundInput', refundBody);

export function paymentResolver(payments: PaymentService) {
  @Resolver()
  class PaymentResolver {
    @Mutation(() => PaymentType, { description: 'Оплатить заказ онлайн: новый платёж ЮKassa или тот, что ещё ждёт оплаты; гость передаёт ключ заказа (token)' })
    @Allow('checkout.pay')
    async payCheckout(@Arg('id', () => Int) id: number, @Arg('token', () => String, { nullable: true }) token: string | null, @Ctx() ctx: Context) {
      return (await payments.pay(ctx, id, token ?? undefined)).payment;
    }

    @Mutation(() => RefundType, { description: 'Вернуть деньги по заказу, оплаченному онлайн (сотрудники); без суммы — всё, что осталось' })
    @Allow('checkout.refund')
    refundCheckout(@Arg('id', () => Int) id: number, @Arg('input', () => RefundInput, { nullable: true }) input: object | null, @Ctx() ctx: Context) {
      return payments.refund(ctx, id, input ?? {});
    }
  }
  return PaymentResolver;
}
