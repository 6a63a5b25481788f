import { useMutation } from '@apollo/client/react';
import { PlaceDirectCheckoutDocument } from '../../../generated/shop/graphql';
import { addressErrors, addressInput, newAddressValues } from '../../account/address-values';
import { AddressFields } from '../../account/components/AddressFields';
import { ConsentField } from '../../forms/ConsentField';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Heading, Stack } from '../../ui/Text';
import { OrderRefusal } from '../components/OrderRefusal';
import { orderRefusal, useOrderPlacement, type CheckoutFormProps } from '../order-placement';

/**
 * An order without registering (`placeDirectCheckout`): the recipient, the address, an email for
 * the letter, a comment and the consent to personal-data processing (152-ФЗ). The server's reasons
 * appear under their fields.
 */
export function GuestCheckoutForm({ basketId, onPlaced }: CheckoutFormProps) {
  const [placeOrder] = useMutation(PlaceDirectCheckoutDocument);
  const placement = useOrderPlacement(onPlaced);
  const form = useForm({
    initial: { ...newAddressValues(), email: '', comment: '', consent: false },
    validate: (values) => ({
      ...addressErrors(values, { phoneRequired: true }),
      ...check({ email: emailAddress(values.email), consent: consentGiven(values.consent) }),
    }),
    describeError: orderRefusal,
    onSubmit: (values) =>
      placement.place(async () => {
        const input = { basketId, ...addressInput(values), phone: values.phone.trim(), email: values.email.trim(), comment: values.comment.trim() || undefined, consent: true };
        const { data } = await placeOrder({ variables: { input } });
        return data!.placeDirectCheckout;
      }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Оформление заказа">
      <Stack gap={5}>
        <Heading as="h2" size="lg">
          Получатель и доставка
        </Heading>
        <AddressFields field={form.field} phoneRequired />
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
