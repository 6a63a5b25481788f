import { useState } from 'react';
import type { DeliveryOptionFragment, PaymentOptionFragment, PlacedOrderFragment } from '../../generated/shop/graphql';
import { errorMessage, errorStatus, fieldErrors } from '../../shared/errors/error-message';

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
}

/** The chosen methods as both checkout inputs take them. */
export const methodIds = ({ delivery, payment }: CheckoutChoice) => ({ deliveryMethodId: delivery?.id, paymentMethodId: payment?.id });

/** Pickup at the shop asks no street address. */
export const needsAddress = ({ delivery }: CheckoutChoice): boolean => delivery?.needsAddress !== false;

/**
 * Why the server refused an order: an empty or unknown basket, or a method gone meanwhile, in its
 * own words; else its message («Товара … осталось меньше, чем в заказе. Обновите корзину.»).
 */
export function orderRefusal(error: unknown): string {
  const fields = fieldErrors(error);
  return fields.basketId ?? fields.deliveryMethodId ?? fields.paymentMethodId ?? errorMessage(error);
}

/**
 * Sends an order (the form's `onSubmit`) and hands the placed order on. A refusal goes back to the
 * form, which shows it; `basketOutdated` tells whether it was a 409 — stock ran out or a product
 * left sale — which only the basket can settle.
 */
export function useOrderPlacement(onPlaced: (order: PlacedOrderFragment) => void) {
  const [basketOutdated, setBasketOutdated] = useState(false);
  const place = async (send: () => Promise<PlacedOrderFragment>): Promise<void> => {
    setBasketOutdated(false);
    try {
      onPlaced(await send());
    } catch (error) {
      setBasketOutdated(errorStatus(error) === 409);
      throw error;
    }
  };
  return { basketOutdated, place };
}
