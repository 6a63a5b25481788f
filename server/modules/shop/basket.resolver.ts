import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { basketQuery, lineBody } from './basket.inputs.js';
import type { BasketService } from './basket.service.js';
import { BasketListType, BasketType } from './basket.types.js';

const BasketLineInput = inputTypeFrom('BasketLineInput', lineBody);
const BasketListArgs = argsTypeFrom('BasketListArgs', basketQuery);

export function basketResolver(baskets: BasketService) {
  @Resolver()
  class BasketResolver {
    @Mutation(() => BasketType, { description: 'Новая корзина; её UUID хранится у покупателя' })
    @Allow('basket.use')
    createBasket(@Ctx() ctx: Context) {
      return baskets.create(ctx);
    }

    @Query(() => BasketType, { description: 'Корзина по UUID' })
    @Allow('basket.use')
    basket(@Arg('id') id: string, @Ctx() ctx: Context) {
      return baskets.get(ctx, id);
    }

    @Query(() => BasketListType, { description: 'Корзины покупателей (сотрудники)' })
    @Allow('basket.list')
    baskets(@Args(() => BasketListArgs) args: object, @Ctx() ctx: Context) {
      return baskets.list(ctx, args);
    }

    @Mutation(() => BasketType, { description: 'Добавить в корзину (к строке прибавляется количество)' })
    @Allow('basket.use')
    addToBasket(@Arg('basketId') basketId: string, @Arg('input', () => BasketLineInput) input: object, @Ctx() ctx: Context) {
      return baskets.addLine(ctx, basketId, input);
    }

    @Mutation(() => BasketType, { description: 'Задать количество в строке корзины' })
    @Allow('basket.use')
    setBasketLine(@Arg('basketId') basketId: string, @Arg('input', () => BasketLineInput) input: object, @Ctx() ctx: Context) {
      return baskets.setLine(ctx, basketId, input);
    }

    @Mutation(() => BasketType, { description: 'Убрать вариант из корзины' })
    @Allow('basket.use')
    removeFromBasket(@Arg('basketId') basketId: string, @Arg('productVariantId', () => Int) productVariantId: number, @Ctx() ctx: Context) {
      return baskets.removeLine(ctx, basketId, { productVariantId });
    }

    @Mutation(() => BasketType, { description: 'Применить промокод (один на корзину; новый заменяет прежний)' })
    @Allow('basket.use')
    applyPromoCode(@Arg('basketId') basketId: string, @Arg('code') code: string, @Ctx() ctx: Context) {
      return baskets.applyPromo(ctx, basketId, { code });
    }

    @Mutation(() => BasketType, { description: 'Убрать промокод из корзины' })
    @Allow('basket.use')
    removePromoCode(@Arg('basketId') basketId: string, @Ctx() ctx: Context) {
      return baskets.removePromo(ctx, basketId);
    }

    @Mutation(() => BasketType, { description: 'Очистить корзину' })
    @Allow('basket.use')
    clearBasket(@Arg('basketId') basketId: string, @Ctx() ctx: Context) {
      return baskets.clear(ctx, basketId);
    }
  }
  return BasketResolver;
}
