import { TextField } from '../../forms/TextField';
import type { FieldBinding } from '../../forms/use-form';
import type { AddressValues } from '../address-values';
import styles from './AddressFields.module.css';

export interface AddressFieldsProps {
  /** The binding of each address field to its form (useForm's `field`). */
  field: (name: keyof AddressValues) => FieldBinding<string>;
  /** A guest order needs the phone; a saved address may go without. */
  phoneRequired?: boolean;
  /** false: only the recipient, for an order picked up at the shop. */
  place?: boolean;
  /** false: the form asks the phone elsewhere (a customer's order). */
  withPhone?: boolean;
}

/** Recipient and delivery address: name, phone, zip code, country, city, street with house and flat. */
export function AddressFields({ field, phoneRequired = false, place = true, withPhone = true }: AddressFieldsProps) {
  return (
    <div className={styles.grid}>
      <TextField label="Имя" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Фамилия" autoComplete="family-name" required {...field('lastName')} />
      {withPhone && <TextField label="Телефон" type="tel" autoComplete="tel" placeholder="+7 916 123-45-67" required={phoneRequired} {...field('phone')} />}
      {place && (
        <>
          <TextField label="Индекс" autoComplete="postal-code" helper="Шесть цифр" required {...field('zipCode')} />
          <TextField label="Страна" autoComplete="country-name" required {...field('country')} />
          <TextField label="Город" autoComplete="address-level2" required {...field('city')} />
          <TextField label="Улица, дом, квартира" autoComplete="street-address" required {...field('address')} />
        </>
      )}
    </div>
  );
}
