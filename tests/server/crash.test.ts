import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid } from '../../server/core/postmaster.js';
import { ADMIN as admin, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §7 «Crash»: the built server runs as a separate process on its own DATA_DIR, is killed
 * with SIGKILL in the middle of a burst of guest orders, and must be healthy again within 15 s of
 * the next start, with every order whole or absent and the stock taken exactly once.
 */

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
let built: BuiltServer;
let server: ReturnType<BuiltServer['start']> | undefined;

beforeAll(async () => {
  built = await builtServer('crash');
}, 120_000);

afterAll(() => built.remove());

describe('after the server is killed', () => {
  it('starts again within 15 s on the same DATA_DIR with every order whole or absent and stock taken once', async () => {
    server = built.start();
    await built.healthyWithin(server, 60_000);
    const token = (await built.api('POST', '/auth/signin', admin)).body.accessToken;
    const category = await built.api('POST', '/categories', { name: 'Обувь' }, token);
    const product = await built.api(
      'POST',
      '/products',
      { name: 'Кеды', categoryId: category.body.id, productVariants: ['36', '37', '38', '39'].map((size) => ({ sku: `KEDY-${size}`, price: 2490.5, stock: 1000 })) },
      token,
    );
    const variants: number[] = product.body.productVariants.map((v: { id: number }) => v.id);

    // Guests order one after another on 12 lines at once until the process is killed under them.
    const acknowledged: number[] = [];
    const refused: string[] = [];
    let killed = false;
    const answered = <T extends { status: number; body: unknown }>(what: string, reply: T): T => {
      if (reply.status >= 300 && !killed) refused.push(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply;
    };
    const shop = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const basket = (await built.api('POST', '/baskets')).body.id;
          answered('first line', await built.api('POST', `/order-products/${basket}`, { productVariantId: variants[(n + i) % 4], quantity: 1 + (i % 3) }));
          answered('second line', await built.api('POST', `/order-products/${basket}`, { productVariantId: variants[(n + i + 1) % 4], quantity: 1 }));
          const placed = answered('order', await built.api('POST', '/checkouts/direct', { ...guest, basketId: basket }));
          if (placed.status === 201) acknowledged.push(placed.body.id);
        } catch {
          // the connection died with the process
        }
      }
    };
    const shoppers = Array.from({ length: 12 }, (_, n) => shop(n));
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const gone = built.stop(server, 'SIGKILL');
    killed = true;
    await gone;
    await Promise.all(shoppers);
    expect(refused, 'nothing a guest asked before the kill was refused').toEqual([]);
    const orphan = postmasterPid(built.pgDir);
    expect(orphan, 'the embedded PostgreSQL outlives the killed server').toBeDefined();

    server = built.start();
    const recovered = await built.healthyWithin(server, 15_000);
    console.log(`healthy ${recovered} ms after the restart; ${acknowledged.length} orders acknowledged before the kill`);
    expect(built.shop.output).toContain('остался от прежнего запуска');

    const orders = await built.query<{ id: number; total: string; lines: number; sum: string }>(
      `SELECT c.id, c.total_amount AS total, count(l.id)::int AS lines, coalesce(sum(l.price * l.quantity), 0) AS sum
       FROM checkout c LEFT JOIN checkout_line l ON l.checkout_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    console.log(`${orders.length} orders in the database after the restart`);
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(acknowledged));
    for (const order of orders) {
      expect(order.lines, `order ${order.id} has its lines`).toBe(2);
      expect(Number(order.total), `order ${order.id} total`).toBe(Number(order.sum));
    }
    const stock = await built.query<{ id: number; stock: number; ordered: number }>(
      `SELECT v.id, v.stock, coalesce((SELECT sum(quantity) FROM checkout_line WHERE product_variant_id = v.id), 0)::int AS ordered FROM product_variant v ORDER BY v.id`,
    );
    expect(stock.map((v) => v.stock + v.ordered)).toEqual([1000, 1000, 1000, 1000]);
    expect((await built.api('GET', '/checkouts/all?limit=1000', undefined, (await built.api('POST', '/auth/signin', admin)).body.accessToken)).body.length).toBe(orders.length);

    const stopped = await built.stop(server, 'SIGTERM');
    expect(stopped).toBeLessThan(10_000);
    expect(server.exitCode).toBe(0);
    expect(postmasterPid(built.pgDir), 'SIGTERM stops the embedded PostgreSQL too').toBeUndefined();
  }, 120_000);

  it('starts over a lock file whose PID is dead or belongs to another program, and leaves that program alone', async () => {
    expect(postmasterPid(built.pgDir), 'the previous server stopped its cluster').toBeUndefined();
    const stranger = spawn('sleep', ['60']);
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    try {
      for (const pid of [dead.pid!, stranger.pid!]) {
        writeFileSync(path.join(built.pgDir, 'postmaster.pid'), `${pid}\n${built.pgDir}\n1700000000\n${built.ports.postgres}\n/tmp\nlocalhost\n  1234 5678\nready   \n`);
        server = built.start();
        await built.healthyWithin(server, 15_000);
        expect(await built.stop(server, 'SIGTERM')).toBeLessThan(10_000);
      }
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
    } finally {
      stranger.kill();
    }
  }, 60_000);
});
