import type { AdminOrderBasketFragment } from '../../generated/admin/graphql';
import { deliveryPriceFor } from '../../shared/format/delivery-terms';

interface Priced {
  price: number;
  freeFrom?: number | null;
}

/**
 * What a delivery costs for this basket, as the server will count it when the order is placed: free
 * with a free-delivery promotion, else free from the method's threshold on the sum after the discounts.
 */
export function basketDeliveryPrice(basket: Pick<AdminOrderBasketFragment, 'totalAmount' | 'discounts'> | null, method: Priced): number {
  if (basket?.discounts.some((discount) => discount.freeDelivery)) return 0;
  return deliveryPriceFor(method, basket?.totalAmount ?? 0);
}
