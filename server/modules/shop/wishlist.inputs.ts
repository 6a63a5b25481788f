import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id } from '../../core/validation.js';

export const wishlistId = z.uuid('Неверный идентификатор списка желаний');
const productIds = z.array(id).max(500, 'Не больше 500 товаров').describe('Товары по порядку');

export const wishlistBody = z.object({ productIds: productIds.default([]) }).describe('Список желаний');
export const wishlistUpdateBody = z.object({ productIds }).describe('Весь новый список товаров');
export const wishlistQuery = listQuery('Wishlist', { userId: id.optional().describe('Списки этого покупателя (сотрудники)') }, ['createdAt', 'updatedAt']);
