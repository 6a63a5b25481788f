import { z } from 'zod';
import { day, id, integer, moment, text } from '../../core/validation.js';

/** The longest range the dashboard draws day by day. */
export const MAX_DASHBOARD_DAYS = 366;

export const dashboardQuery = z
  .object({
    from: day.optional().describe('Первый день (ГГГГ-ММ-ДД, по времени магазина); по умолчанию — 29 дней до to'),
    to: day.optional().describe('Последний день включительно; по умолчанию — сегодня'),
  })
  .describe('Период сводки');

export const auditEntities = [
  'category', 'brand', 'color', 'size', 'tag', 'users', 'product', 'product_variant', 'product_colors', 'product_sizes', 'product_tags', 'image',
  'advertisement', 'news_post', 'slide', 'subscriber', 'checkout', 'checkout_line', 'address', 'review', 'review_comment', 'question',
  'question_comment', 'delivery_method', 'payment_method', 'promotion', 'return_request', 'shop_settings', 'pickup_point',
] as const;

export const auditQuery = z.object({
  entity: z.enum(auditEntities).meta({ id: 'AuditEntity', description: 'Что менялось: таблица записи' }).optional(),
  entityId: id.optional().describe('Номер записи'),
  userId: id.optional().describe('Кто менял'),
  action: text().trim().max(20).optional().describe('Действие: create, update, delete, status, role, import, bulk, refund, return'),
  from: moment.optional().describe('Не раньше (дата по времени магазина или момент)'),
  to: moment.optional().describe('Не позже (дата — включая весь день)'),
  page: integer(1, 100_000).default(1),
  limit: integer(1, 200).default(50),
});
export type AuditFilters = z.output<typeof auditQuery>;
