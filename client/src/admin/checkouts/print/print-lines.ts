import type { AdminPrintedOrderFragment } from '../../../generated/admin/graphql';
import { formatPhone } from '../../../shared/format/format';

export type PrintedOrder = AdminPrintedOrderFragment;
type Line = PrintedOrder['orderProducts'][number];

/** The variant's words: «цвет Красный, размер S»; empty for a product without them. */
export const variantWords = (line: Pick<Line, 'colorName' | 'sizeName'>): string =>
  [line.colorName && `цвет ${line.colorName}`, line.sizeName && `размер ${line.sizeName}`].filter(Boolean).join(', ');

/** Where the parcel goes, as the packer and the courier read it: the СДЭК point, the address, or the shop's pickup point. */
export function deliveryPlace(order: PrintedOrder): string {
  if (order.deliveryPoint) return `${order.deliveryPoint.type === 'locker' ? 'Постамат' : 'Пункт выдачи'} СДЭК ${order.deliveryPoint.code}: ${order.deliveryPoint.address}`;
  const { zipCode, country, city, address } = order.contact;
  if (address) return [zipCode, country, city, address].filter(Boolean).join(', ');
  if (order.pickupPoint) return `Самовывоз: «${order.pickupPoint.name}», ${order.pickupPoint.address}`;
  return 'Без адреса';
}

/** The customer as a printed form names them: «Анна Смирнова, +7 900 123-45-67». */
export const customerLine = ({ contact }: PrintedOrder): string =>
  [`${contact.firstName} ${contact.lastName}`.trim(), contact.phone && formatPhone(contact.phone), contact.email].filter(Boolean).join(', ');

const kopecks = (amount: number) => Math.round(amount * 100);

/** A row of the receipt: what was sold, how many, at what price, the discount and the sum, in roubles. */
export interface ReceiptRow {
  key: string;
  name: string;
  words: string;
  quantity: number;
  price: number;
  discount: number;
  sum: number;
}

/**
 * The receipt's rows: each line at its price with its discount, and the delivery (its discount is
 * what free delivery took off the order's discount). The sums add up to the order's total.
 */
export function receiptRows(order: PrintedOrder): ReceiptRow[] {
  const rows: ReceiptRow[] = order.orderProducts.map((line) => ({
    key: `line-${line.id}`,
    name: line.productName,
    words: [variantWords(line), line.sku && `арт. ${line.sku}`].filter(Boolean).join(', '),
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    sum: (kopecks(line.price) * line.quantity - kopecks(line.discount)) / 100,
  }));
  if (order.deliveryMethod) {
    const lineDiscounts = order.orderProducts.reduce((sum, line) => sum + kopecks(line.discount), 0);
    const deliveryDiscount = Math.max(0, kopecks(order.discountAmount) - lineDiscounts) / 100;
    rows.push({
      key: 'delivery',
      name: `Доставка: ${order.deliveryMethod.name}`,
      words: '',
      quantity: 1,
      price: order.deliveryPrice,
      discount: deliveryDiscount,
      sum: (kopecks(order.deliveryPrice) - kopecks(deliveryDiscount)) / 100,
    });
  }
  return rows;
}
