import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { ShopTime } from '../../core/shop-time.js';
import { orderStatuses, statusNames, type OrderStatus } from '../shop/checkout.entity.js';
import type { OrderStatusService } from '../shop/order-status.service.js';
import type { ExchangedOrders } from '../shop/exchanged-orders.service.js';
import { kopecks } from '../../core/money.js';
import { BUYER_COLUMNS, documentElement, goods, service, shopMoment, type Buyer, type GoodsLine, type Moment } from './commerceml-document.js';
import { ReturnsExchange, RETURN_OPERATION } from './commerceml-returns.js';
import { child, children, readCommerceML, text, truthy, type XmlNode } from './commerceml-xml.js';
import { intArray } from '../../core/sql.js';

/** How many orders one `mode=query` hands over; the rest follow in the next exchange, after `success`. */
const BATCH = 500;

interface OrderRow extends Buyer {
  id: number;
  status: OrderStatus;
  created_at: Date;
  comment: string;
  total: string;
  delivery_method_name: string;
  payment_method_name: string;
  lines: (Omit<GoodsLine, 'amount'> & { discount: string })[] | null;
  discounts: { name: string; amount: string }[] | null;
}

const ORDERS = `
SELECT c.id, c.status, c.created_at, c.comment, ${BUYER_COLUMNS},
  c.total_amount::text AS total, c.delivery_method_name, c.payment_method_name,
  (SELECT json_agg(json_build_object('variantId', l.product_variant_id, 'productId', v.product_id, 'variantExternalId', v.external_id,
      'name', l.product_name, 'sku', l.sku, 'price', l.price::text, 'discount', l.discount::text, 'quantity', l.quantity) ORDER BY l.id)
   FROM checkout_line l JOIN product_variant v ON v.id = l.product_variant_id WHERE l.checkout_id = c.id) AS lines,
  (SELECT json_agg(json_build_object('name', d.name, 'amount', d.amount::text) ORDER BY d.id)
   FROM checkout_discount d WHERE d.checkout_id = c.id AND d.amount > 0) AS discounts
FROM checkout c WHERE c.exported_at IS NULL OR c.updated_at > c.exported_at ORDER BY c.id LIMIT ?`;

/** «Отменён» and «Отменен», «в обработке» and «В обработке»: 1C's spelling of a status name. */
const normalName = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е');
const statusByName = new Map(orderStatuses.map((status) => [normalName(statusNames[status]), status]));

/**
 * The sale half of the 1C exchange (CONTRACT §11): `query` hands the orders 1C has not seen as they
 * are now — new ones, and those the shop changed since 1C took them — as a CommerceML 2 document
 * (one Документ per order) and stamps them as sent; `success` marks them exported as of that
 * stamp, so a change made between the two is sent again. The returns 1C has not had follow the
 * orders in the same document (ReturnsExchange). An orders document from 1C moves statuses
 * through the checkout service's own rules (a refused move reported rather than failing the
 * exchange), and a move 1C made itself is not sent back to it.
 */
export class OrdersExchange {
  private readonly moment: Moment;
  /** The returns taken after 1C has seen their orders, handed over in the same document. */
  private readonly returns: ReturnsExchange;

  constructor(
    private readonly statusMoves: OrderStatusService,
    /** The shop's marks of the orders 1C has seen. */
    private readonly exchanged: ExchangedOrders,
    time: ShopTime,
  ) {
    this.moment = shopMoment(time.zone);
    this.returns = new ReturnsExchange(this.moment);
  }

  /**
   * The document of the orders new or changed since 1C took them, then the returns 1C has not had,
   * and how many of each it holds; both are stamped as sent in the caller's transaction.
   */
  async query(em: EntityManager, now = new Date()): Promise<{ document: string; orders: number; returns: number }> {
    const orders = await em.execute<OrderRow[]>(ORDERS, [BATCH]);
    await this.exchanged.sent(em, orders.map((o) => o.id));
    // After the orders' stamps: a return goes with its order's first document or later, never before it.
    const returns = await this.returns.query(em);
    const { date, time } = this.moment(now);
    const document =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05" ДатаФормирования="${date}T${time}">\n` +
      orders.map((order) => this.document(order)).join('') +
      returns.join('') +
      '</КоммерческаяИнформация>\n';
    return { document, orders: orders.length, returns: returns.length };
  }

  /** 1C has read the last document: the orders and returns in it are exported and not offered again. */
  async success(em: EntityManager): Promise<{ orders: number; returns: number }> {
    return { orders: await this.exchanged.confirmed(em), returns: await this.returns.success(em) };
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
      // A return handed over earlier may come back carried by 1C: it names no order to move.
      if (text(node, 'ХозОперация') === RETURN_OPERATION) return;
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
        await this.statusMoves.setStatus({ ...ctx, em: ctx.em.fork() }, id, { status });
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

  /** An order as 1C's Документ «Заказ товара»: its lines at their discounted sums, the delivery as a service, its promotions as Скидки. */
  private document(order: OrderRow): string {
    const lines = (order.lines ?? []).map(({ discount, ...line }) => ({ ...line, amount: kopecks(line.price) * line.quantity - kopecks(discount) }));
    // The delivery is what the total leaves of the lines: none when a promotion made it free.
    const delivery = kopecks(order.total) - lines.reduce((sum, line) => sum + line.amount, 0);
    const paid = ['paid', 'shipped', 'delivered'].includes(order.status);
    const requisites: [string, string][] = [
      ['Статус заказа', statusNames[order.status]],
      ['Заказ оплачен', String(paid)],
      ['Отменен', String(order.status === 'cancelled')],
    ];
    if (order.payment_method_name) requisites.push(['Метод оплаты', order.payment_method_name]);
    if (order.delivery_method_name) requisites.push(['Способ доставки', order.delivery_method_name]);
    return documentElement({
      id: String(order.id),
      number: String(order.id),
      operation: 'Заказ товара',
      at: this.moment(new Date(order.created_at)),
      sum: kopecks(order.total),
      buyer: order,
      orderId: order.id,
      comment: order.comment,
      discounts: (order.discounts ?? []).map((d) => ({ name: d.name, amount: kopecks(d.amount) })),
      goods: [...lines.flatMap((line) => goods(line)), ...(delivery > 0 ? [service('ORDER_DELIVERY', 'Доставка заказа', delivery)] : [])],
      requisites,
    });
  }
}
