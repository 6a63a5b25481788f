import type { EntityManager } from '@mikro-orm/postgresql';
import { CSV_BOM, csvLine } from '../../core/csv.js';
import { checkoutsAfter, type CheckoutView } from './checkout-list.js';
import type { CheckoutFilters } from './checkout.inputs.js';
import { statusNames } from './order-letters.js';

const BATCH = 500;

const moscowTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const moscowDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `orders-2026-11-24.csv`, the day in Moscow. */
export const checkoutsFileName = (now = new Date()) => `orders-${moscowDay.format(now)}.csv`;

/** «24.11.2026 21:05». */
const dateTime = (moment: Date) => moscowTime.format(moment).replace(',', '');
/** «4990,50», as a Russian Excel reads a number. */
const money = (amount: number) => amount.toFixed(2).replace('.', ',');

const columns: [header: string, value: (order: CheckoutView) => string][] = [
  ['Номер', (o) => String(o.id)],
  ['Дата', (o) => dateTime(o.createdAt)],
  ['Статус', (o) => statusNames[o.status]],
  ['Покупатель', (o) => `${o.contact.firstName} ${o.contact.lastName}`.trim()],
  ['Email', (o) => o.contact.email],
  ['Телефон', (o) => o.contact.phone],
  ['Адрес', ({ contact: c }) => [c.zipCode, c.country, c.city, c.address].filter(Boolean).join(', ')],
  ['Доставка', (o) => o.deliveryMethod?.name ?? ''],
  ['Стоимость доставки', (o) => money(o.deliveryPrice)],
  ['Оплата', (o) => o.paymentMethod?.name ?? ''],
  ['Товаров, шт.', (o) => String(o.orderProducts.reduce((sum, line) => sum + line.quantity, 0))],
  ['Сумма товаров', (o) => money(o.itemsAmount)],
  ['Итого', (o) => money(o.totalAmount)],
];

/** The matching orders as CSV text, header first, read from the database a batch at a time. */
export async function* checkoutsCsv(em: EntityManager, filters: Partial<CheckoutFilters>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns.map(([header]) => header));
  let lastId = 0;
  for (;;) {
    const orders = await checkoutsAfter(em, filters, lastId, BATCH);
    if (!orders.length) return;
    yield orders.map((order) => csvLine(columns.map(([, value]) => value(order)))).join('');
    lastId = orders[orders.length - 1].id;
  }
}
