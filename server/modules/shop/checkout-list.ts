import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../core/list.js';
import { notFound } from '../../core/errors.js';
import { Conditions, intArray, isoTime } from '../../core/sql.js';
import type { OrderPaymentStatus, OrderStatus } from './checkout.entity.js';
import { orderPaymentColumns, withDates, type PaymentView, type RefundView } from './payment/payment-views.js';
import type { CheckoutFilters } from './checkout.inputs.js';
import { contactMatch } from './contact-match.js';
import type { DiscountLine } from './promotion/discounts.js';
import { requestWithDates, returnRequestsColumn, returnUntilColumn, type ReturnRequestView } from './returns/return-request-views.js';
import { trackingUrl, type Carrier } from './shipping-carriers.js';
import { orderReturnsColumn, returnedQuantityColumn, returnWithDates, type OrderReturnView } from './returns/order-return-views.js';
import type { VariantLook } from '../catalogue/product.service.js';
import type { CarrierCity, CarrierPoint } from './checkout.entity.js';

export interface CheckoutView {
  id: number;
  status: OrderStatus;
  addressId: number | null;
  basketId: string | null;
  userId: number | null;
  deliveryMethod: { id: number; name: string } | null;
  deliveryPrice: number;
  paymentMethod: { id: number; name: string } | null;
  pickupPoint: { name: string; address: string; hours: string; phone: string } | null;
  /** СДЭК's quote and choice (CONTRACT §20); null for the shop's own methods. */
  deliveryTariff: number | null;
  deliveryDays: { min: number; max: number } | null;
  deliveryPoint: CarrierPoint | null;
  deliveryCity: CarrierCity | null;
  itemsAmount: number;
  promoCode: string | null;
  discounts: DiscountLine[];
  discountAmount: number;
  totalAmount: number;
  /** How many pieces the order holds: its lines' quantities added up. */
  itemCount: number;
  paymentStatus: OrderPaymentStatus | null;
  paidAmount: number;
  refundedAmount: number;
  returnedAmount: number;
  version: number;
  accessToken: string;
  payment: PaymentView | null;
  payments: PaymentView[];
  refunds: RefundView[];
  returns: OrderReturnView[];
  returnRequests: ReturnRequestView[];
  returnUntil: Date | null;
  trackNumber: string | null;
  carrier: Carrier | null;
  trackingUrl: string | null;
  createdAt: Date;
  contact: { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; country: string; zipCode: string; comment: string };
  orderProducts: ({ id: number; productVariantId: number; quantity: number; price: number; discount: number; discountedPrice: number; returnedQuantity: number; productName: string; sku: string; size: string | null; color: string | null } & VariantLook)[];
}

/** An order with its lines as one row, so a page of orders is one statement; `returnDays` is RETURN_DAYS. */
const checkoutColumns = (returnDays: number) => `
  c.id, c.status, c.track_number AS "trackNumber", c.carrier, c.address_id AS "addressId", c.basket_id AS "basketId", c.user_id AS "userId",
  CASE WHEN c.delivery_method_id IS NULL THEN NULL ELSE json_build_object('id', c.delivery_method_id, 'name', c.delivery_method_name) END AS "deliveryMethod",
  c.delivery_price::float8 AS "deliveryPrice",
  CASE WHEN c.payment_method_id IS NULL THEN NULL ELSE json_build_object('id', c.payment_method_id, 'name', c.payment_method_name) END AS "paymentMethod",
  c.pickup_point AS "pickupPoint", c.delivery_tariff AS "deliveryTariff", c.delivery_point AS "deliveryPoint", c.delivery_city AS "deliveryCity",
  CASE WHEN c.delivery_days_min IS NULL THEN NULL ELSE json_build_object('min', c.delivery_days_min, 'max', c.delivery_days_max) END AS "deliveryDays",
  c.items_amount::float8 AS "itemsAmount", c.promo_code AS "promoCode", c.discount_amount::float8 AS "discountAmount", c.total_amount::float8 AS "totalAmount",
  (SELECT COALESCE(sum(l.quantity), 0)::int FROM checkout_line l WHERE l.checkout_id = c.id) AS "itemCount",
  c.paid_amount::float8 AS "paidAmount", c.refunded_amount::float8 AS "refundedAmount", c.returned_amount::float8 AS "returnedAmount", c.version,
  COALESCE((SELECT json_agg(json_build_object('promotionId', d.promotion_id, 'name', d.name, 'amount', d.amount::float8, 'freeDelivery', d.free_delivery) ORDER BY d.id)
    FROM checkout_discount d WHERE d.checkout_id = c.id), '[]') AS discounts, ${isoTime('c.created_at')} AS "createdAt",
  json_build_object('firstName', c.first_name, 'lastName', c.last_name, 'email', c.email, 'phone', c.phone, 'address', c.address,
    'city', c.city, 'country', c.country, 'zipCode', c.zip_code, 'comment', c.comment) AS contact,
  COALESCE((SELECT json_agg(json_build_object('id', l.id, 'productVariantId', l.product_variant_id, 'quantity', l.quantity,
    'price', l.price::float8, 'discount', l.discount::float8, 'discountedPrice', round(l.price - l.discount / l.quantity, 2)::float8, 'returnedQuantity', ${returnedQuantityColumn}, 'productName', l.product_name, 'sku', l.sku, 'size', s.name, 'color', co.name,
    'sizeName', l.size_name, 'colorName', l.color_name, 'image', l.image) ORDER BY l.id)
    FROM checkout_line l LEFT JOIN product_variant v ON v.id = l.product_variant_id LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color co ON co.id = v.color_id
    WHERE l.checkout_id = c.id), '[]') AS "orderProducts",
  ${orderPaymentColumns}, ${orderReturnsColumn}, ${returnRequestsColumn}, ${returnUntilColumn(returnDays)}`;

const sortColumns = { id: 'c.id', createdAt: 'c.created_at', totalAmount: 'c.total_amount', status: 'c.status' } as const;
export type CheckoutSort = keyof typeof sortColumns;

/**
 * What staff type to find orders: a number is the order's number (exactly) or part of a phone;
 * anything else is part of the email or of the name.
 */
function searchCondition(q: string): { sql: string; values: unknown[] } {
  const either: string[] = [];
  const values: unknown[] = [];
  if (/^\d{1,9}$/.test(q)) {
    either.push('c.id = ?');
    values.push(Number(q));
  }
  const contact = contactMatch(q, { phones: ['c.phone'], email: 'c.email', firstName: 'c.first_name', lastName: 'c.last_name' });
  if (contact) {
    either.push(contact.sql);
    values.push(...contact.values);
  }
  return { sql: either.length ? `(${either.join(' OR ')})` : 'FALSE', values };
}

/** The orders of a customer named by the text: part of the name or email, or of a phone written any way. */
function customerCondition(text: string): { sql: string; values: unknown[] } {
  const contact = contactMatch(text, { phones: ['c.phone'], email: 'c.email', firstName: 'c.first_name', lastName: 'c.last_name' });
  return contact ? { sql: `(${contact.sql})`, values: contact.values } : { sql: 'FALSE', values: [] };
}

/** The filters of the orders list and export; dates are the shop's days (`zone`), `to` taking its whole day. */
export function checkoutConditions({ ids, userId, status, paymentStatus, customer, q, from, to }: Partial<CheckoutFilters>, zone: string): Conditions {
  const where = new Conditions();
  if (ids) where.add('c.id = ANY(?::int[])', intArray(ids));
  if (userId) where.add('c.user_id = ?', userId);
  if (status) where.add('c.status = ?', status);
  if (paymentStatus === 'none') where.add('c.payment_status IS NULL');
  else if (paymentStatus) where.add('c.payment_status = ?', paymentStatus);
  if (customer) {
    const found = customerCondition(customer);
    where.add(found.sql, ...found.values);
  }
  if (q) {
    const found = searchCondition(q);
    where.add(found.sql, ...found.values);
  }
  where.addPeriod('c.created_at', zone, from, to);
  return where;
}

interface Row extends Omit<CheckoutView, 'createdAt' | 'returnRequests' | 'returnUntil' | 'trackingUrl'> {
  createdAt: string;
  returnRequests: Parameters<typeof requestWithDates>[0][];
  returnUntil: string | null;
  length?: number;
}

const toView = ({ length: _length, createdAt, payment, payments, refunds, returns, returnRequests, returnUntil, ...row }: Row): CheckoutView => ({
  ...row,
  trackingUrl: trackingUrl(row.carrier, row.trackNumber),
  returnRequests: returnRequests.map(requestWithDates),
  returnUntil: returnUntil ? new Date(returnUntil) : null,
  createdAt: new Date(createdAt),
  payment: payment && withDates(payment),
  payments: payments.map(withDates),
  refunds: refunds.map(withDates),
  returns: returns.map(returnWithDates),
});

/** Orders matching `where`, in the given order; `counted` adds to each row how many match in all. */
async function select(em: EntityManager, returnDays: number, where: Conditions, order: string, limit: number, offset = 0, counted = false): Promise<Row[]> {
  const length = counted ? ', count(*) OVER ()::int AS length' : '';
  return em.execute<Row[]>(`SELECT ${checkoutColumns(returnDays)}${length} FROM checkout c ${where.where} ORDER BY ${order} LIMIT ? OFFSET ?`, [...where.values, limit, offset]);
}

/** A page of orders: one statement, except past the last page, where the count is asked apart so the client can step back. */
export async function listCheckouts(em: EntityManager, filters: Partial<CheckoutFilters>, zone: string, page: { sortBy: CheckoutSort; orderBy: 'ASC' | 'DESC'; limit: number; offset: number }, returnDays: number): Promise<Page<CheckoutView>> {
  const where = checkoutConditions(filters, zone);
  const rows = await select(em, returnDays, where, `${sortColumns[page.sortBy]} ${page.orderBy}, c.id`, page.limit, page.offset, true);
  const length = rows[0]?.length ?? (page.offset ? (await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM checkout c ${where.where}`, where.values))[0].n : 0);
  return { rows: rows.map(toView), length };
}

/** One order as both APIs show it; 404 when there is none. */
export async function checkoutView(em: EntityManager, id: number, returnDays: number): Promise<CheckoutView> {
  const where = new Conditions();
  where.add('c.id = ?', id);
  const [row] = await select(em, returnDays, where, 'c.id', 1);
  if (!row) throw notFound();
  return toView(row);
}

/** The matching orders by number, `batch` at a time after `afterId`: what the export reads. */
export async function checkoutsAfter(em: EntityManager, filters: Partial<CheckoutFilters>, zone: string, afterId: number, batch: number, returnDays: number): Promise<CheckoutView[]> {
  const where = checkoutConditions(filters, zone);
  where.add('c.id > ?', afterId);
  return (await select(em, returnDays, where, 'c.id', batch)).map(toView);
}
