import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CreateAddressDocument, MyAddressesDocument, type DeliveryAddressFragment } from '../../../generated/account/graphql';
import { PlaceCheckoutDocument } from '../../../generated/member-checkout/graphql';
import { useSession } from '../../../shared/auth/session';
import { errorMessage } from '../../../shared/errors/error-message';
import { addressErrors, addressInput, newAddressValues } from '../../account/address-values';
import { AddressFields } from '../../account/components/AddressFields';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, phoneNumber } from '../../forms/validation';
import { formatPhone } from '../../../shared/format/format';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack } from '../../ui/Text';
import { AddressOptions, NEW_ADDRESS } from '../components/AddressOptions';
import { OrderRefusal } from '../components/OrderRefusal';
import { methodIds, needsAddress, orderRefusal, useOrderPlacement, type CheckoutFormProps } from '../order-placement';

/** The most saved addresses offered at once. */
const ADDRESS_CHOICE_LIMIT = 100;

/**
 * A customer's order (`placeCheckout`) to one of their addresses, or picked up at a pickup point;
 * either way with a phone to call (CONTRACT §19). Only the latest address is asked for at first (SPEC §9: the address lookup uses
 * limit 1) and chosen; the others come on request.
 */
export function MemberCheckoutForm(props: CheckoutFormProps) {
  const { data, error, refetch } = useQuery(MyAddressesDocument, { variables: { limit: 1 } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <Loader label="Загружаем ваши адреса…" />;
  return <AddressCheckoutForm {...props} latest={data.addresses.rows[0] ?? null} total={data.addresses.length} />;
}

interface AddressCheckoutFormProps extends CheckoutFormProps {
  latest: DeliveryAddressFragment | null;
  total: number;
}

/**
 * A new address is saved first (`createAddress`) and then chosen, so sending again after a refusal
 * does not save it twice.
 */
function AddressCheckoutForm({ basketId, choice, onPlaced, onPromoRefused, onBasketChanged, onDeliveryChanged, latest, total }: AddressCheckoutFormProps) {
  const { user } = useSession();
  const place = needsAddress(choice);
  const [showAll, setShowAll] = useState(false);
  const all = useQuery(MyAddressesDocument, showAll ? { variables: { limit: ADDRESS_CHOICE_LIMIT } } : skipToken);
  const [createAddress] = useMutation(CreateAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const [placeOrder] = useMutation(PlaceCheckoutDocument);
  const placement = useOrderPlacement({ onPlaced, onPromoRefused, onBasketChanged, onDeliveryChanged });
  const form = useForm({
    initial: { choice: latest ? String(latest.id) : NEW_ADDRESS, ...newAddressValues(user), phone: latest?.phone ? formatPhone(latest.phone) : '', comment: '' },
    validate: (values) => {
      const phone = check({ phone: phoneNumber(values.phone) });
      return place && values.choice === NEW_ADDRESS ? { ...addressErrors(values), ...phone } : phone;
    },
    describeError: orderRefusal,
    onSubmit: (values) =>
      placement.place(async () => {
        const comment = values.comment.trim() || undefined;
        if (!place) {
          const { data } = await placeOrder({ variables: { input: { basketId, phone: values.phone.trim(), comment, ...methodIds(choice) } } });
          return data!.placeCheckout;
        }
        let addressId = Number(values.choice);
        if (values.choice === NEW_ADDRESS) {
          const { data } = await createAddress({ variables: { input: addressInput(values) } });
          addressId = data!.createAddress.id;
          form.setValues((current) => ({ ...current, choice: String(addressId) }));
        }
        const { data } = await placeOrder({ variables: { input: { basketId, addressId, phone: values.phone.trim(), comment, ...methodIds(choice) } } });
        return data!.placeCheckout;
      }),
  });
  const addresses = all.data?.addresses.rows ?? (latest ? [latest] : []);
  const addressChoice = form.field('choice');
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Оформление заказа">
      <Stack gap={5}>
        <Heading as="h2" size="lg">
          {place ? 'Куда доставить' : 'Получатель'}
        </Heading>
        <TextField label="Телефон" type="tel" autoComplete="tel" placeholder="+7 916 123-45-67" required helper={place ? 'Курьер позвонит перед доставкой' : 'Позвоним, когда заказ будет готов к выдаче'} {...form.field('phone')} />
        {place && addresses.length > 0 && (
          <AddressOptions
            addresses={addresses}
            value={addressChoice.value}
            onChange={addressChoice.onChange}
            error={form.errors.addressId}
            total={total}
            onShowAll={() => setShowAll(true)}
            loadingAll={all.loading}
          />
        )}
        {place && addressChoice.value === NEW_ADDRESS && <AddressFields field={form.field} withPhone={false} />}
        <TextField label="Комментарий к заказу" rows={3} {...form.field('comment')} />
        {form.failure && <OrderRefusal message={form.failure} basketOutdated={placement.basketOutdated} />}
        <Stack row>
          <Button type="submit" size="lg" loading={form.submitting}>
            {form.submitting ? 'Оформляем…' : 'Оформить заказ'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
