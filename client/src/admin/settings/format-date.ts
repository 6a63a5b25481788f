// The shop's own time zone, as the orders' filters, the CSV export and the dashboard count days:
// a manager in Novosibirsk and one in Kaliningrad see the same time for the same order.
const zone = 'Europe/Moscow';
const date = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: zone });
const dateTime = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone });

/** '2026-03-05T22:00:00.000Z' → «06.03.2026» (Moscow time). */
export const formatDate = (iso: string): string => date.format(new Date(iso));

/** '2026-03-05T10:00:00.000Z' → «05.03.2026, 13:00» (Moscow time). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
