import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../../core/context.js';
import { Allow } from '../../../core/graphql.js';
import { inputTypeFrom } from '../../../core/graphql-inputs.js';
import type { Route } from '../../../core/rest.js';
import { id } from '../../../core/validation.js';
import { RefundType } from '../payment/payment.types.js';
import { orderReturnOutput } from '../shop.outputs.js';
import { returnBody } from './order-return.inputs.js';
import type { OrderReturnService } from './order-return.service.js';
import type { OrderReturnView } from './order-return-views.js';

@ObjectType('OrderReturnLine', { description: 'Сколько штук строки заказа вернули и на какую сумму', simpleResolvers: true })
class OrderReturnLineType {
  @Field(() => Int, { description: 'Строка заказа (orderProducts[].id)' }) orderProductId: number;
  @Field() productName: string;
  @Field() sku: string;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'Сумма со скидкой, ₽' }) amount: number;
}

@ObjectType('OrderReturn', { description: 'Возврат товаров по заказу', simpleResolvers: true })
export class OrderReturnType implements OrderReturnView {
  @Field(() => Int) id: number;
  @Field() reason: string;
  @Field({ description: 'Товар вернули в продажу' }) restock: boolean;
  @Field(() => Float, { description: 'Сумма возврата, ₽' }) amount: number;
  @Field(() => RefundType, { nullable: true, description: 'Возврат денег через ЮKassa (для заказа, оплаченного онлайн)' }) refund: OrderReturnView['refund'];
  @Field() createdAt: Date;
  @Field(() => [OrderReturnLineType]) lines: OrderReturnView['lines'];
}


const OrderReturnInput = inputTypeFrom('OrderReturnInput', returnBody);

/** Returns of shipped and delivered orders (CONTRACT §16), staff only, through both APIs. */
export function orderReturnRoutes(returns: OrderReturnService): Route[] {
  return [
    {
      method: 'post',
      path: '/checkouts/{checkoutId}/returns',
      tag: 'Checkout',
      operation: 'checkout.return',
      summary: 'Возврат товаров по отправленному или доставленному заказу: на склад (restock) и, для оплаченного онлайн, деньги через ЮKassa',
      params: z.object({ checkoutId: id }),
      body: returnBody,
      response: orderReturnOutput,
      handle: (ctx, req) => returns.create(ctx, req.params.checkoutId, req.body),
    },
  ];
}

export function orderReturnResolver(returns: OrderReturnService) {
  @Resolver()
  class OrderReturnResolver {
    @Mutation(() => OrderReturnType, { description: 'Возврат товаров по отправленному или доставленному заказу (сотрудники)' })
    @Allow('checkout.return')
    returnCheckout(@Arg('id', () => Int) id: number, @Arg('input', () => OrderReturnInput) input: object, @Ctx() ctx: Context) {
      return returns.create(ctx, id, input);
    }
  }
  return OrderReturnResolver;
}
