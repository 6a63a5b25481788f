import { addressLine, formatPhone } from '../../../shared/format/format';
import type { DeliveryAddressFragment } from '../../../generated/account/graphql';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import styles from './AddressOptions.module.css';
import { ChoiceGroup } from './ChoiceGroup';

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
  const choices = [
    ...addresses.map((address) => ({
      value: String(address.id),
      title: `${address.firstName} ${address.lastName}${address.phone ? `, ${formatPhone(address.phone)}` : ''}`,
      detail: addressLine(address),
    })),
    { value: NEW_ADDRESS, title: 'Новый адрес' },
  ];
  return (
    <Stack gap={3}>
      <ChoiceGroup legend="Адрес доставки" choices={choices} value={value} onChange={onChange} error={error} />
      {total > addresses.length && (
        <Button size="sm" variant="ghost" className={styles.more} onClick={onShowAll} loading={loadingAll}>
          Показать все адреса ({total})
        </Button>
      )}
    </Stack>
  );
}
