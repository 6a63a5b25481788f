import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeCdek } from '../fake-cdek.js';
import { startFakeYooKassa } from '../fake-yookassa.js';
import { freePort } from '../free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    /** Where the server writes letters as .eml files (no SMTP_URL). */
    outbox: string;
    /** Where a scenario moves a parcel at the fake СДЭК: `POST {number, code}`. */
    cdekMove: string;
  }
}

/**
 * Builds the app and checks the storefront's JavaScript budget, then starts it as `npm start`
 * would: its own embedded PostgreSQL, demo data, a known admin, connected to a local fake ЮKassa
 * and a local fake СДЭК;
 * on every address, so lan.test.ts can open it from the machine's LAN address.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development JSX.
  const production = { stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } };
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], production);
  // The storefront pages' first-load JavaScript against its budget (CONTRACT §8), on the build just
  // made: over it, the script exits non-zero and the run stops here, as `npm run build` would.
  execFileSync(process.execPath, ['scripts/bundle-budget.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '../dist/ssr', '--logLevel', 'warn'], production);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const admin = { email: 'admin@e2e.local', password: 'e2e-admin-password' };
  const baseUrl = `http://127.0.0.1:${port}`;
  // ЮKassa's stand-in: the shop pays through it, and its payment page notifies the shop.
  const yookassa = await startFakeYooKassa();
  yookassa.notifyUrl = `${baseUrl}/api/payments/yookassa`;
  const cdek = await startFakeCdek();
  // The scenarios sign in (shop and back office) more than AUTH_RATE_LIMIT_PER_MIN's default 10 times a
  // minute from one address: the later sign-ins would be refused with 429.
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '0.0.0.0', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED: 'demo', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MIN: '1000', PUBLIC_URL: baseUrl, ...yookassa.env(), ...cdek.env() },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error(`сервер завершился с кодом ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (attempt > 120) throw new Error('сервер не ответил за 60 секунд');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('admin', admin);
  project.provide('outbox', path.join(dataDir, 'outbox'));
  project.provide('cdekMove', cdek.moveUrl);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await yookassa.close();
    await cdek.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
