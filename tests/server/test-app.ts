import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app.js';
import { answerUnparsableRequests } from '../../server/core/http-errors.js';
import { loadConfig } from '../../server/core/config.js';
import { ormConfig } from '../../server/core/database.js';
import { databaseSchema } from '../../server/database-schema.js';
import { createLogger } from '../../server/core/logger.js';
import type { Role } from '../../server/core/permissions.js';
import { ensureAdmin, hashPassword } from '../../server/modules/identity/auth.service.js';
import { User } from '../../server/modules/identity/user.entity.js';
import type { RenderPage } from '../../server/modules/storefront/storefront.types.js';
import { startMailbox } from './mailbox.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
const PASSWORD = 'user-password-1';

export interface Reply<T = any> {
  status: number;
  body: T;
}

/** A fresh copy of the migrated template database: each test file starts from an empty shop. */
export async function freshDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE vitrina_template`);
  await client.end();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * The whole app on a random port against its own database (or the one given), with helpers to call
 * both APIs as anonymous, User, SuperUser or Admin. `clientDir`: a client bundle to serve.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { databaseUrl?: string; clientDir?: string; renderPage?: RenderPage } = {}) {
  const { clientDir, renderPage } = options;
  const url = options.databaseUrl ?? (await freshDatabase());
  const mailbox = await startMailbox();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_ACCESS_SECRET: 'test-access',
    JWT_REFRESH_SECRET: 'test-refresh',
    ADMIN_EMAIL: ADMIN.email,
    NOTIFY_EMAIL: 'staff@test.local',
    PUBLIC_URL: 'http://shop.test',
    SMTP_URL: mailbox.url,
    RATE_LIMIT_PER_MIN: '100000',
    AUTH_RATE_LIMIT_PER_MIN: '100000',
    // Every test client is 127.0.0.1 and many share a contact: the abuse limits (CONTRACT §18) are tested apart.
    MAX_LINE_QUANTITY: '1000000',
    MAX_UNPAID_ORDERS_PER_CONTACT: '1000000',
    MAX_UNPAID_ORDERS_PER_IP: '1000000',
    PROMO_ATTEMPTS: '1000000',
    ...env,
  });
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const queries: string[] = [];
  const orm = await MikroORM.init(ormConfig(databaseSchema, url, undefined, (sql) => queries.push(sql)));
  await ensureAdmin(orm.em.fork(), ADMIN.email, ADMIN.password, log);
  const { app, close, mailer, stockAlerts, rest: restApi, schema, services } = await createApp({ config, orm, log, clientDir, renderPage });
  mailer.start();
  const server = app.listen(0, '127.0.0.1');
  answerUnparsableRequests(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<Role, string>();

  async function rest<T = any>(method: string, path: string, options: { body?: unknown; raw?: string; token?: string; as?: Role; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, as?: Role | { token: string }): Promise<{ data?: T; errors?: any }> {
    const token = typeof as === 'object' ? as.token : as ? await tokenFor(as) : undefined;
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{ data?: T; errors?: any }>;
  }

  /** Signs in as a user of the given role (created on first use) and keeps the token. */
  async function tokenFor(role: Role): Promise<string> {
    if (!tokens.has(role)) {
      const email = role === 'Admin' ? ADMIN.email : `${role.toLowerCase()}@test.local`;
      if (role !== 'Admin') {
        const em = orm.em.fork();
        em.create(User, { email, role, firstName: role, passwordHash: await hashPassword(PASSWORD) });
        await em.flush();
      }
      const signedIn = await rest('POST', '/auth/signin', { body: { email, password: role === 'Admin' ? ADMIN.password : PASSWORD } });
      tokens.set(role, signedIn.body.accessToken);
    }
    return tokens.get(role)!;
  }

  /** Runs a call with the outbox's loop paused: its statements are then the call's own. */
  async function withOutboxPaused<T>(call: () => Promise<T>): Promise<T> {
    await mailer.stop();
    try {
      return await call();
    } finally {
      mailer.start();
    }
  }

  /** The SQL statements one call makes, as logged. */
  function statements(call: () => Promise<unknown>): Promise<string[]> {
    return withOutboxPaused(async () => {
      const before = queries.length;
      await call();
      // MikroORM colours its log lines: a statement right after a colour code has no word boundary before it.
      return queries
        .slice(before)
        .map((q) => q.replace(/\x1b\[[0-9;]*m/g, ' '))
        .filter((q) => /\b(select|insert|update|delete|with)\b/i.test(q));
    });
  }

  /** How many SQL statements one call makes. */
  const countQueries = async (call: () => Promise<unknown>): Promise<number> => (await statements(call)).length;

  return {
    base,
    orm,
    schema,
    countQueries,
    statements,
    withOutboxPaused,
    /** Every REST route the app registered, as the permission matrix walks them. */
    routes: restApi.routes,
    rest,
    gql,
    tokenFor,
    mailbox,
    mailer,
    /** The back-in-stock sender: not started here (its queries would count in `statements`); a test that needs it starts it. */
    stockAlerts,
    services,
    async close() {
      server.close();
      server.closeAllConnections();
      await close();
      await mailbox.close();
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Records made as Admin and kept by name: `await make('/brands', 'nord', { name: 'Норд' })`, then
 * `ids.nord`. `app` is read at each call, since tests start theirs in `beforeAll`.
 */
export function recordMaker(app: () => TestApp) {
  const ids: Record<string, number> = {};
  async function make(path: string, key: string, body: object) {
    const created = await app().rest('POST', path, { body, as: 'Admin' });
    if (created.status !== 201) throw new Error(`${path}: ${JSON.stringify(created.body)}`);
    ids[key] = created.body.id;
    return created.body;
  }
  return { ids, make };
}
