import { z } from 'zod';
import { int, stamped, timestamp } from '../../core/outputs.js';

export const newsOutput = z
  .object({ ...stamped, title: z.string(), url: z.string(), text: z.string(), image: z.string().nullable(), showOnMain: z.boolean() })
  .meta({ id: 'NewsPost' });

export const slideOutput = z.object({ ...stamped, image: z.string(), link: z.string(), position: int }).meta({ id: 'Slide' });

export const advertisementOutput = z.object({ ...stamped, title: z.string(), description: z.string() }).meta({ id: 'Advertisement' });

export const subscriberOutput = z.object({ ...stamped, email: z.string(), mailId: z.uuid() }).meta({ id: 'Subscriber' });

export const unsubscribed = z.object({ id: int, message: z.string() });

export const campaignOutput = z
  .object({
    id: int,
    subject: z.string(),
    text: z.string(),
    newsId: int.nullable(),
    promotionId: int.nullable().describe('Акция, о которой письмо'),
    status: z.enum(['draft', 'sending', 'sent']).describe('draft — черновик, sending — уходит, sent — ушла вся'),
    total: int.describe('Скольким подписчикам'),
    queued: int.describe('Сколько писем уже в очереди на отправку'),
    sent: int.describe('Сколько отправлено'),
    failed: int.describe('Сколько не удалось отправить'),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
  })
  .meta({ id: 'Campaign' });
