import { z } from 'zod';
import { int, money, timestamp, userRef } from '../../core/outputs.js';

const day = z.string().describe('ГГГГ-ММ-ДД, по времени магазина');

export const dashboardOutput = z
  .object({
    from: day,
    to: day,
    days: z.array(z.object({ date: day, orders: int, revenue: money })),
    totals: z.object({
      orders: int.describe('Оформлено заказов, вместе с отменёнными'),
      revenue: money.describe('Выручка без отменённых заказов, ₽'),
      averageOrder: money.describe('Средний чек без отменённых, ₽'),
      cancelled: int,
    }),
    topProducts: z.array(z.object({ id: int, name: z.string(), quantity: int, revenue: money })),
    lowStock: z.array(z.object({ productId: int, variantId: int, name: z.string(), sku: z.string(), stock: int })),
    waiting: z.object({ newOrders: int, unansweredQuestions: int, unansweredReviews: int }),
    newSubscribers: int,
  })
  .meta({ id: 'Dashboard' });

export const auditRecordOutput = z
  .object({
    id: int,
    at: timestamp,
    user: userRef.nullable(),
    action: z.string().describe('create, update, delete, status, role, import или bulk'),
    entity: z.string().describe('Таблица записи: product, checkout, users…'),
    entityId: int.nullable(),
    changes: z.record(z.string(), z.array(z.unknown())).describe('Поле → [было, стало]'),
  })
  .meta({ id: 'AuditRecord' });
