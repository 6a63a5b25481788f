import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { answeredAs, counter, routeOf } from './metrics.js';
import { EVERY_KIND, graphqlReadKinds, restReadKinds, type PublicReads } from './public-reads.js';
import type { PublicKind, PublicVersions, Versions } from './public-versions.js';

/** A kept answer: the versions of the kinds it showed when it was made, and what was sent. */
interface Entry {
  versions: string;
  status: number;
  type: string;
  body: Buffer;
  /** Compressed copies, made at the first reader that takes them. */
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /** The route that made it, which /metrics counts it under when it is sent again. */
  route?: string;
}

/** Each encoding's copy, made as compression() would (br at its quality 4). */
const encoders = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => gzipSync(body),
};

/** A safety net, not the invalidation: what shows by the clock (a sale's end) is not older than this. */
const TTL_MS = 60_000;
/** Smaller answers are sent as they are (compression()'s threshold too). */
const COMPRESS_FROM = 1024;

const versionsOf = (kinds: PublicKind[], versions: Versions) => kinds.map((kind) => versions[kind]).join('.');
const hash = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

/** `/products?b=2&a=1` and `/products?a=1&b=2` are one request. */
function normalUrl(req: Request): string {
  const url = new URL(req.originalUrl, 'http://shop');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/** What the cache did, for /metrics (CONTRACT §22): an answer sent from memory (or shared with a request being answered), or made again. */
const hits = counter('vitrina_public_cache_hits_total', 'Ответы публичного кэша из памяти');
const misses = counter('vitrina_public_cache_misses_total', 'Публичные ответы, которых не было в кэше: собраны заново');

/** What a request is for the cache: its key and the kinds its answer shows; null when it is not an anonymous public read. */
type Reading = (req: Request) => { key: string; kinds: PublicKind[] } | null;

/**
 * The public cache (issue 16): answers to anonymous reads that are the same for every shopper —
 * REST reads of the catalogue and content, GraphQL queries of public fields only, storefront pages —
 * kept in memory by the normalised request, each with the versions of the kinds of data it shows.
 * An answer is served again while those versions stay (any write to a kind moves its version, see
 * PublicVersions) and for at most a minute. The versions are read when the request arrives, so an
 * answer made while a write commits is kept under the older version and not served after it.
 * Requests for an answer being made meanwhile wait for it rather than each making their own: after a
 * write, a burst of shoppers on the same page costs the database one read, not one each.
 */
export class PublicCache {
  private readonly entries?: LRUCache<string, Entry>;
  /** A GraphQL operation's kinds, by its name and document: parsed once. */
  private readonly documents = new LRUCache<string, { kinds: PublicKind[] | null }>({ max: 1000 });
  /** Requests being answered now, by key and versions: the same request arriving meanwhile waits for that answer. */
  private readonly answering = new Map<string, Promise<void>>();

  /** `megabytes`: what it holds at most, by the size of the bodies kept (their compressed copies, smaller, come on top); 0 keeps nothing. */
  constructor(
    private readonly versions: PublicVersions,
    megabytes: number,
    private readonly reads: PublicReads,
  ) {
    if (megabytes > 0) this.entries = new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (e) => e.body.length + 2000, ttl: TTL_MS });
  }

  /** REST reads under `/api`. */
  readonly api: RequestHandler = this.serve((req) => {
    if (!isAnonymousRead(req)) return null;
    const kinds = restReadKinds(this.reads, req.path);
    return kinds && { key: `api ${normalUrl(req)}`, kinds };
  });

  /** GraphQL queries of public fields, by document, operation and variables. */
  readonly graphql: RequestHandler = this.serve((req) => {
    if (req.headers.authorization || !(req.method === 'POST' || req.method === 'GET')) return null;
    const body = (req.method === 'POST' ? req.body : req.query) as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    if (!body || typeof body.query !== 'string' || body.query.length > 20_000) return null;
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const variables = typeof body.variables === 'string' ? body.variables : JSON.stringify(body.variables ?? null);
    // by operation too: one document may hold a public query and a mutation
    const operation = `${operationName ?? ''}\n${body.query}`;
    const known = this.documents.get(operation) ?? { kinds: graphqlReadKinds(this.reads, body.query, operationName) };
    this.documents.set(operation, known);
    return known.kinds && { key: `graphql ${hash(body.query)} ${operationName ?? ''} ${variables}`, kinds: known.kinds };
  });

  /**
   * Storefront pages rendered on the server: not the back office's shell (a file anyway), nor an
   * order opened by its key (`/order/…`), whose payment changes with no write of the kinds kept,
   * nor the discounts page, whose promotions start and end with the clock.
   */
  readonly pages: RequestHandler = this.serve((req) => (isAnonymousRead(req) && !/^\/(admin|order|discount)(\/|$)/.test(req.path) ? { key: `page ${normalUrl(req)}`, kinds: EVERY_KIND } : null));

  private serve(reading: Reading): RequestHandler {
    return (req, res, next) => {
      const read = this.entries && this.versions.live && reading(req);
      if (!read) return next();
      this.versions.current().then(async (versions) => {
        const current = versionsOf(read.kinds, versions);
        const made = () => {
          const entry = this.entries!.get(read.key);
          return entry?.versions === current ? entry : undefined;
        };
        const kept = made();
        if (kept) return this.send(req, res, kept);
        // The same request already being answered: wait for its answer rather than make another
        const flight = `${read.key}\n${current}`;
        const answering = this.answering.get(flight);
        if (answering) {
          await answering;
          const answered = made();
          if (answered) return this.send(req, res, answered, 'shared');
          misses.inc();
          res.setHeader('X-Cache', 'miss');
        } else this.keep(res, read.key, current, this.inFlight(flight));
        next();
      }, next).catch(next);
    };
  }

  /** Marks a request as being answered; what it returns ends the mark, once whatever happens. */
  private inFlight(flight: string): () => void {
    let settle!: () => void;
    const answered = new Promise<void>((resolve) => (settle = resolve));
    this.answering.set(flight, answered);
    return () => {
      if (this.answering.get(flight) === answered) this.answering.delete(flight);
      settle();
    };
  }

  private send(req: Request, res: Response, entry: Entry, how: 'hit' | 'shared' = 'hit'): void {
    hits.inc();
    answeredAs(req, entry.route);
    res.status(entry.status);
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Cache', how);
    if (req.headers['if-none-match'] === entry.etag) return void res.status(304).end();
    // br first when the reader takes both, as compression() chooses
    const encoding = entry.body.length < COMPRESS_FROM ? undefined : (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);
    if (encoding) {
      const packed = (entry[encoding] ??= encoders[encoding](entry.body));
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', packed.length);
      return void res.end(packed);
    }
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  }

  /**
   * Keeps the answer the rest of the chain sends, when it is whole, successful and public; `done`
   * is called once it is kept or is not to be (sent otherwise, or the connection closed first).
   */
  private keep(res: Response, key: string, versions: string, done: () => void): void {
    misses.inc();
    res.setHeader('X-Cache', 'miss');
    res.once('close', done);
    const { write, end } = res;
    let streamed = false;
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      streamed = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : null;
      if (body && !streamed && res.statusCode === 200 && isPublicAnswer(res, body)) {
        this.entries!.set(key, { versions, status: 200, type: String(res.getHeader('Content-Type') ?? ''), body, etag: String(res.getHeader('ETag') ?? `W/"${hash(body)}"`), route: routeOf(res.req) });
      }
      done();
      return (end as (...args: unknown[]) => Response).call(res, chunk, ...rest);
    }) as Response['end'];
  }
}

const isAnonymousRead = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization;

/**
 * Not an answer the handler marked private, nor GraphQL's answer with errors (a timeout, a refusal).
 * Apollo's `no-store` is not read: it speaks of cache hints the schema does not give.
 */
function isPublicAnswer(res: Response, body: Buffer): boolean {
  if (/private/.test(String(res.getHeader('Cache-Control') ?? '')) || res.getHeader('Content-Encoding')) return false;
  if (!String(res.getHeader('Content-Type') ?? '').includes('json')) return true;
  try {
    return (JSON.parse(body.toString('utf8')) as { errors?: unknown }).errors === undefined;
  } catch {
    return false;
  }
}
