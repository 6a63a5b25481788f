import { z } from 'zod';
import { int, money, timestamp, userRef } from '../../core/outputs.js';

const day = z.string().describe('ГГГГ-ММ-ДД, по времени магазина');

export const dashboardOutput = z
  .object({
    from: day,
    to: day,
    days: z.array(z.object({ date: day, orders: int, revenue: money.describe('Получено минус возвращено, ₽'), refunds: money.describe('Возвращено покупателям, ₽') })),
    totals: z.object({
      orders: int.describe('Оформлено заказов, вместе с отменёнными'),
      revenue: money.describe('Выручка: получено за период минус возвращено за период, ₽'),
      refunds: money.describe('Возвраты денег за период, ₽'),
      averageOrder: money.describe('Средний чек без отменённых и полностью возвращённых, ₽'),
      cancelled: int,
      discounts: money.describe('Скидки по заказам без отменённых (товары и бесплатная доставка), ₽'),
      discountedOrders: int.describe('Заказов без отменённых, получивших скидку'),
    }),
    topProducts: z.array(z.object({ id: int, name: z.string(), quantity: int, revenue: money.describe('Со скидками, ₽') })),
    promotions: z
      .array(
        z.object({
          promotionId: int.nullable().describe('Пусто, если акцию с тех пор удалили'),
          name: z.string(),
          orders: int.describe('Заказов без отменённых, получивших её'),
          amount: money.describe('Сколько она дала скидки, ₽'),
        }),
      )
      .describe('До пяти акций, давших больше всего скидок'),
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
