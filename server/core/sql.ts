/**
 * A timestamp column as ISO 8601 text in UTC (`2026-11-23T04:11:56.266Z`), as JSON writes dates.
 * Raw SQL rows need it: MikroORM makes the driver hand timestamps over as PostgreSQL's own text
 * (`2026-11-23 04:11:56.266+00`), which neither REST clients nor GraphQL's DateTimeISO read as ISO.
 */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
