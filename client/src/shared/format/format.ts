const rubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const rublesAndKopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 5000 → «5 000 ₽», 249.9 → «249,90 ₽»: kopecks only when there are some. */
export const formatPrice = (amount: number): string => (Number.isInteger(Math.round(amount * 100) / 100) ? rubles : rublesAndKopecks).format(amount);

const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** An average rating with the Russian decimal comma: 3.5 → «3,5», 4 → «4». */
export const formatRating = (rating: number): string => oneDecimal.format(rating);

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

// The shop's own time zone, so a page rendered on the server and hydrated in the browser says the same day.
const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** '2026-03-05T10:00:00.000Z' → «5 марта 2026 г.» (Moscow time, as the shop keeps it). */
export const formatDate = (iso: string): string => longDate.format(new Date(iso));
