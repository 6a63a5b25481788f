import { Button } from '@chakra-ui/react/button';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { DeliveryAddressFragment } from '../../../generated/account/graphql';
import { addressLine } from '../../account/address-values';

/** The choice of a new address among the saved ones. */
export const NEW_ADDRESS = 'new';

export interface AddressOptionsProps {
  addresses: DeliveryAddressFragment[];
  /** A saved address's id, or NEW_ADDRESS. */
  value: string;
  onChange: (value: string) => void;
  /** Why the server refused the chosen address. */
  error?: string;
  /** How many saved addresses there are in all, when more than those listed. */
  total: number;
  onShowAll: () => void;
  loadingAll: boolean;
}

/** «Адрес доставки»: the saved addresses (the latest first), «Показать все адреса», «Новый адрес». */
export function AddressOptions({ addresses, value, onChange, error, total, onShowAll, loadingAll }: AddressOptionsProps) {
  return (
    <Stack gap="3">
      <RadioGroup.Root value={value} onValueChange={(details) => details.value && onChange(details.value)} aria-invalid={!!error}>
        <Stack gap="3">
          <RadioGroup.Label fontSize="md">Адрес доставки</RadioGroup.Label>
          {addresses.map((address) => (
            <RadioGroup.Item key={address.id} value={String(address.id)} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText fontWeight="normal">
                <Text as="span" display="block" fontWeight="medium">
                  {address.firstName} {address.lastName}
                  {address.phone && `, ${address.phone}`}
                </Text>
                <Text as="span" display="block" color="fg.muted">
                  {addressLine(address)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
          <RadioGroup.Item value={NEW_ADDRESS}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Новый адрес</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {total > addresses.length && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={onShowAll} loading={loadingAll}>
          Показать все адреса ({total})
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
