import { z } from 'zod';
import { int, stamped, timestamp } from '../../core/outputs.js';

export const newsOutput = z
  .object({ ...stamped, title: z.string(), url: z.string(), text: z.string(), image: z.string().nullable(), showOnMain: z.boolean() })
  .meta({ id: 'NewsPost' });

export const slideOutput = z.object({ ...stamped, image: z.string(), link: z.string(), position: int }).meta({ id: 'Slide' });

export const advertisementOutput = z.object({ ...stamped, title: z.string(), description: z.string() }).meta({ id: 'Advertisement' });

const subscriberStatus = z.enum(['pending', 'confirmed']).meta({ id: 'SubscriberStatus' }).describe('pending — ждёт подтверждения по ссылке из письма, confirmed — подтверждён');

export const subscriberOutput = z
  .object({ ...stamped, email: z.string(), mailId: z.uuid(), status: subscriberStatus, confirmedAt: timestamp.nullable().describe('Когда адрес подтвердил подписку') })
  .meta({ id: 'Subscriber' });

/**
 * The answer to a request to subscribe: the same for a new address, one waiting for its letter and
 * one already subscribed, so it tells nobody who reads the shop's newsletter; it never holds the
 * `mailId`, which unsubscribes.
 */
export const subscriptionRequestOutput = z
  .object({ email: z.string(), status: z.literal('pending').describe('Ждёт подтверждения: письмо со ссылкой отправлено на адрес (не чаще раза в сутки)') })
  .meta({ id: 'SubscriptionRequest' });

export const subscriptionConfirmedOutput = z
  .object({ email: z.string(), status: z.literal('confirmed'), message: z.string() })
  .meta({ id: 'SubscriptionConfirmed' });

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
