import { z } from 'zod';
import { int, timestamp, userRef } from '../../core/outputs.js';

export const exchangeOverviewOutput = z
  .object({
    feedUrl: z.string().describe('Адрес фида, с ?token=, если задан FEED_TOKEN'),
    feedTokenSet: z.boolean(),
    exchangeUrl: z.string().describe('Адрес обмена для 1С и МойСклад'),
    runs: z.array(
      z.object({
        id: int,
        at: timestamp,
        user: userRef.nullable(),
        kind: z.enum(['catalog-import', 'offers-import', 'sale-query', 'sale-success', 'sale-file']),
        filename: z.string(),
        outcome: z.enum(['success', 'progress', 'failure']).describe('progress — часть файла, 1С продолжит'),
        counts: z.record(z.string(), z.number()),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'ExchangeOverview' });
