import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';

const text = (max: number) => z.string().trim().min(1).max(max);
export const phone = z.string().trim().regex(/^\+?[\d\s()-]{6,20}$/, 'Неверный номер телефона');
/** An address's phone may stay empty. */
const addressPhone = z.string().trim().regex(/^(\+?[\d\s()-]{6,20})?$/, 'Неверный номер телефона');

/** Who receives and where: shared by addresses and guest orders. */
export const recipientFields = {
  firstName: text(100),
  lastName: text(100),
  address: text(500),
  city: text(100),
  country: text(100),
  zipCode: z.string().trim().regex(/^[\dA-Za-z -]{3,10}$/, 'Неверный индекс'),
};

export const addressBody = z
  .object({ ...recipientFields, phone: phone.optional(), userId: id.optional().describe('Владелец (только сотрудники; по умолчанию — вы)') })
  .describe('Адрес доставки');
export const addressUpdateBody = z.object({ ...recipientFields, phone: addressPhone }).partial().describe('Изменения адреса');
export const directAddressBody = z
  .object({ ...recipientFields, phone: phone.optional(), email: email.optional(), consent })
  .describe('Адрес гостя');
export const addressQuery = listQuery('Address', { userId: id.optional().describe('Адреса этого пользователя (сотрудники)') }, ['id', 'createdAt', 'city']);
