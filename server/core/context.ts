import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Actor } from './permissions.js';
import type { LimitBucket } from './rate-limit.js';

/** What every service call receives first: the caller, a request-scoped EntityManager, and where to log. */
export interface Context {
  em: EntityManager;
  actor: Actor | null;
  ip: string;
  requestId: string;
  log: Logger;
  /** Counts a call against a stricter limit (per IP unless `key` names the user); throws 429 past it. */
  throttle(bucket: LimitBucket, key?: string, points?: number): Promise<void>;
  /** Gives back what `throttle` counted, for a call the limit turned out not to be about. */
  release(bucket: LimitBucket, key?: string, points?: number): Promise<void>;
}
