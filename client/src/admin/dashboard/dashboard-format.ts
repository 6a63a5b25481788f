// The dashboard's own words for money and days (the storefront's first load does without them).
const wholeRoubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

/** Whole roubles, as figures over a period read: 12 345,67 → «12 346 ₽». */
export const formatRoubles = (amount: number): string => wholeRoubles.format(Math.round(amount));

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Two days (YYYY-MM-DD) as a period reads: «30 октября — 28 ноября», the year only when they differ; one day alone. */
export function formatPeriod(from: string, to: string): string {
  const [start, end] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
  const day = from.slice(0, 4) === to.slice(0, 4) ? dayMonth : dayMonthYear;
  return from === to ? day.format(start) : `${day.format(start)} — ${day.format(end)}`;
}
