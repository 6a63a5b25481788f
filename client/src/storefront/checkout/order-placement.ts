import { useState } from 'react';
import type { DeliveryOptionFragment, PaymentOptionFragment, PickupPointOptionFragment, PlacedOrderFragment } from '../../generated/basket/graphql';
import { errorCode, errorDetails, errorMessage, fieldErrors } from '../../shared/errors/error-message';
import { byCarrier, type CarrierCity, type CarrierPointFragment } from './carrier-choice';

/** How the shopper wants the order delivered and paid for (none when the shop offers none). */
export interface CheckoutChoice {
  delivery?: DeliveryOptionFragment;
  payment?: PaymentOptionFragment;
  /** Where a pickup order is collected (CONTRACT §19). */
  pickupPoint?: PickupPointOptionFragment;
  /** Delivery through СДЭК (CONTRACT §20): the city quoted for, the point or locker of a pickup. */
  city?: CarrierCity;
  carrierPoint?: CarrierPointFragment;
  /** What the shopper sees the delivery cost: a СДЭК price changed by placement is refused (`STALE`) instead of charged. */
  shownPrice?: number;
}

/** What both order forms take: the basket to order, the chosen methods, and what to do with the placed order. */
export interface CheckoutFormProps {
  basketId: string;
  choice: CheckoutChoice;
  onPlaced: (order: PlacedOrderFragment) => void | Promise<void>;
  /** The order was refused for its promo code: the reason goes to the promo code field. */
  onPromoRefused: (reason: string) => void;
  /** Stock ran out or a product left sale meanwhile: the basket is asked again; `short` is the line short of stock. */
  onBasketChanged: (short?: ShortLine) => void;
  /** СДЭК's price changed by the time the order was placed: it is asked again and shown. */
  onDeliveryChanged: () => void;
}

/** The chosen methods as both checkout inputs take them: a СДЭК method with its city, point and the price shown. */
export const methodIds = ({ delivery, payment, pickupPoint, city, carrierPoint, shownPrice }: CheckoutChoice) => ({
  deliveryMethodId: delivery?.id,
  paymentMethodId: payment?.id,
  ...(byCarrier(delivery)
    ? { cityCode: city?.code, cityName: city?.name, deliveryPrice: shownPrice, ...(delivery?.kind === 'cdek_pickup' ? { deliveryPointCode: carrierPoint?.code } : {}) }
    : delivery?.needsAddress === false
      ? { pickupPointId: pickupPoint?.id }
      : {}),
});

/** Pickup at the shop asks no street address. */
export const needsAddress = ({ delivery }: CheckoutChoice): boolean => delivery?.needsAddress !== false;

/** A line the order asked more of than is left (`OUT_OF_STOCK`, CONTRACT §21). */
export interface ShortLine {
  variantId: number;
  left: number;
}

/** Why the order was refused for its promo code, if it was: the server's reason (expired, below its sum, used up meanwhile). */
export function promoRefusal(error: unknown): string | undefined {
  const code = errorCode(error);
  return code === 'PROMO_REFUSED' || code === 'PROMO_USED_UP' ? errorMessage(error) : undefined;
}

/**
 * Why the server refused an order: an empty or unknown basket, a method gone meanwhile or the promo
 * code, in its own words; else its message («Товара … осталось меньше, чем в заказе. Обновите корзину.»).
 */
export function orderRefusal(error: unknown): string {
  const fields = fieldErrors(error);
  return fields.basketId ?? fields.deliveryMethodId ?? fields.pickupPointId ?? fields.cityCode ?? fields.deliveryPointCode ?? fields.paymentMethodId ?? fields.quantity ?? unpaidRefusal(error) ?? errorMessage(error);
}

/**
 * Too many orders waiting for payment (`RATE_LIMITED` with their numbers, CONTRACT §18): which ones,
 * and what to do — pay them from the letters, choose payment on delivery, or wait until an unpaid
 * one is cancelled.
 */
function unpaidRefusal(error: unknown): string | undefined {
  const orders = errorCode(error) === 'RATE_LIMITED' ? errorDetails<{ orders?: number[] }>(error)?.orders : undefined;
  if (!orders?.length) return undefined;
  return `${errorMessage(error)}: ${orders.map((id) => `№ ${id}`).join(', ')}. Ссылка на оплату есть в письме о каждом заказе; можно выбрать оплату при получении — или подождать: неоплаченный заказ отменится сам.`;
}

/** How many times an order crossing another request (`RETRY`) is sent again before the shopper is told. */
const RETRIES = 2;

/**
 * Sends an order (the form's `onSubmit`) and hands the placed order on. An order that crossed
 * another request is sent again by itself. A refusal goes back to the form, which shows it and keeps
 * what was typed; one for the promo code goes to its field too, one for a СДЭК price changed
 * meanwhile has the price asked again. `basketOutdated` tells whether stock
 * ran out or a product left sale — which only the basket can settle: the basket is asked again, and
 * a line short of stock is named with what is left.
 */
export function useOrderPlacement({ onPlaced, onPromoRefused, onBasketChanged, onDeliveryChanged }: Pick<CheckoutFormProps, 'onPlaced' | 'onPromoRefused' | 'onBasketChanged' | 'onDeliveryChanged'>) {
  const [basketOutdated, setBasketOutdated] = useState(false);
  const place = async (send: () => Promise<PlacedOrderFragment>): Promise<void> => {
    setBasketOutdated(false);
    // The confirmation page's chunk comes while the order is being placed, so it shows at once.
    void import('./success-screens');
    for (let attempt = 0; ; attempt++) {
      try {
        return onPlaced(await send());
      } catch (error) {
        const code = errorCode(error);
        if (code === 'RETRY' && attempt < RETRIES) continue;
        const promo = promoRefusal(error);
        if (promo) onPromoRefused(promo);
        if (code === 'STALE') onDeliveryChanged();
        if (code === 'OUT_OF_STOCK' || code === 'PRODUCT_OFF_SALE') {
          setBasketOutdated(true);
          onBasketChanged(code === 'OUT_OF_STOCK' ? errorDetails<ShortLine>(error) : undefined);
        }
        throw error;
      }
    }
  };
  return { basketOutdated, place };
}
