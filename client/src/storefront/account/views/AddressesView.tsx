import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { DeleteAddressDocument, MyAddressesDocument } from '../../../generated/account/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Stack, Text } from '../../ui/Text';
import { AccountPage } from '../components/AccountPage';
import { AddressCard } from '../components/AddressCard';
import { AddressForm } from '../components/AddressForm';
import { accountUrls } from '../urls';

export const ADDRESS_DELETED = 'Адрес удалён';

/** The most addresses listed. */
const ADDRESSES_SHOWN = 100;

/**
 * `/profile/addresses`: the customer's delivery addresses, the latest first, to add, edit and
 * delete. Orders keep their own copy of the address, so a change here never alters one.
 */
export function AddressesView() {
  const { data, error, refetch } = useQuery(MyAddressesDocument, { variables: { limit: ADDRESSES_SHOWN }, fetchPolicy: 'cache-and-network' });
  const [deleteAddress] = useMutation(DeleteAddressDocument, { refetchQueries: [MyAddressesDocument] });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (id: number) => {
    setDeleting(id);
    try {
      await deleteAddress({ variables: { id } });
      notifySuccess(ADDRESS_DELETED);
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setDeleting(null);
    }
  };

  let content: ReactNode;
  if (error && !data) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <Loader />;
  else {
    const { rows } = data.addresses;
    content = (
      <Stack gap={4}>
        {editing === 'new' ? (
          <AddressForm onDone={() => setEditing(null)} />
        ) : (
          <Stack row>
            <Button onClick={() => setEditing('new')}>Добавить адрес</Button>
          </Stack>
        )}
        {rows.length === 0 && editing !== 'new' && <Text tone="muted">Сохранённых адресов пока нет: добавьте адрес, и он будет предложен при оформлении заказа.</Text>}
        <Stack as="ul" gap={3} aria-label="Адреса доставки">
          {rows.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <AddressForm address={address} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} onDelete={() => void remove(address.id)} deleting={deleting === address.id} />
            ),
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <AccountPage title="Адреса доставки" back={{ label: 'Личный кабинет', to: accountUrls.profile }}>
      {content}
    </AccountPage>
  );
}
