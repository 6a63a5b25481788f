import type { CheckoutMethodsQuery } from '../../../generated/basket/graphql';
import { Stack } from '../../ui/Text';
import { formatPhone } from '../../../shared/format/format';
import { deliveryPriceFor, deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../../shared/format/delivery-terms';
import type { CheckoutChoice } from '../order-placement';
import { ChoiceGroup } from './ChoiceGroup';

export interface CheckoutChoicesProps {
  methods: CheckoutMethodsQuery;
  choice: CheckoutChoice;
  onChoose: (choice: CheckoutChoice) => void;
  /** The basket's sum after the discounts, for the delivery prices (free from a threshold). */
  itemsAmount: number;
  /** A free-delivery promotion makes every delivery free. */
  freeDelivery?: boolean;
}

const described = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** «Способ доставки» with each method's term and price for this basket, for pickup the point to collect it at (its address and hours), and «Способ оплаты». */
export function CheckoutChoices({ methods, choice, onChoose, itemsAmount, freeDelivery = false }: CheckoutChoicesProps) {
  const deliveries = methods.deliveryMethods.rows;
  const payments = methods.paymentMethods.rows;
  const points = methods.pickupPoints.rows;
  return (
    <Stack gap={5}>
      {deliveries.length > 0 && (
        <ChoiceGroup
          legend="Способ доставки"
          choices={deliveries.map((method) => ({
            value: String(method.id),
            title: method.name,
            detail: described(deliveryTerm(method), freeFromLabel(method), method.description),
            aside: deliveryPriceLabel(freeDelivery ? 0 : deliveryPriceFor(method, itemsAmount)),
          }))}
          value={String(choice.delivery?.id ?? '')}
          onChange={(id) => onChoose({ ...choice, delivery: deliveries.find((method) => String(method.id) === id) })}
        />
      )}
      {choice.delivery?.needsAddress === false && (
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
