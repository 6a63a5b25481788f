import type { FieldSpec, FormValues } from '../dictionaries/dictionary';

/** The choice of a new address in the address select. */
export const NEW_ADDRESS = 'new';

/** The fields of a new delivery address, as the server's AddressInput names them. */
export const addressFields: FieldSpec[] = [
  { kind: 'text', name: 'firstName', label: 'Имя получателя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'lastName', label: 'Фамилия получателя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'phone', label: 'Телефон', whenEmpty: 'omit', placeholder: '+7 900 000-00-00' },
  { kind: 'text', name: 'zipCode', label: 'Индекс', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'country', label: 'Страна', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'city', label: 'Город', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'address', label: 'Улица, дом, квартира', required: true, whenEmpty: 'omit' },
];

/** A new address starts with the customer's name and Russia. */
export const addressDraftFor = (customer: { firstName: string; lastName: string }): FormValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: '',
  zipCode: '',
  country: 'Россия',
  city: '',
  address: '',
});

/** «Анна Смирнова — 101000, Россия, Москва, ул. Ленина, 1» */
export const describeAddress = (address: { firstName: string; lastName: string; zipCode: string; country: string; city: string; address: string }): string =>
  `${address.firstName} ${address.lastName} — ${[address.zipCode, address.country, address.city, address.address].join(', ')}`;
