import { spawn } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsIn, type BackupManifest } from '../../server/core/backup.js';
import { loadConfig } from '../../server/core/config.js';
import { embeddedMajorVersion } from '../../server/core/embedded-postgres.js';
import { createLogger } from '../../server/core/logger.js';
import { postmasterPid } from '../../server/core/postmaster.js';
import { backupIfDue } from '../../server/core/scheduled-backups.js';
import { dataDirContents } from '../../server/core/restore.js';
import { freePort } from '../free-port.js';
import { until } from '../until.js';
import { ADMIN as admin, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §22 «Backups»: `npm run backup` taken from the running built shop while guests order,
 * `npm run restore` into a fresh DATA_DIR, and the shop started on it; refusals of a target that is
 * not empty and of a backup made by a newer version; the scheduled backups the shop makes by itself;
 * a data folder of another PostgreSQL major version.
 */

const root = path.resolve(import.meta.dirname, '../..');
const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
const shopper = { email: 'irina@example.ru', password: 'пароль-ирины-1' };
const STOCK = 100_000;
const work = mkdtempSync(path.join(tmpdir(), 'vitrina-backups-'));
// As root the cluster runs as the postgres user, who must be able to reach the DATA_DIRs made in here.
chmodSync(work, 0o755);
const backupFile = path.join(work, 'копия.tar.gz');

let built: BuiltServer;
let server: ReturnType<BuiltServer['start']> | undefined;
/** Names of the backups the shop made by itself, seen in its BACKUP_DIR while the tests ran. */
const scheduled = new Set<string>();
let watching: NodeJS.Timeout | undefined;

const dataDirOf = (shop: BuiltServer) => path.dirname(shop.pgDir);

beforeAll(async () => {
  // The shop under test makes its own backups every 1.8 s, keeping two.
  built = await builtServer('backups', { BACKUP_EVERY_HOURS: '0.0005', BACKUP_KEEP: '2' });
  server = built.start();
  await built.healthyWithin(server, 60_000);
  const dir = path.join(dataDirOf(built), 'backups');
  watching = setInterval(() => backupsIn(dir).forEach((name) => scheduled.add(name)), 20);
}, 120_000);

afterAll(async () => {
  clearInterval(watching);
  await built.remove();
  rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run backup` or `npm run restore` as npm does (node scripts/server-command.mjs …) and answers how it ended. */
function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/server-command.mjs', name, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A fresh DATA_DIR the embedded cluster (run as postgres when we are root) may enter. */
function emptyDataDir(name: string): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  return dir;
}

describe('a backup taken while guests order', () => {
  let picture: { name: string; bytes: Buffer };
  let before: number[] = [];

  it('restores into a fresh DATA_DIR a shop with every order acknowledged before it began, the uploaded picture and users who sign in', async () => {
    const token = (await built.api('POST', '/auth/signin', admin)).body.accessToken;
    const category = await built.api('POST', '/categories', { name: 'Обувь' }, token);
    const product = await built.api(
      'POST',
      '/products',
      { name: 'Кеды', categoryId: category.body.id, productVariants: ['36', '37', '38'].map((size) => ({ sku: `KEDY-${size}`, price: 2490.5, stock: STOCK })) },
      token,
    );
    expect(product.status).toBe(201);
    const variants: number[] = product.body.productVariants.map((v: { id: number }) => v.id);
    expect((await built.api('POST', '/auth/signup', { ...shopper, firstName: 'Ирина', consent: true })).status).toBe(201);
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)]), 'кеды.png');
    const uploaded = await fetch(`${built.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(uploaded.status).toBe(201);
    picture = { name: ((await uploaded.json()) as string[])[0], bytes };

    // Four guests order one after another until the backup has ended.
    const acknowledged: number[] = [];
    const failed: string[] = [];
    let done = false;
    const order = async (n: number) => {
      for (let i = 0; !done; i++) {
        const basket = await built.api('POST', '/baskets');
        const line = await built.api('POST', `/order-products/${basket.body.id}`, { productVariantId: variants[(n + i) % 3], quantity: 1 + (i % 2) });
        const placed = await built.api('POST', '/checkouts/direct', { ...guest, basketId: basket.body.id });
        if (basket.status !== 201 || line.status >= 300 || placed.status !== 201) failed.push(`${basket.status} ${line.status} ${placed.status} ${JSON.stringify(placed.body)}`);
        else acknowledged.push(placed.body.id);
      }
    };
    const guests = Promise.all([0, 1, 2, 3].map((n) => order(n).catch((error: unknown) => void failed.push(String(error)))));
    await until('10 orders acknowledged', () => acknowledged.length >= 10 || failed.length > 0);
    before = [...acknowledged];
    const backup = await command('backup', ['--out', backupFile], { DATA_DIR: dataDirOf(built), EMBEDDED_PG_PORT: '1' });
    done = true;
    await guests;
    expect(failed).toEqual([]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Резервная копия записана: .*копия\.tar\.gz \(\d[\d,]* (байт|КБ|МБ)\)/);

    const restored = await builtServer('restored');
    try {
      const restore = await command('restore', [backupFile], { DATA_DIR: dataDirOf(restored), EMBEDDED_PG_PORT: String(restored.ports.postgres) });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('Восстановлено из');
      const again = restored.start();
      await restored.healthyWithin(again, 60_000);

      const orders = await restored.query<{ id: number }>('SELECT id FROM checkout ORDER BY id');
      const ids = new Set(orders.map((o) => o.id));
      expect(before.filter((id) => !ids.has(id)), 'orders acknowledged before the backup began').toEqual([]);
      const original = new Set((await built.query<{ id: number }>('SELECT id FROM checkout')).map((o) => o.id));
      expect([...ids].filter((id) => !original.has(id))).toEqual([]);
      // One snapshot: every order whole, and the stock taken exactly by the orders the copy holds.
      const broken = await restored.query<{ id: number }>(
        `SELECT c.id FROM checkout c WHERE c.items_amount <> (SELECT coalesce(sum(l.price * l.quantity), 0) FROM checkout_line l WHERE l.checkout_id = c.id)`,
      );
      expect(broken).toEqual([]);
      const stock = await restored.query<{ id: number; stock: number; ordered: number }>(
        `SELECT v.id, v.stock, (SELECT coalesce(sum(l.quantity), 0)::int FROM checkout_line l WHERE l.product_variant_id = v.id) AS ordered FROM product_variant v`,
      );
      for (const variant of stock) expect(variant.stock + variant.ordered, `variant ${variant.id}`).toBe(STOCK);

      const shown = await fetch(`${restored.base}/api/images/${picture.name}`);
      expect(shown.status).toBe(200);
      expect(Buffer.from(await shown.arrayBuffer()).equals(picture.bytes)).toBe(true);
      expect((await restored.api('POST', '/auth/signin', shopper)).status).toBe(200);
      expect((await restored.api('POST', '/auth/signin', admin)).status).toBe(200);
      // New orders take ids after the restored ones: the sequences came along.
      const basket = await restored.api('POST', '/baskets');
      await restored.api('POST', `/order-products/${basket.body.id}`, { productVariantId: variants[0], quantity: 1 });
      const placed = await restored.api('POST', '/checkouts/direct', { ...guest, basketId: basket.body.id });
      expect(placed.status).toBe(201);
      expect(placed.body.id).toBeGreaterThan(Math.max(...ids));
    } finally {
      await restored.remove();
    }
  }, 240_000);

  it('refuses to restore into a DATA_DIR or a database that is not empty, and leaves them as they were', async () => {
    const intoDir = await command('restore', [backupFile], { DATA_DIR: dataDirOf(built), EMBEDDED_PG_PORT: '1' });
    expect(intoDir.code).not.toBe(0);
    expect(intoDir.output).toContain('не пуст');
    const url = `postgresql://postgres:postgres@127.0.0.1:${built.ports.postgres}/vitrina`;
    const orders = (await built.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout'))[0].n;
    const intoDatabase = await command('restore', [backupFile], { DATABASE_URL: url, DATA_DIR: emptyDataDir('with-url') });
    expect(intoDatabase.code).not.toBe(0);
    expect(intoDatabase.output).toContain('не пуста');
    expect((await built.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout'))[0].n).toBe(orders);
  }, 60_000);

  it('fills an empty DATABASE_URL database with every row of the backup', async () => {
    await built.query('CREATE DATABASE restored_copy');
    const url = `postgresql://postgres:postgres@127.0.0.1:${built.ports.postgres}/restored_copy`;
    const restore = await command('restore', [backupFile], { DATABASE_URL: url, DATA_DIR: emptyDataDir('url-target') });
    expect(restore.code, restore.output).toBe(0);
    const unpacked = unpack(backupFile);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    const copy = await builtQuery(url, `SELECT (SELECT count(*)::int FROM checkout) AS orders, (SELECT count(*)::int FROM users) AS users`);
    expect(copy).toEqual({ orders: manifest.tables.find((t) => t.name === 'checkout')!.rows, users: manifest.tables.find((t) => t.name === 'users')!.rows });
    expect(readdirSync(path.join(work, 'url-target', 'images')).length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a backup made by a newer version whose migrations this one does not know, before touching DATA_DIR', async () => {
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    await extract({ file: backupFile, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest;
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify({ ...manifest, migrations: [...manifest.migrations, 'Migration29991231000000_FromTheFuture'] }));
    const future = path.join(work, 'из-будущего.tar.gz');
    await createTar({ gzip: true, file: future, cwd: unpacked }, readdirSync(unpacked));
    const dataDir = emptyDataDir('future');
    const refused = await command('restore', [future], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '1' });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('более новой версией магазина');
    expect(refused.output).toContain('Migration29991231000000_FromTheFuture');
    expect(dataDirContents(dataDir)).toEqual([]);
  }, 60_000);
});

describe('a restore that fails half-way', () => {
  it('leaves DATA_DIR empty again and says so', async () => {
    const unpacked = unpack(backupFile);
    // A row the checkout table cannot take: the load fails after the schema and some tables are in.
    appendFileSync(path.join(unpacked, 'db', 'checkout.copy'), 'это не строка заказа\n');
    const broken = path.join(work, 'битая.tar.gz');
    await createTar({ gzip: true, file: broken, cwd: unpacked }, readdirSync(unpacked));
    const dataDir = emptyDataDir('half-way');
    const restore = await command('restore', [broken], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(restore.code).not.toBe(0);
    expect(restore.output).toContain('Восстановление не удалось');
    expect(restore.output).toContain('снова пуст');
    expect(dataDirContents(dataDir)).toEqual([]);
  }, 60_000);
});

describe('the backups the shop makes by itself', () => {
  it('are made by one instance at a time: two started together on one database make one', async () => {
    // A database of its own: advisory locks are per database, and the shop's own job takes the lock on its database.
    const url = `postgresql://postgres:postgres@127.0.0.1:${built.ports.postgres}/restored_copy`;
    const config = loadConfig({ DATA_DIR: emptyDataDir('pair'), DATABASE_URL: url, BACKUP_EVERY_HOURS: '1' });
    const log = createLogger('silent');
    await Promise.all([backupIfDue(config, url, log), backupIfDue(config, url, log)]);
    expect(backupsIn(config.backups.dir)).toHaveLength(1);
  }, 60_000);

  it('come every BACKUP_EVERY_HOURS into DATA_DIR/backups, of which the newest BACKUP_KEEP stay', async () => {
    await until('the shop made four backups by itself', () => scheduled.size >= 4, { withinMs: 60_000 });
    expect(await built.stop(server!, 'SIGTERM')).toEqual({ code: 0, signal: null });
    server = undefined;
    const dir = path.join(dataDirOf(built), 'backups');
    const kept = backupsIn(dir);
    kept.forEach((name) => scheduled.add(name));
    expect(kept).toEqual([...scheduled].sort().slice(-2));
    expect(readdirSync(dir).sort(), 'nothing half-written is left').toEqual(kept);
    const manifest = JSON.parse(readFileSync(path.join(unpack(path.join(dir, kept[1])), 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.tables.find((t) => t.name === 'checkout')?.rows).toBeGreaterThan(0);
  }, 90_000);
});

describe('a backup of a stopped shop', () => {
  it('starts the embedded PostgreSQL of DATA_DIR for the copy and stops it again', async () => {
    expect(postmasterPid(built.pgDir), 'the shop is stopped').toBeUndefined();
    const file = path.join(work, 'остановленный.tar.gz');
    const backup = await command('backup', ['--out', file], { DATA_DIR: dataDirOf(built), EMBEDDED_PG_PORT: String(built.ports.postgres) });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Резервная копия записана: ${file}`);
    expect(postmasterPid(built.pgDir)).toBeUndefined();
  }, 60_000);
});

describe('the backup settings', () => {
  it('are refused in Russian when they make no sense', () => {
    expect(() => loadConfig({ DATA_DIR: work, BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: хранить нужно хотя бы одну резервную копию');
    expect(() => loadConfig({ DATA_DIR: work, BACKUP_EVERY_HOURS: 'daily' })).toThrow('BACKUP_EVERY_HOURS: нужно число часов');
    expect(loadConfig({ DATA_DIR: work }).backups).toEqual({ everyHours: 24, dir: path.join(work, 'backups'), keep: 7 });
    expect(loadConfig({ DATA_DIR: work, DATABASE_URL: 'postgresql://localhost/shop' }).backups.everyHours).toBe(0);
  });
});

/** One row from the database at `url`. */
async function builtQuery(url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

/** Unpacks a backup into a folder of its own, synchronously. */
function unpack(file: string): string {
  const dir = mkdtempSync(path.join(work, 'kept-'));
  extract({ file, cwd: dir, sync: true });
  return dir;
}

describe('a data folder of another PostgreSQL major version', () => {
  it('stops the shop with a Russian message naming the backup and restore steps', async () => {
    const dataDir = emptyDataDir('old-major');
    const other = String(Number(embeddedMajorVersion()) - 1);
    mkdirSync(path.join(dataDir, 'pg'));
    writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), `${other}\n`);
    const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`записаны PostgreSQL ${other}`);
    expect(output).toContain(`встроенным PostgreSQL ${embeddedMajorVersion()}`);
    expect(output).toContain('npm run backup');
    expect(output).toContain('npm run restore -- ФАЙЛ');
  }, 30_000);
});
