import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id, text } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';
import { phone, recipientFields } from './address.inputs.js';
import { basketId } from './basket.inputs.js';
import { orderStatuses } from './checkout.entity.js';

const comment = text().trim().max(2000).optional().describe('Комментарий к заказу');

export const directCheckoutBody = z.object({ basketId, ...recipientFields, email, phone, comment, consent }).describe('Заказ без регистрации');

export const checkoutBody = z
  .object({ basketId, addressId: id, comment, userId: id.optional().describe('Покупатель (только сотрудники; по умолчанию — вы)') })
  .describe('Заказ на сохранённый адрес');

const orderStatus = z.enum(orderStatuses).meta({ id: 'OrderStatus', description: 'Статус заказа' });

export const statusBody = z.object({ status: orderStatus }).describe('Новый статус');
export const checkoutQuery = listQuery('Checkout', { userId: id.optional().describe('Заказы этого покупателя'), status: orderStatus.optional() }, ['id', 'createdAt', 'totalAmount', 'status']);
