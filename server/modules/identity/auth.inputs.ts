import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { roles } from '../../core/permissions.js';
import { flag, id, text } from '../../core/validation.js';
import { consentPurposes } from './consent.entity.js';

export const email = text().trim().toLowerCase().pipe(z.email('Неверный адрес электронной почты').max(254)).describe('Электронная почта');
export const password = text().min(8, 'Пароль — не короче 8 символов').max(200).describe('Пароль');
const personName = text().trim().max(100);

/** The explicit consent to personal-data processing that every call taking personal data requires (152-ФЗ). */
export const consent = z
  .literal(true, { error: 'Нужно согласие на обработку персональных данных' })
  .describe('Согласие на обработку персональных данных (true)');

export const signInBody = z.object({ email, password: text().min(1).max(200).describe('Пароль') }).describe('Вход');

export const signUpBody = z
  .object({
    email,
    firstName: personName.min(1).describe('Имя'),
    lastName: personName.default('').describe('Фамилия'),
    password: password.optional().describe('Пароль; если не задан, его придумает магазин и пришлёт письмом'),
    consent,
  })
  .describe('Регистрация');

export const tokenBody = z.object({ token: text().min(1).max(4000).describe('Токен') }).describe('Токен');
export const emailBody = z.object({ email }).describe('Адрес электронной почты');
export const newPasswordBody = z.object({ token: text().min(1).max(4000).describe('Токен из письма'), password }).describe('Новый пароль по ссылке из письма');
export const signOutBody = z
  .object({ token: text().min(1).max(4000).optional().describe('Токен обновления этого устройства'), everywhere: z.boolean().optional().describe('Выйти на всех устройствах') })
  .describe('Выход');

export const roleSchema = z.enum(roles).meta({ id: 'Role' });

export const userCreateBody = z
  .object({ email, firstName: personName.min(1).describe('Имя'), lastName: personName.default('').describe('Фамилия'), role: roleSchema.default('User'), isVerified: z.boolean().default(false) })
  .describe('Новый пользователь (пароль придумает магазин и пришлёт письмом)');

export const userUpdateBody = z
  .object({
    firstName: personName.min(1).optional().describe('Имя'),
    lastName: personName.optional().describe('Фамилия'),
    email: email.optional(),
    role: roleSchema.optional().describe('Роль (меняет только Admin)'),
    isVerified: z.boolean().optional().describe('Почта подтверждена (меняет только Admin)'),
  })
  .describe('Изменение пользователя');

export const changePasswordBody = z.object({ oldPassword: text().max(200).optional().describe('Текущий пароль (Admin может не указывать для других)'), password }).describe('Смена пароля');

export const userQuery = listQuery(
  'User',
  {
    firstName: text().trim().max(100).optional().describe('Часть имени'),
    lastName: text().trim().max(100).optional().describe('Часть фамилии'),
    email: text().trim().max(254).optional().describe('Часть адреса почты'),
    isVerified: flag.optional().describe('Почта подтверждена'),
    role: roleSchema.optional(),
  },
  ['id', 'email', 'firstName', 'lastName', 'createdAt'],
);


export const consentQuery = listQuery(
  'Consent',
  { email: text().trim().max(254).optional().describe('Адрес почты'), purpose: z.enum(consentPurposes).meta({ id: 'ConsentPurpose' }).optional(), userId: id.optional() },
  ['id', 'createdAt'],
);
