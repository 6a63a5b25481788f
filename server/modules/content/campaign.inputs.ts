import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id, text } from '../../core/validation.js';

export const campaignBody = z
  .object({
    subject: text().trim().min(1).max(300).describe('Тема письма'),
    text: text().trim().min(1).max(20_000).describe('Текст письма; абзацы разделяются пустой строкой'),
    newsId: id.nullable().optional().describe('Новость, на которую ведёт письмо'),
    promotionId: id.nullable().optional().describe('Акция, о которой письмо: её промокод и срок попадут в письмо'),
  })
  .describe('Рассылка подписчикам');

export const campaignQuery = listQuery('Campaign', {}, ['id', 'createdAt'] as const);
