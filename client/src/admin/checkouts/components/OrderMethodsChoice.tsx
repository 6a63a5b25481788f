import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { AdminOrderMethodsQuery } from '../../../generated/admin/graphql';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { deliveryPriceLabel, deliveryTerm } from '../../../shared/format/delivery-terms';
import { SelectField } from '../../dictionaries/components/fields/SelectField';

export interface OrderMethodsChoiceProps {
  methods: AdminOrderMethodsQuery | undefined;
  deliveryId: string;
  paymentId: string;
  onDelivery: (id: string) => void;
  onPayment: (id: string) => void;
  /** The pickup point, asked when the delivery is pickup (CONTRACT §19). */
  pickupPointId: string;
  onPickupPoint: (id: string) => void;
  /** What each delivery costs for this basket (free from a threshold, or by a promotion). */
  priceOf: (method: AdminOrderMethodsQuery['deliveryMethods']['rows'][number]) => number;
  errors: FieldErrors;
}

/** «Способ доставки» with its term and price for this basket, «Способ оплаты», and for pickup the point: the active ones, as the storefront offers. */
export function OrderMethodsChoice({ methods, deliveryId, paymentId, onDelivery, onPayment, pickupPointId, onPickupPoint, priceOf, errors }: OrderMethodsChoiceProps) {
  const deliveries = methods?.deliveryMethods.rows ?? [];
  const pickup = deliveries.find((method) => String(method.id) === deliveryId)?.needsAddress === false;
  const payments = methods?.paymentMethods.rows ?? [];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        label="Способ доставки"
        required
        value={deliveryId}
        onChange={onDelivery}
        emptyLabel="Выберите способ"
        loading={!methods}
        options={deliveries.map((method) => ({ value: String(method.id), label: `${method.name} — ${deliveryPriceLabel(priceOf(method))}, ${deliveryTerm(method)}` }))}
        error={errors.deliveryMethodId}
      />
      <SelectField
        label="Способ оплаты"
        required
        value={paymentId}
        onChange={onPayment}
        emptyLabel="Выберите способ"
        loading={!methods}
        options={payments.map((method) => ({ value: String(method.id), label: method.name }))}
        error={errors.paymentMethodId}
      />
      {pickup && (
        <SelectField
          label="Пункт самовывоза"
          required
          value={pickupPointId}
          onChange={onPickupPoint}
          emptyLabel="Выберите пункт"
          loading={!methods}
          options={(methods?.pickupPoints.rows ?? []).map((point) => ({ value: String(point.id), label: `${point.name} — ${point.address}, ${point.hours}` }))}
          error={errors.pickupPointId}
        />
      )}
    </SimpleGrid>
  );
}
