import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { Allow, pageType } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { int, page, timestamp } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { stockAlertBody, stockAlertCountQuery } from './stock-alert.inputs.js';
import type { StockAlertCount, StockAlertService, StockAlertStatus, StockAlertView } from './stock-alert.service.js';

@ObjectType('StockAlert', { description: 'Просьба сообщить о поступлении варианта', simpleResolvers: true })
class StockAlertType implements StockAlertView {
  @Field(() => Int) id: number;
  @Field(() => Int) productVariantId: number;
  @Field() email: string;
  @Field(() => String, { description: 'pending — ждёт подтверждения адреса по письму «Подтвердите адрес»; active — письмо придёт, когда вариант появится в наличии' })
  status: StockAlertStatus;
  @Field() createdAt: Date;
}

@ObjectType('StockAlertCount', { description: 'Сколько адресов ждут поступления варианта', simpleResolvers: true })
class StockAlertCountType implements StockAlertCount {
  @Field(() => Int) variantId: number;
  @Field() sku: string;
  @Field(() => Int, { description: 'Сколько адресов ждут' }) waiting: number;
}

const StockAlertCountList = pageType('StockAlertCount', StockAlertCountType);
const StockAlertInput = inputTypeFrom('StockAlertInput', stockAlertBody);

const stockAlertOutput = z.object({
  id: int,
  productVariantId: int,
  email: z.string(),
  status: z.enum(['pending', 'active']).describe('pending — ждёт подтверждения адреса; active — письмо придёт, когда вариант появится в наличии'),
  createdAt: timestamp,
}).meta({ id: 'StockAlert' });
const stockAlertCountOutput = z.object({ variantId: int, sku: z.string(), waiting: int.describe('Сколько адресов ждут') }).meta({ id: 'StockAlertCount' });

/** «Сообщить о поступлении» (CONTRACT §16, §18): anyone leaves an address; staff see how many wait per variant. */
export function stockAlertRoutes(alerts: StockAlertService): Route[] {
  return [
    {
      method: 'post',
      path: '/stock-alerts',
      tag: 'StockAlert',
      operation: 'stockAlert.subscribe',
      summary:
        'Сообщить о поступлении распроданного варианта: письмо придёт один раз, когда остаток станет больше нуля. Адрес, не подтверждённый прежде, ждёт подтверждения по письму «Подтвердите адрес» (status: pending); повторная просьба — та же запись; не больше 20 ожидающих просьб на адрес (429); вариант в наличии — 409',
      body: stockAlertBody,
      response: stockAlertOutput,
      handle: (ctx, req) => alerts.subscribe(ctx, req.body),
    },
    {
      method: 'get',
      path: '/stock-alerts/waiting',
      tag: 'StockAlert',
      operation: 'stockAlert.count',
      summary: 'Сколько адресов ждут поступления каждого варианта товара (сотрудники); варианты без ожидающих не перечислены',
      query: stockAlertCountQuery,
      response: page(stockAlertCountOutput),
      handle: (ctx, req) => alerts.waiting(ctx, req.query),
    },
  ];
}

export function stockAlertResolver(alerts: StockAlertService) {
  @Resolver()
  class StockAlertResolver {
    @Mutation(() => StockAlertType, { description: 'Сообщить о поступлении варианта на адрес почты (нужно согласие на обработку персональных данных)' })
    @Allow('stockAlert.subscribe')
    subscribeStockAlert(@Arg('input', () => StockAlertInput) input: object, @Ctx() ctx: Context) {
      return alerts.subscribe(ctx, input);
    }

    @Query(() => StockAlertCountList, { description: 'Сколько адресов ждут поступления каждого варианта товара' })
    @Allow('stockAlert.count')
    stockAlertsWaiting(@Arg('productId', () => Int) productId: number, @Ctx() ctx: Context) {
      return alerts.waiting(ctx, { productId });
    }
  }
  return StockAlertResolver;
}
