/** The shop's days and clock times in its time zone (SHOP_TIMEZONE, Europe/Moscow unless set). */
export class ShopTime {
  private readonly day: Intl.DateTimeFormat;
  private readonly minute: Intl.DateTimeFormat;

  /** Throws a RangeError for a zone Intl (and so PostgreSQL's IANA list) does not know. */
  constructor(readonly zone: string) {
    this.day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.minute = new Intl.DateTimeFormat('ru-RU', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  }

  /** `2026-11-24`: the shop's day of a moment. */
  dayOf(moment: Date): string {
    return this.day.format(moment);
  }

  /** «24.11.2026 21:05». */
  dateTime(moment: Date): string {
    return this.minute.format(moment).replace(',', '');
  }
}
