import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid } from '../../server/core/postmaster.js';
import { until } from '../until.js';
import { ADMIN as admin, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §7 «Crash», §22 «Stopping»: the built server runs as a separate process on its own
 * DATA_DIR. It is killed with SIGKILL while guests place orders, at a moment PostgreSQL shows one of
 * their orders' transactions holding uncommitted writes, and must be healthy again within 15 s of the
 * next start, with that order absent, every order whole or absent and the stock taken exactly once.
 * SIGTERM in the middle of an order lets it finish and ends the process by itself.
 */

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
/** The tables an order is written to, in one transaction. */
const ORDER_TABLES = ['checkout', 'checkout_line'];
let built: BuiltServer;
let server: ReturnType<BuiltServer['start']> | undefined;
let variants: number[];

beforeAll(async () => {
  built = await builtServer('crash');
}, 120_000);

afterAll(() => built.remove());

/** Whether a request failed because the process serving it died under it, or was gone when it was sent. */
function cutByKill(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(cause?.code ?? code ?? '');
}

describe('a server killed inside an order’s transaction', () => {
  it('starts again within 15 s on the same DATA_DIR, with that order absent, every order whole or absent and the stock taken once', async () => {
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
    variants = product.body.productVariants.map((v: { id: number }) => v.id);

    // Guests order one after another on 12 lines at once until the process is killed under them.
    const acknowledged: number[] = [];
    /** Answers other than success: none is expected. */
    const refused: string[] = [];
    /** Failures other than a connection the kill cut: none is expected. */
    const failed: string[] = [];
    /** Requests sent and not answered yet, as `what #n`. */
    const inFlight = new Set<string>();
    /** Requests whose connection the kill cut. */
    const cut: string[] = [];
    let killed = false;
    let sent = 0;
    const call = async (what: string, url: string, body?: unknown) => {
      const request = `${what} #${++sent}`;
      inFlight.add(request);
      try {
        const reply = await built.api('POST', url, body);
        if (reply.status >= 300) refused.push(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
        return reply.status < 300 ? reply : undefined;
      } catch (error) {
        if (!killed || !cutByKill(error)) throw error;
        cut.push(request);
        return undefined;
      } finally {
        inFlight.delete(request);
      }
    };
    const shop = async (n: number) => {
      for (let i = 0; !killed && !failed.length; i++) {
        const basket = (await call('basket', '/baskets'))?.body.id;
        if (!basket) continue;
        if (!(await call('first line', `/order-products/${basket}`, { productVariantId: variants[(n + i) % 4], quantity: 1 + (i % 3) }))) continue;
        if (!(await call('second line', `/order-products/${basket}`, { productVariantId: variants[(n + i + 1) % 4], quantity: 1 }))) continue;
        const placed = await call('order', '/checkouts/direct', { ...guest, basketId: basket });
        if (placed) acknowledged.push(placed.body.id);
      }
    };
    const shoppers = Promise.all(Array.from({ length: 12 }, (_, n) => shop(n).catch((error: unknown) => void failed.push(`shopper ${n}: ${String(error)}`))));
    await until('30 orders acknowledged', () => acknowledged.length >= 30 || failed.length > 0 || refused.length > 0);
    expect(failed, 'no request failed before the kill').toEqual([]);

    const caught = await built.freezeInsideWrite(server, ORDER_TABLES, { also: () => [...inFlight].some((request) => request.startsWith('order')) });
    const unanswered = [...inFlight];
    killed = true;
    expect(await built.stop(server, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await shoppers;
    console.log(
      `killed after ${acknowledged.length} acknowledged orders, at freeze no. ${caught[0].tries}, inside ${caught.map((write) => `${write.table} (xid ${write.xid}: ${write.query.slice(0, 60)})`).join(', ')}; unanswered: ${unanswered.join(', ')}`,
    );
    expect(failed, 'no request failed but by the kill').toEqual([]);
    expect(refused, 'nothing a guest asked before the kill was refused').toEqual([]);
    expect(unanswered.filter((request) => request.startsWith('order')).length, 'orders were on their way when the process died').toBeGreaterThan(0);
    expect(cut, 'each request on its way when the process died was cut, never answered').toEqual(expect.arrayContaining(unanswered));
    const orphan = postmasterPid(built.pgDir);
    expect(orphan, 'the embedded PostgreSQL outlives the killed server').toBeDefined();

    server = built.start();
    const recovered = await built.healthyWithin(server, 15_000);
    console.log(`healthy ${recovered} ms after the restart`);
    expect(built.shop.output).toContain('остался от прежнего запуска');

    const outcomes = await built.query<{ status: string }>(`SELECT pg_xact_status(x::xid8) AS status FROM unnest(ARRAY[${caught.map((write) => `'${write.xid}'`).join(',')}]) AS x`);
    expect(outcomes.map((o) => o.status), 'the order transaction the kill landed in never committed').toEqual(caught.map(() => 'aborted'));
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
  }, 120_000);
});

describe('a server sent SIGTERM inside an order’s transaction', () => {
  it('answers that order, stops its embedded PostgreSQL and exits by itself with code 0', async () => {
    let stopping = false;
    /** The guest's request on its way: the order, when the server is caught inside its transaction. */
    let current: { what: string; reply: ReturnType<BuiltServer['api']> } | undefined;
    const send = (what: string, url: string, body?: unknown) => {
      current = { what, reply: built.api('POST', url, body) };
      return current.reply;
    };
    const guestOrders = (async () => {
      for (let i = 0; !stopping; i++) {
        const basket = (await send('basket', '/baskets')).body.id;
        await send('line', `/order-products/${basket}`, { productVariantId: variants[i % 4], quantity: 1 });
        await send('order', '/checkouts/direct', { ...guest, basketId: basket });
      }
    })().catch((error: unknown) => error);
    const caught = await built.freezeInsideWrite(server!, ORDER_TABLES, { also: () => current?.what === 'order' });
    stopping = true;
    const order = current!.reply;
    const exit = built.stop(server!, 'SIGTERM');
    const answered = await order;
    expect(answered.status, `the order caught inside ${caught.map((write) => write.table).join(', ')} is answered`).toBe(201);
    expect(await exit, 'the process ends by itself, not by the 10 s fallback (exit code 1)').toEqual({ code: 0, signal: null });
    expect(await guestOrders, 'every request of the guest was answered').toBeUndefined();
    expect(postmasterPid(built.pgDir), 'SIGTERM stops the embedded PostgreSQL too').toBeUndefined();
  }, 60_000);
});

describe('a server starting over a lock file', () => {
  it('whose PID is dead or belongs to another program starts, and leaves that program alone', async () => {
    expect(postmasterPid(built.pgDir), 'the previous server stopped its cluster').toBeUndefined();
    const stranger = spawn('sleep', ['60']);
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    try {
      for (const pid of [dead.pid!, stranger.pid!]) {
        writeFileSync(path.join(built.pgDir, 'postmaster.pid'), `${pid}\n${built.pgDir}\n1700000000\n${built.ports.postgres}\n/tmp\nlocalhost\n  1234 5678\nready   \n`);
        server = built.start();
        await built.healthyWithin(server, 15_000);
        expect(await built.stop(server, 'SIGTERM'), 'it stops by itself on SIGTERM').toEqual({ code: 0, signal: null });
      }
      expect(stranger.exitCode).toBeNull();
      expect(stranger.signalCode).toBeNull();
    } finally {
      stranger.kill();
    }
  }, 60_000);
});
