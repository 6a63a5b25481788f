import { z } from 'zod';
import { id, integer, moment } from '../../core/validation.js';

/** Why a variant's stock changed (CONTRACT §16). */
export const stockReasons = ['order', 'cancel', 'return', 'import', 'exchange', 'manual', 'reservation', 'release'] as const;

export const stockMovementQuery = z.object({
  variantId: id.optional().describe('Вариант'),
  productId: id.optional().describe('Товар'),
  reason: z.enum(stockReasons).meta({ id: 'StockReason', description: 'order — заказ, cancel — отмена, return — возврат, import — Excel, exchange — 1С, manual — вручную, reservation — резерв, release — снятие резерва' }).optional(),
  orderId: id.optional().describe('Заказ'),
  from: moment.optional().describe('Не раньше (дата или момент)'),
  to: moment.optional().describe('Не позже (дата — включая весь день)'),
  page: integer(1, 100_000).default(1),
  limit: integer(1, 200).default(50),
});
