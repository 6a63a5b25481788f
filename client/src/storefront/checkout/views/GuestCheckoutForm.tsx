import { useMutation } from '@apollo/client/react';
import { PlaceDirectCheckoutDocument } from '../../../generated/basket/graphql';
import { addressErrors, addressInput, newAddressValues, recipientInput } from '../../account/address-values';
import { AddressFields } from '../../account/components/AddressFields';
import { ConsentField } from '../../forms/ConsentField';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Heading, Stack } from '../../ui/Text';
import { OrderRefusal } from '../components/OrderRefusal';
import { methodIds, needsAddress, orderRefusal, useOrderPlacement, type CheckoutFormProps } from '../order-placement';

/**
 * An order without registering (`placeDirectCheckout`): the recipient, the address (none for
 * pickup), an email for the letter, a comment and the consent to personal-data processing
 * (152-ФЗ). The server's reasons appear under their fields.
 */
export function GuestCheckoutForm({ basketId, choice, onPlaced, onPromoRefused, onBasketChanged, onDeliveryChanged }: CheckoutFormProps) {
  const place = needsAddress(choice);
  const [placeOrder] = useMutation(PlaceDirectCheckoutDocument);
  const placement = useOrderPlacement({ onPlaced, onPromoRefused, onBasketChanged, onDeliveryChanged });
  const form = useForm({
    initial: { ...newAddressValues(), email: '', comment: '', consent: false },
    validate: (values) => ({
      ...addressErrors(values, { phoneRequired: true, place }),
      ...check({ email: emailAddress(values.email), consent: consentGiven(values.consent) }),
    }),
    describeError: orderRefusal,
    onSubmit: (values) =>
      placement.place(async () => {
        const recipient = place ? addressInput(values) : recipientInput(values);
        const input = { basketId, ...recipient, phone: values.phone.trim(), email: values.email.trim(), comment: values.comment.trim() || undefined, consent: true, ...methodIds(choice) };
        const { data } = await placeOrder({ variables: { input } });
        return data!.placeDirectCheckout;
      }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Оформление заказа">
      <Stack gap={5}>
        <Heading as="h2" size="lg">
          {place ? 'Получатель и адрес' : 'Получатель'}
        </Heading>
        <AddressFields field={form.field} phoneRequired place={place} />
        <TextField label="Электронная почта" type="email" autoComplete="email" required helper="Пришлём письмо с номером заказа" {...form.field('email')} />
        <TextField label="Комментарий к заказу" rows={3} {...form.field('comment')} />
        <ConsentField {...form.field('consent')} />
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
