/**
 * A timestamp column as ISO 8601 text in UTC (`2026-11-23T04:11:56.266Z`), as JSON writes dates.
 * Raw SQL rows need it: MikroORM makes the driver hand timestamps over as PostgreSQL's own text
 * (`2026-11-23 04:11:56.266+00`), which neither REST clients nor GraphQL's DateTimeISO read as ISO.
 */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The filters of a hand-written query: a WHERE text and its positional values. */
export class Conditions {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];

  add(sql: string, ...values: unknown[]): void {
    this.parts.push(sql);
    this.values.push(...values);
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.sql}` : '';
  }

  /** The conditions joined, TRUE when there are none. */
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'TRUE';
  }
}
