import { createHash } from 'node:crypto';
import { normalEmail, normalPhone } from '../../core/contacts.js';
import { kopecks, unitPrices } from '../../core/money.js';
import { escapeXml } from './yandex-market-feed.js';

/**
 * The pieces of the CommerceML 2 documents handed to 1C (an order, a return): element order,
 * lengths and enumerations as the official 2.08 and 2.10 schemas require. Money is in kopecks.
 */

/** The schemas' longest Ид, name (and most strings), requisite value and comment. */
const ID = 40;
const NAME = 255;
const VALUE = 1000;
const COMMENT = 3000;

const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
/** An element left out when empty: the schemas' optional ones. */
const optional = (name: string, value: string) => (value ? el(name, value) : '');
const clip = (value: string, length: number) => [...value.trim()].slice(0, length).join('');
const requisite = (name: string, value: string) => `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;
const money = (kopecks: number) => (kopecks / 100).toFixed(2);

/** A discount already taken off the sums it is written beside. */
export interface Discount {
  name: string;
  /** Kopecks. */
  amount: number;
}

/** `<Скидки>` of a document or a line, every one `УчтеноВСумме`: the sums are after them. */
const discountsElement = (discounts: Discount[]) =>
  discounts.length
    ? `<Скидки>${discounts.map((d) => `<Скидка>${el('Наименование', clip(d.name, NAME))}${el('Сумма', money(d.amount))}${el('УчтеноВСумме', 'true')}</Скидка>`).join('')}</Скидки>`
    : '';

/** The order's columns of its buyer, as the documents' queries select them from `checkout c`. */
export const BUYER_COLUMNS = 'c.user_id, c.first_name, c.last_name, c.email, c.phone, c.address, c.city, c.country, c.zip_code';

export interface Buyer {
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  zip_code: string;
}

/**
 * 1C's Ид of the buyer: the account's, else a guest's made from their normalised phone (every
 * guest order has one; staff's phone orders may have no email), else email — hashed, so it fits
 * the schemas' 40 characters and carries no contact.
 */
function buyerId(buyer: Buyer, orderId: number): string {
  if (buyer.user_id) return `user-${buyer.user_id}`;
  const phone = normalPhone(buyer.phone);
  const email = buyer.email && (normalEmail(buyer.email) ?? buyer.email.trim().toLowerCase());
  const digits = buyer.phone.replace(/\D/g, '');
  const contact = phone ? `phone:${phone}` : email ? `email:${email}` : digits ? `phone:${digits}` : `order:${orderId}`;
  return `guest-${createHash('sha256').update(contact).digest('hex').slice(0, 24)}`;
}

function contractor(buyer: Buyer, orderId: number): string {
  const person = `${buyer.last_name} ${buyer.first_name}`.trim() || buyer.email || buyer.phone;
  const where = [buyer.zip_code, buyer.country, buyer.city, buyer.address].filter(Boolean).join(', ');
  const contacts = [
    buyer.email ? `<Контакт>${el('Тип', 'Почта')}${el('Значение', clip(buyer.email, NAME))}</Контакт>` : '',
    buyer.phone ? `<Контакт>${el('Тип', 'Телефон мобильный')}${el('Значение', clip(buyer.phone, NAME))}</Контакт>` : '',
  ].join('');
  return (
    '<Контрагенты><Контрагент>' +
    el('Ид', buyerId(buyer, orderId)) +
    el('Наименование', clip(person, NAME)) +
    el('ПолноеНаименование', clip(person, NAME)) +
    optional('Фамилия', clip(buyer.last_name, NAME)) +
    optional('Имя', clip(buyer.first_name, NAME)) +
    (where ? `<АдресРегистрации>${el('Представление', clip(where, NAME))}</АдресРегистрации>` : '') +
    (contacts ? `<Контакты>${contacts}</Контакты>` : '') +
    el('Роль', 'Покупатель') +
    '</Контрагент></Контрагенты>'
  );
}

/** A line of goods: its variant, what it is, its price before discounts, how many and what they cost after them. */
export interface GoodsLine {
  variantId: number;
  productId: number;
  variantExternalId: string | null;
  name: string;
  sku: string;
  price: string;
  quantity: number;
  /** Kopecks, after the line's discounts. */
  amount: number;
}

/**
 * The `<Товар>`s of a line, each priced so that ЦенаЗаЕдиницу × Количество is its Сумма to the
 * kopeck: a discount that does not divide by the quantity splits the line in two as the receipt
 * does, one unit carrying the kopecks left. Each part names its share of the discount.
 */
export function goods(line: GoodsLine): string[] {
  const full = kopecks(line.price);
  const discount = full * line.quantity - line.amount;
  const parts = unitPrices({ quantity: line.quantity, price: Number(line.price), discount: discount / 100 });
  const id = line.variantExternalId ?? `${line.productId}#${line.variantId}`;
  return parts.map((part) => {
    const off = (full - part.price) * part.quantity;
    return item(id, line.sku, line.name, 'Товар', part.price, part.quantity, off > 0 ? [{ name: 'Скидка', amount: off }] : []);
  });
}

/** A service of the order (its delivery) as one `<Товар>`. */
export const service = (id: string, name: string, amount: number) => item(id, '', name, 'Услуга', amount, 1, []);

/**
 * One `<Товар>`. 1C names a characteristic's offer `product#characteristic`; the schemas allow an
 * Ид of 40 characters, so a longer one (two of 1C's UUIDs) is sent as the product's Ид with the
 * characteristic's Ид in ХарактеристикаТовара.
 */
function item(externalId: string, sku: string, name: string, kind: 'Товар' | 'Услуга', price: number, quantity: number, discounts: Discount[]): string {
  const [productId, characteristicId] = externalId.length > ID ? [externalId.split('#')[0].slice(0, ID), externalId.split('#')[1]?.slice(0, ID)] : [externalId, undefined];
  return (
    '<Товар>' +
    el('Ид', productId) +
    optional('Артикул', clip(sku, NAME)) +
    el('Наименование', clip(name, NAME)) +
    '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>' +
    (characteristicId
      ? `<ХарактеристикиТовара><ХарактеристикаТовара>${el('Ид', characteristicId)}${el('Наименование', 'Характеристика')}${el('Значение', clip(sku || name, VALUE))}</ХарактеристикаТовара></ХарактеристикиТовара>`
      : '') +
    `<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', kind)}${requisite('ТипНоменклатуры', kind)}</ЗначенияРеквизитов>` +
    el('ЦенаЗаЕдиницу', money(price)) +
    el('Количество', quantity) +
    el('Сумма', money(price * quantity)) +
    discountsElement(discounts) +
    '</Товар>'
  );
}

/** What a `<Документ>` says: its heading, buyer and time, then its discounts, goods (already as `<Товар>`s) and requisites. */
export interface DocumentParts {
  id: string;
  number: string;
  operation: 'Заказ товара' | 'Возврат товара';
  /** Date and time in the shop's time zone. */
  at: { date: string; time: string };
  /** Kopecks. */
  sum: number;
  buyer: Buyer;
  orderId: number;
  comment: string;
  discounts: Discount[];
  goods: string[];
  requisites: [string, string][];
}

/** One `<Документ>`; the order's Ид fills in for a buyer with no contact at all. */
export const documentElement = (d: DocumentParts) =>
  '<Документ>' +
  el('Ид', d.id) +
  el('Номер', d.number) +
  el('Дата', d.at.date) +
  el('ХозОперация', d.operation) +
  el('Роль', 'Продавец') +
  el('Валюта', 'руб') +
  el('Курс', 1) +
  el('Сумма', money(d.sum)) +
  contractor(d.buyer, d.orderId) +
  el('Время', d.at.time) +
  optional('Комментарий', clip(d.comment, COMMENT)) +
  discountsElement(d.discounts) +
  (d.goods.length ? `<Товары>${d.goods.join('')}</Товары>` : '') +
  `<ЗначенияРеквизитов>${d.requisites.map(([name, value]) => requisite(name, clip(value, VALUE))).join('')}</ЗначенияРеквизитов>` +
  '</Документ>\n';

/** A moment as the documents write it, `{date: 'YYYY-MM-DD', time: 'HH:MM:SS'}` in the shop's time zone. */
export type Moment = (at: Date) => { date: string; time: string };

/** The documents' moments in the shop's time zone. */
export function shopMoment(zone: string): Moment {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (at) => {
    const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
  };
}
