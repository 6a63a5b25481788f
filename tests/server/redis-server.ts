import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../free-port.js';

/** A real `redis-server` on a free port, in a temp dir, keeping nothing on disk; stopped and removed at close. */
export async function startRedisServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server завершился (код ${code}): ${output}`)));
      const deadline = Date.now() + 10_000;
      const probe = () => {
        const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
        client.on('error', () => undefined);
        client
          .connect()
          .then(() => client.ping())
          .then(() => resolve(), () => (Date.now() > deadline ? reject(new Error(`redis-server не ответил: ${output}`)) : setTimeout(probe, 50)))
          .finally(() => client.disconnect());
      };
      probe();
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
