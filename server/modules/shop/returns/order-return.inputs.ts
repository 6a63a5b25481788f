import { z } from 'zod';
import { id, integer, text } from '../../../core/validation.js';

export const returnLine = z.object({
  orderProductId: id.describe('Строка заказа (orderProducts[].id)'),
  quantity: integer(1, 100_000).describe('Сколько штук вернули'),
});

/** Lines of an order to return, each at most once. */
export const returnLines = (empty: string) =>
  z
    .array(returnLine)
    .min(1, empty)
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.orderProductId)).size === lines.length, 'Каждая строка заказа — не больше одного раза');

export const returnBody = z
  .object({
    lines: returnLines('Укажите, что вернули').describe('Что вернули: строки заказа и количество'),
    reason: text().trim().min(1, 'Укажите причину возврата').max(500).describe('Причина возврата'),
    restock: z.boolean().default(false).describe('Вернуть товар в продажу (на склад); иначе он списан'),
  })
  .describe('Возврат товаров по отправленному или доставленному заказу');
