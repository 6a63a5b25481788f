import { useState } from 'react';
import type { DeliveryOptionFragment, PaymentOptionFragment, PlacedOrderFragment } from '../../generated/basket/graphql';
import { errorDetails, errorMessage, errorStatus, fieldErrors } from '../../shared/errors/error-message';

/** How the shopper wants the order delivered and paid for (none when the shop offers none). */
export interface CheckoutChoice {
  delivery?: DeliveryOptionFragment;
  payment?: PaymentOptionFragment;
}

/** What both order forms take: the basket to order, the chosen methods, and what to do with the placed order. */
export interface CheckoutFormProps {
  basketId: string;
  choice: CheckoutChoice;
  onPlaced: (order: PlacedOrderFragment) => void;
  /** The order was refused for its promo code: the reason goes to the promo code field. */
  onPromoRefused: (reason: string) => void;
}

/** The chosen methods as both checkout inputs take them. */
export const methodIds = ({ delivery, payment }: CheckoutChoice) => ({ deliveryMethodId: delivery?.id, paymentMethodId: payment?.id });

/** Pickup at the shop asks no street address. */
export const needsAddress = ({ delivery }: CheckoutChoice): boolean => delivery?.needsAddress !== false;

/** The conflict of a code whose uses ran out while the order was being placed (CONTRACT §15). */
export const PROMO_CODE_USED_UP = 'Промокод уже использован';

/**
 * Why the order was refused for its promo code, if it was: the reason given for `promoCode`
 * (expired, below its sum…), or the conflict of a code used up meanwhile.
 */
export function promoRefusal(error: unknown): string | undefined {
  const { promoCode } = fieldErrors(error);
  if (promoCode) return promoCode;
  return errorStatus(error) === 409 && errorMessage(error) === PROMO_CODE_USED_UP ? PROMO_CODE_USED_UP : undefined;
}

/**
 * Why the server refused an order: an empty or unknown basket, a method gone meanwhile or the promo
 * code, in its own words; else its message («Товара … осталось меньше, чем в заказе. Обновите корзину.»).
 */
export function orderRefusal(error: unknown): string {
  const fields = fieldErrors(error);
  return fields.basketId ?? fields.deliveryMethodId ?? fields.paymentMethodId ?? fields.promoCode ?? fields.quantity ?? unpaidRefusal(error) ?? errorMessage(error);
}

/**
 * Too many orders waiting for payment (429, CONTRACT §18): which ones, and what to do — pay them
 * from the letters, choose payment on delivery, or wait until an unpaid one is cancelled.
 */
function unpaidRefusal(error: unknown): string | undefined {
  const orders = errorStatus(error) === 429 ? errorDetails<{ orders?: number[] }>(error)?.orders : undefined;
  if (!orders?.length) return undefined;
  return `${errorMessage(error)}: ${orders.map((id) => `№ ${id}`).join(', ')}. Ссылка на оплату есть в письме о каждом заказе; можно выбрать оплату при получении — или подождать: неоплаченный заказ отменится сам.`;
}

/**
 * Sends an order (the form's `onSubmit`) and hands the placed order on. A refusal goes back to the
 * form, which shows it and keeps what was typed; one for the promo code goes to its field too.
 * `basketOutdated` tells whether it was another 409 — stock ran out or a product left sale — which
 * only the basket can settle.
 */
export function useOrderPlacement({ onPlaced, onPromoRefused }: Pick<CheckoutFormProps, 'onPlaced' | 'onPromoRefused'>) {
  const [basketOutdated, setBasketOutdated] = useState(false);
  const place = async (send: () => Promise<PlacedOrderFragment>): Promise<void> => {
    setBasketOutdated(false);
    // The confirmation page's chunk comes while the order is being placed, so it shows at once.
    void import('./success-screens');
    try {
      onPlaced(await send());
    } catch (error) {
      const promo = promoRefusal(error);
      if (promo) onPromoRefused(promo);
      setBasketOutdated(!promo && errorStatus(error) === 409);
      throw error;
    }
  };
  return { basketOutdated, place };
}
