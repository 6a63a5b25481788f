/**
 * A formatter made on its first use: each costs the browser its locale's (and time zone's) data,
 * tens of milliseconds on a slow phone while the page loads, and most pages use one or two.
 */
function made<T>(make: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= make());
}

const rubles = made(() => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }));
const rublesAndKopecks = made(() => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 5000 → «5 000 ₽», 249.9 → «249,90 ₽»: kopecks only when there are some. */
export const formatPrice = (amount: number): string => (Number.isInteger(Math.round(amount * 100) / 100) ? rubles() : rublesAndKopecks()).format(amount);

const oneDecimal = made(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }));

/** An average rating with the Russian decimal comma: 3.5 → «3,5», 4 → «4». */
export const formatRating = (rating: number): string => oneDecimal().format(rating);

/**
 * The Russian plural form for a count: pluralRu(1, ['запись', 'записи', 'записей']) → «запись»,
 * 3 → «записи», 11 → «записей».
 */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = Math.abs(count) % 10;
  const mod100 = Math.abs(count) % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** Where an uploaded file is served (SPEC §3). */
export const imageUrl = (filename: string): string => `/api/images/${encodeURIComponent(filename)}`;

/**
 * The shop's own time zone, in which every date and time is shown (and the server counts days):
 * a page rendered on the server says the same day as in the browser, and managers in Novosibirsk
 * and Kaliningrad see the same time for the same order.
 */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

const longDate = made(() => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE }));
const shortDate = made(() => new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SHOP_TIME_ZONE }));
const dateTime = made(() => new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE }));

/** '2026-03-05T10:00:00.000Z' → «5 марта 2026 г.» (Moscow time). */
export const formatDate = (iso: string): string => longDate().format(new Date(iso));

/** '2026-03-05T22:00:00.000Z' → «06.03.2026» (Moscow time). */
export const formatShortDate = (iso: string): string => shortDate().format(new Date(iso));

/** '2026-03-05T10:00:00.000Z' → «05.03.2026, 13:00» (Moscow time). */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

/** `+79161234567` as people read it: `+7 916 123-45-67`; a number kept another way (older records) as it is. */
export function formatPhone(phone: string): string {
  const parts = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return parts ? `+7 ${parts[1]} ${parts[2]}-${parts[3]}-${parts[4]}` : phone;
}

/** A phone's `tel:` link. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A Russian phone as typed (8 916 123 45 67, +7(916)123-45-67, 9161234567), or false: the server's rule, checked before sending. */
export function isRussianPhone(typed: string): boolean {
  const phone = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+')) return /^7\d{10}$/.test(digits);
  return /^[78]\d{10}$/.test(digits) || /^\d{10}$/.test(digits);
}

/** A postcode: six digits. */
export const isPostcode = (typed: string): boolean => /^\d{6}$/.test(typed.trim());

/** «101000, Россия, Москва, ул. Ленина, 1» */
export const addressLine = (address: { zipCode: string; country: string; city: string; address: string }): string =>
  [address.zipCode, address.country, address.city, address.address].join(', ');
