// `npm run lighthouse [-- --out DIR]`: the demo shop on a throwaway DATA_DIR, then Lighthouse's default mobile
// run (simulated throttling) on the home page, a catalogue page and a product page in Debian's Chromium.
// Prints the scores, three metrics and the worst audits of each category under 90; asserts nothing.
// `--out DIR` also keeps each page's HTML and JSON report there.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : undefined;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-lighthouse-'));
chmodSync(dataDir, 0o755); // as root, embedded PostgreSQL runs initdb as another user, who must reach the folder
const port = await freePort();
const base = `http://localhost:${port}`;
const env = { ...process.env, NODE_ENV: 'production', SEED: 'demo', DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', ADMIN_PASSWORD: randomUUID() };
// Its own process group, so that a server stuck in its build or shutdown can be killed with its PostgreSQL.
const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'inherit', detached: true });
const serverExited = new Promise((resolve) => server.once('exit', resolve));
let chrome;

async function cleanUp() {
  await chrome?.kill();
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    if ((await Promise.race([serverExited.then(() => true), sleep(15_000)])) !== true) process.kill(-server.pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => cleanUp().then(() => process.exit(130)));

async function waitForHealth() {
  const started = Date.now();
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`сервер магазина завершился (код ${server.exitCode ?? server.signalCode})`);
    if (Date.now() - started > 600_000) throw new Error('сервер магазина не ответил на /api/health за 10 минут');
    await sleep(500);
  }
}

async function getJson(address) {
  const response = await fetch(base + address);
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
  return response.json();
}

const categories = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];

/** The audits of a category that score under 0.9, heaviest first (then worst first), without Lighthouse's hidden ones. */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.group !== 'hidden' && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
    .sort((a, b) => b.weight - a.weight || lhr.audits[a.id].score - lhr.audits[b.id].score)
    .map((ref) => lhr.audits[ref.id].title);
}

let failed = false;
const started = Date.now();
try {
  await waitForHealth();
  const { rows } = await getJson('/api/products?limit=1');
  if (!rows.length) throw new Error('в демо-магазине нет товаров');
  const pages = [
    ['home', '/'],
    ['catalogue', `/catalog/${encodeURIComponent(rows[0].category.url)}`],
    ['product', `/product/${encodeURIComponent(rows[0].url)}`],
  ];
  if (outDir) mkdirSync(outDir, { recursive: true });
  // A shop that runs is warm: its first renders after a start compile the server's code, which
  // Lighthouse would otherwise count as the page's wait for the server.
  for (const [, address] of pages) for (let i = 0; i < 5; i++) await fetch(base + address).then((response) => response.arrayBuffer());

  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const table = {};
  const worst = [];
  let version;
  for (const [name, address] of pages) {
    console.log(`Lighthouse: ${address}…`);
    const result = await lighthouse(base + address, { port: chrome.port, logLevel: 'error', output: ['html', 'json'] });
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`Lighthouse на ${address}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (outDir) {
      writeFileSync(path.join(outDir, `${name}.report.html`), result.report[0]);
      writeFileSync(path.join(outDir, `${name}.report.json`), result.report[1]);
    }
    const row = {};
    for (const [id, label] of categories) row[label] = Math.round(lhr.categories[id].score * 100);
    row['LCP s'] = Math.round(lhr.audits['largest-contentful-paint'].numericValue / 100) / 10;
    row.CLS = Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000;
    row['TBT ms'] = Math.round(lhr.audits['total-blocking-time'].numericValue);
    table[`${name} ${address}`] = row;
    for (const [id, label] of categories) {
      if (row[label] < 90) worst.push(`${name} ${label} ${row[label]}: ${failing(lhr, id).slice(0, 3).join('; ')}`);
    }
  }

  console.log(`\nLighthouse ${version}, мобильный профиль, имитация медленной сети и процессора; ${Math.round((Date.now() - started) / 1000)} с со сборкой и запуском`);
  console.table(table);
  if (worst.length) console.log(`Что проваливает категории ниже 90 (по весу, три первых):\n${worst.map((line) => `  ${line}`).join('\n')}`);
  if (outDir) console.log(`Отчёты: ${outDir}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
