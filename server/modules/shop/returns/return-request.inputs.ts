import { z } from 'zod';
import { listQuery } from '../../../core/list.js';
import { text } from '../../../core/validation.js';
import { returnLines } from './order-return.inputs.js';
import { returnRequestStatuses } from './return-request.entities.js';

export const returnRequestBody = z
  .object({
    lines: returnLines('Выберите, что хотите вернуть').describe('Что вернуть: строки заказа и количество'),
    reason: text().trim().min(1, 'Укажите причину возврата').max(500).describe('Причина возврата'),
    comment: text().trim().max(2000).optional().describe('Комментарий покупателя'),
  })
  .describe('Заявка на возврат товаров доставленного заказа');

export const returnDecisionBody = z
  .object({
    status: z.enum(['accepted', 'declined']).meta({ id: 'ReturnDecision', description: 'Решение по заявке' }),
    reason: text().trim().max(500).optional().describe('Почему отклонена (обязательно при отказе)'),
  })
  .describe('Решение по заявке на возврат: принять (возврат товара и денег) или отклонить с причиной');

const returnRequestStatus = z.enum(returnRequestStatuses).meta({ id: 'ReturnRequestStatus', description: 'Заявка на возврат: requested — рассматривается, accepted — принята, declined — отклонена' });

export const returnRequestQuery = listQuery('ReturnRequest', { status: returnRequestStatus.optional() }, ['createdAt']);
