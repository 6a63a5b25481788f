import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { AdminCustomerAddressFragment } from '../../../generated/admin/graphql';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { FormField } from '../../dictionaries/components/FormField';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import type { FormValue, FormValues } from '../../dictionaries/dictionary';
import { addressFields, describeAddress, NEW_ADDRESS } from '../address-fields';

export interface AddressChoiceProps {
  addresses: AdminCustomerAddressFragment[];
  loading: boolean;
  /** A saved address's id or `new`. */
  choice: string;
  onPick: (choice: string) => void;
  draft: FormValues;
  onDraftChange: (name: string, value: FormValue) => void;
  errors: FieldErrors;
}

/** «Адрес доставки»: the customer's saved addresses and «Новый адрес», whose fields appear when it is chosen. */
export function AddressChoice({ addresses, loading, choice, onPick, draft, onDraftChange, errors }: AddressChoiceProps) {
  const options = [...addresses.map((address) => ({ value: String(address.id), label: describeAddress(address) })), { value: NEW_ADDRESS, label: 'Новый адрес' }];
  return (
    <Stack gap="4">
      <SelectField label="Адрес доставки" value={choice} onChange={onPick} options={options} loading={loading} error={errors.addressId} />
      {choice === NEW_ADDRESS && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {addressFields.map((field) => (
            <FormField key={field.name} field={field} value={draft[field.name]} onChange={(value) => onDraftChange(field.name, value)} error={errors[field.name]} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
