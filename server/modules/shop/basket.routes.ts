import { z } from 'zod';
import { page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { basketId, basketQuery, lineBody, lineRemoveBody } from './basket.inputs.js';
import { promoBody } from './promotion/promotion.inputs.js';
import { basketOutput, basketSummary } from './shop.outputs.js';
import type { BasketService } from './basket.service.js';

/** Baskets and their lines (SPEC §7, CONTRACT §6). */
export function basketRoutes(baskets: BasketService): Route[] {
  const tag = 'Basket';
  const params = z.object({ basketId });
  return [
    { method: 'get', path: '/baskets', tag, operation: 'basket.list', summary: 'Корзины покупателей (сотрудники)', query: basketQuery, response: page(basketSummary), handle: (ctx, req) => baskets.list(ctx, req.query) },
    { method: 'post', path: '/baskets', tag, operation: 'basket.use', summary: 'Новая корзина', response: basketOutput, handle: (ctx) => baskets.create(ctx) },
    { method: 'get', path: '/baskets/clear/{basketId}', tag, operation: 'basket.use', summary: 'Очистить корзину', params, response: basketOutput, handle: (ctx, req) => baskets.clear(ctx, req.params.basketId) },
    { method: 'get', path: '/baskets/{basketId}', tag, operation: 'basket.use', summary: 'Корзина с суммой и проблемами строк', params, response: basketOutput, handle: (ctx, req) => baskets.get(ctx, req.params.basketId) },
    { method: 'post', path: '/order-products/{basketId}', tag, operation: 'basket.use', summary: 'Добавить в корзину', params, response: basketOutput, body: lineBody, status: 200, handle: (ctx, req) => baskets.addLine(ctx, req.params.basketId, req.body) },
    { method: 'put', path: '/order-products/{basketId}', tag, operation: 'basket.use', summary: 'Задать количество', params, response: basketOutput, body: lineBody, handle: (ctx, req) => baskets.setLine(ctx, req.params.basketId, req.body) },
    { method: 'delete', path: '/order-products/{basketId}', tag, operation: 'basket.use', summary: 'Убрать вариант', params, response: basketOutput, body: lineRemoveBody, handle: (ctx, req) => baskets.removeLine(ctx, req.params.basketId, req.body) },
    { method: 'post', path: '/baskets/{basketId}/promo', tag, operation: 'basket.use', summary: 'Применить промокод (один на корзину)', params, response: basketOutput, body: promoBody, status: 200, handle: (ctx, req) => baskets.applyPromo(ctx, req.params.basketId, req.body) },
    { method: 'delete', path: '/baskets/{basketId}/promo', tag, operation: 'basket.use', summary: 'Убрать промокод', params, response: basketOutput, handle: (ctx, req) => baskets.removePromo(ctx, req.params.basketId) },
  ];
}
