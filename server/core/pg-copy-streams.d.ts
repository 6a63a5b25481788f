/** The part of pg-copy-streams (no types of its own) the backups use: COPY streams on a `pg` client. */
declare module 'pg-copy-streams' {
  import type { Readable, Writable } from 'node:stream';
  import type { Submittable } from 'pg';
  export interface CopyToStream extends Readable, Submittable {
    /** Rows sent, once the stream has ended. */
    rowCount: number;
  }
  export interface CopyFromStream extends Writable, Submittable {
    rowCount: number;
  }
  export function to(text: string): CopyToStream;
  export function from(text: string): CopyFromStream;
}
