import type { EntityManager } from '@mikro-orm/postgresql';
import { shownPhone } from '../../core/contacts.js';
import { CSV_BOM, csvLine } from '../../core/csv.js';
import type { ShopTime } from '../../core/shop-time.js';
import { checkoutsAfter, type CheckoutView } from './checkout-list.js';
import type { CheckoutFilters } from './checkout.inputs.js';
import { paymentStatusNames, statusNames } from './checkout.entity.js';

const BATCH = 500;

/** `orders-2026-11-24.csv`, the shop's day. */
export const checkoutsFileName = (time: ShopTime, now = new Date()) => `orders-${time.dayOf(now)}.csv`;
/** «4990,50», as a Russian Excel reads a number. */
const money = (amount: number) => amount.toFixed(2).replace('.', ',');

const columns = (time: ShopTime): [header: string, value: (order: CheckoutView) => string][] => [
  ['Номер', (o) => String(o.id)],
  ['Дата', (o) => time.dateTime(o.createdAt)],
  ['Статус', (o) => statusNames[o.status]],
  ['Покупатель', (o) => `${o.contact.firstName} ${o.contact.lastName}`.trim()],
  ['Email', (o) => o.contact.email],
  ['Телефон', (o) => shownPhone(o.contact.phone)],
  ['Адрес', ({ contact: c }) => [c.zipCode, c.country, c.city, c.address].filter(Boolean).join(', ')],
  ['Доставка', (o) => o.deliveryMethod?.name ?? ''],
  ['Стоимость доставки', (o) => money(o.deliveryPrice)],
  ['Оплата', (o) => o.paymentMethod?.name ?? ''],
  ['Товаров, шт.', (o) => String(o.orderProducts.reduce((sum, line) => sum + line.quantity, 0))],
  ['Сумма товаров', (o) => money(o.itemsAmount)],
  ['Промокод', (o) => o.promoCode ?? ''],
  ['Скидка', (o) => money(o.discountAmount)],
  ['Итого', (o) => money(o.totalAmount)],
  ['Оплачено', (o) => money(o.paidAmount)],
  ['Возвращено', (o) => money(o.refundedAmount)],
  ['Статус оплаты', (o) => (o.paymentStatus ? paymentStatusNames[o.paymentStatus] : 'Не оплачен')],
];

/** The matching orders as CSV text, header first, read from the database a batch at a time. */
export async function* checkoutsCsv(em: EntityManager, filters: Partial<CheckoutFilters>, time: ShopTime, returnDays: number): AsyncGenerator<string> {
  const fields = columns(time);
  yield CSV_BOM + csvLine(fields.map(([header]) => header));
  let lastId = 0;
  for (;;) {
    const orders = await checkoutsAfter(em, filters, time.zone, lastId, BATCH, returnDays);
    if (!orders.length) return;
    yield orders.map((order) => csvLine(fields.map(([, value]) => value(order)))).join('');
    lastId = orders[orders.length - 1].id;
  }
}
