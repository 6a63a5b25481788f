import { useId } from 'react';
import type { DeliveryAddressFragment } from '../../../generated/account/graphql';
import { useHydrated } from '../../../shared/routing/server-page';
import { addressLine } from '../../account/address-values';
import { Button } from '../../ui/Button';
import { choiceClass } from '../../ui/Field';
import { Stack, Text } from '../../ui/Text';
import styles from './AddressOptions.module.css';

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
  const name = useId();
  const hydrated = useHydrated();
  const option = (optionValue: string) => ({
    type: 'radio' as const,
    name,
    value: optionValue,
    checked: value === optionValue,
    disabled: !hydrated,
    onChange: () => onChange(optionValue),
  });
  return (
    <Stack gap={3}>
      <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
        <legend className={styles.legend}>Адрес доставки</legend>
        {addresses.map((address) => (
          <label key={address.id} className={choiceClass}>
            <input {...option(String(address.id))} />
            <span>
              <span className={styles.recipient}>
                {address.firstName} {address.lastName}
                {address.phone && `, ${address.phone}`}
              </span>
              <span className={styles.address}>{addressLine(address)}</span>
            </span>
          </label>
        ))}
        <label className={choiceClass}>
          <input {...option(NEW_ADDRESS)} />
          <span>Новый адрес</span>
        </label>
      </fieldset>
      {total > addresses.length && (
        <Button size="sm" variant="ghost" className={styles.more} onClick={onShowAll} loading={loadingAll}>
          Показать все адреса ({total})
        </Button>
      )}
      {error && (
        <Text role="alert" tone="danger" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
