import { Suspense } from 'react';
import type { CheckoutMethodsQuery } from '../../../generated/basket/graphql';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { Loader } from '../../ui/Feedback';
import { Stack } from '../../ui/Text';
import { formatPhone } from '../../../shared/format/format';
import { byCarrier, type CarrierQuote } from '../carrier-choice';
import { described, ownChoice } from '../delivery-choices';
import type { CheckoutChoice } from '../order-placement';
import { ChoiceGroup } from './ChoiceGroup';

/** Delivery through СДЭК, with its city, quotes and points: only in a shop with a СДЭК method, outside the checkout's first load. */
const CarrierDeliveryChoice = lazyNamed(
  () => import('./CarrierDeliveryChoice'),
  (module) => module.CarrierDeliveryChoice,
);

export interface CheckoutChoicesProps {
  methods: CheckoutMethodsQuery;
  choice: CheckoutChoice;
  onChoose: (choice: CheckoutChoice) => void;
  /** The basket's sum after the discounts, for the delivery prices (free from a threshold). */
  itemsAmount: number;
  /** A free-delivery promotion makes every delivery free. */
  freeDelivery?: boolean;
  /** СДЭК's quote for this basket, in a shop with a СДЭК method. */
  quote: CarrierQuote;
}

/**
 * «Способ доставки» with each method's term and price for this basket (in a shop with a СДЭК
 * method, with the city to price it for), then for pickup at the shop the point to collect it at
 * (its address and hours), and «Способ оплаты».
 */
export function CheckoutChoices({ methods, choice, onChoose, itemsAmount, freeDelivery = false, quote }: CheckoutChoicesProps) {
  const deliveries = methods.deliveryMethods.rows;
  const payments = methods.paymentMethods.rows;
  const points = methods.pickupPoints.rows;
  return (
    <Stack gap={5}>
      {deliveries.some(byCarrier) ? (
        <Suspense fallback={<Loader label="Загружаем способы доставки…" />}>
          <CarrierDeliveryChoice deliveries={deliveries} choice={choice} onChoose={onChoose} itemsAmount={itemsAmount} freeDelivery={freeDelivery} quote={quote} />
        </Suspense>
      ) : (
        deliveries.length > 0 && (
          <ChoiceGroup
            legend="Способ доставки"
            choices={deliveries.map((method) => ownChoice(method, itemsAmount, freeDelivery))}
            value={String(choice.delivery?.id ?? '')}
            onChange={(id) => onChoose({ ...choice, delivery: deliveries.find((method) => String(method.id) === id) })}
          />
        )
      )}
      {!byCarrier(choice.delivery) && choice.delivery?.needsAddress === false && (
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
