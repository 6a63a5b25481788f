import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopTime } from '../../server/core/shop-time.js';
import { nameStockReason } from '../../server/modules/catalogue/stock.service.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §16: every change of a variant's stock leaves a movement with its reason, order and who. */

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Обувь' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

async function product(sku: string, stock: number) {
  const made = await app.rest('POST', '/products', { body: { name: `Ботинки ${sku}`, categoryId, productVariants: [{ sku, price: 4990, stock }] }, as: 'Admin' });
  return { productId: made.body.id as number, variantId: made.body.productVariants[0].id as number };
}

async function order(variantId: number, quantity: number) {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity } });
  return app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } });
}

const history = async (query: string) => (await app.rest('GET', `/stock-movements?${query}`, { as: 'Admin' })).body;
const brief = (rows: { delta: number; stockAfter: number; reason: string; orderId: number | null; user: { email: string } | null }[]) =>
  rows.map((row) => [row.reason, row.delta, row.stockAfter, row.orderId, row.user?.email ?? null]);

describe('the stock’s history', () => {
  it('records a new variant’s stock, a change in place, an order and its cancellation, newest first, with the order and who', async () => {
    const { productId, variantId } = await product('HIST-1', 10);
    await app.rest('PATCH', `/product-variants/${variantId}`, { body: { stock: 7 }, as: 'SuperUser' });
    const placed = await order(variantId, 2);
    expect(placed.status).toBe(201);
    await app.rest('PUT', `/checkouts/${placed.body.id}`, { body: { status: 'cancelled' }, as: 'Admin' });

    const { rows, length } = await history(`variantId=${variantId}`);
    expect(length).toBe(4);
    expect(brief(rows)).toEqual([
      ['cancel', 2, 7, placed.body.id, ADMIN.email],
      ['order', -2, 5, placed.body.id, null],
      ['manual', -3, 7, null, 'superuser@test.local'],
      ['manual', 10, 10, null, ADMIN.email],
    ]);
    expect(rows[0]).toMatchObject({ variantId, productId, sku: 'HIST-1', productName: 'Ботинки HIST-1', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await history(`productId=${productId}&reason=order`)).rows).toHaveLength(1);
    expect((await history(`orderId=${placed.body.id}`)).length).toBe(2);
  });

  it('leaves nothing of an order refused for want of stock, and numbers no order it did not write', async () => {
    const { variantId } = await product('LAST-1', 1);
    const results = await Promise.all(Array.from({ length: 8 }, () => order(variantId, 1)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ message: 'Товара «Ботинки LAST-1» (LAST-1) осталось меньше, чем в заказе. Обновите корзину.', details: { variantId, sku: 'LAST-1', left: 0 } });
    const placed = results.find((r) => r.status === 201)!;
    expect(brief((await history(`variantId=${variantId}&reason=order`)).rows)).toEqual([['order', -1, 0, placed.body.id, null]]);
  });

  it('refuses a change of stock in a transaction that named no reason, leaving the stock, its history and the entry as they were', async () => {
    const { productId, variantId } = await product('BLIND-1', 5);
    const sql = (text: string, values: unknown[] = []) => app.orm.em.fork().execute(text, values);
    const unexplained = /stock of variant \d+ \(BLIND-\d\) changed without a reason/;
    await expect(sql('UPDATE product_variant SET stock = 9 WHERE id = ?', [variantId])).rejects.toThrow(unexplained);
    await expect(sql(`INSERT INTO product_variant (product_id, sku, price, stock) VALUES (?, 'BLIND-2', 100, 3)`, [productId])).rejects.toThrow(unexplained);
    expect((await sql('SELECT stock FROM product_variant WHERE id = ?', [variantId]))[0].stock).toBe(5);
    expect((await sql(`SELECT count(*)::int AS n FROM product_variant WHERE sku = 'BLIND-2'`))[0].n).toBe(0);
    expect((await sql('SELECT variants FROM catalogue_entry WHERE id = ?', [productId]))[0].variants).toMatchObject([{ stock: 5 }]);
    expect(brief((await history(`variantId=${variantId}`)).rows)).toEqual([['manual', 5, 5, null, ADMIN.email]]);

    // What changes no stock needs no reason; a change of stock with one is recorded under it.
    await sql('UPDATE product_variant SET price = 4500 WHERE id = ?', [variantId]);
    await app.orm.em.fork().transactional(async (em) => {
      await nameStockReason(em, 'exchange');
      await em.execute('UPDATE product_variant SET stock = 9 WHERE id = ?', [variantId]);
    });
    expect(brief((await history(`variantId=${variantId}`)).rows)).toEqual([['exchange', 4, 9, null, null], ['manual', 5, 5, null, ADMIN.email]]);
  });

  it('is read by staff only, through both APIs, by period and page', async () => {
    expect((await app.rest('GET', '/stock-movements')).status).toBe(401);
    expect((await app.rest('GET', '/stock-movements', { as: 'User' })).status).toBe(403);
    // The shop's day: from 21:00 UTC on, Moscow is a day ahead of UTC.
    const today = new ShopTime('Europe/Moscow').dayOf(new Date());
    const all = await history(`from=${today}&to=${today}`);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect((await history('from=2020-01-01&to=2020-01-02')).length).toBe(0);
    const second = await history('limit=2&page=2');
    expect(second.rows).toHaveLength(2);
    expect(second.rows[0].id).toBe(all.rows[2].id);
    const viaGraphQL = await app.gql('{ stockMovements(limit: 1) { length rows { reason delta stockAfter sku user { email } } } }', {}, 'Admin');
    expect(viaGraphQL.data.stockMovements.length).toBe(all.length);
    expect(viaGraphQL.data.stockMovements.rows[0]).toEqual({ reason: all.rows[0].reason, delta: all.rows[0].delta, stockAfter: all.rows[0].stockAfter, sku: all.rows[0].sku, user: all.rows[0].user && { email: all.rows[0].user.email } });
    expect((await app.rest('GET', '/stock-movements?reason=gift', { as: 'Admin' })).status).toBe(400);
  });
});
