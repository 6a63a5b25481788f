import { formatPrice, pluralRu } from './format';

interface Priced {
  price: number;
  freeFrom?: number | null;
}

/** What delivery costs for an order of this sum: free from the method's threshold (as the server counts it). */
export const deliveryPriceFor = (method: Priced, itemsAmount: number): number =>
  method.freeFrom != null && itemsAmount >= method.freeFrom ? 0 : method.price;

/**
 * What a delivery costs for a basket, as the server will count it when the order is placed (the
 * storefront's checkout and the back office's phone order alike): free with a free-delivery
 * promotion, else free from the method's threshold on the sum after the discounts.
 */
export function basketDeliveryPrice(basket: { totalAmount: number; discounts: readonly { freeDelivery: boolean }[] } | null, method: Priced): number {
  if (basket?.discounts.some((discount) => discount.freeDelivery)) return 0;
  return deliveryPriceFor(method, basket?.totalAmount ?? 0);
}

/** «350 ₽» or «Бесплатно». */
export const deliveryPriceLabel = (price: number): string => (price === 0 ? 'Бесплатно' : formatPrice(price));

/** «1–2 дня», «5–10 дней», «до 1 дня», «3 дня». */
export function deliveryTerm({ minDays, maxDays }: { minDays: number; maxDays: number }): string {
  if (minDays === 0) return `до ${maxDays} ${pluralRu(maxDays, ['дня', 'дней', 'дней'])}`;
  const days = pluralRu(maxDays, ['день', 'дня', 'дней']);
  return minDays === maxDays ? `${maxDays} ${days}` : `${minDays}–${maxDays} ${days}`;
}

/** «Бесплатно от 5 000 ₽» when the method has a threshold. */
export const freeFromLabel = (method: Priced): string | null => (method.freeFrom != null && method.price > 0 ? `бесплатно от ${formatPrice(method.freeFrom)}` : null);
