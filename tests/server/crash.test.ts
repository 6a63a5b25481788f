import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid, stopPostmaster } from '../../server/core/postmaster.js';
import { freePort } from '../free-port.js';

/**
 * CONTRACT §7 «Crash»: the built server runs as a separate process on its own DATA_DIR, is killed
 * with SIGKILL in the middle of a burst of guest orders, and must be healthy again within 15 s of
 * the next start, with every order whole or absent and the stock taken exactly once.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-crash-'));
// As root the cluster runs as the postgres user, who must be able to enter DATA_DIR.
chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, 'pg');
const admin = { email: 'admin@crash.local', password: 'crash-admin-password' };
const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
let ports: { http: number; postgres: number };
let server: ChildProcess | undefined;
let output = '';
/** Every postmaster seen running on this DATA_DIR, stopped in afterAll whatever happened. */
const postmasters = new Set<number>();

/** Newest modification time among files under the given paths. */
function newest(paths: string[]): number {
  let latest = 0;
  for (const entry of paths.map((p) => path.join(root, p)).filter((p) => existsSync(p))) {
    const stat = statSync(entry);
    latest = Math.max(latest, stat.isDirectory() ? newest(readdirSync(entry).map((name) => path.relative(root, path.join(entry, name)))) : stat.mtimeMs);
  }
  return latest;
}

/** Builds the server as `npm start` does, when dist is missing or older than its sources. */
function buildServer(): void {
  const built = path.join(root, 'dist/server.tsbuildinfo');
  if (existsSync(path.join(root, 'dist/server/main.js')) && existsSync(built) && newest(['server', 'tsconfig.json', 'tsconfig.server.json', 'package.json']) <= statSync(built).mtimeMs) return;
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    throw new Error(`сервер не собрался: ${(error as { stdout?: string }).stdout}`);
  }
}

function start(): ChildProcess {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(ports.http),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(ports.postgres),
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MIN: '1000000',
      AUTH_RATE_LIMIT_PER_MIN: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return child;
}

/** Milliseconds until /api/health answers 200; throws past `limit`. */
async function healthyWithin(child: ChildProcess, limit: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limit) {
    if (child.exitCode !== null) throw new Error(`сервер завершился с кодом ${child.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${ports.http}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) {
      postmasters.add(postmasterPid(pgDir)!);
      return Date.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`сервер не ответил за ${limit} мс:\n${output}`);
}

/** Ends a server and waits for it; returns the milliseconds it took. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number> {
  const started = Date.now();
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
  return Date.now() - started;
}

async function api(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${ports.http}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${ports.postgres}/vitrina` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  buildServer();
  ports = { http: await freePort(), postgres: await freePort() };
}, 120_000);

afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  // A killed server, or a start that failed, leaves the cluster running.
  for (const pid of [...postmasters, postmasterPid(pgDir)]) if (pid) await stopPostmaster(pid, pgDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('after the server is killed', () => {
  it('starts again within 15 s on the same DATA_DIR with every order whole or absent and stock taken once', async () => {
    server = start();
    await healthyWithin(server, 60_000);
    const token = (await api('POST', '/auth/signin', admin)).body.accessToken;
    const category = await api('POST', '/categories', { name: 'Обувь' }, token);
    const product = await api(
      'POST',
      '/products',
      { name: 'Кеды', categoryId: category.body.id, productVariants: ['36', '37', '38', '39'].map((size) => ({ sku: `KEDY-${size}`, price: 2490.5, stock: 1000 })) },
      token,
    );
    const variants: number[] = product.body.productVariants.map((v: { id: number }) => v.id);

    // Guests order one after another on 12 lines at once until the process is killed under them.
    const acknowledged: number[] = [];
    let killed = false;
    const shop = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const basket = (await api('POST', '/baskets')).body.id;
          await api('POST', `/order-products/${basket}`, { productVariantId: variants[(n + i) % 4], quantity: 1 + (i % 3) });
          await api('POST', `/order-products/${basket}`, { productVariantId: variants[(n + i + 1) % 4], quantity: 1 });
          const placed = await api('POST', '/checkouts/direct', { ...guest, basketId: basket });
          if (placed.status === 201) acknowledged.push(placed.body.id);
        } catch {
          // the connection died with the process
        }
      }
    };
    const shoppers = Array.from({ length: 12 }, (_, n) => shop(n));
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const gone = stop(server, 'SIGKILL');
    killed = true;
    await gone;
    await Promise.all(shoppers);
    const orphan = postmasterPid(pgDir);
    expect(orphan, 'the embedded PostgreSQL outlives the killed server').toBeDefined();

    server = start();
    const recovered = await healthyWithin(server, 15_000);
    console.log(`healthy ${recovered} ms after the restart; ${acknowledged.length} orders acknowledged before the kill`);
    expect(output).toContain('остался от прежнего запуска');

    const orders = await query<{ id: number; total: string; lines: number; sum: string }>(
      `SELECT c.id, c.total_amount AS total, count(l.id)::int AS lines, coalesce(sum(l.price * l.quantity), 0) AS sum
       FROM checkout c LEFT JOIN checkout_line l ON l.checkout_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    console.log(`${orders.length} orders in the database after the restart`);
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(acknowledged));
    for (const order of orders) {
      expect(order.lines, `order ${order.id} has its lines`).toBe(2);
      expect(Number(order.total), `order ${order.id} total`).toBe(Number(order.sum));
    }
    const stock = await query<{ id: number; stock: number; ordered: number }>(
      `SELECT v.id, v.stock, coalesce((SELECT sum(quantity) FROM checkout_line WHERE product_variant_id = v.id), 0)::int AS ordered FROM product_variant v ORDER BY v.id`,
    );
    expect(stock.map((v) => v.stock + v.ordered)).toEqual([1000, 1000, 1000, 1000]);
    expect((await api('GET', '/checkouts/all?limit=1000', undefined, (await api('POST', '/auth/signin', admin)).body.accessToken)).body.length).toBe(orders.length);

    const stopped = await stop(server, 'SIGTERM');
    expect(stopped).toBeLessThan(10_000);
    expect(server.exitCode).toBe(0);
    expect(postmasterPid(pgDir), 'SIGTERM stops the embedded PostgreSQL too').toBeUndefined();
  }, 120_000);

  it('starts over a lock file whose PID is dead or belongs to another program, and leaves that program alone', async () => {
    expect(postmasterPid(pgDir), 'the previous server stopped its cluster').toBeUndefined();
    const stranger = spawn('sleep', ['60']);
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    try {
      for (const pid of [dead.pid!, stranger.pid!]) {
        writeFileSync(path.join(pgDir, 'postmaster.pid'), `${pid}\n${pgDir}\n1700000000\n${ports.postgres}\n/tmp\nlocalhost\n  1234 5678\nready   \n`);
        server = start();
        await healthyWithin(server, 15_000);
        expect(await stop(server, 'SIGTERM')).toBeLessThan(10_000);
      }
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
    } finally {
      stranger.kill();
    }
  }, 60_000);
});
