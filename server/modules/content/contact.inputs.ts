import { z } from 'zod';
import { phoneNumber, text } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';

const personName = text().trim().min(1).max(100).describe('Как к вам обращаться');
const phone = phoneNumber;

export const helpBody = z
  .object({ name: personName, email, phone: phone.optional(), message: text().trim().min(1).max(5000).describe('Сообщение'), consent })
  .describe('Сообщение в службу поддержки');

export const callBackBody = z.object({ name: personName, phone, consent }).describe('Заказ обратного звонка');
