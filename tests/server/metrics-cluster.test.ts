import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.js';
import { parseMetrics, valueOf } from './metrics-text.js';

const TOKEN = 'cluster-metrics-token-0001';
const fixture = path.resolve(import.meta.dirname, '../fixtures/metrics-cluster.ts');
let primary: ChildProcess;
let port: number;

/** A GET on a connection of its own, so the primary hands each request to the next worker. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    request(`http://127.0.0.1:${port}${url}`, { agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  port = await freePort();
  // The fixture is TypeScript: jiti (which Vite and ESLint use too) compiles it as Node loads it.
  primary = fork(fixture, [], { execArgv: ['--import', 'jiti/register'], env: { ...process.env, PORT: String(port), WORKERS: '2', METRICS_TOKEN: TOKEN }, stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    primary.once('message', () => resolve());
    primary.once('exit', (code) => reject(new Error(`кластер завершился с кодом ${code}`)));
  });
});
afterAll(() => {
  primary?.kill('SIGTERM');
});

describe('metrics of a cluster', () => {
  it('answers from any worker with the requests and counters of all workers added up', async () => {
    const served = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const answer = await get(`/hello/guest-${i}`);
      expect(answer.status).toBe(200);
      served.add(JSON.parse(answer.text).worker);
    }
    expect(served.size, 'both workers served requests').toBe(2);

    // Asked twice, on connections of their own: each worker in turn answers, with the same sums.
    for (let i = 0; i < 2; i++) {
      const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(200);
      const { samples } = parseMetrics(answer.text);
      expect(valueOf(samples, 'vitrina_http_request_duration_seconds_count', { method: 'GET', route: '/hello/:name', status: '200' })).toBe(10);
      expect(valueOf(samples, 'vitrina_test_greetings_total')).toBe(10);
      expect(valueOf(samples, 'vitrina_http_request_duration_seconds_bucket', { route: '/hello/:name', le: '+Inf' })).toBe(10);
    }
  });

  it('refuses a worker’s /metrics without the token', async () => {
    const answer = await get('/metrics');
    expect(answer.status).toBe(401);
  });
});
