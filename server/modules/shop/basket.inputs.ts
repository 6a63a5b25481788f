import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { decimal, id, moment } from '../../core/validation.js';

export const basketId = z.uuid('Неверный идентификатор корзины');
export const quantity = z.number().int().min(1, 'Количество — не меньше 1').max(999);

export const lineBody = z.object({ productVariantId: id, quantity }).describe('Строка корзины');
export const lineRemoveBody = z.object({ productVariantId: id }).describe('Убрать вариант из корзины');

export const basketStatuses = ['active', 'empty', 'ordered'] as const;
export type BasketStatus = (typeof basketStatuses)[number];

const amount = decimal(0, 1e10);

export const basketQuery = listQuery('Basket', {
  userId: id.optional().describe('Корзины этого покупателя'),
  minTotalAmount: amount.optional().describe('Сумма не меньше, ₽'),
  maxTotalAmount: amount.optional().describe('Сумма не больше, ₽'),
  status: z
    .enum(basketStatuses)
    .meta({ id: 'BasketStatus', description: 'active — есть товары; empty — пустая, заказов не было; ordered — пустая после заказа' })
    .optional(),
  updatedFrom: moment.optional().describe('Изменена не раньше (дата или момент)'),
  updatedTo: moment.optional().describe('Изменена не позже (дата — включая весь день)'),
}, ['createdAt', 'updatedAt', 'totalAmount']);
