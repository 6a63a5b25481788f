import { kopecks, unitPrices } from '../../../core/money.js';
import type { Amount, Receipt, ReceiptItem } from './yookassa-client.js';

/** What a receipt is made of: the order's own copy of its lines (with their discounts), total and contact. */
export interface ReceiptOrder {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  deliveryMethodName: string;
  /** What the shopper pays in all; what the lines leave of it is the delivery's charge. */
  totalAmount: number;
  lines: { productName: string; sku: string; quantity: number; price: number; discount: number }[];
}

/** How the shop's cash register taxes its sales (SHOP_VAT_CODE, SHOP_TAX_SYSTEM). */
export interface TaxSettings {
  vatCode: number;
  taxSystem?: number;
}

export const rub = (kopecks: number): Amount => ({ value: (kopecks / 100).toFixed(2), currency: 'RUB' });

/** A phone as ЮKassa takes it: digits only, Russian numbers from 7 (8 900 … and 900 … become 79…). */
export function receiptPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits.length === 10 ? `7${digits}` : digits;
}

/**
 * The 54-ФЗ receipt of an order paid in full in advance: each line's units at their discounted
 * price (`commodity`) and one `service` item for a paid delivery, the customer's email or else
 * phone. Its items add up to the order's total, which is the payment's amount.
 */
export function paymentReceipt(order: ReceiptOrder, tax: TaxSettings): Receipt {
  const item = (description: string, quantity: number, price: number, subject: ReceiptItem['payment_subject']): ReceiptItem => ({
    description: description.slice(0, 128),
    quantity,
    amount: rub(price),
    vat_code: tax.vatCode,
    payment_mode: 'full_prepayment',
    payment_subject: subject,
  });
  const items = order.lines.flatMap((line) => unitPrices(line).filter((units) => units.price > 0).map((units) => item(`${line.productName} (${line.sku})`, units.quantity, units.price, 'commodity')));
  const delivery = kopecks(order.totalAmount) - items.reduce((sum, one) => sum + kopecks(one.amount.value) * one.quantity, 0);
  if (delivery > 0) items.push(item(`Доставка: ${order.deliveryMethodName || 'доставка заказа'}`, 1, delivery, 'service'));
  const fullName = `${order.lastName} ${order.firstName}`.trim();
  const customer = order.email ? { email: order.email } : { phone: receiptPhone(order.phone) };
  return { customer: { ...(fullName ? { full_name: fullName.slice(0, 256) } : {}), ...customer }, items, ...(tax.taxSystem ? { tax_system_code: tax.taxSystem } : {}) };
}

/** What a receipt's items add up to, in kopecks. */
export const receiptTotal = (receipt: Receipt) => receipt.items.reduce((sum, item) => sum + kopecks(item.amount.value) * item.quantity, 0);

/**
 * The receipt of a refund of `amount` kopecks out of a payment's receipt: whole units of its items
 * in order while they fit, and the rest as one unit of the next item at a lower price, so the items
 * add up to the refund exactly.
 */
export function refundReceipt(paid: Receipt, amount: number): Receipt {
  const items: ReceiptItem[] = [];
  let left = amount;
  for (const item of paid.items) {
    if (left <= 0) break;
    const unit = kopecks(item.amount.value);
    const units = Math.min(item.quantity, Math.floor(left / unit));
    if (units > 0) items.push({ ...item, quantity: units });
    left -= units * unit;
    if (units < item.quantity && left > 0) {
      items.push({ ...item, quantity: 1, amount: rub(left) });
      left = 0;
    }
  }
  return { ...paid, items };
}
