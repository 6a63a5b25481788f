import { basketDeliveryPrice } from '../../shared/format/delivery-terms';

/** A promotion's share of a basket or an order, as the server answers it (CONTRACT §15). */
export interface DiscountShare {
  name: string;
  /** What it takes off, ₽. */
  amount: number;
  /** A free-delivery promotion: its amount is the delivery's price. */
  freeDelivery: boolean;
}

/** How an order is delivered and what the shopper pays for it (0 when free). */
export interface ChargedDelivery {
  name: string;
  price: number;
}

/** What comes between the lines and the total: the items at their prices, the discounts, the delivery. */
export interface OrderCharges {
  itemsAmount: number;
  /** Each a sum off the items, or — with no sum — free delivery. */
  discounts: DiscountShare[];
  delivery?: ChargedDelivery;
}

export const isFreeDelivery = (discount: DiscountShare): boolean => discount.freeDelivery;

export const givesFreeDelivery = (discounts: readonly DiscountShare[]): boolean => discounts.some(isFreeDelivery);

/** Kopecks, so sums of roubles stay exact. */
const kopecks = (roubles: number) => Math.round(roubles * 100);

interface PricedBasket {
  itemsAmount: number;
  /** Items less the discounts, before delivery. */
  totalAmount: number;
  discounts: DiscountShare[];
}

interface DeliveryChoice {
  name: string;
  price: number;
  freeFrom?: number | null;
}

/**
 * A basket about to be ordered with this delivery, counted as the server will: the delivery's
 * threshold applies to the sum after the discounts, a free-delivery promotion makes any delivery
 * free, and the total is the items less the discounts plus the delivery.
 */
export function basketCharges(basket: PricedBasket, delivery?: DeliveryChoice): { charges: OrderCharges; totalAmount: number } {
  const price = delivery ? basketDeliveryPrice(basket, delivery) : 0;
  return {
    charges: { itemsAmount: basket.itemsAmount, discounts: basket.discounts, delivery: delivery && { name: delivery.name, price } },
    totalAmount: (kopecks(basket.totalAmount) + kopecks(price)) / 100,
  };
}

interface PlacedOrder {
  itemsAmount: number;
  deliveryPrice: number;
  discounts: DiscountShare[];
  deliveryMethod: { name: string } | null;
}

/**
 * A placed order's charges as the shopper reads them. The order counts free delivery as a discount
 * of the delivery's price: here that promotion shows as free delivery and the delivery as free, so
 * the rows still add up to the order's total.
 */
export function placedOrderCharges(order: PlacedOrder): OrderCharges {
  const free = order.discounts.find(isFreeDelivery);
  const deliveryPrice = free ? Math.max(0, kopecks(order.deliveryPrice) - kopecks(free.amount)) / 100 : order.deliveryPrice;
  return {
    itemsAmount: order.itemsAmount,
    discounts: order.discounts.map((discount) => (discount === free ? { ...discount, amount: 0 } : discount)),
    delivery: order.deliveryMethod ? { name: order.deliveryMethod.name, price: deliveryPrice } : undefined,
  };
}
