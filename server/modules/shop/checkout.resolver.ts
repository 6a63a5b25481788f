import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Deleted } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { bulkStatusBody, checkoutBody, checkoutQuery, directCheckoutBody, statusBody } from './checkout.inputs.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderStatusService } from './order-status.service.js';
import { CheckoutBulkResultType, CheckoutHistoryType, CheckoutListType, CheckoutType, OrderCustomerListType } from './checkout.types.js';
import { findOrderCustomers, orderCustomerQuery } from './order-customers.js';

const CheckoutInput = inputTypeFrom('CheckoutInput', checkoutBody);
const DirectCheckoutInput = inputTypeFrom('DirectCheckoutInput', directCheckoutBody);
const CheckoutStatusInput = inputTypeFrom('CheckoutStatusInput', statusBody);
const CheckoutBulkStatusInput = inputTypeFrom('CheckoutBulkStatusInput', bulkStatusBody);
const CheckoutListArgs = argsTypeFrom('CheckoutListArgs', checkoutQuery);
const OrderCustomerArgs = argsTypeFrom('OrderCustomerArgs', orderCustomerQuery);
const MyCheckoutListArgs = argsTypeFrom('MyCheckoutListArgs', checkoutQuery.omit({ userId: true }));

export function checkoutResolver(checkouts: CheckoutService, orderStatuses: OrderStatusService) {
  @Resolver()
  class CheckoutResolver {
    @Query(() => CheckoutListType, { description: 'Мои заказы' })
    @Allow('checkout.mine')
    myCheckouts(@Args(() => MyCheckoutListArgs) args: object, @Ctx() ctx: Context) {
      return checkouts.mine(ctx, args);
    }

    @Query(() => CheckoutListType, { description: 'Все заказы (сотрудники)' })
    @Allow('checkout.manage')
    checkouts(@Args(() => CheckoutListArgs) args: object, @Ctx() ctx: Context) {
      return checkouts.list(ctx, args);
    }

    @Query(() => OrderCustomerListType, { description: 'Покупатели для заказа по телефону: телефон в любой записи, почта или имя (сотрудники)' })
    @Allow('checkout.manage')
    orderCustomers(@Args(() => OrderCustomerArgs) args: object, @Ctx() ctx: Context) {
      return findOrderCustomers(ctx, args);
    }

    @Query(() => CheckoutType, { description: 'Заказ: свой, любой для сотрудников, или гостя — с ключом заказа (token)' })
    @Allow('checkout.get')
    checkout(@Arg('id', () => Int) id: number, @Arg('token', () => String, { nullable: true }) token: string | null, @Ctx() ctx: Context) {
      return checkouts.get(ctx, id, token ?? undefined);
    }

    @Query(() => CheckoutHistoryType, { description: 'История статусов заказа: кто и когда (сотрудники)' })
    @Allow('checkout.manage')
    checkoutHistory(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return checkouts.history(ctx, id);
    }

    @Mutation(() => CheckoutType, { description: 'Заказ на сохранённый адрес; сотрудники могут оформить его покупателю (userId)' })
    @Allow('checkout.place')
    placeCheckout(@Arg('input', () => CheckoutInput) input: object, @Ctx() ctx: Context) {
      return checkouts.placeForUser(ctx, input);
    }

    @Mutation(() => CheckoutType, { description: 'Заказ без регистрации' })
    @Allow('checkout.direct')
    placeDirectCheckout(@Arg('input', () => DirectCheckoutInput) input: object, @Ctx() ctx: Context) {
      return checkouts.placeDirect(ctx, input);
    }

    @Mutation(() => CheckoutType, { description: 'Сменить статус заказа; покупателю уходит письмо' })
    @Allow('checkout.manage')
    setCheckoutStatus(@Arg('id', () => Int) id: number, @Arg('input', () => CheckoutStatusInput) input: object, @Ctx() ctx: Context) {
      return orderStatuses.setStatus(ctx, id, input);
    }

    @Mutation(() => CheckoutBulkResultType, { description: 'Сменить статус нескольких заказов по правилам одной смены, каждый в своей транзакции (сотрудники)' })
    @Allow('checkout.manage')
    setCheckoutStatuses(@Arg('input', () => CheckoutBulkStatusInput) input: object, @Ctx() ctx: Context) {
      return orderStatuses.setStatusMany(ctx, input);
    }

    @Mutation(() => Deleted, { description: 'Удалить заказ' })
    @Allow('checkout.manage')
    deleteCheckout(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return orderStatuses.remove(ctx, id);
    }
  }
  return CheckoutResolver;
}
