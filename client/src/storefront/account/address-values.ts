import type { AddressInput, DeliveryAddressFragment } from '../../generated/account/graphql';
import { formatPhone, isPostcode } from '../../shared/format/format';
import { check, FILL_IN, phoneNumber, requiredText } from '../forms/validation';

export const BAD_ZIP_CODE = 'Индекс — шесть цифр';

/** A delivery address as its form holds it (the server's AddressInput, every field a string); a type, so useForm takes it. */
export type AddressValues = {
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
  country: string;
  city: string;
  address: string;
};

/** A new address: the recipient's name when known, Russia as the country. */
export const newAddressValues = (recipient?: { firstName: string; lastName: string } | null): AddressValues => ({
  firstName: recipient?.firstName ?? '',
  lastName: recipient?.lastName ?? '',
  phone: '',
  zipCode: '',
  country: 'Россия',
  city: '',
  address: '',
});

export const addressValuesOf = ({ firstName, lastName, phone, zipCode, country, city, address }: DeliveryAddressFragment): AddressValues => ({
  firstName,
  lastName,
  phone: formatPhone(phone),
  zipCode,
  country,
  city,
  address,
});

/**
 * The server's rules for an address (server/modules/shop/address.inputs.ts); a guest order also
 * needs the phone, and an order picked up at the shop (`place: false`) only the recipient.
 */
export function addressErrors(values: AddressValues, { phoneRequired = false, place = true } = {}) {
  const zipCode = values.zipCode.trim();
  const recipient = check({ firstName: requiredText(values.firstName), lastName: requiredText(values.lastName), phone: phoneNumber(values.phone, { optional: !phoneRequired }) });
  if (!place) return recipient;
  return {
    ...recipient,
    ...check({
      zipCode: !zipCode ? FILL_IN : !isPostcode(zipCode) && BAD_ZIP_CODE,
      country: requiredText(values.country),
      city: requiredText(values.city),
      address: requiredText(values.address),
    }),
  };
}

/** The recipient as the server takes it: trimmed, an empty phone left out. */
export function recipientInput({ firstName, lastName, phone }: Pick<AddressValues, 'firstName' | 'lastName' | 'phone'>) {
  const input = { firstName: firstName.trim(), lastName: lastName.trim() };
  return phone.trim() ? { ...input, phone: phone.trim() } : input;
}

/** The values as the server takes them: trimmed, an empty phone left out. */
export function addressInput(values: AddressValues): AddressInput {
  const { zipCode, country, city, address } = values;
  return { ...recipientInput(values), zipCode: zipCode.trim(), country: country.trim(), city: city.trim(), address: address.trim() };
}
