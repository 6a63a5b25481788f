import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';

/** The kinds of what anonymous shoppers see, each with its version (migration PublicVersions). */
export const PUBLIC_KINDS = ['catalogue', 'content', 'feedback'] as const;
export type PublicKind = (typeof PUBLIC_KINDS)[number];
export type Versions = Record<PublicKind, number>;

/**
 * A kind's version: how many times its sequence was moved on. A sequence no write has moved yet
 * holds `last_value` 1 too (with `is_called` false), so reading `last_value` alone could not tell
 * the first write on a fresh database from none.
 */
export const versionOf = (kind: PublicKind) => `(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ${kind}_version)::int8`;
const READ = `SELECT ${PUBLIC_KINDS.map((kind) => `${versionOf(kind)} AS ${kind}`).join(', ')}`;
const CHANNEL = 'vitrina_versions';
const REDIS_KEY = 'vitrina:versions';
/** Raises each kind's version in Redis to the one given, never lowers it (writers report in any order). */
const RAISE = `for i, kind in ipairs(ARGV) do
  if i % 2 == 1 then
    local given = tonumber(ARGV[i + 1])
    if given > tonumber(redis.call('HGET', KEYS[1], kind) or '0') then redis.call('HSET', KEYS[1], kind, given) end
  end
end
return 1`;

const higher = (a: Versions, b: Partial<Record<PublicKind, number>>): Versions =>
  Object.fromEntries(PUBLIC_KINDS.map((kind) => [kind, Math.max(a[kind], Number(b[kind] ?? 0) || 0)])) as Versions;

/**
 * What each kind's version is now, as every instance on the database agrees (issue 16). The
 * database moves a version at the commit of any transaction that wrote the kind's tables. This
 * instance learns of it three ways: before it answers each request that may write (so the
 * writer's next read sees the write, see afterWrites), from PostgreSQL's notification of anybody's commit,
 * and, with REDIS_URL, from Redis on every read — where each instance raises the versions it
 * learned, so a write through one instance is seen by the next read through another at once.
 */
export class PublicVersions {
  private known: Versions = { catalogue: 0, content: 0, feedback: 0 };
  private listener?: pg.Client;
  private readonly redis?: Redis;
  private stopped = false;
  private running?: Promise<void>;
  private queued?: Promise<void>;
  private readonly writeListeners: ((kind: string) => void)[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
    redisUrl?: string,
  ) {
    if (redisUrl) {
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', (error) => log.warn({ err: error }, 'Redis недоступен, версии кеша берутся из базы данных'));
    }
  }

  /**
   * Calls `listener` with the kind each time the database tells of a committed write to it, by any
   * instance: work that follows writes (letters when goods come back) starts at once instead of at its next tick.
   */
  onWrite(listener: (kind: string) => void): void {
    this.writeListeners.push(listener);
  }

  /** Listens for changes and reads the versions. */
  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
    this.redis?.disconnect();
  }

  /**
   * Whether the versions can be trusted: only while the listening connection is open, as a write
   * made while it is down would go unheard (and the database being unreachable is answered 503,
   * not from memory). It reads the versions again when it is back.
   */
  get live(): boolean {
    return this.listener !== undefined;
  }

  /** The versions now: this instance's, raised by what Redis holds when it is there. */
  async current(): Promise<Versions> {
    if (!this.redis || this.redis.status !== 'ready') return this.known;
    try {
      const shared = await this.redis.hmget(REDIS_KEY, ...PUBLIC_KINDS);
      return higher(this.known, Object.fromEntries(PUBLIC_KINDS.map((kind, i) => [kind, Number(shared[i])])));
    } catch {
      return this.known;
    }
  }

  /**
   * Reads the versions from the database and passes them on to Redis. One read at a time (the
   * listening connection runs one query at a time); one asked for while a read runs waits for a
   * read begun after it, shared by everyone who asked meanwhile.
   */
  refresh(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return (this.running = this.read().finally(() => (this.running = undefined)));
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.refresh();
      });
    return this.queued;
  }

  /** On the listening connection, idle between notifications, so the pool's connections stay with the requests. */
  private async read(): Promise<void> {
    const [row] = this.listener
      ? (await this.listener.query<Record<PublicKind, string>>(READ)).rows
      : await this.orm.em.fork().getConnection().execute<Record<PublicKind, string>[]>(READ, [], 'all');
    this.known = higher(this.known, Object.fromEntries(PUBLIC_KINDS.map((kind) => [kind, Number(row[kind])])));
    if (this.redis?.status === 'ready') {
      await this.redis.eval(RAISE, 1, REDIS_KEY, ...PUBLIC_KINDS.flatMap((kind) => [kind, String(this.known[kind])])).catch((error: unknown) => this.log.warn({ err: error }, 'версии кеша не записаны в Redis'));
    }
  }

  /**
   * The one place where a write this instance answers becomes visible to its next read (CONTRACT §12):
   * a request that may write (`writes`) is answered only after the versions were read again, whatever
   * wrote — an ORM transaction, a native statement outside any transaction, a bulk statement, an
   * import. By then its statements have committed (the response ends after the handler is done), and
   * the database has moved the versions at that commit. The answer is held back, not failed, when the
   * read fails: the write is committed, and the notification will carry it.
   */
  afterWrites(writes: (req: Request) => boolean): RequestHandler {
    return (req, res, next) => {
      if (!writes(req)) return next();
      const end = res.end;
      res.end = ((...args: unknown[]) => {
        res.end = end;
        // Answered, though nothing is sent until the versions are read: nobody must answer again.
        res.locals.answered = true;
        this.refresh()
          .catch((error: unknown) => this.log.warn({ err: error }, 'версии кеша не прочитаны после записи'))
          .finally(() => (end as (...a: unknown[]) => Response).apply(res, args));
        return res;
      }) as Response['end'];
      next();
    };
  }

  /**
   * A connection of its own LISTENs on the channel, then the versions are read (so no write falls
   * between the two); a lost connection is opened again a second later.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.getClientUrl(), keepAlive: true });
    const retry = (error: unknown) => {
      if (this.stopped) return;
      this.log.warn({ err: error }, 'соединение для уведомлений о версиях кеша потеряно');
      client.end().catch(() => undefined);
      setTimeout(() => this.listen().catch(retry), 1000).unref();
    };
    client.on('notification', (notice) => {
      void this.refresh().catch((error: unknown) => this.log.warn({ err: error }, 'версии кеша не прочитаны'));
      for (const listener of this.writeListeners) listener(notice.payload ?? '');
    });
    const lost = (error: unknown) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      retry(error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('соединение закрыто')));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    await this.refresh();
  }
}
