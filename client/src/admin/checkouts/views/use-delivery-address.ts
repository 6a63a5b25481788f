import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminCreateAddressDocument, AdminCustomerAddressesDocument, type AddressInput } from '../../../generated/admin/graphql';
import type { FieldErrors } from '../../../shared/errors/error-message';
import type { FormValue, FormValues } from '../../dictionaries/dictionary';
import { validateValues, valuesToInput } from '../../dictionaries/form-values';
import { addressDraftFor, addressFields, NEW_ADDRESS } from '../address-fields';
import type { OrderAccount } from './use-order-caller';

type Customer = OrderAccount;

/**
 * Where a staff order goes: one of the customer's saved addresses (the first one unless another is
 * picked) or a new one, saved for the customer (`userId`) when the order is placed.
 */
export function useDeliveryAddress(customer: Customer | undefined) {
  const { data, loading, refetch } = useQuery(AdminCustomerAddressesDocument, {
    variables: { userId: customer?.id ?? 0 },
    skip: !customer,
    fetchPolicy: 'network-only',
  });
  const [create] = useMutation(AdminCreateAddressDocument);
  const [customerId, setCustomerId] = useState(customer?.id);
  const [picked, setPicked] = useState('');
  const [draft, setDraft] = useState<FormValues>(() => addressDraftFor(customer ?? { firstName: '', lastName: '' }));
  if (customerId !== customer?.id) {
    setCustomerId(customer?.id);
    setPicked('');
    setDraft(addressDraftFor(customer ?? { firstName: '', lastName: '' }));
  }

  const addresses = data?.list.rows ?? [];
  const firstChoice = addresses.length ? String(addresses[0].id) : NEW_ADDRESS;
  const choice = picked || (data ? firstChoice : '');

  return {
    addresses,
    loading,
    choice,
    pick: setPicked,
    draft,
    changeDraft: (name: string, value: FormValue) => setDraft((current) => ({ ...current, [name]: value })),
    /** What must be filled before sending: a choice, and the required fields of a new address. */
    problems: (): FieldErrors => {
      if (!choice) return { addressId: 'Выберите адрес доставки' };
      return choice === NEW_ADDRESS ? validateValues(addressFields, draft) : {};
    },
    /** The chosen address's id; a new address is saved for the customer first and becomes the choice. */
    addressId: async (): Promise<number> => {
      if (choice !== NEW_ADDRESS) return Number(choice);
      const input = { ...(valuesToInput(addressFields, draft) as Omit<AddressInput, 'userId'>), userId: customer!.id };
      const { data: created } = await create({ variables: { input } });
      const id = created!.saved.id;
      setPicked(String(id));
      void refetch();
      return id;
    },
  };
}
