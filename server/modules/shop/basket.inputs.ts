import { z } from 'zod';
import { id } from '../../core/validation.js';

export const basketId = z.uuid('Неверный идентификатор корзины');
export const quantity = z.number().int().min(1, 'Количество — не меньше 1').max(999);

export const lineBody = z.object({ productVariantId: id, quantity }).describe('Строка корзины');
export const lineRemoveBody = z.object({ productVariantId: id }).describe('Убрать вариант из корзины');
