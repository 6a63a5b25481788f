import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id, phoneNumber, phoneOrEmpty, postcode, text } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';

const line = (max: number) => text().trim().min(1).max(max);
export const phone = phoneNumber;

/** Who receives and where: shared by addresses and guest orders. */
export const recipientFields = {
  firstName: line(100),
  lastName: line(100),
  address: line(500),
  city: line(100),
  country: line(100),
  zipCode: postcode,
};

export const addressBody = z
  .object({ ...recipientFields, phone: phone.optional(), userId: id.optional().describe('Владелец (только сотрудники; по умолчанию — вы)') })
  .describe('Адрес доставки');
export const addressUpdateBody = z.object({ ...recipientFields, phone: phoneOrEmpty }).partial().describe('Изменения адреса');
export const directAddressBody = z
  .object({ ...recipientFields, phone: phone.optional(), email: email.optional(), consent })
  .describe('Адрес гостя');
export const addressQuery = listQuery('Address', { userId: id.optional().describe('Адреса этого пользователя (сотрудники)') }, ['id', 'createdAt', 'city']);
