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
    throw new Error(`сервер не собрался: ${(error as { stdout?: string }).stdout}`);
  }
}

export const ADMIN = { email: 'admin@crash.local', password: 'crash-admin-password' };

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

  /** Kills the server if it runs, stops every cluster it left, and deletes DATA_DIR. */
  async function remove(): Promise<void> {
    if (shop.process) await stop(shop.process, 'SIGKILL');
    for (const pid of [...postmasters, postmasterPid(pgDir)]) if (pid) await stopPostmaster(pid, pgDir);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { shop, ports, pgDir, base: `http://127.0.0.1:${ports.http}`, start, healthyWithin, stop, api, query, remove };
}

export type BuiltServer = Awaited<ReturnType<typeof builtServer>>;
