import type { FieldSpec, FormValues } from '../dictionaries/dictionary';

/** The choice of a new address in the address select. */
export const NEW_ADDRESS = 'new';

/** The fields of a new delivery address, as the server's AddressInput names them. */
export const addressFields: FieldSpec[] = [
  { kind: 'text', name: 'firstName', label: 'Имя получателя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'lastName', label: 'Фамилия получателя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'phone', label: 'Телефон', whenEmpty: 'omit', placeholder: '+7 916 123-45-67' },
  { kind: 'text', name: 'zipCode', label: 'Индекс', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'country', label: 'Страна', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'city', label: 'Город', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'address', label: 'Улица, дом, квартира', required: true, whenEmpty: 'omit' },
];

const placeNames = ['zipCode', 'country', 'city', 'address'];

/** Where an order goes, without the recipient: asked of a new caller unless the order is picked up. */
export const placeFields: FieldSpec[] = addressFields.filter((field) => placeNames.includes(field.name));

/** A caller who has no account, as the phone order keeps them (the email is optional on the phone). */
export const callerFields: FieldSpec[] = [
  { kind: 'text', name: 'firstName', label: 'Имя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'lastName', label: 'Фамилия', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'phone', label: 'Телефон', required: true, whenEmpty: 'omit', placeholder: '+7 916 123-45-67' },
  { kind: 'text', name: 'email', label: 'Почта (если покупатель хочет письма о заказе)', whenEmpty: 'omit' },
];

/** A new caller starts blank, in Russia. */
export const callerDraft = (): FormValues => ({ firstName: '', lastName: '', phone: '', email: '', zipCode: '', country: 'Россия', city: '', address: '' });

/** A guest of past orders, as the customer search finds them. */
interface PastGuest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  lastPlace: { zipCode: string; country: string; city: string; address: string } | null;
}

/** A guest of past orders is taken as a caller starting from their last order: contact and where it went. */
export const guestDraft = ({ firstName, lastName, phone, email, lastPlace }: PastGuest): FormValues => ({
  ...callerDraft(),
  firstName,
  lastName,
  phone,
  email,
  ...(lastPlace && { zipCode: lastPlace.zipCode, country: lastPlace.country || 'Россия', city: lastPlace.city, address: lastPlace.address }),
});

/** A new address starts with the customer's name and phone, in Russia. */
export const addressDraftFor = (customer: { firstName: string; lastName: string; phone?: string }): FormValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: customer.phone ?? '',
  zipCode: '',
  country: 'Россия',
  city: '',
  address: '',
});

/** «Анна Смирнова — 101000, Россия, Москва, ул. Ленина, 1» */
export const describeAddress = (address: { firstName: string; lastName: string; zipCode: string; country: string; city: string; address: string }): string =>
  `${address.firstName} ${address.lastName} — ${[address.zipCode, address.country, address.city, address.address].join(', ')}`;
