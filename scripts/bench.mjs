// `npm run bench [-- --products 100000] [--import-products 10000] [--only feed,requests,import,signin]`: a
// throwaway database with a generated catalogue, the shop server and a bare baseline server, driven
// by autocannon on 127.0.0.1; then a 1C exchange of a generated catalogue; then the basket and the
// checkout with five promotions beside none; then sign-ins with a wrong password beside unknown
// addresses. Prints figures; asserts nothing.
// The requests are measured twice: right after the catalogue was written in bulk (analysed, not yet
// vacuumed: how a 1C exchange or an import leaves it) the scenarios with an aim, then after a
// vacuum every scenario. Catalogue pages rotate over the 10 top sections and pages 1–3, product
// pages over 30 products, as traffic does; each row has the CPU a request took in the server's
// process and in PostgreSQL.
// The shop's server runs with the Node flags `npm start` gives it (package.json), then BENCH_NODE_ARGS
// (`--cpu-prof`, `--max-old-space-size=256`…);
// `--match text` runs only the scenarios whose name has it.
import { execFileSync, fork, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { exchangeCatalogue, generatedCatalogue } from './bench-commerceml.mjs';
import { storefrontDocument } from './bench-documents.mjs';
import { freePort } from './free-port.mjs';
import { measurePromotions } from './bench-promotions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = argValue('--products', 10_000);
const duration = argValue('--seconds', 10);
const connections = argValue('--connections', 32);
const importProducts = argValue('--import-products', 10_000);
const onlyAt = process.argv.indexOf('--only');
const parts = new Set(onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : ['feed', 'requests', 'import', 'promotions', 'signin']);
/** The server's memory from /proc: VmRSS now, VmHWM its peak since start or the last reset. */
const memory = (pid, field) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024;
/** Starts the peak (VmHWM) over from the present RSS, so a part is measured apart from those before it. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU time (user + system, ms) the processes have used so far; one gone meanwhile counts nothing. */
const cpu = (pids) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    } catch {
      return sum;
    }
  }, 0);
/** The postmaster in `dataDir` and its children: the database's processes. */
const postgresProcesses = (dataDir) => {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
  return [postmaster, ...children];
};

const { startEmbeddedPostgres, ensureDatabase, ormConfig, databaseSchema, createLogger, MikroORM } = await import('./built-server.mjs');

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
chmodSync(dir, 0o755);
const children = [];
let postgres;
const cleanUp = async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

try {
  postgres = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), createLogger('warn'), ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'max_connections=200']);
  await ensureDatabase(postgres.url('postgres'), 'bench');
  const url = postgres.url('bench');
  const orm = await MikroORM.init(ormConfig(databaseSchema, url));
  await orm.getMigrator().up();
  await orm.close(true);

  console.log(`Каталог на ${products} товаров…`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  await db.query(readFileSync('scripts/bench-data.sql', 'utf8').replaceAll(':products', String(products)));
  await db.query(readFileSync('scripts/bench-listing.sql', 'utf8'));
  // First as a shop is right after a 1C exchange or an import rewrote its catalogue: statistics
  // gathered, but not vacuumed yet, so index-only reads lack the visibility map. Autovacuum is held
  // off until the aims have been measured in this state; then the tables are vacuumed, as autovacuum
  // would some minutes later, and everything is measured (issue 46).
  await db.query('ANALYZE');
  const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).rows.map((row) => row.tablename);
  const autovacuum = async (on) => {
    for (const table of tables) await db.query(`ALTER TABLE "${table}" SET (autovacuum_enabled = ${on})`);
  };
  await autovacuum(false);
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  console.log(`  готово за ${((Date.now() - started) / 1000).toFixed(1)} с`);

  const appPort = await freePort();
  const cachedPort = await freePort();
  const basePort = await freePort();
  // The shop logs as `npm start` has it (info: a line a request, into /dev/null here)
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, SEED: 'none', RATE_LIMIT_PER_MIN: '100000000', AUTH_RATE_LIMIT_PER_MIN: '100000000', DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: 'bench-admin' };
  const startFlags = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.split(' ').filter((word) => word.startsWith('--'));
  const nodeFlags = [...startFlags, ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [])];
  const server = (port, extra, flags = []) =>
    spawn(process.execPath, [...nodeFlags, ...flags, 'dist/server/main.js'], { env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const eventLoopFile = path.join(dir, 'event-loop.json');
  // Two instances of the shop on the one database: without the public cache, to measure the work
  // a request does, and with it, to measure a repeated anonymous page.
  const app = server(appPort, { PUBLIC_CACHE_MB: '0', BENCH_EVENT_LOOP_FILE: eventLoopFile }, ['--import', './scripts/bench-event-loop.mjs']);
  const cached = server(cachedPort, {});
  const baseline = fork('scripts/bench-baseline.mjs', { env: { ...env, PORT: String(basePort) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.push(app, cached, baseline);
  for (const port of [appPort, cachedPort]) {
    for (let i = 0; ; i++) {
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 100) throw new Error('сервер магазина не запустился');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  const category = 3;
  // Traffic as shoppers make it: the 10 top sections (about a tenth of the catalogue each), pages 1–3.
  const views = Array.from({ length: 10 }, (_, i) => [1, 2, 3].map((page) => ({ section: i + 1, page }))).flat();
  const productUrls = Array.from({ length: 30 }, (_, i) => `product-${1 + Math.floor(((i + 0.5) * products) / 30)}`);
  // A busy shop: every order, stock or price change moves the catalogue's version and empties its cached pages.
  const WRITES_PER_SECOND = 10;
  const graphql = (port, operationName, variables) => ({
    url: `http://127.0.0.1:${port}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query: storefrontDocument(root, operationName), variables }),
  });
  const rotating = (port, operationName, variables) => ({ ...graphql(port, operationName, variables[0]), requests: variables.map((each) => ({ body: graphql(port, operationName, each).body })) });
  const catalogPage = (port) => rotating(port, 'CatalogPage', views.map(({ section, page }) => ({ parent: section, page, limit: 24, withCategories: false })));
  const paths = (base, list) => ({ url: `${base}${list[0]}`, requests: list.map((path) => ({ path })) });
  const restPage = (port) => paths(`http://127.0.0.1:${port}`, views.map(({ section, page }) => `/api/products?parent=${section}&limit=24&page=${page}`));
  // What an API client asks of a category: its products' cards, their price range and its brands.
  const clientList = `query ClientList($parent: Int!) {
    products(parent: $parent, limit: 24) { rows { id name url price oldPrice inStock images brand { id name } } length }
    priceRange(parent: $parent) { minPrice maxPrice }
    brands(parent: $parent) { rows { id name } }
  }`;
  // A signed-in shopper, whom the public cache does not serve, paging through a category in three
  // sorts: each request a different page, the view's facets kept (FacetMemo) on the instance with the cache.
  const signedUp = await fetch(`http://127.0.0.1:${cachedPort}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'shopper@bench.local', firstName: 'Покупатель', password: 'bench-shopper-1', consent: true }) });
  const { accessToken } = await signedUp.json();
  const paging = ['popular', 'price_asc', 'new'].flatMap((sort) => Array.from({ length: 10 }, (_, i) => graphql(cachedPort, 'CatalogPage', { parent: category, page: i + 1, limit: 24, sort, withCategories: false })));
  const signedIn = { ...paging[0], headers: { ...paging[0].headers, authorization: `Bearer ${accessToken}` } };
  // The scenarios with a `ratio` are compared with the baseline: it is the aim the issue sets for them.
  const scenarios = [
    { name: 'baseline: bare http + pg (pool 10), one SQL over one denormalised table (page, total, every facet value)', ...paths(`http://127.0.0.1:${basePort}`, views.map(({ section, page }) => `/listing?categories=${section}&page=${page}`)) },
    { name: 'bare http + pg, one SQL over the shop\'s normalised tables (page with variants, total, every facet)', ...paths(`http://127.0.0.1:${basePort}`, views.map(({ section, page }) => `/?categories=${section}&page=${page}`)) },
    { name: 'GraphQL catalogue page (the storefront\'s CatalogPage)', ...catalogPage(appPort), ratio: 0.6, underLoad: app.pid },
    { name: 'GraphQL products + priceRange + brands of a category (an API client)', url: `http://127.0.0.1:${appPort}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: clientList, variables: { parent: 1 } }), requests: views.filter(({ page }) => page === 1).map(({ section }) => ({ body: JSON.stringify({ query: clientList, variables: { parent: section } }) })), ratio: 0.5, underLoad: app.pid },
    { name: 'REST catalogue page (24 of a category)', ...restPage(appPort), ratio: 0.5, underLoad: app.pid },
    { name: 'GraphQL product page (the storefront\'s ProductPage)', ...rotating(appPort, 'ProductPage', productUrls.map((url) => ({ url }))), ratio: 1.5, underLoad: app.pid },
    { name: 'REST product by url', ...paths(`http://127.0.0.1:${appPort}`, productUrls.map((url) => `/api/products/by-url/${url}`)), ratio: 1.5, underLoad: app.pid },
    { name: 'signed in: GraphQL catalogue pages 1–10 in 3 sorts (facets kept)', ...signedIn, requests: paging.map(({ body }) => ({ body })), ratio: 0.5, underLoad: cached.pid },
    { name: 'cached: GraphQL catalogue page repeated', ...catalogPage(cachedPort), ratio: 5 },
    { name: 'cached: REST catalogue page repeated', ...restPage(cachedPort), ratio: 5 },
    { name: `cached: GraphQL catalogue page while a price changes ${WRITES_PER_SECOND} times a second`, ...catalogPage(cachedPort), writes: WRITES_PER_SECOND },
    { name: 'REST facets (category, in stock)', url: `http://127.0.0.1:${appPort}/api/products/facets?categories=${category}&available=true` },
    { name: 'REST search «платье» (24)', url: `http://127.0.0.1:${appPort}/api/products?name=${encodeURIComponent('платье')}&limit=24` },
    { name: 'REST search «шерстяное платье» (every word)', url: `http://127.0.0.1:${appPort}/api/products?name=${encodeURIComponent('шерстяное платье')}&limit=24` },
    { name: 'REST facets of «шерстяное платье»', url: `http://127.0.0.1:${appPort}/api/products/facets?name=${encodeURIComponent('шерстяное платье')}` },
    { name: 'REST search «платье бархатное» (some words)', url: `http://127.0.0.1:${appPort}/api/products?name=${encodeURIComponent('платье бархатное')}&limit=24` },
    { name: 'REST suggestions «пла»', url: `http://127.0.0.1:${appPort}/api/search/suggest?q=${encodeURIComponent('пла')}` },
  ];

  /**
   * The Yandex Market feed first, while the server's peak RSS (VmHWM) is still its start-up's: cold
   * (built from the database into DATA_DIR/feeds, then sent), then warm from the file, whole and 304.
   */
  async function measureFeed(url, pid) {
    const rssBefore = memory(pid, 'VmRSS');
    resetPeak(pid);
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`фид: HTTP ${response.status}`);
    let firstByte, bytes = 0, offers = 0, tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - started;
      bytes += chunk.length;
      const text = tail + decoder.decode(chunk, { stream: true });
      offers += text.match(/<offer /g)?.length ?? 0;
      tail = text.slice(-6);
    }
    const lastByte = performance.now() - started;
    const peak = memory(pid, 'VmHWM');
    const warm = await measured({ url, connections: 4, duration: 5 });
    const warmGzip = await measured({ url, headers: { 'accept-encoding': 'gzip' }, connections: 4, duration: 5 });
    const etag = response.headers.get('etag');
    const notModified = await measured({ url, headers: { 'if-none-match': etag }, connections, duration: 5 });
    return { offers, bytes, firstByte, lastByte, rssBefore, peak, warm, warmGzip, notModified };
  }

  /** A 1C exchange of `importProducts` new products with two offers each, then the same files again (nothing to change). */
  async function measureImport(pid) {
    const { importXml, offersXml } = generatedCatalogue(importProducts);
    const files = [['import.xml', importXml], ['offers.xml', offersXml]];
    const exchange = () => exchangeCatalogue(`http://127.0.0.1:${appPort}/api/1c-exchange`, 'admin@shop.local', env.ADMIN_PASSWORD, files);
    const rssBefore = memory(pid, 'VmRSS');
    resetPeak(pid);
    await eventLoop(pid);
    const health = healthWhile(`http://127.0.0.1:${appPort}/api/health`);
    const fresh = await exchange();
    const slowestHealth = await health.stop();
    const blocked = await eventLoop(pid);
    const peak = memory(pid, 'VmHWM');
    const again = await exchange();
    return { fresh, again, rssBefore, peak, blocked, slowestHealth, megabytes: (importXml.length + offersXml.length) / 1048576 };
  }

  /** The shop's longest event-loop delay since the last call (bench-event-loop.mjs, loaded into it). */
  async function eventLoop(pid) {
    rmSync(eventLoopFile, { force: true });
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 100; i++) {
      try {
        return JSON.parse(readFileSync(eventLoopFile, 'utf8'));
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    throw new Error('магазин не ответил на SIGUSR2');
  }

  /** Asks `/api/health` every 100 ms until stopped; `stop()` answers the slowest answer's time (ms). */
  function healthWhile(url) {
    let slowest = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(url).then((response) => response.arrayBuffer());
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    return { stop: async () => ((running = false), await loop, slowest) };
  }

  /** autocannon's run with the 95th percentile of its response times, which it does not report itself. */
  const measured = async (options) => {
    const times = [];
    const run = autocannon(options);
    run.on('response', (_client, _status, _bytes, time) => times.push(time));
    const result = await run;
    times.sort((a, b) => a - b);
    return { result, p95: times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]) : null };
  };

  /** Changes a price of the page's category `perSecond` times a second on its own connection, until stopped; `stop` tells how many writes it made. */
  const changingPrices = (perSecond) => {
    const writer = new pg.Client({ connectionString: url });
    let writes = 0;
    const connected = writer.connect();
    const timer = setInterval(() => {
      writes++;
      void connected.then(() => writer.query(`UPDATE product_variant SET price = price + 1 - 2 * (random() < 0.5)::int WHERE id = (SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id JOIN category c ON c.id = p.category_id WHERE c.parent_id = $1 ORDER BY v.id LIMIT 1)`, [category])).catch(() => undefined);
    }, 1000 / perSecond);
    return { stop: async () => (clearInterval(timer), await writer.end(), writes) };
  };

  /**
   * Sign-ins with a wrong password for a known address and with unknown addresses, alternating, one
   * at a time: the median of each (CONTRACT §7 «Account probing»: an unknown address takes as long).
   */
  async function measureSignIns(base, email, rounds = 21) {
    const once = async (address) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password: 'не-тот-пароль' }) });
      await response.arrayBuffer();
      if (response.status !== 401) throw new Error(`вход ${address}: HTTP ${response.status}`);
      return performance.now() - started;
    };
    const median = (times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const known = [];
    const unknown = [];
    for (let i = 0; i < rounds; i++) {
      known.push(await once(email));
      unknown.push(await once(`ghost-${i}@bench.local`));
    }
    return { known: median(known), unknown: median(unknown), rounds };
  }

  /** Waits until the server has finished the requests autocannon gave up on, so the next run starts on an idle server. */
  const settled = async () => {
    for (let i = 0; i < 600; i++) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
      if (!rows[0].n) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const statements = async () => Number((await db.query(`SELECT coalesce(sum(calls), 0) AS n FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'`)).rows[0].n);
  const feed = parts.has('feed') ? await measureFeed(`http://127.0.0.1:${appPort}/feeds/yandex-market.xml`, app.pid) : null;
  await settled();
  const results = [];
  let peakUnderLoad = 0;
  // `--match text`: only the scenarios whose name has it (and the baseline), to profile one of them.
  const matchAt = process.argv.indexOf('--match');
  const chosen = matchAt > 0 ? scenarios.filter((s, i) => i === 0 || s.name.includes(process.argv[matchAt + 1])) : scenarios;
  const serverOf = { [appPort]: app.pid, [cachedPort]: cached.pid, [basePort]: baseline.pid };
  /** One scenario: warmed up, measured at `connections` and then alone; its row of the table. */
  async function run(scenario, name = scenario.name) {
    const serverPid = serverOf[new URL(scenario.url).port];
    const check = await fetch(scenario.url, scenario);
    if (!check.ok) throw new Error(`${scenario.name}: HTTP ${check.status} ${await check.text()}`);
    const answer = await check.text();
    if (answer.includes('"errors"')) throw new Error(`${scenario.name}: ${answer.slice(0, 300)}`);
    if (scenario.underLoad) resetPeak(scenario.underLoad);
    await autocannon({ ...scenario, connections, duration: 2 });
    const writer = scenario.writes ? changingPrices(scenario.writes) : null;
    const before = await statements();
    const databasePids = postgresProcesses(path.join(dir, 'pg'));
    const cpuBefore = [cpu([serverPid]), cpu(databasePids)];
    const { result, p95 } = await measured({ ...scenario, connections, duration });
    const [serverCpu, databaseCpu] = [cpu([serverPid]) - cpuBefore[0], cpu(databasePids) - cpuBefore[1]];
    const after = await statements();
    const written = await writer?.stop();
    if (scenario.underLoad) peakUnderLoad = Math.max(peakUnderLoad, memory(scenario.underLoad, 'VmHWM'));
    await settled();
    // Alone: what one shopper waits, without the queue 32 connections make on a few cores.
    const alone = await measured({ ...scenario, connections: 1, duration: 3 });
    const row = {
      scenario: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p95 ms': p95,
      'p99 ms': result.latency.p99,
      'p95 ms alone': alone.p95,
      errors: result.errors + result.non2xx,
      'SQL/req': (Math.max(0, after - before - 1 - (written ?? 0)) / Math.max(1, result.requests.total)).toFixed(2),
      // CPU a request: the server's process, and PostgreSQL's (every connection's, the writer's too).
      'CPU ms/req': (serverCpu / Math.max(1, result.requests.total)).toFixed(2),
      'PG CPU ms/req': (databaseCpu / Math.max(1, result.requests.total)).toFixed(2),
    };
    results.push(row);
    return row;
  }
  // A shop runs for days: every scenario is served for a while before any is measured, so the first
  // ones are not measured on code the JIT has not compiled yet and a heap not yet grown to its load
  // (in trials the first 10 s of a fresh server cost it a fifth more CPU a request).
  if (parts.has('requests')) for (const scenario of chosen) await autocannon({ ...scenario, connections, duration: 3 });
  await settled();
  // The machine's speed drifts within a run (other tenants of its host): a scenario with an aim is
  // compared with the baseline measured just before and just after it.
  const [baselineScenario, ...others] = parts.has('requests') ? chosen : [];
  const compared = [];
  /** The scenarios in the database's present state (`state`), each with an aim between two baselines. */
  async function measureAll(scenarios, state) {
    const named = (scenario) => `[${state}] ${scenario.name}`;
    let lastBaseline = await run(baselineScenario, named(baselineScenario));
    for (const scenario of scenarios) {
      if (!scenario.ratio) {
        lastBaseline = null;
        await run(scenario, named(scenario));
        continue;
      }
      const before = lastBaseline ?? (await run(baselineScenario, `${named(baselineScenario)} (снова)`));
      const row = await run(scenario, named(scenario));
      lastBaseline = await run(baselineScenario, `${named(baselineScenario)} (снова)`);
      compared.push({ row, aim: scenario.ratio, baseline: (before['req/s'] + lastBaseline['req/s']) / 2 });
    }
  }
  if (baselineScenario) {
    await measureAll(others.filter((scenario) => scenario.ratio), 'после загрузки');
    await autovacuum(true);
    await db.query('VACUUM ANALYZE');
    await measureAll(others, 'после очистки');
  } else {
    await autovacuum(true);
    await db.query('VACUUM ANALYZE');
  }
  const rss = memory(app.pid, 'VmRSS');
  const imported = parts.has('import') ? await measureImport(app.pid) : null;
  const promoted = parts.has('promotions') ? await measurePromotions({ base: `http://127.0.0.1:${appPort}`, db, adminPassword: env.ADMIN_PASSWORD, connections, duration }) : null;
  const signIns = parts.has('signin') ? await measureSignIns(`http://127.0.0.1:${appPort}`, 'admin@shop.local') : null;
  // `--top-sql`: where the database spent the run, to know what to look at first.
  const topSql = process.argv.includes('--top-sql')
    ? (await db.query(`SELECT round(total_exec_time)::int AS ms, calls, round(mean_exec_time::numeric, 2) AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 12`)).rows
    : null;
  await db.end();

  console.log(`\n${products} товаров, ${connections} соединений, ${duration} с на сценарий, Node ${process.version} ${nodeFlags.join(' ')}, ядер: ${(await import('node:os')).cpus().length}`);
  const mb = (n) => `${n.toFixed(0)} МБ`;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} с`;
  if (results.length) {
    console.table(results);
    for (const { row, aim, baseline } of compared) {
      const times = row['req/s'] / baseline;
      console.log(`${row.scenario}: ${times.toFixed(2)} × базовой линии (${Math.round(baseline)} запр/с до и после; цель ≥ ${aim} ×${times >= aim ? ', достигнута' : ', НЕ достигнута'}), p99 ${row['p99 ms']} мс`);
    }
    console.log(`Пиковый RSS сервера магазина под нагрузкой (страницы каталога и товара, ${connections} соединений): ${mb(peakUnderLoad)}; после всех запросов: ${mb(rss)}`);
  }
  if (feed) {
    const whole = (run) => `${run.result.requests.average.toFixed(1)} запр/с, p50 ${run.result.latency.p50} мс, ошибок ${run.result.errors + run.result.non2xx}`;
    console.log(`Фид Яндекс.Маркета, холодный кеш: ${feed.offers} предложений, ${mb(feed.bytes / 1048576)}, первый байт через ${seconds(feed.firstByte)}, последний через ${seconds(feed.lastByte)}`);
    console.log(`Фид, пиковый RSS сервера при сборке: ${mb(feed.peak)} (до запроса ${mb(feed.rssBefore)})`);
    console.log(`Фид из кеша, целиком (4 соединения): без сжатия ${whole(feed.warm)}; gzip ${whole(feed.warmGzip)}`);
    console.log(`Фид, условный GET → 304 (${connections} соединений): ${Math.round(feed.notModified.result.requests.average)} запр/с, p95 ${feed.notModified.p95} мс`);
  }
  if (topSql) console.table(topSql);
  if (imported) {
    const list = (timings) => timings.map((t) => `${t.filename} ${seconds(t.ms)} (вызовов import: ${t.calls})`).join(', ');
    const total = (timings) => seconds(timings.reduce((sum, t) => sum + t.ms, 0));
    console.log(`Обмен с 1С, ${importProducts} новых товаров и ${importProducts * 2} предложений (${mb(imported.megabytes)} XML): ${total(imported.fresh)} — ${list(imported.fresh)}`);
    console.log(`Обмен с 1С, пиковый RSS сервера: ${mb(imported.peak)} (до обмена ${mb(imported.rssBefore)})`);
    console.log(`Обмен с 1С, цикл событий сервера занят подряд не дольше ${imported.blocked.maxMs.toFixed(0)} мс (p99 задержки ${imported.blocked.p99Ms.toFixed(0)} мс); самый медленный ответ /api/health во время обмена ${imported.slowestHealth.toFixed(0)} мс`);
    console.log(`Обмен с 1С теми же файлами ещё раз (менять нечего): ${total(imported.again)} — ${list(imported.again)}`);
  }
  if (promoted) {
    console.log('Корзина (3 строки) и заказ гостя без акций и с пятью действующими:');
    console.table(promoted);
  }
  if (signIns) {
    console.log(`Вход с неверным паролем: медиана ${signIns.known.toFixed(1)} мс; с неизвестным адресом: ${signIns.unknown.toFixed(1)} мс (${signIns.rounds} попыток каждого, по очереди; CONTRACT §7: одинаково)`);
  }
} finally {
  await cleanUp();
}
