import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { ShopTime } from '../../core/shop-time.js';
import { orderStatuses, type OrderStatus } from '../shop/checkout.entity.js';
import type { CheckoutService } from '../shop/checkout.service.js';
import type { ExchangedOrders } from '../shop/exchanged-orders.js';
import { statusNames } from '../shop/order-letters.js';
import { escapeXml } from './yandex-market-feed.js';
import { child, children, readCommerceML, text, truthy, type XmlNode } from './commerceml-xml.js';
import { intArray } from '../../core/sql.js';

/** How many orders one `mode=query` hands over; the rest follow in the next exchange, after `success`. */
const BATCH = 500;

interface OrderLine {
  variantId: number;
  productId: number;
  variantExternalId: string | null;
  name: string;
  sku: string;
  price: string;
  discount: string;
  quantity: number;
}

interface OrderRow {
  id: number;
  status: OrderStatus;
  created_at: Date;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  zip_code: string;
  comment: string;
  user_id: number | null;
  total: string;
  delivery_price: string;
  delivery_method_name: string;
  payment_method_name: string;
  lines: OrderLine[] | null;
}

const ORDERS = `
SELECT c.id, c.status, c.created_at, c.first_name, c.last_name, c.email, c.phone, c.address, c.city, c.country, c.zip_code, c.comment,
  c.user_id, c.total_amount::text AS total, c.delivery_price::text AS delivery_price, c.delivery_method_name, c.payment_method_name,
  (SELECT json_agg(json_build_object('variantId', l.product_variant_id, 'productId', v.product_id, 'variantExternalId', v.external_id,
      'name', l.product_name, 'sku', l.sku, 'price', l.price::text, 'discount', l.discount::text, 'quantity', l.quantity) ORDER BY l.id)
   FROM checkout_line l JOIN product_variant v ON v.id = l.product_variant_id WHERE l.checkout_id = c.id) AS lines
FROM checkout c WHERE c.exported_at IS NULL OR c.updated_at > c.exported_at ORDER BY c.id LIMIT ?`;

const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
/** An element left out when empty: the schemas' optional ones. */
const optional = (name: string, value: string) => (value ? el(name, value) : '');
/** The schemas' longest Ид, name (and most strings), requisite value and comment. */
const ID = 40;
const NAME = 255;
const VALUE = 1000;
const COMMENT = 3000;
const clip = (value: string, length: number) => [...value.trim()].slice(0, length).join('');
/** 1C's Ид of the buyer: the account, else the guest's email (hashed when longer than an Ид may be). */
const buyerId = (order: { user_id: number | null; email: string }) => {
  const id = order.user_id ? `user-${order.user_id}` : order.email.toLowerCase();
  return id.length <= ID ? id : createHash('sha1').update(id).digest('hex');
};
const requisite = (name: string, value: string) => `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;
const money = (value: string | number) => Number(value).toFixed(2);

/** «Отменён» and «Отменен», «в обработке» and «В обработке»: 1C's spelling of a status name. */
const normalName = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е');
const statusByName = new Map(orderStatuses.map((status) => [normalName(statusNames[status]), status]));

/**
 * The sale half of the 1C exchange (CONTRACT §11): `query` hands the orders 1C has not seen as they
 * are now — new ones, and those the shop changed since 1C took them — as a CommerceML 2 document
 * (one Документ per order) and stamps them as sent; `success` marks them exported as of that
 * stamp, so a change made between the two is sent again; an orders document from 1C moves statuses
 * through the checkout service's own rules (a refused move reported rather than failing the
 * exchange), and a move 1C made itself is not sent back to it.
 */
export class OrdersExchange {
  private readonly date: Intl.DateTimeFormat;

  constructor(
    private readonly checkouts: CheckoutService,
    /** The shop's marks of the orders 1C has seen. */
    private readonly exchanged: ExchangedOrders,
    time: ShopTime,
  ) {
    this.date = new Intl.DateTimeFormat('en-CA', { timeZone: time.zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  }

  /** The document of the orders new or changed since 1C took them, and how many it holds; they are stamped `exchange_sent_at` in the caller's transaction. */
  async query(em: EntityManager, now = new Date()): Promise<{ document: string; sent: number }> {
    const orders = await em.execute<OrderRow[]>(ORDERS, [BATCH]);
    await this.exchanged.sent(em, orders.map((o) => o.id));
    const { date, time } = this.moment(now);
    const document =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05" ДатаФормирования="${date}T${time}">\n` +
      orders.map((order) => this.document(order)).join('') +
      '</КоммерческаяИнформация>\n';
    return { document, sent: orders.length };
  }

  /** 1C has read the last document: the orders in it are exported and not offered again. */
  success(em: EntityManager): Promise<number> {
    return this.exchanged.confirmed(em);
  }

  /**
   * An orders document from 1C: each Документ names an order by its Ид (or Номер) and a status
   * («Статус заказа», or «Отменен»/«Проведен» = true). Each move goes through the checkout service
   * (its rules, stock returned on cancelling, the letter to the customer); answers the refusals.
   */
  async apply(ctx: Context, file: string): Promise<{ moved: number; refused: string[] }> {
    const wanted: { id: number; status: OrderStatus; label: string }[] = [];
    const refused: string[] = [];
    const documentRecord = (node: XmlNode) => {
      const label = text(node, 'Номер') || text(node, 'Ид');
      const id = [text(node, 'Ид'), text(node, 'Номер')].map(Number).find((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
      const status = this.statusOf(node);
      if (!status) return;
      if (id === undefined) refused.push(`Документ ${label || 'без номера'}: заказ не найден`);
      else wanted.push({ id, status, label });
    };
    await readCommerceML(file, { records: { Документ: documentRecord, 'Контейнер/Документ': documentRecord } });

    const moved: number[] = [];
    const current = new Map(
      (await ctx.em.execute<{ id: number; status: OrderStatus }[]>('SELECT id, status FROM checkout WHERE id = ANY(?::int[])', [intArray(wanted.map((w) => w.id))])).map((row) => [row.id, row.status]),
    );
    for (const { id, status, label } of wanted) {
      if (!current.has(id)) {
        refused.push(`Документ ${label}: заказ ${id} не найден`);
        continue;
      }
      if (current.get(id) === status) continue;
      try {
        await this.checkouts.setStatus({ ...ctx, em: ctx.em.fork() }, id, { status });
        moved.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        refused.push(`Заказ ${id}: ${error.message}`);
      }
    }
    // 1C knows of the moves it asked for: they are not a change to send back to it.
    await this.exchanged.known(ctx.em, moved);
    return { moved: moved.length, refused };
  }

  /** The status a document asks for: cancelled wins, then «Статус заказа» by its Russian name, then «Проведен» as paid. */
  private statusOf(node: XmlNode): OrderStatus | null {
    const requisites = new Map(children(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').map((r) => [normalName(text(r, 'Наименование')), text(r, 'Значение')]));
    if (truthy(requisites.get('отменен')) || truthy(requisites.get('отменен заказ'))) return 'cancelled';
    const named = statusByName.get(normalName(requisites.get('статус заказа') ?? ''));
    if (named) return named;
    if (truthy(requisites.get('проведен')) || truthy(requisites.get('заказ оплачен'))) return 'paid';
    return null;
  }

  private moment(at: Date): { date: string; time: string } {
    const part = Object.fromEntries(this.date.formatToParts(at).map((p) => [p.type, p.value]));
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
  }

  private document(order: OrderRow): string {
    const { date, time } = this.moment(new Date(order.created_at));
    const person = `${order.last_name} ${order.first_name}`.trim() || order.email;
    // Lines at their discounted amounts; the delivery is what the total leaves (none when a promotion made it free).
    const kopecks = (value: string | number) => Math.round(Number(value) * 100);
    const amounts = (order.lines ?? []).map((line) => kopecks(line.price) * line.quantity - kopecks(line.discount));
    const lines = (order.lines ?? []).map((line, i) => this.product(line.variantExternalId ?? `${line.productId}#${line.variantId}`, line.sku, line.name, amounts[i] / line.quantity / 100, line.quantity, 'Товар', amounts[i] / 100));
    const delivery = kopecks(order.total) - amounts.reduce((sum, amount) => sum + amount, 0);
    if (delivery > 0) lines.push(this.product('ORDER_DELIVERY', '', 'Доставка заказа', delivery / 100, 1, 'Услуга'));
    const where = [order.zip_code, order.country, order.city, order.address].filter(Boolean).join(', ');
    const paid = ['paid', 'shipped', 'delivered'].includes(order.status);
    // Element order, lengths and enumerations as the official 2.08 and 2.10 schemas require.
    return (
      '<Документ>' +
      el('Ид', order.id) +
      el('Номер', order.id) +
      el('Дата', date) +
      el('ХозОперация', 'Заказ товара') +
      el('Роль', 'Продавец') +
      el('Валюта', 'руб') +
      el('Курс', 1) +
      el('Сумма', money(order.total)) +
      '<Контрагенты><Контрагент>' +
      el('Ид', buyerId(order)) +
      el('Наименование', clip(person, NAME)) +
      el('ПолноеНаименование', clip(person, NAME)) +
      optional('Фамилия', clip(order.last_name, NAME)) +
      optional('Имя', clip(order.first_name, NAME)) +
      (where ? `<АдресРегистрации>${el('Представление', clip(where, NAME))}</АдресРегистрации>` : '') +
      '<Контакты>' +
      `<Контакт>${el('Тип', 'Почта')}${el('Значение', clip(order.email, NAME))}</Контакт>` +
      (order.phone ? `<Контакт>${el('Тип', 'Телефон мобильный')}${el('Значение', clip(order.phone, NAME))}</Контакт>` : '') +
      '</Контакты>' +
      el('Роль', 'Покупатель') +
      '</Контрагент></Контрагенты>' +
      el('Время', time) +
      optional('Комментарий', clip(order.comment, COMMENT)) +
      `<Товары>${lines.join('')}</Товары>` +
      '<ЗначенияРеквизитов>' +
      requisite('Статус заказа', statusNames[order.status]) +
      requisite('Заказ оплачен', String(paid)) +
      requisite('Отменен', String(order.status === 'cancelled')) +
      (order.payment_method_name ? requisite('Метод оплаты', clip(order.payment_method_name, VALUE)) : '') +
      (order.delivery_method_name ? requisite('Способ доставки', clip(order.delivery_method_name, VALUE)) : '') +
      '</ЗначенияРеквизитов>' +
      '</Документ>\n'
    );
  }

  /**
   * A line of the order. 1C names a characteristic's offer `product#characteristic`; the schemas
   * allow an Ид of 40 characters, so a longer one (two of 1C's UUIDs) is sent as the product's Ид
   * with the characteristic's Ид in ХарактеристикаТовара.
   */
  private product(externalId: string, sku: string, name: string, price: number, quantity: number, kind: 'Товар' | 'Услуга', amount = price * quantity): string {
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
      el('Сумма', money(amount)) +
      '</Товар>'
    );
  }
}
