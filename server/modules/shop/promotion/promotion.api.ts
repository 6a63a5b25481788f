import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Allow } from '../../../core/graphql.js';
import type { Route } from '../../../core/rest.js';
import { z } from 'zod';
import type { CrudApi } from '../../../core/crud.js';
import { graphqlEnum } from '../../../core/graphql-inputs.js';
import { int, money, stamped, timestamp } from '../../../core/outputs.js';
import { promotionKinds } from './promotion.entities.js';
import { promotionBody, promotionQuery } from './promotion.inputs.js';
import type { CurrentPromotion, PromotionService, PromotionView } from './promotion.service.js';

const PromotionKindEnum = graphqlEnum('PromotionKind', promotionKinds, 'Процент от цены, сумма на заказ или бесплатная доставка');

@ObjectType('Promotion', { description: 'Акция или промокод', simpleResolvers: true })
class PromotionType implements PromotionView {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'Промокод; пусто — акция применяется сама' }) code: string | null;
  @Field(() => PromotionKindEnum) kind: PromotionView['kind'];
  @Field(() => Float, { description: 'Процент или сумма, ₽' }) value: number;
  @Field(() => Float, { nullable: true }) minOrderAmount: number | null;
  @Field(() => [Int]) categoryIds: number[];
  @Field(() => [Int]) brandIds: number[];
  @Field(() => [Int]) productIds: number[];
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => Int, { nullable: true }) usageLimit: number | null;
  @Field(() => Int, { nullable: true }) perCustomerLimit: number | null;
  @Field() firstOrderOnly: boolean;
  @Field() active: boolean;
  @Field(() => Int, { description: 'Сколько заказов (не отменённых) её получили' }) used: number;
  @Field(() => Int, { description: 'Версия: растёт с каждым изменением' }) version: number;
  @Field(() => Float, { description: 'Сколько она дала скидки по этим заказам, ₽' }) discountTotal: number;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

export const promotionOutput = z
  .object({
    ...stamped,
    name: z.string(),
    code: z.string().nullable(),
    kind: z.enum(promotionKinds),
    value: z.number(),
    minOrderAmount: money.nullable(),
    categoryIds: z.array(int),
    brandIds: z.array(int),
    productIds: z.array(int),
    startsAt: timestamp.nullable(),
    endsAt: timestamp.nullable(),
    usageLimit: int.nullable(),
    perCustomerLimit: int.nullable(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
    used: int.describe('Сколько заказов (не отменённых) её получили'),
    version: int.describe('Версия: растёт с каждым изменением'),
    discountTotal: money.describe('Сколько она дала скидки по этим заказам, ₽'),
  })
  .meta({ id: 'Promotion' });

/** Promotions as a collection of both APIs (`/promotions`, `promotions`), staff only (CONTRACT §15). */
export const promotionApi = (promotions: PromotionService): CrudApi => ({
  type: PromotionType,
  one: 'promotion',
  many: 'promotions',
  title: 'акция',
  service: promotions,
  body: promotionBody,
  query: promotionQuery,
  output: promotionOutput,
});

@ObjectType('PromotionPlace', { description: 'Категория или бренд акции', simpleResolvers: true })
class PromotionPlaceType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() url: string;
}

@ObjectType('CurrentPromotion', { description: 'Акция, которая действует сейчас без промокода', simpleResolvers: true })
class CurrentPromotionType implements CurrentPromotion {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field(() => PromotionKindEnum) kind: CurrentPromotion['kind'];
  @Field(() => Float, { description: 'Процент или сумма, ₽' }) value: number;
  @Field(() => Float, { nullable: true }) minOrderAmount: number | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field() firstOrderOnly: boolean;
  @Field(() => [PromotionPlaceType], { description: 'Категории (пусто вместе с брендами и товарами — весь магазин)' }) categories: CurrentPromotion['categories'];
  @Field(() => [PromotionPlaceType]) brands: CurrentPromotion['brands'];
  @Field(() => Int, { description: 'Сколько товаров названо поимённо' }) productCount: number;
}

const place = z.object({ id: int, name: z.string(), url: z.string() });
const currentPromotionOutput = z
  .object({
    id: int,
    name: z.string(),
    kind: z.enum(promotionKinds),
    value: z.number(),
    minOrderAmount: money.nullable(),
    endsAt: timestamp.nullable(),
    firstOrderOnly: z.boolean(),
    categories: z.array(place),
    brands: z.array(place),
    productCount: int,
  })
  .meta({ id: 'CurrentPromotion' });

/** What shoppers may know of the promotions: the automatic ones on now (codes are handed out by staff). Registered before `/promotions/{id}`. */
export function currentPromotionsRoute(promotions: PromotionService): Route {
  return {
    method: 'get',
    path: '/promotions/current',
    tag: 'Promotion',
    operation: 'promotion.current',
    summary: 'Акции, которые действуют сейчас без промокода (для покупателей)',
    response: z.array(currentPromotionOutput),
    handle: (ctx) => promotions.current(ctx),
  };
}

export function currentPromotionsResolver(promotions: PromotionService) {
  @Resolver()
  class CurrentPromotionsResolver {
    @Query(() => [CurrentPromotionType], { description: 'Акции, которые действуют сейчас без промокода' })
    @Allow('promotion.current')
    currentPromotions(@Ctx() ctx: Context) {
      return promotions.current(ctx);
    }
  }
  return CurrentPromotionsResolver;
}
