import { addressLine, formatPhone } from '../../../shared/format/format';
import { useState } from 'react';
import type { DeliveryAddressFragment } from '../../../generated/account/graphql';
import { Button } from '../../ui/Button';
import { Stack, Text } from '../../ui/Text';
import styles from './panel.module.css';

export interface AddressCardProps {
  address: DeliveryAddressFragment;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A saved address: recipient, phone, the address; «Изменить», and «Удалить» asked once more before it goes. */
export function AddressCard({ address, onEdit, onDelete, deleting }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const recipient = `${address.firstName} ${address.lastName}`;
  return (
    <Stack as="li" gap={3} className={styles.panel} aria-label={addressLine(address)}>
      <Stack gap={0}>
        <Text weight="medium">
          {recipient}
          {address.phone && `, ${formatPhone(address.phone)}`}
        </Text>
        <Text tone="muted">{addressLine(address)}</Text>
      </Stack>
      {confirming ? (
        <Stack row wrap gap={3} align="center">
          <Text>Удалить этот адрес?</Text>
          <Button size="sm" variant="danger" onClick={onDelete} loading={deleting}>
            {deleting ? 'Удаляем…' : 'Да, удалить'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
            Отмена
          </Button>
        </Stack>
      ) : (
        <Stack row wrap gap={2}>
          <Button size="sm" variant="outline" onClick={onEdit}>
            Изменить
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Удалить
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
