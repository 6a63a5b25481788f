import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../../core/context.js';
import { Allow } from '../../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../../core/graphql-inputs.js';
import { page } from '../../../core/outputs.js';
import type { Route } from '../../../core/rest.js';
import { id } from '../../../core/validation.js';
import { orderKey } from '../payment/payment.inputs.js';
import { orderKeyOf } from '../payment/payment.routes.js';
import { returnRequestOutput } from '../shop.outputs.js';
import { returnDecisionBody, returnRequestBody, returnRequestQuery } from './return-request.inputs.js';
import type { ReturnRequestService } from './return-request.service.js';
import { ReturnRequestListType, ReturnRequestType } from './return-request.types.js';

const ReturnRequestInput = inputTypeFrom('ReturnRequestInput', returnRequestBody);
const ReturnDecisionInput = inputTypeFrom('ReturnDecisionInput', returnDecisionBody);
const ReturnRequestListArgs = argsTypeFrom('ReturnRequestListArgs', returnRequestQuery);

/** Returns asked by the shopper (CONTRACT §19) through both APIs. */
export function returnRequestRoutes(requests: ReturnRequestService): Route[] {
  const tag = 'Checkout';
  return [
    {
      method: 'post',
      path: '/checkouts/{checkoutId}/return-requests',
      tag,
      operation: 'returnRequest.create',
      summary: 'Заявка на возврат товаров доставленного заказа: владелец заказа или гость с ключом заказа (token), в течение RETURN_DAYS дней после получения',
      params: z.object({ checkoutId: id }),
      query: orderKey,
      body: returnRequestBody.extend(orderKey.shape),
      response: returnRequestOutput,
      handle: (ctx, req) => requests.create(ctx, req.params.checkoutId, orderKeyOf(req), req.body),
    },
    {
      method: 'get',
      path: '/return-requests',
      tag,
      operation: 'returnRequest.list',
      summary: 'Заявки покупателей на возврат, новые первыми; фильтр по статусу',
      query: returnRequestQuery,
      response: page(returnRequestOutput),
      handle: (ctx, req) => requests.list(ctx, req.query),
    },
    {
      method: 'put',
      path: '/return-requests/{returnRequestId}',
      tag,
      operation: 'returnRequest.decide',
      summary: 'Принять заявку на возврат (возврат товара на склад и денег) или отклонить её с причиной',
      params: z.object({ returnRequestId: id }),
      body: returnDecisionBody,
      response: returnRequestOutput,
      handle: (ctx, req) => requests.decide(ctx, req.params.returnRequestId, req.body),
    },
  ];
}

export function returnRequestResolver(requests: ReturnRequestService) {
  @Resolver()
  class ReturnRequestResolver {
    @Mutation(() => ReturnRequestType, { description: 'Заявка на возврат товаров доставленного заказа: свой заказ или гостя — с ключом заказа (token)' })
    @Allow('returnRequest.create')
    createReturnRequest(@Arg('id', () => Int) id: number, @Arg('token', () => String, { nullable: true }) token: string | null, @Arg('input', () => ReturnRequestInput) input: object, @Ctx() ctx: Context) {
      return requests.create(ctx, id, token ?? undefined, input);
    }

    @Query(() => ReturnRequestListType, { description: 'Заявки покупателей на возврат, новые первыми (сотрудники)' })
    @Allow('returnRequest.list')
    returnRequests(@Args(() => ReturnRequestListArgs) args: object, @Ctx() ctx: Context) {
      return requests.list(ctx, args);
    }

    @Mutation(() => ReturnRequestType, { description: 'Принять заявку на возврат или отклонить её с причиной (сотрудники)' })
    @Allow('returnRequest.decide')
    decideReturnRequest(@Arg('id', () => Int) id: number, @Arg('input', () => ReturnDecisionInput) input: object, @Ctx() ctx: Context) {
      return requests.decide(ctx, id, input);
    }
  }
  return ReturnRequestResolver;
}
