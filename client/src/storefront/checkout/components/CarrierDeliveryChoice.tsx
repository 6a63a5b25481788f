import { useEffect } from 'react';
import type { DeliveryOptionFragment } from '../../../generated/basket/graphql';
import { deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../../shared/format/delivery-terms';
import { Text } from '../../ui/Text';
import { byCarrier, type CarrierCity, type CarrierOffers, type CarrierQuote } from '../carrier-choice';
import { described, ownChoice } from '../delivery-choices';
import type { CheckoutChoice } from '../order-placement';
import { useCarrierOffers } from '../use-carrier-offers';
import { CarrierCityField } from './CarrierCityField';
import { CarrierPointChoice } from './CarrierPointChoice';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

export const UNAVAILABLE = 'Расчёт доставки СДЭК сейчас недоступен';

/** A СДЭК method as a choice: its price and days for the city once quoted, else why it cannot be chosen yet. */
function carrierChoice(method: DeliveryOptionFragment, city: CarrierCity | undefined, carrier: CarrierOffers, freeDelivery: boolean): Choice {
  const offer = carrier.offers?.find((quoted) => quoted.deliveryMethodId === method.id);
  const base = { value: String(method.id), title: method.name };
  if (offer) return { ...base, detail: described(deliveryTerm({ minDays: offer.daysMin, maxDays: offer.daysMax }), freeFromLabel({ price: offer.carrierPrice, freeFrom: offer.freeFrom }), method.description), aside: deliveryPriceLabel(freeDelivery ? 0 : offer.price) };
  const why = !city ? 'Укажите город — посчитаем цену и срок' : carrier.asking ? 'Считаем цену и срок…' : carrier.unavailable ? 'Сейчас недоступно' : 'СДЭК не доставляет так в этот город';
  return { ...base, detail: described(why, method.description), disabled: true };
}

export interface CarrierDeliveryChoiceProps {
  deliveries: readonly DeliveryOptionFragment[];
  choice: CheckoutChoice;
  onChoose: (choice: CheckoutChoice) => void;
  itemsAmount: number;
  freeDelivery: boolean;
  quote: CarrierQuote;
}

/**
 * «Способ доставки» in a shop with a СДЭК method: the city typed above the methods, each СДЭК
 * method priced by СДЭК for this basket there beside the shop's own, and for a СДЭК pickup the
 * point or locker from the city's list. When СДЭК does not answer, its methods say so and the
 * shop's own stay to choose. Loaded only in such a shop.
 */
export function CarrierDeliveryChoice({ deliveries, choice, onChoose, itemsAmount, freeDelivery, quote }: CarrierDeliveryChoiceProps) {
  const carrier = useCarrierOffers(quote.basketId, choice.city, choice.carrierPoint?.code, quote.round);
  const offer = carrier.offers?.find((quoted) => quoted.deliveryMethodId === choice.delivery?.id);
  const { onPriced } = quote;
  const name = choice.delivery?.name ?? '';
  useEffect(() => onPriced(offer && { name, price: offer.carrierPrice, freeFrom: offer.freeFrom }), [offer, name, onPriced]);
  return (
    <>
      <CarrierCityField city={choice.city} onChoose={(city) => onChoose({ ...choice, city, carrierPoint: undefined })} />
      {carrier.unavailable && (
        <Text role="alert" tone="danger">
          {UNAVAILABLE}. Выберите другой способ доставки или попробуйте позже.
        </Text>
      )}
      <ChoiceGroup
        legend="Способ доставки"
        choices={deliveries.map((method) => (byCarrier(method) ? carrierChoice(method, choice.city, carrier, freeDelivery) : ownChoice(method, itemsAmount, freeDelivery)))}
        value={String(choice.delivery?.id ?? '')}
        onChange={(id) => onChoose({ ...choice, delivery: deliveries.find((method) => String(method.id) === id) })}
      />
      {choice.delivery?.kind === 'cdek_pickup' && choice.city && (
        <CarrierPointChoice key={choice.city.code} city={choice.city} point={choice.carrierPoint} onChoose={(carrierPoint) => onChoose({ ...choice, carrierPoint })} />
      )}
    </>
  );
}
