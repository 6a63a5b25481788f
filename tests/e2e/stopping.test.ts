import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../free-port.js';
import { until } from '../until.js';

/** The processes whose command line names `dataDir`: the shop's embedded PostgreSQL among them. */
const processesOf = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

/** `/api/health` as a load balancer asks it: status and body, or `refused` once nothing listens. */
const health = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    () => 'refused' as const,
  );

describe('stopping the shop', () => {
  it('SIGTERM to `npm start` answers /api/health 503 while a request in flight finishes, then stops the server and its embedded PostgreSQL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-stop-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    // The build is the one the e2e setup just made, so `npm start` builds nothing and runs it.
    const shop = spawn('npm', ['start'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', SEED: 'none', STOP_GRACE_SECONDS: '2' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve));
    try {
      await until('магазин ответил на /api/health', async () => (await health(port)) !== 'refused', { withinMs: 90_000, everyMs: 250 });
      expect(processesOf(dataDir)).not.toBe('');

      // A request in flight: its body is only half sent when the signal comes.
      const body = JSON.stringify({ email: 'nobody@example.ru', password: 'not-the-password' });
      const answered = new Promise<number>((resolve, reject) => {
        const slow = request({ port, host: '127.0.0.1', method: 'POST', path: '/api/auth/signin', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        slow.once('error', reject);
        slow.write(body.slice(0, 10));
        setTimeout(() => slow.end(body.slice(10)), 1500);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      shop.kill('SIGTERM');

      expect(await until('/api/health ответил 503', async () => {
        const answer = await health(port);
        return answer !== 'refused' && answer.status === 503 ? answer : undefined;
      })).toEqual({ status: 503, body: { status: 'stopping', database: 'ok' } });
      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
      expect(await health(port)).toBe('refused');
      await until('встроенный PostgreSQL остановлен', () => processesOf(dataDir) === '');
    } finally {
      shop.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
