import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { flag, slug, text } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';
import { subscriberStatuses } from './content.entities.js';

const fileName = text().trim().min(1).max(300);

export const newsBody = z
  .object({
    title: text().trim().min(1).max(300).describe('Заголовок'),
    url: slug.optional(),
    text: text().trim().max(50_000).optional().describe('Текст'),
    image: fileName.nullable().optional(),
    showOnMain: z.boolean().optional(),
  })
  .describe('Новость');

export const newsQuery = listQuery(
  'NewsPost',
  { title: text().trim().max(300).optional().describe('Часть заголовка'), showOnMain: flag.optional() },
  ['createdAt', 'id', 'title'],
);

/**
 * Where a slide leads: nowhere (empty), a path of the shop or a web address — never `javascript:`,
 * `data:` or `//host`. Whitespace and backslashes are refused too: browsers drop the ones and read
 * the others as `/`, which would make `/\host` lead off the shop.
 */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^(?:\/(?!\/)|https?:\/\/[^\s/\\])[^\s\\]*$/i, 'Укажите путь в магазине (например, /catalog/women) или полный адрес (https://…)');

export const slideBody = z.object({ image: fileName.describe('Имя файла изображения'), link: link.default('').describe('Ссылка') }).describe('Слайд');
export const slideListBody = z
  .array(slideBody.extend({ id: z.number().int().positive().optional() }))
  .max(30)
  .describe('Весь новый список слайдов по порядку');

export const advertisementBody = z
  .object({ title: text().trim().max(300).optional(), description: text().trim().max(5000).optional() })
  .describe('Рекламный текст');

export const subscribeBody = z.object({ email, consent }).describe('Подписка на рассылку');
/** The token of the link `PUBLIC_URL/subscribe/{token}` from the letter «Подтвердите подписку». */
export const confirmToken = text().trim().min(1).max(200).describe('Токен из ссылки в письме «Подтвердите подписку»');
export const confirmBody = z.object({ token: confirmToken }).describe('Подтверждение подписки');
export const mailId = z.uuid('Неверный идентификатор подписки');
export const subscriberQuery = listQuery(
  'Subscriber',
  {
    email: text().trim().max(254).optional().describe('Часть адреса'),
    status: z.enum(subscriberStatuses).meta({ id: 'SubscriberStatus' }).optional().describe('Только ждущие подтверждения (pending) или подтверждённые (confirmed)'),
  },
  ['id', 'createdAt', 'email'],
);
