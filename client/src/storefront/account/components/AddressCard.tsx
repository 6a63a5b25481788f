import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { DeliveryAddressFragment } from '../../../generated/account/graphql';
import { addressLine } from '../address-values';

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
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-label={addressLine(address)}>
      <Stack gap="0.5">
        <Text fontWeight="medium">
          {recipient}
          {address.phone && `, ${address.phone}`}
        </Text>
        <Text color="fg.muted">{addressLine(address)}</Text>
      </Stack>
      {confirming ? (
        <HStack gap="3" wrap="wrap">
          <Text>Удалить этот адрес?</Text>
          <Button size="sm" colorPalette="red" onClick={onDelete} loading={deleting} loadingText="Удаляем…">
            Да, удалить
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
            Отмена
          </Button>
        </HStack>
      ) : (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Изменить
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Удалить
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
