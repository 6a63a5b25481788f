/**
 * A timestamp column as ISO 8601 text in UTC (`2026-11-23T04:11:56.266Z`), as JSON writes dates.
 * Raw SQL rows need it: MikroORM makes the driver hand timestamps over as PostgreSQL's own text
 * (`2026-11-23 04:11:56.266+00`), which neither REST clients nor GraphQL's DateTimeISO read as ISO.
 */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const wholeDay = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a hand-written query: a WHERE text and its positional values. */
export class Conditions {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];

  add(sql: string, ...values: unknown[]): void {
    this.parts.push(sql);
    this.values.push(...values);
  }

  /**
   * `column` from `from` to `to`: a day (`2026-11-23`) is the shop's day in `zone`, `to` taking its
   * whole day; a moment goes to PostgreSQL as the instant JavaScript read, not as text it might read otherwise.
   */
  addPeriod(column: string, zone: string, from?: string, to?: string): void {
    if (from) {
      if (wholeDay.test(from)) this.add(`${column} >= (?::date::timestamp AT TIME ZONE ?)`, from, zone);
      else this.add(`${column} >= ?`, new Date(from));
    }
    if (to) {
      if (wholeDay.test(to)) this.add(`${column} < ((?::date + 1)::timestamp AT TIME ZONE ?)`, to, zone);
      else this.add(`${column} <= ?`, new Date(to));
    }
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.sql}` : '';
  }

  /** The conditions joined, TRUE when there are none. */
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'TRUE';
  }
}

/** Validated ids as a PostgreSQL array literal: the query layer would spread a JS array into a list. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
