import { z } from 'zod';
import { listQuery } from '../../../core/list.js';
import { flag, id, integer, moment, name, roubles, text, version } from '../../../core/validation.js';
import { promotionKinds } from './promotion.entities.js';

/** A code as shoppers type it: letters, digits, dash and underscore. */
export const promoCode = text()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'Только буквы, цифры, дефис и подчёркивание');

const ids = (what: string) => z.array(id).max(1000).optional().describe(`${what} (пусто — все товары)`);

export const promotionBody = z
  .object({
    name: name.describe('Название: его видят покупатели в корзине'),
    code: promoCode.nullable().optional().describe('Промокод (регистр не важен); пусто — акция применяется сама'),
    kind: z.enum(promotionKinds).meta({ id: 'PromotionKind', description: 'percent — процент от цены, fixed — сумма в рублях на заказ, free_delivery — бесплатная доставка' }),
    value: roubles(z.number().min(0)).optional().describe('Процент (для percent, до 100) или сумма, ₽ (для fixed)'),
    minOrderAmount: roubles(z.number().min(0)).nullable().optional().describe('Сумма товаров в корзине, от которой действует, ₽'),
    categoryIds: ids('Категории, с подкатегориями'),
    brandIds: ids('Бренды'),
    productIds: ids('Товары'),
    startsAt: moment.nullable().optional().describe('Начало действия'),
    endsAt: moment.nullable().optional().describe('Конец действия'),
    usageLimit: integer(1, 1_000_000_000).nullable().optional().describe('Сколько заказов всего могут её получить'),
    perCustomerLimit: integer(1, 1_000_000).nullable().optional().describe('Сколько заказов одного покупателя'),
    firstOrderOnly: z.boolean().optional().describe('Только на первый заказ покупателя'),
    active: z.boolean().optional().describe('Действует (по умолчанию да)'),
    version,
  })
  .describe('Акция или промокод');

export const promotionQuery = listQuery(
  'Promotion',
  {
    active: flag.optional().describe('Только действующие (true) или выключенные (false)'),
    q: text().trim().max(100).optional().describe('Часть названия или промокода'),
  },
  ['id', 'name', 'createdAt', 'endsAt'] as const,
);

export const promoBody = z.object({ code: promoCode.describe('Промокод') }).describe('Промокод для корзины');
