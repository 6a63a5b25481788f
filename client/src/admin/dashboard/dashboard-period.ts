import type { AdminDashboardQuery } from '../../generated/admin/graphql';
import { SHOP_TIME_ZONE } from '../../shared/format/format';

export type DashboardDay = AdminDashboardQuery['dashboard']['days'][number];

/** The periods offered in one click: the last N days up to today. */
export const presets = [
  { days: 7, label: '7 дней' },
  { days: 30, label: '30 дней' },
  { days: 90, label: '90 дней' },
] as const;

const DAY_MS = 86_400_000;

/** `2026-11-24` moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const moscowDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** Today in the shop (the back office shows Moscow time, as its dates do). */
export const shopToday = () => moscowDay.format(new Date());

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** «24 нояб.» */
export const shortDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));

/** A well-formed day from the address, or undefined (the server then takes the last 30 days). */
export const dayFrom = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);
