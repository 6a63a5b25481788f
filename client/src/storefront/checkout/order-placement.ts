import { useState } from 'react';
import type { PlacedOrderFragment } from '../../generated/shop/graphql';
import { errorMessage, errorStatus, fieldErrors } from '../../shared/errors/error-message';

/** What both order forms take: the basket to order, and what to do with the placed order. */
export interface CheckoutFormProps {
  basketId: string;
  onPlaced: (order: PlacedOrderFragment) => void;
}

/** Why the server refused an order: an empty or unknown basket in its own words, else its message («Товара … осталось меньше, чем в заказе. Обновите корзину.»). */
export const orderRefusal = (error: unknown): string => fieldErrors(error).basketId ?? errorMessage(error);

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
