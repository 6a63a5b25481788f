import { refusal, type AppError } from '../../../core/errors.js';
import type { PromotionKind } from './promotion.entities.js';

/** A promotion's terms, as staff set them. */
export interface PromotionTerms {
  name: string;
  code: string | null;
  kind: PromotionKind;
  value: number;
  minOrderAmount: number | null;
  categoryIds: number[];
  brandIds: number[];
  productIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
}

/**
 * A promotion as the calculation reads it: its categories with all their subcategories, and how
 * often it has been used (orders not cancelled), by all and by this customer.
 */
export interface PromotionRule extends PromotionTerms {
  id: number;
  used: number;
  usedByCustomer: number;
}

/** A line that can be bought, at today's price in roubles. */
export interface PricedLine {
  variantId: number;
  productId: number;
  categoryId: number | null;
  brandId: number | null;
  price: number;
  quantity: number;
}

export interface DiscountLine {
  promotionId: number | null;
  name: string;
  amount: number;
  /** A free-delivery promotion: its amount is the delivery's price (none in a basket, before a delivery is chosen). */
  freeDelivery: boolean;
}

export interface Pricing {
  itemsAmount: number;
  /** Each line's discount in roubles (its whole quantity), in the lines' order. */
  lineDiscounts: number[];
  /** The promotions given: the code's first, then the automatic ones by number. */
  discounts: DiscountLine[];
  discountAmount: number;
  /** The part of the discount that is the delivery's price. */
  deliveryDiscount: number;
  /** Why the basket's code gives nothing now, if it does not. */
  codeRefusal: PromoRefusal | null;
}

export interface PricingInput {
  lines: PricedLine[];
  /** Automatic promotions and the code's, if the basket has one. */
  rules: PromotionRule[];
  /** The basket's code, as stored (the promotion's own spelling). */
  code: string | null;
  now: Date;
  /** How many orders the customer has placed (not cancelled); null when nobody is known yet. */
  customerOrders: number | null;
  /** What delivery costs, when a method is chosen. */
  deliveryPrice?: number;
}

/** Why a code gives nothing (CONTRACT §21 `PROMO_REFUSED {reason}`, or `PROMO_USED_UP` for used_up). */
export type PromoReason = 'not_found' | 'not_started' | 'expired' | 'min_amount' | 'used_up' | 'first_order' | 'not_applicable' | 'empty_basket';
export interface PromoRefusal {
  reason: PromoReason;
  /** The same reason for a person, in Russian. */
  message: string;
}

export const NOT_FOUND: PromoRefusal = { reason: 'not_found', message: 'Промокод не найден' };
const USED_UP: PromoRefusal = { reason: 'used_up', message: 'Промокод уже использован' };

/** A refused code as an error: 409 at checkout for a code used up meanwhile, otherwise `status`. */
export function promoRefused(refused: PromoRefusal, status = 400): AppError {
  if (refused.reason === 'used_up') return refusal(status, 'PROMO_USED_UP', refused.message);
  return refusal(status, 'PROMO_REFUSED', refused.message, { reason: refused.reason });
}

const kopecks = (roubles: number) => Math.round(roubles * 100);
const roubles = (kopecks: number) => kopecks / 100;

/** Why a promotion does not apply to this basket now, or null when it does. */
export function refusalOf(rule: PromotionRule, now: Date, itemsAmount: number, customerOrders: number | null): PromoRefusal | null {
  if (!rule.active) return NOT_FOUND;
  if (rule.startsAt && rule.startsAt > now) return { reason: 'not_started', message: 'Срок действия промокода ещё не начался' };
  if (rule.endsAt && rule.endsAt <= now) return { reason: 'expired', message: 'Срок действия промокода истёк' };
  if (rule.minOrderAmount !== null && kopecks(itemsAmount) < kopecks(rule.minOrderAmount))
    return { reason: 'min_amount', message: `Промокод действует для заказов от ${String(rule.minOrderAmount).replace('.', ',')} ₽` };
  if (rule.usageLimit !== null && rule.used >= rule.usageLimit) return USED_UP;
  if (rule.perCustomerLimit !== null && rule.usedByCustomer >= rule.perCustomerLimit) return USED_UP;
  if (rule.firstOrderOnly && customerOrders) return { reason: 'first_order', message: 'Промокод действует только на первый заказ' };
  return null;
}

/** Whether a promotion covers a line: no lists cover everything; otherwise the product, its brand or its category named. */
export function covers(rule: PromotionRule, line: PricedLine): boolean {
  if (!rule.productIds.length && !rule.categoryIds.length && !rule.brandIds.length) return true;
  return (
    rule.productIds.includes(line.productId) ||
    (line.brandId !== null && rule.brandIds.includes(line.brandId)) ||
    (line.categoryId !== null && rule.categoryIds.includes(line.categoryId))
  );
}

/**
 * What each covered line would lose under a promotion, in kopecks: a percent off each unit; a fixed
 * sum shared between the covered lines by their amounts (never above them), the kopecks left by the
 * sharing going to the largest remainders.
 */
function lineShares(rule: PromotionRule, lines: PricedLine[]): number[] {
  const amounts = lines.map((line) => (covers(rule, line) ? kopecks(line.price) * line.quantity : 0));
  if (rule.kind === 'percent') {
    return lines.map((line, i) => (amounts[i] ? Math.min(Math.round((kopecks(line.price) * rule.value) / 100), kopecks(line.price)) * line.quantity : 0));
  }
  if (rule.kind !== 'fixed') return lines.map(() => 0);
  const covered = amounts.reduce((sum, amount) => sum + amount, 0);
  const off = Math.min(kopecks(rule.value), covered);
  if (!off) return lines.map(() => 0);
  const exact = amounts.map((amount) => (amount * off) / covered);
  const shares = exact.map(Math.floor);
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => [value - shares[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discounts of a basket or an order (CONTRACT §15), one calculation for the basket, the checkout
 * and the order's copies: each line gets the best of the promotions that apply to it (the code's
 * winning a tie), a free-delivery promotion takes the delivery's price, and the code is named even
 * when the automatic ones beat it.
 */
export function priceBasket(input: PricingInput): Pricing {
  const { lines, now, customerOrders } = input;
  const itemsKopecks = lines.reduce((sum, line) => sum + kopecks(line.price) * line.quantity, 0);
  const itemsAmount = roubles(itemsKopecks);
  const codeRule = input.code === null ? undefined : input.rules.find((rule) => rule.code !== null && rule.code.toLowerCase() === input.code!.toLowerCase());
  const codeRefusal = input.code === null ? null : codeRule ? refusalOf(codeRule, now, itemsAmount, customerOrders) : NOT_FOUND;
  const applying = input.rules
    .filter((rule) => (rule.code === null || (rule === codeRule && !codeRefusal)) && !refusalOf(rule, now, itemsAmount, customerOrders))
    .sort((a, b) => Number(b === codeRule) - Number(a === codeRule) || a.id - b.id);

  const lineDiscounts = lines.map(() => 0);
  const given = new Map<number, number>();
  const shares = applying.map((rule) => lineShares(rule, lines));
  lines.forEach((_line, i) => {
    let best = -1;
    shares.forEach((share, r) => {
      if (share[i] > 0 && (best < 0 || share[i] > shares[best][i])) best = r;
    });
    if (best < 0) return;
    lineDiscounts[i] = shares[best][i];
    given.set(applying[best].id, (given.get(applying[best].id) ?? 0) + shares[best][i]);
  });

  const freeDelivery = applying.find((rule) => rule.kind === 'free_delivery' && lines.some((line) => covers(rule, line)));
  const deliveryKopecks = freeDelivery ? kopecks(input.deliveryPrice ?? 0) : 0;
  if (freeDelivery) given.set(freeDelivery.id, (given.get(freeDelivery.id) ?? 0) + deliveryKopecks);

  const discounts = applying
    .filter((rule) => given.has(rule.id) || rule === codeRule)
    .map((rule) => ({ promotionId: rule.id, name: rule.name, amount: roubles(given.get(rule.id) ?? 0), freeDelivery: rule === freeDelivery }));
  const discountKopecks = [...given.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    itemsAmount,
    lineDiscounts: lineDiscounts.map(roubles),
    discounts,
    discountAmount: roubles(discountKopecks),
    deliveryDiscount: roubles(deliveryKopecks),
    codeRefusal,
  };
}
