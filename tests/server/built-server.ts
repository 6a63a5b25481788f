import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postmasterPid, stopPostmaster } from '../../server/core/postmaster.js';
import { freePort } from '../free-port.js';

/**
 * The built server as `npm start` runs it, in a process of its own on its own DATA_DIR with an
 * embedded PostgreSQL, to be killed and started again (CONTRACT §7 «Crash», §14).
 */

const root = path.resolve(import.meta.dirname, '../..');

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
    throw new Error(`сервер не собрался: ${(error as { stdout?: string }).stdout}`, { cause: error });
  }
}

export const ADMIN = { email: 'admin@crash.local', password: 'crash-admin-password' };

/** How a server process ended: the code it exited with by itself, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A transaction of the server holding an uncommitted write on a table, caught with the server frozen. */
export interface OpenWrite {
  pid: number;
  /** Its transaction id, to ask PostgreSQL afterwards whether it ever committed. */
  xid: string;
  table: string;
  /** The last statement it ran. */
  query: string;
  /** How many times the server was frozen before one was caught. */
  tries: number;
}

/** A built server on a fresh DATA_DIR: start it (with extra environment), kill it, start it again. */
export async function builtServer(name: string, env: Record<string, string> = {}) {
  buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrina-${name}-`));
  // As root the cluster runs as the postgres user, who must be able to enter DATA_DIR.
  chmodSync(dataDir, 0o755);
  const pgDir = path.join(dataDir, 'pg');
  const ports = { http: await freePort(), postgres: await freePort() };
  /** Every postmaster seen running on this DATA_DIR, stopped by `remove` whatever happened. */
  const postmasters = new Set<number>();
  const shop = { process: undefined as ChildProcess | undefined, output: '' };

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
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MIN: '1000000',
        AUTH_RATE_LIMIT_PER_MIN: '1000',
        BACKUP_EVERY_HOURS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (shop.output += chunk));
    child.stderr!.on('data', (chunk) => (shop.output += chunk));
    shop.process = child;
    return child;
  }

  /** Milliseconds until /api/health answers 200; throws past `limit`. */
  async function healthyWithin(child: ChildProcess, limit: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limit) {
      if (child.exitCode !== null) throw new Error(`сервер завершился с кодом ${child.exitCode}:\n${shop.output}`);
      const ok = await fetch(`http://127.0.0.1:${ports.http}/api/health`).then((r) => r.status === 200, () => false);
      if (ok) {
        postmasters.add(postmasterPid(pgDir)!);
        return Date.now() - started;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`сервер не ответил за ${limit} мс:\n${shop.output}`);
  }

  /**
   * Sends a signal to a server (waking it if it was frozen) and waits for it to end; answers how it
   * ended: the code it exited with by itself, or the signal that ended it.
   */
  async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<Exit> {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      if (signal !== 'SIGKILL') child.kill('SIGCONT');
      await exited;
    }
    return { code: child.exitCode, signal: child.signalCode };
  }

  /**
   * Freezes the server (SIGSTOP) at a moment when one of its transactions holds an uncommitted
   * INSERT, UPDATE or DELETE on one of `tables` and waits for it, as PostgreSQL itself tells from a
   * connection of the test's own; lets it run on a little between tries. The server stays frozen:
   * what is done next (SIGKILL, SIGTERM) lands inside those writes. `stop` wakes it. `also`: what
   * else must hold at that moment, on the test's side (a request of its own on its way).
   */
  async function freezeInsideWrite(child: ChildProcess, tables: string[], { also = () => true, withinMs = 30_000 }: { also?: () => boolean; withinMs?: number } = {}): Promise<OpenWrite[]> {
    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${ports.postgres}/vitrina` });
    await client.connect();
    try {
      const deadline = Date.now() + withinMs;
      for (let tries = 1; ; tries++) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`сервер завершился:\n${shop.output}`);
        child.kill('SIGSTOP');
        // Only a transaction waiting for the frozen server ('idle in transaction') is sure to be cut
        // by what follows: one still running a statement might be a single statement that commits itself.
        const { rows } = await client.query<Omit<OpenWrite, 'tries'>>(
          `SELECT DISTINCT a.pid, a.backend_xid::text AS xid, c.relname AS "table", a.query
           FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.state = 'idle in transaction'
             AND a.backend_xid IS NOT NULL AND l.granted AND l.mode = 'RowExclusiveLock' AND c.relname = ANY($1)`,
          [tables],
        );
        if (rows.length && also()) return rows.map((row) => ({ ...row, tries }));
        child.kill('SIGCONT');
        if (Date.now() > deadline) throw new Error(`за ${tries} попыток сервер ни разу не застигнут внутри записи в ${tables.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(Math.random() * 10)));
      }
    } finally {
      await client.end();
    }
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

  /** Kills the server if it runs, stops every cluster it left, and deletes DATA_DIR. */
  async function remove(): Promise<void> {
    if (shop.process) await stop(shop.process, 'SIGKILL');
    for (const pid of [...postmasters, postmasterPid(pgDir)]) if (pid) await stopPostmaster(pid, pgDir);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { shop, ports, pgDir, base: `http://127.0.0.1:${ports.http}`, start, healthyWithin, stop, freezeInsideWrite, api, query, remove };
}

export type BuiltServer = Awaited<ReturnType<typeof builtServer>>;
