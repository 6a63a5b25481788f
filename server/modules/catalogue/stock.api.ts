import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { Allow, pageType, UserRef } from '../../core/graphql.js';
import { argsTypeFrom, graphqlEnum } from '../../core/graphql-inputs.js';
import { int, page, timestamp, userRef } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { stockMovementQuery, stockReasons } from './stock.inputs.js';
import type { StockMovementView, StockService } from './stock.service.js';

const StockReasonEnum = graphqlEnum('StockReason', stockReasons, 'Заказ, отмена, возврат, Excel, 1С, вручную, резерв, снятие резерва');

@ObjectType('StockMovement', { description: 'Изменение остатка варианта', simpleResolvers: true })
class StockMovementType implements StockMovementView {
  @Field(() => Int) id: number;
  @Field() at: Date;
  @Field(() => Int) variantId: number;
  @Field(() => Int) productId: number;
  @Field() sku: string;
  @Field() productName: string;
  @Field(() => Int, { description: 'На сколько изменился остаток' }) delta: number;
  @Field(() => Int, { description: 'Остаток после' }) stockAfter: number;
  @Field(() => StockReasonEnum) reason: StockMovementView['reason'];
  @Field(() => Int, { nullable: true }) orderId: number | null;
  @Field(() => UserRef, { nullable: true, description: 'Кто: сотрудник (пусто — покупатель или сам магазин)' }) user: StockMovementView['user'];
}

const StockMovementList = pageType('StockMovement', StockMovementType);
const StockMovementArgs = argsTypeFrom('StockMovementArgs', stockMovementQuery);

const stockMovementOutput = z
  .object({
    id: int,
    at: timestamp,
    variantId: int,
    productId: int,
    sku: z.string(),
    productName: z.string(),
    delta: int.describe('На сколько изменился остаток'),
    stockAfter: int.describe('Остаток после'),
    reason: z.enum(stockReasons),
    orderId: int.nullable(),
    user: userRef.nullable(),
  })
  .meta({ id: 'StockMovement' });

/** The stock's history (CONTRACT §16): staff read why a variant's stock is what it is. */
export function stockMovementRoute(stock: StockService): Route {
  return {
    method: 'get',
    path: '/stock-movements',
    tag: 'StockMovement',
    operation: 'stockMovement.list',
    summary: 'Движение остатков: каждое изменение остатка варианта, новые сначала (сотрудники)',
    query: stockMovementQuery,
    response: page(stockMovementOutput),
    handle: (ctx, req) => stock.movements(ctx, req.query),
  };
}

export function stockMovementResolver(stock: StockService) {
  @Resolver()
  class StockMovementResolver {
    @Query(() => StockMovementList, { description: 'Движение остатков, новые сначала' })
    @Allow('stockMovement.list')
    stockMovements(@Args(() => StockMovementArgs) args: object, @Ctx() ctx: Context) {
      return stock.movements(ctx, args);
    }
  }
  return StockMovementResolver;
}
