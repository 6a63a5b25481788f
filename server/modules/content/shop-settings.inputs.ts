import { z } from 'zod';
import { phoneNumber, text } from '../../core/validation.js';
import { email } from '../identity/auth.inputs.js';

const line = (max: number) => text().trim().min(1).max(max);

export const shopSettingsBody = z
  .object({
    name: line(200).describe('Название магазина'),
    legalName: line(300).describe('Юридическое название продавца: ООО «…» или ИП …'),
    inn: text().trim().regex(/^(\d{10}|\d{12})$/, 'ИНН — 10 цифр у организации или 12 у ИП').describe('ИНН: 10 или 12 цифр'),
    ogrn: text().trim().regex(/^(\d{13}|\d{15})$/, 'ОГРН — 13 цифр, ОГРНИП — 15 цифр').describe('ОГРН (13 цифр) или ОГРНИП (15 цифр)'),
    address: line(500).describe('Адрес продавца'),
    phone: phoneNumber,
    email,
    workHours: line(200).describe('Часы работы, например «Ежедневно 10:00–21:00»'),
  })
  .describe('Настройки магазина: все поля');
