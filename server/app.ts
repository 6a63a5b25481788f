import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import { PublicCache } from './core/public-cache.js';
import { PublicVersions } from './core/public-versions.js';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pinoHttp } from 'pino-http';
import { stdSerializers, type Logger } from 'pino';
import type { GraphQLSchema } from 'graphql';
import { apiDocs } from './core/api-docs.js';
import { runAsCaller } from './core/audit-scope.js';
import type { Config } from './core/config.js';
import type { Context } from './core/context.js';
import { buildGraphQLSchema, formatGraphQLError, logUnexpectedErrors } from './core/graphql.js';
import { graphqlErrorHandler, httpErrorHandler } from './core/http-errors.js';
import { openApiDocument } from './core/openapi.js';
import { RestApi } from './core/rest.js';
import { securityHeaders } from './core/security-headers.js';
import { graphqlGate } from './core/graphql-gate.js';
import { compiledExecution } from './core/graphql-jit.js';
import { defaultLimits } from './core/graphql-limits.js';
import { checkCsrf, issueCsrfCookie } from './core/csrf.js';
import { apiCaching } from './core/http-caching.js';
import { refuseDeepJson } from './core/json-depth.js';
import { precompressed } from './core/precompressed.js';
import { AppError } from './core/errors.js';
import { Mailer, outboxGauge } from './core/mail/mailer.js';
import { metricsEndpoint, poolGauges, readAtScrape, requestMetrics } from './core/metrics.js';
import { RateLimits } from './core/rate-limit.js';
import type { PeriodicJob } from './core/periodic-job.js';
import { createModules, type RenderPage } from './modules/index.js';
import { z } from 'zod';

export interface App {
  app: Express;
  apollo: ApolloServer<Context>;
  schema: GraphQLSchema;
  rest: RestApi;
  mailer: Mailer;
  /** Back-in-stock letters (CONTRACT §16): started by whoever runs the app, kicked by every catalogue write it hears of. */
  stockAlerts: PeriodicJob;
  /** The rest of the shop's periodic work (the sweep of unused pictures, the payments' read-back, newsletters): started and stopped by whoever runs the app. */
  jobs: PeriodicJob[];
  services: ReturnType<typeof createModules>['services'];
  /** From now on `/api/health` answers 503 «stopping», so a load balancer takes this instance out while it finishes its requests (CONTRACT §22). */
  drain(): void;
  /** Stops what the app started: GraphQL, the mail loop, rate-limit connections. */
  close(): Promise<void>;
}

const REQUEST_ID = /^[\w-]{1,100}$/;

/** What a request's log line keeps of it. */
const requestLine = (req: express.Request) => ({
  id: req.id,
  method: req.method,
  url: req.originalUrl,
  remoteAddress: req.ip,
  userAgent: req.headers['user-agent'],
});

const mayWrite = (req: express.Request) => !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
/** A GraphQL request that may hold a mutation: an upload, or a document naming one (a false alarm costs one read of the versions). */
const mayMutate = (req: express.Request) => req.method === 'POST' && /\bmutation\b/.test(String((req.body as { query?: unknown } | undefined)?.query ?? 'mutation'));

/**
 * One Express app: REST at /api, GraphQL at /graphql, the client bundle everywhere else.
 * `clientDir` is the built client; without one only the APIs are served. `renderPage` (the client's
 * server entry) renders storefront pages with their data; without it they go out empty.
 */
export async function createApp(options: { config: Config; orm: MikroORM; log: Logger; clientDir?: string; renderPage?: RenderPage }): Promise<App> {
  const { config, orm, log, clientDir, renderPage } = options;
  const mailer = new Mailer(orm, { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  const limits = new RateLimits({ perMinute: config.rateLimitPerMin, authPerMinute: config.authRateLimitPerMin, deliveryPerMinute: config.deliveryRateLimitPerMin, uploadsPerHour: config.uploadsPerHour, promoAttempts: config.abuse.promoAttempts, redisUrl: config.redisUrl, log });
  const versions = new PublicVersions(orm, log, config.redisUrl);
  const modules = createModules(config, mailer, versions);
  // Every module's letters are signed by the shop's settings (CONTRACT §19), which the content module keeps.
  mailer.signWith(modules.services.shopSettings);
  const { stockAlerts, ...jobs } = modules.jobs(orm, log);
  versions.onWrite((kind) => kind === 'catalogue' && stockAlerts.kick());
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Metrics (CONTRACT §22), only with METRICS_TOKEN: without it /metrics is an unknown path and requests are not timed.
  if (config.metricsToken) {
    // What answers without an Express route is labelled by where it is mounted; anything else unknown is `unmatched`.
    app.use(requestMetrics(app, ['/graphql', '/api/images', '/api/1c-exchange', '/api/docs', '/feeds', '/assets']));
    app.get('/metrics', compression(), metricsEndpoint(config.metricsToken));
    readAtScrape([...poolGauges(orm), outboxGauge, ...modules.gauges], () => orm.em.fork());
  }
  app.use(securityHeaders(config.publicUrl, { maps: Boolean(config.cdek.mapKey) }));
  // br or gzip for every compressible type (HTML, JS, CSS, JSON, SVG, XML); images and precompressed
  // files pass untouched. Credentials travel in an Authorization header that another site cannot
  // make a browser send, so BREACH finds no secret in a compressed answer to guess.
  app.use(compression());

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/graphql') },
      // A request's line says what was asked, by whom and how it ended; not every header, whose copy
      // in each line cost the busiest pages about a twentieth of their time (and held tokens to redact).
      wrapSerializers: false,
      serializers: { req: requestLine, res: (res: express.Response) => ({ statusCode: res.statusCode }), err: stdSerializers.err },
    }),
  );

  const withContext: express.RequestHandler = async (req, _res, next) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const ip = req.ip ?? '';
    const actor = await modules.tokens.verifyAccess(bearer, orm.em);
    req.ctx = { em: orm.em.fork(), actor, ip, requestId: String(req.id), log: req.log, throttle: (bucket, key = ip, points) => limits.consume(bucket, key, points), release: (bucket, key = ip, points) => limits.release(bucket, key, points) };
    runAsCaller(actor, next);
  };

  // Set on SIGTERM: the health check says so while requests in flight finish (CONTRACT §22).
  let draining = false;
  const rest = new RestApi().add(
    {
      method: 'get',
      path: '/health',
      tag: 'System',
      operation: 'system.health',
      summary: 'Состояние сервиса и доступность базы данных',
      response: z.object({ status: z.enum(['ok', 'error', 'stopping']).describe('stopping — экземпляр останавливается: балансировщику пора убрать его (503)'), database: z.enum(['ok', 'unreachable']) }),
      handle: async (ctx, _req, res) => {
        const database = await ctx.em
          .getConnection()
          .execute('SELECT 1')
          .then(() => 'ok' as const)
          .catch(() => 'unreachable' as const);
        const status = draining ? 'stopping' : database === 'ok' ? 'ok' : 'error';
        res.status(status === 'ok' ? 200 : 503).json({ status, database });
      },
    },
    ...modules.routes,
  );
  const openapi = openApiDocument(rest.routes);
  // Pictures are static files with unique names: cached for a year, and outside the request limits.
  app.use('/api/images', modules.pictures);
  app.get('/api/openapi.json', (_req, res) => res.json(openapi));
  app.use('/api/docs', apiDocs());
  await versions.start();
  const cache = new PublicCache(versions, config.publicCacheMb, modules.publicReads);
  const api = [apiCaching, limits.middleware(), checkCsrf, express.json({ limit: '1mb' }), refuseDeepJson];
  app.use('/api/1c-exchange', versions.afterWrites(() => true), limits.middleware(), modules.commerceml(orm.em, (ip) => limits.consume('auth', ip)));
  app.use('/api', versions.afterWrites(mayWrite), ...api, cache.api, withContext, rest.router());

  const schema = await buildGraphQLSchema(modules.resolvers);
  const apollo = new ApolloServer<Context>({
    gateway: compiledExecution(schema),
    formatError: formatGraphQLError,
    introspection: true,
    // Every document is measured before it runs (graphqlGate); a hash alone would skip that.
    persistedQueries: false,
    // No cache hints in the schema (the public cache is keyed by request, not by field): without
    // the cache-control plugin Apollo does not wrap every field's resolver to collect them.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), logUnexpectedErrors],
  });
  await apollo.start();
  const graphiql = clientDir && path.join(clientDir, 'graphiql.html');
  app.get('/graphql', (req, res, next) => (graphiql && existsSync(graphiql) && req.accepts(['json', 'html']) === 'html' ? res.sendFile(graphiql) : next()));
  app.use(
    '/graphql',
    ...api,
    versions.afterWrites(mayMutate),
    cache.graphql,
    withContext,
    modules.graphqlUploads,
    graphqlGate(schema, { ...defaultLimits, maxCost: config.graphqlMaxCost }),
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
  );
  app.use('/graphql', graphqlErrorHandler);

  app.use(modules.seo(orm.em));
  // The feed is public and long: counted against the per-IP limit like the API.
  app.use('/feeds', limits.middleware());
  app.use(modules.feeds(orm.em));
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    app.use(precompressed(clientDir));
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(clientDir, { index: false }));
    app.post(['/unsubscribe/:mailId', '/subscribe/:token'], limits.middleware(), withContext, modules.subscriptionForms);
    app.get(/.*/, issueCsrfCookie, limits.middleware(), cache.pages, withContext, modules.storefrontPages({ clientDir, renderPage, apollo }));
  }
  app.use((_req, _res, next) => next(new AppError(404)));
  app.use(httpErrorHandler);
  return {
    app,
    apollo,
    schema,
    rest,
    mailer,
    stockAlerts,
    jobs: Object.values(jobs),
    services: modules.services,
    drain() {
      draining = true;
    },
    async close() {
      await apollo.stop();
      await stockAlerts.stop();
      await mailer.stop();
      await versions.stop();
      await limits.close();
    },
  };
}
