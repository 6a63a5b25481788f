import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.js';
import { until } from '../until.js';

const ADMIN = { email: 'admin@shop.local', password: 'workers-admin-1' };
const AUTH_LIMIT = 3;
const METRICS_TOKEN = 'workers-metrics-token-1';

/**
 * One request on a connection of its own. The cluster's primary hands new connections to its
 * workers in turn (round robin), so consecutive calls are served by different workers.
 */
function call(port: number, method: string, url: string, body?: unknown, token?: string, as: 'json' | 'text' = 'json') {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; cache: string | undefined; json: any; text: string }>((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, method, path: url, agent: false, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, cache: response.headers['x-cache'] as string | undefined, json: as === 'json' && text ? JSON.parse(text) : undefined, text }));
      },
    );
    sent.once('error', reject);
    sent.end(payload);
  });
}

/** The shop's worker processes under `npm start` (`pid`): its descendants running the server itself. */
const workersOf = (pid: number) => {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((row) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(row)!)
    .map(([, id, parent, args]) => ({ id: Number(id), parent: Number(parent), args }));
  const family = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) if (family.has(row.parent) && !family.has(row.id)) grew = !!family.add(row.id);
  }
  return rows.filter((row) => family.has(row.id) && row.args.includes('dist/server/main.js')).map((row) => row.id);
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dataDir: string;
let port: number;
let shop: ReturnType<typeof spawn>;
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-workers-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  // The build is the one the e2e setup just made, so `npm start` builds nothing and runs it.
  shop = spawn('npm', ['start'], {
    env: { ...process.env, NODE_ENV: 'production', WEB_CONCURRENCY: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'info', SEED: 'none', ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_PER_MIN: String(AUTH_LIMIT), STOP_GRACE_SECONDS: '0', METRICS_TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: a failed test still ends the workers and the database with it.
    detached: true,
  });
  exited = new Promise((resolve) => shop.once('exit', resolve));
  // The primary says so once both workers listen.
  let log = '';
  shop.stdout!.setEncoding('utf8').on('data', (chunk: string) => (log = (log + chunk).slice(-4000)));
  await until('оба процесса магазина слушают порт', () => log.includes('процессов: 2'), { withinMs: 90_000, everyMs: 100 });
});

afterAll(() => {
  try {
    process.kill(-shop.pid!, 'SIGKILL');
  } catch {
    // the group has ended already
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2: two worker processes on one port', () => {
  it('shows on the next read through the other worker what was written through one, though each worker caches public pages', async () => {
    const tree = () => call(port, 'GET', '/api/categories/categoriesTree');
    // Each worker has its own cache: the first read of each is a miss, the next ones are hits.
    const warmed = [await tree(), await tree(), await tree(), await tree()];
    expect(warmed.map((read) => read.cache)).toEqual(['miss', 'miss', 'hit', 'hit']);

    const { accessToken } = (await call(port, 'POST', '/api/auth/signin', ADMIN)).json;
    expect((await call(port, 'POST', '/api/categories', { name: 'Куртки', url: 'jackets' }, accessToken)).status).toBe(201);
    for (const read of [await tree(), await tree()]) expect(read.json.map((category: { url: string }) => category.url)).toContain('jackets');
  });

  it('answers /metrics through either worker with the requests both served', async () => {
    const served = async () => {
      const text = (await call(port, 'GET', '/metrics', undefined, METRICS_TOKEN, 'text')).text;
      return Number(/^vitrina_http_request_duration_seconds_count\{method="GET",route="\/api\/categories\/categoriesTree",status="200"\} (\d+)$/m.exec(text)?.[1]);
    };
    // The six reads of the tree above, four of them before the write and two after, on both workers.
    expect([await served(), await served()]).toEqual([6, 6]);
  });

  it('counts sign-in attempts from one address on both workers together against the limit', async () => {
    const wrong = { email: 'nobody@example.ru', password: 'не-тот-пароль' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_LIMIT + 2; attempt++) statuses.push((await call(port, 'POST', '/api/auth/signin', wrong)).status);
    // One sign-in of the admin above counted too.
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
  });

  it('replaces a worker that dies, and the port keeps answering meanwhile', async () => {
    const [victim, other] = workersOf(shop.pid!);
    process.kill(victim, 'SIGKILL');
    const replaced = await until('новый процесс запущен', () => {
      const now = workersOf(shop.pid!);
      return now.length === 2 && now.includes(other) && !now.includes(victim) ? now : undefined;
    }, { withinMs: 60_000, everyMs: 100 });
    await until('новый процесс отвечает', async () => (await Promise.all([call(port, 'GET', '/api/health'), call(port, 'GET', '/api/health')])).every((r) => r.status === 200), { withinMs: 60_000, everyMs: 200 });
    expect(replaced).toHaveLength(2);
  });

  it('stops the workers and then the embedded PostgreSQL on SIGTERM to `npm start`', async () => {
    const workers = workersOf(shop.pid!);
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    await expect(call(port, 'GET', '/api/health')).rejects.toThrow();
    await until('встроенный PostgreSQL остановлен', () => {
      try {
        execFileSync('pgrep', ['-f', dataDir]);
        return false;
      } catch {
        return true;
      }
    });
  });
});
