import { z } from 'zod';
import { id } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';
import { basketId } from './basket.inputs.js';
import { orderStatuses } from './checkout.entity.js';

const text = (max: number) => z.string().trim().min(1).max(max);

export const directCheckoutBody = z
  .object({
    basketId,
    firstName: text(100),
    lastName: text(100),
    email,
    phone: z.string().trim().regex(/^\+?[\d\s()-]{6,20}$/, 'Неверный номер телефона'),
    address: text(500),
    city: text(100),
    country: text(100),
    zipCode: z.string().trim().regex(/^[\dA-Za-z -]{3,10}$/, 'Неверный индекс'),
    comment: z.string().trim().max(2000).optional(),
    consent,
  })
  .describe('Заказ без регистрации');

export const statusBody = z.object({ status: z.enum(orderStatuses).meta({ id: 'OrderStatus', description: 'Статус заказа' }) }).describe('Новый статус');
export const checkoutQuery = z.object({ userId: id.optional(), limit: z.coerce.number().int().min(1).max(1000).default(100), offset: z.coerce.number().int().min(0).default(0) });
