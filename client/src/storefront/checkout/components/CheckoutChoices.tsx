import type { CheckoutMethodsQuery, DeliveryOptionFragment } from '../../../generated/basket/graphql';
import { Stack, Text } from '../../ui/Text';
import { formatPhone } from '../../../shared/format/format';
import { deliveryPriceFor, deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../../shared/format/delivery-terms';
import { byCarrier, type CarrierCity, type CarrierOffers } from '../carrier-choice';
import type { CheckoutChoice } from '../order-placement';
import { CarrierCityField } from './CarrierCityField';
import { CarrierPointChoice } from './CarrierPointChoice';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

export interface CheckoutChoicesProps {
  methods: CheckoutMethodsQuery;
  choice: CheckoutChoice;
  onChoose: (choice: CheckoutChoice) => void;
  /** The basket's sum after the discounts, for the delivery prices (free from a threshold). */
  itemsAmount: number;
  /** A free-delivery promotion makes every delivery free. */
  freeDelivery?: boolean;
  /** СДЭК's offers for the chosen city. */
  carrier: CarrierOffers;
}

export const UNAVAILABLE = 'Расчёт доставки СДЭК сейчас недоступен';

const described = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A СДЭК method as a choice: its price and days for the city once quoted, else why it cannot be chosen yet. */
function carrierChoice(method: DeliveryOptionFragment, city: CarrierCity | undefined, carrier: CarrierOffers, freeDelivery: boolean): Choice {
  const offer = carrier.offers?.find((quoted) => quoted.deliveryMethodId === method.id);
  const base = { value: String(method.id), title: method.name };
  if (offer) return { ...base, detail: described(deliveryTerm({ minDays: offer.daysMin, maxDays: offer.daysMax }), freeFromLabel({ price: offer.carrierPrice, freeFrom: offer.freeFrom }), method.description), aside: deliveryPriceLabel(freeDelivery ? 0 : offer.price) };
  const why = !city ? 'Укажите город — посчитаем цену и срок' : carrier.asking ? 'Считаем цену и срок…' : carrier.unavailable ? 'Сейчас недоступно' : 'СДЭК не доставляет так в этот город';
  return { ...base, detail: described(why, method.description), disabled: true };
}

/**
 * «Способ доставки» with each method's term and price for this basket — a СДЭК method's from СДЭК's
 * calculation for the city typed above them — then for pickup the point to collect it at (the
 * shop's own, or a СДЭК point or locker from the city's list), and «Способ оплаты». When СДЭК does
 * not answer, its methods say so and the shop's own stay to choose.
 */
export function CheckoutChoices({ methods, choice, onChoose, itemsAmount, freeDelivery = false, carrier }: CheckoutChoicesProps) {
  const deliveries = methods.deliveryMethods.rows;
  const payments = methods.paymentMethods.rows;
  const points = methods.pickupPoints.rows;
  const carried = byCarrier(choice.delivery);
  return (
    <Stack gap={5}>
      {deliveries.some(byCarrier) && <CarrierCityField city={choice.city} onChoose={(city) => onChoose({ ...choice, city, carrierPoint: undefined })} />}
      {carrier.unavailable && (
        <Text role="alert" tone="danger">
          {UNAVAILABLE}. Выберите другой способ доставки или попробуйте позже.
        </Text>
      )}
      {deliveries.length > 0 && (
        <ChoiceGroup
          legend="Способ доставки"
          choices={deliveries.map((method) =>
            byCarrier(method)
              ? carrierChoice(method, choice.city, carrier, freeDelivery)
              : {
                  value: String(method.id),
                  title: method.name,
                  detail: described(deliveryTerm(method), freeFromLabel(method), method.description),
                  aside: deliveryPriceLabel(freeDelivery ? 0 : deliveryPriceFor(method, itemsAmount)),
                },
          )}
          value={String(choice.delivery?.id ?? '')}
          onChange={(id) => onChoose({ ...choice, delivery: deliveries.find((method) => String(method.id) === id) })}
        />
      )}
      {choice.delivery?.kind === 'cdek_pickup' && choice.city && (
        <CarrierPointChoice key={choice.city.code} city={choice.city} point={choice.carrierPoint} onChoose={(carrierPoint) => onChoose({ ...choice, carrierPoint })} />
      )}
      {!carried && choice.delivery?.needsAddress === false && (
        <ChoiceGroup
          legend="Пункт самовывоза"
          choices={points.map((point) => ({ value: String(point.id), title: point.name, detail: described(point.address, point.hours, formatPhone(point.phone)) }))}
          value={String(choice.pickupPoint?.id ?? '')}
          onChange={(id) => onChoose({ ...choice, pickupPoint: points.find((point) => String(point.id) === id) })}
        />
      )}
      {payments.length > 0 && (
        <ChoiceGroup
          legend="Способ оплаты"
          choices={payments.map((method) => ({ value: String(method.id), title: method.name, detail: method.description }))}
          value={String(choice.payment?.id ?? '')}
          onChange={(id) => onChoose({ ...choice, payment: payments.find((method) => String(method.id) === id) })}
        />
      )}
    </Stack>
  );
}
