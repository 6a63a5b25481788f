/**
 * Metrics (CONTRACT §22): `GET /metrics` in Prometheus' text format, for a bearer METRICS_TOKEN only.
 * The series live in prom-client's global registry: requests by route and status with their
 * latency, Node's own (event-loop delay, heap…), the database pool, and gauges read from the
 * database when Prometheus asks, which the modules hand over like their public reads.
 *
 * Several worker processes (WEB_CONCURRENCY > 1, node's `cluster`) answer as one shop: whichever
 * worker Prometheus reaches, its answer sums every worker's series. In server/main.ts:
 *
 *   if (cluster.isPrimary) {
 *     serveClusterMetrics();   // once, before or after forking the workers
 *     cluster.fork(); …
 *   } else {
 *     // a worker runs createApp() as a single process does: with METRICS_TOKEN set it mounts
 *     // metricsEndpoint(), which in a worker asks the primary for the sum of all workers.
 *   }
 *
 * - `serveClusterMetrics()`: in the primary, gathers the workers' series through prom-client's
 *   AggregatorRegistry (which asks each worker over IPC) and answers a worker's
 *   `{ type: 'vitrina:metrics', id }` with `{ type: 'vitrina:metrics', id, text }` or `{ …, error }`.
 * - `metricsEndpoint(token)`: the handler of GET /metrics; in a worker it asks the primary (and
 *   answers 503 when the primary does not answer in time), in a single process it answers from its
 *   own registry. A single process needs nothing from main.ts.
 */
import cluster, { type Worker } from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';
import { AppError, unauthorized } from './errors.js';

/** The IPC message a worker sends the primary, and the primary's answer. */
export const METRICS_MESSAGE = 'vitrina:metrics';
interface MetricsMessage {
  type: typeof METRICS_MESSAGE;
  id: number;
  text?: string;
  error?: string;
}

/** A worker waits this long for the primary, which itself gives the workers 5 s (prom-client's own limit). */
const ASK_PRIMARY_MS = 6_000;
/** A reading from the database that takes longer is left out of this answer: a scrape must not hang on a database that is down or busy. */
const READ_MS = 2_000;
/** Requests that match no route and no mounted prefix: one label, whatever their address. */
export const UNMATCHED = 'unmatched';

// prom-client answers the primary's requests in a worker only once an AggregatorRegistry exists there:
// made as the module loads, so a worker answers as soon as it runs the app's code.
if (cluster.isWorker) new AggregatorRegistry();

/**
 * A gauge read when Prometheus asks. `read` gets an EntityManager of its own and answers a number,
 * or a number for each value of `label`. A count the workers share (one database) is the same in
 * every worker: `aggregator: 'max'` keeps one of them instead of their sum.
 */
export interface ScrapeGauge {
  name: string;
  help: string;
  label?: string;
  aggregator?: 'sum' | 'max';
  read(em: EntityManager): Promise<number | Record<string, number>> | number | Record<string, number>;
}

/** A counter of this process, made once whoever asks for it first (the app may be made more than once in one process: tests). */
export function counter(name: string, help: string): Counter {
  return (register.getSingleMetric(name) as Counter | undefined) ?? new Counter({ name, help });
}

/** What each scrape gauge reads now, by name: the last app made in this process. */
const readers = new Map<string, { gauge: ScrapeGauge; em: () => EntityManager }>();

function within<T>(ms: number, value: Promise<T> | T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('чтение для метрик не уложилось во время')), ms)));
  return Promise.race([Promise.resolve(value), late]).finally(() => clearTimeout(timer));
}

/**
 * Registers gauges read at scrape time. A reading that fails or is late (the database down) leaves
 * its gauge unknown in that answer (NaN, or no values by label) rather than failing the answer: the rest is still sent.
 */
export function readAtScrape(gauges: ScrapeGauge[], em: () => EntityManager): void {
  for (const gauge of gauges) {
    readers.set(gauge.name, { gauge, em });
    if (register.getSingleMetric(gauge.name)) continue;
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: gauge.label ? [gauge.label] : [],
      aggregator: gauge.aggregator ?? 'sum',
      async collect() {
        const reader = readers.get(gauge.name)!;
        try {
          const value = await within(READ_MS, reader.gauge.read(reader.em()));
          this.reset();
          if (typeof value === 'number') this.set(value);
          else for (const [labelValue, count] of Object.entries(value)) this.set({ [reader.gauge.label!]: labelValue }, count);
        } catch {
          // Not a zero, which would read as «nothing waiting»: a gauge by label has no values, one without labels NaN.
          this.reset();
          if (!reader.gauge.label) this.set(Number.NaN);
        }
      },
    });
  }
}

/** The database pool of this process (knex's tarn pool under MikroORM 6): connections in use, idle, and requests waiting for one. */
export function poolGauges(orm: MikroORM): ScrapeGauge[] {
  const pool = () => orm.em.getConnection().getKnex().client.pool as { numUsed(): number; numFree(): number; numPendingAcquires(): number } | undefined;
  return [
    { name: 'vitrina_db_pool_connections_in_use', help: 'Соединения с базой данных, занятые запросами', read: () => pool()?.numUsed() ?? 0 },
    { name: 'vitrina_db_pool_connections_idle', help: 'Свободные соединения с базой данных в пуле', read: () => pool()?.numFree() ?? 0 },
    { name: 'vitrina_db_pool_waiting', help: 'Запросы, ждущие свободного соединения с базой данных', read: () => pool()?.numPendingAcquires() ?? 0 },
  ];
}

/** Node's own series (event-loop delay, heap, CPU, handles…), once a process. */
function collectDefaults(): void {
  if (!register.getSingleMetric('nodejs_eventloop_lag_seconds')) collectDefaultMetrics();
}

const requestDuration = () =>
  (register.getSingleMetric('vitrina_http_request_duration_seconds') as Histogram | undefined) ??
  new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Время ответа на HTTP-запрос, секунды; _count — число запросов',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

const STARTED = Symbol('started');
const ROUTE = Symbol('route');
const ROUTE_BASE = Symbol('routeBase');
const ANSWERED_AS = Symbol('answeredAs');

interface RouteMarks {
  [ROUTE]?: { path: unknown };
  [ROUTE_BASE]?: string;
  [ANSWERED_AS]?: string;
}

/** A route's label: its pattern under the path its router is mounted at (`/api/products/:id`); made once per route. */
const routeLabels = new WeakMap<object, string>();

function routeLabel(route: { path: unknown }, base: string): string {
  let label = routeLabels.get(route);
  if (label === undefined) {
    const { path } = route;
    // the storefront's catch-all (a regular expression) is `*`; a route of several paths names them all
    label = base + (typeof path === 'string' ? path : Array.isArray(path) ? path.join(',') : '*');
    routeLabels.set(route, label);
  }
  return label;
}

/** The route label of a request routed so far, when requests are timed: kept with an answer the public cache sends again without routing. */
export function routeOf(req: Request): string | undefined {
  const marks = req as Request & RouteMarks;
  return marks[ROUTE] ? routeLabel(marks[ROUTE], marks[ROUTE_BASE] ?? '') : undefined;
}

/** Labels a request answered without routing (from the public cache) as the route that made the answer. */
export function answeredAs(req: Request, route: string | undefined): void {
  if (route !== undefined) (req as Request & RouteMarks)[ANSWERED_AS] = route;
}

function mountLabel(url: string, mounts: readonly string[]): string {
  for (const mount of mounts) {
    if (!url.startsWith(mount)) continue;
    const next = url.charCodeAt(mount.length);
    // the mount itself, or below it (`/`), or with a query (`?`)
    if (Number.isNaN(next) || next === 47 || next === 63) return mount;
  }
  return UNMATCHED;
}

/**
 * Times every request of `app` by method, route and status (mount it first). The route is the
 * Express pattern that answered (`/api/products/:id`), or one of `mounts` for what is served without
 * a route (`/graphql`, `/api/images`), or `unmatched`: an answer from the public cache counts under
 * the route that made it (`answeredAs`). Never the address itself, so a scanner's
 * thousand paths make one series. A request whose client left before the answer ended counts as 499.
 *
 * Express forgets where a router is mounted once the request leaves it (an error on the way out),
 * so the path it is mounted at is noted as the route is chosen. Per request: a start time, one
 * listener shared by all requests, and the histogram's observe. A router mounted at a pattern with
 * parameters would put their values into the label: mount routers at fixed paths.
 */
export function requestMetrics(app: Express, mounts: readonly string[]): RequestHandler {
  const duration = requestDuration();
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    get(this: RouteMarks) {
      return this[ROUTE];
    },
    set(this: RouteMarks & { baseUrl: string }, route: { path: unknown }) {
      this[ROUTE] = route;
      this[ROUTE_BASE] = this.baseUrl;
    },
  });
  function ended(this: Response & { [STARTED]: number }) {
    const req = this.req as typeof this.req & RouteMarks;
    const route = req[ANSWERED_AS] ?? (req[ROUTE] ? routeLabel(req[ROUTE], req[ROUTE_BASE] ?? '') : mountLabel(req.originalUrl ?? req.url, mounts));
    duration.observe({ method: req.method, route, status: this.writableFinished ? this.statusCode : 499 }, (performance.now() - this[STARTED]) / 1000);
  }
  return (_req, res, next) => {
    (res as Response & { [STARTED]: number })[STARTED] = performance.now();
    res.on('close', ended);
    next();
  };
}

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * GET /metrics: refused (401, like any call without a valid token) unless the request carries
 * `Authorization: Bearer <token>`, compared in constant time; then every series of this process or,
 * in a cluster worker, of all workers.
 */
export function metricsEndpoint(token: string): RequestHandler {
  collectDefaults();
  const expected = digest(token);
  return (req, res, next) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(unauthorized());
    }
    (cluster.isWorker ? askPrimary() : register.metrics()).then(
      (text) => {
        res.setHeader('Content-Type', register.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.send(text);
      },
      (error: unknown) => next(new AppError(503, undefined, undefined, { cause: error })),
    );
  };
}

/** The primary's answers a worker waits for, by id. */
const asked = new Map<number, { resolve(text: string): void; reject(error: Error): void; timer: NodeJS.Timeout }>();
let lastAsked = 0;
let hearing = false;

const isMetricsMessage = (message: unknown): message is MetricsMessage => (message as MetricsMessage | null)?.type === METRICS_MESSAGE && typeof (message as MetricsMessage).id === 'number';

/** A worker asks the primary for every worker's series. */
function askPrimary(): Promise<string> {
  if (!hearing) {
    hearing = true;
    process.on('message', (message: unknown) => {
      if (!isMetricsMessage(message)) return;
      const waiting = asked.get(message.id);
      if (!waiting) return;
      asked.delete(message.id);
      clearTimeout(waiting.timer);
      if (typeof message.text === 'string') waiting.resolve(message.text);
      else waiting.reject(new Error(message.error ?? 'главный процесс не прислал метрики'));
    });
  }
  const id = ++lastAsked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      asked.delete(id);
      reject(new Error('главный процесс не прислал метрики вовремя'));
    }, ASK_PRIMARY_MS);
    asked.set(id, { resolve, reject, timer });
    process.send!({ type: METRICS_MESSAGE, id } satisfies MetricsMessage, undefined, undefined, (error) => {
      if (!error) return;
      asked.delete(id);
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** In the cluster's primary, once: answers workers' requests for the series of all workers (see the top of this file). */
export function serveClusterMetrics(): void {
  const workers = new AggregatorRegistry();
  const answer = (worker: Worker, message: MetricsMessage) => {
    if (worker.isConnected()) worker.send(message, undefined, () => undefined);
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.text !== undefined || message.error !== undefined) return;
    workers.clusterMetrics().then(
      (text) => answer(worker, { type: METRICS_MESSAGE, id: message.id, text }),
      (error: unknown) => answer(worker, { type: METRICS_MESSAGE, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
