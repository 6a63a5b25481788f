// `npm run test:cluster` (CONTRACT §22): one PostgreSQL, one Redis, three shops sharing secrets,
// REDIS_URL and one DATA_DIR (the pictures' shared disk) behind Debian's HAProxy, which checks
// /api/health. 60 s of mixed load through HAProxy with autocannon — catalogue pages, product pages,
// baskets, guest orders —; one shop is SIGKILLed at 20 s and started again at 40 s. Prints each
// phase's requests a second and errors, then checks that every order answered 201 is in the
// database exactly once, that stock fell by exactly what the database's orders hold, that errors
// came only from requests in flight at the kill, and that the restarted shop serves again.
// Exits 1 when a check fails, after printing the end of each process's log;
// CLUSTER_ERRORS=file writes every error (times from the kill) there.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { storefrontDocument } from './bench-documents.mjs';
import { freePort, waitFor } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const PHASE_SECONDS = 20;
const PRODUCTS = 2000;

const { startEmbeddedPostgres, ensureDatabase, ormConfig, databaseSchema, createLogger, MikroORM } = await import('./built-server.mjs');

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-cluster-'));
chmodSync(dir, 0o755);
const children = new Set();
let postgres;
const cleanUp = async () => {
  for (const child of children) child.kill('SIGKILL');
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

/** Starts a child process that is killed at the end, its output kept in `dir`/name.log. */
function started(name, command, args, env = {}) {
  const log = path.join(dir, `${name}.log`);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  postgres = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), createLogger('warn'), ['-c', 'max_connections=200']);
  await ensureDatabase(postgres.url('postgres'), 'cluster');
  const url = postgres.url('cluster');
  const orm = await MikroORM.init(ormConfig(databaseSchema, url));
  await orm.getMigrator().up();
  await orm.close(true);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(readFileSync('scripts/bench-data.sql', 'utf8').replaceAll(':products', String(PRODUCTS)));
  await db.query('VACUUM ANALYZE');
  console.log(`Каталог: ${PRODUCTS} товаров`);

  const redisPort = await freePort();
  started('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const shopEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: path.join(dir, 'shared'),
    JWT_ACCESS_SECRET: randomUUID(),
    JWT_REFRESH_SECRET: randomUUID(),
    ADMIN_PASSWORD: 'cluster-admin-1',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_MIN: '100000000',
    STOP_GRACE_SECONDS: '0',
  };
  mkdirSync(shopEnv.DATA_DIR);
  const startFlags = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.split(' ').filter((word) => word.startsWith('--'));
  const ports = [await freePort(), await freePort(), await freePort()];
  const shop = (i) => started(`shop-${i + 1}`, process.execPath, [...startFlags, 'dist/server/main.js'], { ...shopEnv, PORT: String(ports[i]) });
  const shops = ports.map((_, i) => shop(i));
  const healthy = (port) => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  for (const port of ports) await waitFor(`магазин на порту ${port}`, () => healthy(port));

  const [frontPort, statsPort] = [await freePort(), await freePort()];
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 1000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option http-server-close
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure
frontend shop
  bind 127.0.0.1:${frontPort}
  default_backend shops
backend shops
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${ports.map((port, i) => `  server shop${i + 1} 127.0.0.1:${port} check inter 500 fall 2 rise 2`).join('\n')}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`,
  );
  started('haproxy', 'haproxy', ['-f', config, '-db']);
  const front = `http://127.0.0.1:${frontPort}`;
  await waitFor('HAProxy', () => fetch(`${front}/api/health`).then((r) => r.ok, () => false));
  /** A server's line of HAProxy's statistics: `status` (UP, DOWN) and `stot` (sessions it served). */
  const serverStats = async (name) => {
    const [header, ...rows] = (await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()).split('\n').map((row) => row.split(','));
    const row = rows.find((cells) => cells[0] === 'shops' && cells[1] === name);
    return { status: row[header.indexOf('status')], served: Number(row[header.indexOf('stot')]) };
  };

  const stockBefore = new Map((await db.query('SELECT id, stock FROM product_variant')).rows.map((row) => [row.id, row.stock]));
  const onSale = (await db.query('SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.available AND v.stock > 0')).rows.map((row) => row.id);
  const categories = (await db.query('SELECT id FROM category WHERE parent_id IS NOT NULL')).rows.map((row) => row.id);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const json = { 'content-type': 'application/json' };
  const graphql = (operationName, variables) => JSON.stringify({ operationName, query: storefrontDocument(root, operationName), variables });

  // Every answer: when its request went out and came back, and what it was. Requests carry an
  // X-Request-Id, which the shop sends back: when HAProxy closes a kept-alive connection whose shop
  // died (for the client to retry, as it does), autocannon pairs the next answers with the wrong
  // requests, so an answer is matched to its request by that id, and a request never answered is lost.
  const answers = [];
  const pending = new Map();
  const startedAt = Date.now();
  let killedAt = Infinity;
  let goneAt = Infinity;
  const placed = [];
  const record = (kind, expected) => (status, body, context, headers) => {
    const id = headers['x-request-id'];
    const request = pending.get(id) ?? { kind, expected, sentAt: NaN, context };
    pending.delete(id);
    // A variant sold out under the load is refused 400 «Нет в наличии» when added: an answer, not an error.
    const ok = request.expected.includes(status) || (request.kind === 'line' && status === 400 && body.includes('Нет в наличии'));
    answers.push({ kind: request.kind, status, sentAt: request.sentAt, at: Date.now(), ok, ...(ok ? {} : { body: body.slice(0, 300) }) });
    if (request.kind === 'order' && status === 201) placed.push(JSON.parse(body).id);
    if (request.kind === 'basket' && status === 201) request.context.basketId = JSON.parse(body).id;
    if (request.kind === 'line' && status !== 200) delete request.context.basketId;
  };
  const sent = (kind, expected, build) => ({
    setupRequest: (request, context) => {
      const next = build(request, context);
      if (!next) return next;
      const id = randomUUID();
      pending.set(id, { kind, expected, sentAt: Date.now(), context });
      return { ...next, headers: { ...next.headers, 'x-request-id': id } };
    },
    onResponse: record(kind, expected),
  });
  const newBasket = { method: 'POST', path: '/api/baskets', ...sent('basket', [201], (request, context) => (delete context.basketId, request)) };
  const addLine = { method: 'POST', headers: json, ...sent('line', [200], (request, context) => context.basketId && { ...request, path: `/api/order-products/${context.basketId}`, body: JSON.stringify({ productVariantId: pick(onSale), quantity: 1 }) }) };
  const guest = (context) => ({ basketId: context.basketId, firstName: 'Ольга', lastName: 'Смирнова', email: `guest-${randomUUID()}@example.ru`, phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true });
  const load = (connections, requests) => autocannon({ url: front, connections, duration: PHASE_SECONDS * 3, requests });
  const runs = [
    load(8, [{ method: 'POST', path: '/graphql', headers: json, ...sent('catalogue', [200], (request) => ({ ...request, body: graphql('CatalogPage', { parent: pick(categories), page: 1 + Math.floor(Math.random() * 3), limit: 24, withCategories: false }) })) }]),
    load(6, [{ method: 'POST', path: '/graphql', headers: json, ...sent('product', [200], (request) => ({ ...request, body: graphql('ProductPage', { url: `product-${1 + Math.floor(Math.random() * PRODUCTS)}` }) })) }]),
    load(3, [newBasket, addLine, { method: 'GET', ...sent('basket-read', [200], (request, context) => context.basketId && { ...request, path: `/api/baskets/${context.basketId}` }) }]),
    load(3, [newBasket, addLine, { method: 'POST', headers: json, ...sent('order', [201, 409], (request, context) => context.basketId && { ...request, path: '/api/checkouts/direct', body: JSON.stringify(guest(context)) }) }]),
  ];
  console.log(`Нагрузка ${PHASE_SECONDS * 3} с через HAProxy; магазин 2 убивается на ${PHASE_SECONDS}-й секунде и запускается снова на ${PHASE_SECONDS * 2}-й…`);
  let restartedServed;
  // The kill lasts until the process is gone: until then its port still takes connections.
  const kill = new Promise((resolve) => setTimeout(resolve, PHASE_SECONDS * 1000)).then(() => {
    killedAt = Date.now();
    shops[1].once('exit', () => (goneAt = Date.now()));
    shops[1].kill('SIGKILL');
  });
  const restart = new Promise((resolve) => setTimeout(resolve, PHASE_SECONDS * 2000)).then(async () => {
    shops[1] = shop(1);
    await waitFor('магазин 2 снова отвечает', () => healthy(ports[1]));
    await waitFor('HAProxy вернул магазин 2', async () => (await serverStats('shop2')).status === 'UP');
    restartedServed = (await serverStats('shop2')).served;
  });
  const results = await Promise.all(runs);
  // Requests still out when autocannon stopped are not lost; one out for 10 s longer is.
  const lost = [...pending.values()].filter((request) => request.sentAt < Date.now() - 10_000);
  answers.push(...lost.map((request) => ({ kind: request.kind, status: 'потерян', sentAt: request.sentAt, at: killedAt, ok: false })));
  await Promise.all([kill, restart]);

  console.log('\nФаза                         запросов/с   ошибок');
  ['до сбоя (0–20 с)', 'один магазин убит (20–40 с)', 'снова три (40–60 с)'].forEach((name, phase) => {
    const inPhase = answers.filter((answer) => Math.floor((answer.at - startedAt) / (PHASE_SECONDS * 1000)) === Math.min(phase, 2));
    console.log(`${name.padEnd(30)}${(inPhase.length / PHASE_SECONDS).toFixed(0).padStart(9)}${String(inPhase.filter((answer) => !answer.ok).length).padStart(9)}`);
  });
  const errors = answers.filter((answer) => !answer.ok);
  if (process.env.CLUSTER_ERRORS) writeFileSync(process.env.CLUSTER_ERRORS, JSON.stringify(errors.map((e) => ({ ...e, sentAt: e.sentAt - killedAt, at: e.at - killedAt })), null, 1));
  const socketErrors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  console.log(`Всего ответов: ${answers.length}; заказов 201: ${placed.length}; ошибок: ${errors.length} (${[...new Set(errors.map((error) => error.status))].join(', ') || '—'}); ошибок соединения: ${socketErrors}\n`);

  const inDatabase = (await db.query('SELECT id, basket_id FROM checkout')).rows;
  const counted = new Map();
  for (const id of placed) counted.set(id, (counted.get(id) ?? 0) + 1);
  const ids = new Set(inDatabase.map((row) => row.id));
  check(placed.length > 0 && placed.every((id) => ids.has(id)) && [...counted.values()].every((times) => times === 1), `каждый заказ, на который ответили 201, есть в базе (${placed.length})`);
  const baskets = new Map();
  for (const row of inDatabase) baskets.set(row.basket_id, (baskets.get(row.basket_id) ?? 0) + 1);
  check([...baskets.values()].every((times) => times === 1), `каждая корзина оформлена не больше одного раза (заказов в базе: ${inDatabase.length})`);
  const ordered = new Map((await db.query('SELECT product_variant_id AS id, sum(quantity)::int AS quantity FROM checkout_line GROUP BY product_variant_id')).rows.map((row) => [row.id, row.quantity]));
  const stockAfter = (await db.query('SELECT id, stock FROM product_variant')).rows;
  const wrongStock = stockAfter.filter((row) => stockBefore.get(row.id) - (ordered.get(row.id) ?? 0) !== row.stock);
  check(wrongStock.length === 0, `остаток каждого варианта = начальный − заказанный (расходится у ${wrongStock.length})`);
  const stray = errors.filter((error) => !(error.sentAt <= goneAt && error.at >= killedAt));
  check(stray.length === 0 && socketErrors === 0, `ошибки только у запросов, бывших в полёте при сбое (вне сбоя: ${stray.length}, соединения: ${socketErrors})`);
  const restarted = await serverStats('shop2');
  check(restarted.status === 'UP' && restarted.served > restartedServed, `перезапущенный магазин снова обслуживает запросы (${restarted.served - restartedServed} после возвращения)`);
  await db.end();
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(error);
} finally {
  if (failures.length)
    for (const name of ['shop-1', 'shop-2', 'shop-3', 'haproxy', 'redis']) {
      const log = path.join(dir, `${name}.log`);
      if (existsSync(log)) console.error(`--- ${name}:\n${readFileSync(log, 'utf8').slice(-2000)}`);
    }
  await cleanUp();
}
if (failures.length) {
  console.error(`\nНе прошло: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nКластер выдержал сбой.');
