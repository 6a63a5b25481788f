import { useMutation } from '@apollo/client/react';
import { CreateAddressDocument, MyAddressesDocument, UpdateAddressDocument, type DeliveryAddressFragment } from '../../../generated/account/graphql';
import { useSession } from '../../../shared/auth/session';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { useForm } from '../../forms/use-form';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import { addressErrors, addressInput, addressValuesOf, newAddressValues } from '../address-values';
import { AddressFields } from './AddressFields';
import styles from './panel.module.css';

export const ADDRESS_SAVED = 'Адрес сохранён';

export interface AddressFormProps {
  /** The address to edit; a new one when left out. */
  address?: DeliveryAddressFragment;
  onDone: () => void;
}

/** A delivery address of the signed-in customer: `createAddress`, or `updateAddress` of the one given. */
export function AddressForm({ address, onDone }: AddressFormProps) {
  const { user } = useSession();
  const refetchQueries = [MyAddressesDocument];
  const [createAddress] = useMutation(CreateAddressDocument, { refetchQueries });
  const [updateAddress] = useMutation(UpdateAddressDocument, { refetchQueries });
  const form = useForm({
    initial: address ? addressValuesOf(address) : newAddressValues(user),
    validate: (values) => addressErrors(values),
    onSubmit: async (values) => {
      const input = addressInput(values);
      // An emptied phone is sent empty, so the saved one is removed.
      if (address) await updateAddress({ variables: { id: address.id, input: { ...input, phone: values.phone.trim() } } });
      else await createAddress({ variables: { input } });
      notifySuccess(ADDRESS_SAVED);
      onDone();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={address ? 'Изменение адреса' : 'Новый адрес'}>
      <Stack gap={4} className={`${styles.panel} ${styles.roomy}`}>
        {form.failure && <FormAlert title={form.failure} />}
        <AddressFields field={form.field} />
        <Stack row wrap gap={3}>
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Сохраняем…' : 'Сохранить адрес'}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={form.submitting}>
            Отмена
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
