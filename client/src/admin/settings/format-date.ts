const date = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '2026-03-05T10:00:00.000Z' → «05.03.2026» (in the browser's time zone). */
export const formatDate = (iso: string): string => date.format(new Date(iso));

/** '2026-03-05T10:00:00.000Z' → «05.03.2026, 13:00». */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
