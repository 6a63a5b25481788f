import { z } from 'zod';
import { roubles, text } from '../../../core/validation.js';

/** The order's key a guest pays and sees it with: `token` (or `accessToken`) in the body or the query. */
export const orderKey = z.object({
  token: text().max(100).optional().describe('Ключ заказа (accessToken из ответа на оформление) — для гостя'),
  accessToken: text().max(100).optional().describe('То же, что token'),
});

export const refundBody = z
  .object({ amount: roubles(z.number().min(0.01)).optional().describe('Сколько вернуть, ₽; без суммы — всё, что осталось') })
  .describe('Возврат денег по заказу');

/** What ЮKassa POSTs: only the event and the object's id are read; the object itself is asked of ЮKassa. */
export const notificationBody = z.object({
  type: z.literal('notification'),
  event: text().max(100),
  object: z.object({ id: text().min(1).max(64) }),
});
