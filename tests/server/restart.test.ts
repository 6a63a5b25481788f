import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { openDatabase } from '../../server/core/database.js';
import { databaseSchema } from '../../server/database-schema.js';
import { createLogger } from '../../server/core/logger.js';
import { Brand } from '../../server/modules/catalogue/brand.entity.js';
import { Category } from '../../server/modules/catalogue/category.entity.js';
import { Color } from '../../server/modules/catalogue/color.entity.js';
import { Size } from '../../server/modules/catalogue/size.entity.js';
import { Tag } from '../../server/modules/catalogue/tag.entity.js';
import { createApp } from '../../server/app.js';
import { ensureAdmin } from '../../server/modules/identity/auth.service.js';
import { Review } from '../../server/modules/feedback/feedback.entities.js';
import { Product } from '../../server/modules/catalogue/product.entities.js';
import { Image } from '../../server/modules/media/image.entity.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { seedDemo } from '../../server/seed/demo.js';
import { freePort } from '../free-port.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-restart-'));
// As root the cluster runs as the postgres user, who must be able to enter DATA_DIR.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What `npm start` does before serving: the embedded database in DATA_DIR, the admin, the demo seed. */
async function boot(port: number) {
  const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), ADMIN_PASSWORD: 'first-password' });
  const log = createLogger('silent');
  const database = await openDatabase(config, log, databaseSchema);
  await ensureAdmin(database.orm.em.fork(), config.adminEmail, config.adminPassword, log);
  const app = await createApp({ config, orm: database.orm, log });
  await seedDemo(database.orm.em.fork(), log, app.services);
  return { ...database, close: () => app.close().then(() => database.close()) };
}

describe('the embedded database', () => {
  it('holds the demo shop with pictures and a month of orders, and keeps every record across a restart without seeding twice or recreating the admin', async () => {
    const first = await boot(await freePort());
    const em = first.orm.em.fork();
    const counts = { categories: await em.count(Category), brands: await em.count(Brand), colors: await em.count(Color), sizes: await em.count(Size), tags: await em.count(Tag) };
    expect(counts.categories).toBeGreaterThan(10);
    expect(await em.count(Category, { parent: { $ne: null } })).toBeGreaterThan(5);
    expect(await em.count(Color, { code: { $re: '^#[0-9a-f]{6}$' } })).toBe(counts.colors);
    const products = await em.count(Product);
    expect(products).toBeGreaterThanOrEqual(200);
    const [{ pictured }] = await em.execute(`SELECT count(*)::int AS pictured FROM product WHERE price IS NOT NULL AND jsonb_array_length(images) > 0`);
    expect(pictured).toBe(products);
    expect(await em.count(Image)).toBeGreaterThan(10);
    const [{ reviews, rated }] = await em.execute(`SELECT (SELECT count(*)::int FROM review) AS reviews, (SELECT count(*)::int FROM product WHERE review_count > 0 AND rating > 0) AS rated`);
    expect(reviews).toBeGreaterThan(50);
    expect(rated).toBeGreaterThan(50);
    // a month of orders, so the dashboard has something to show; each whole, at the lines' prices, none recorded as a staff change
    const [orders] = await em.execute(
      `SELECT count(*)::int AS placed, count(DISTINCT (created_at AT TIME ZONE 'Europe/Moscow')::date)::int AS days,
         count(*) FILTER (WHERE items_amount <> (SELECT sum(l.price * l.quantity) FROM checkout_line l WHERE l.checkout_id = c.id) OR total_amount <> items_amount + delivery_price)::int AS broken,
         (SELECT count(*)::int FROM audit_record) AS audited
       FROM checkout c`,
    );
    expect(orders.placed).toBe(40);
    expect(orders.days).toBeGreaterThan(20);
    expect(orders.broken).toBe(0);
    expect(orders.audited).toBe(0);
    em.create(Tag, { name: 'Добавлен до перезапуска', url: 'before-restart' });
    await em.flush();
    await first.close();

    const second = await boot(await freePort());
    const again = second.orm.em.fork();
    expect(await again.count(Tag, { url: 'before-restart' })).toBe(1);
    expect(await again.count(Category)).toBe(counts.categories);
    expect(await again.count(Brand)).toBe(counts.brands);
    expect(await again.count(Product)).toBe(products);
    expect(await again.count(Review)).toBe(reviews);
    expect((await again.execute(`SELECT count(*)::int AS n FROM checkout`))[0].n).toBe(40);
    expect(await again.count(User, { role: 'Admin' })).toBe(1);
    await second.close();
  }, 120_000);
});
