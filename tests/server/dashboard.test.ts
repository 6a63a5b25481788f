import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const variants: Record<string, number> = {};
const products: Record<string, number> = {};

const person = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

/** A guest's order of `lines` placed at `createdAt`, then moved to `status`. */
async function order(createdAt: string, lines: [variant: string, quantity: number][], status?: string): Promise<number> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  for (const [variant, quantity] of lines) await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variants[variant], quantity } });
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...person, basketId } });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  await app.orm.em.fork().execute('UPDATE checkout SET created_at = ? WHERE id = ?', [createdAt, placed.body.id]);
  if (status) await app.rest('PUT', `/checkouts/${placed.body.id}`, { body: { status }, as: 'Admin' });
  return placed.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  for (const [key, price, stock] of [['dress', 1000, 50], ['skirt', 500, 50], ['scarf', 300, 3]] as const) {
    const created = await app.rest('POST', '/products', { body: { name: key, categoryId, productVariants: [{ sku: key.toUpperCase(), price, stock }] }, as: 'Admin' });
    products[key] = created.body.id;
    variants[key] = created.body.productVariants[0].id;
  }
  // 21:30 UTC on the 9th is already the 10th in Moscow
  await order('2026-11-09T21:30:00Z', [['dress', 2]]);
  await order('2026-11-10T09:00:00Z', [['skirt', 1]], 'paid');
  await order('2026-11-10T10:00:00Z', [['dress', 1]], 'cancelled');
  await order('2026-11-12T12:00:00Z', [['skirt', 3], ['scarf', 1]]);
  await order('2026-11-20T12:00:00Z', [['dress', 5]]);
  await app.rest('POST', '/subscribes', { body: { email: 'reader@example.ru', consent: true } });
});
afterAll(() => app.close());

const dashboard = async (query: string, as: 'Admin' | 'SuperUser' | 'User' = 'Admin') => app.rest('GET', `/dashboard?${query}`, { as });

describe('the dashboard', () => {
  it('counts orders and revenue per day of the range, in Moscow days, with every day present', async () => {
    const { status, body } = await dashboard('from=2026-11-09&to=2026-11-13');
    expect(status).toBe(200);
    expect(body.days).toEqual([
      { date: '2026-11-09', orders: 0, revenue: 0 },
      { date: '2026-11-10', orders: 3, revenue: 2500 },
      { date: '2026-11-11', orders: 0, revenue: 0 },
      { date: '2026-11-12', orders: 1, revenue: 1800 },
      { date: '2026-11-13', orders: 0, revenue: 0 },
    ]);
    expect(body.totals).toEqual({ orders: 4, revenue: 4300, averageOrder: 1433.33, cancelled: 1 });
  });

  it('agrees with the orders list for the same days', async () => {
    const list = await app.rest('GET', '/checkouts/all?from=2026-11-09&to=2026-11-13&limit=100', { as: 'Admin' });
    const { body } = await dashboard('from=2026-11-09&to=2026-11-13');
    expect(body.totals.orders).toBe(list.body.length);
    const notCancelled = list.body.rows.filter((row: { status: string }) => row.status !== 'cancelled');
    expect(body.totals.revenue).toBe(notCancelled.reduce((sum: number, row: { totalAmount: number }) => sum + row.totalAmount, 0));
  });

  it('ranks the best sellers of the range by units, leaving out cancelled orders', async () => {
    const { body } = await dashboard('from=2026-11-01&to=2026-11-30');
    expect(body.topProducts).toEqual([
      { id: products.dress, name: 'dress', quantity: 7, revenue: 7000 },
      { id: products.skirt, name: 'skirt', quantity: 4, revenue: 2000 },
      { id: products.scarf, name: 'scarf', quantity: 1, revenue: 300 },
    ]);
  });

  it('lists the variants running out, what waits for a manager and new subscribers', async () => {
    const { body } = await dashboard('');
    expect(body.lowStock).toEqual([{ productId: products.scarf, variantId: variants.scarf, name: 'scarf', sku: 'SCARF', stock: 2 }]);
    expect(body.waiting).toEqual({ newOrders: 3, unansweredQuestions: 0, unansweredReviews: 0 });
    expect(body.newSubscribers).toBe(1);
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date()));
  });

  it('refuses a range upside down, longer than a year or not a date, and callers who are not staff', async () => {
    expect((await dashboard('from=2026-11-10&to=2026-11-01')).status).toBe(400);
    expect((await dashboard('from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await dashboard('from=2026-02-30')).status).toBe(400);
    expect((await dashboard('', 'User')).status).toBe(403);
    expect((await app.rest('GET', '/dashboard')).status).toBe(401);
    expect((await dashboard('from=2026-11-10&to=2026-11-10', 'SuperUser')).body.totals.orders).toBe(3);
  });

  it('answers the same over GraphQL', async () => {
    const { data, errors } = await app.gql('{ dashboard(from: "2026-11-12", to: "2026-11-12") { days { date orders revenue } totals { revenue } waiting { newOrders } } }', {}, 'Admin');
    expect(errors).toBeUndefined();
    expect(data.dashboard).toEqual({ days: [{ date: '2026-11-12', orders: 1, revenue: 1800 }], totals: { revenue: 1800 }, waiting: { newOrders: 3 } });
  });
});

describe('the dashboard in another time zone', () => {
  it('counts days in SHOP_TIMEZONE', async () => {
    const utc = await startTestApp({ SHOP_TIMEZONE: 'Etc/UTC' });
    try {
      const categoryId = (await utc.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
      const created = await utc.rest('POST', '/products', { body: { name: 'Шарф', categoryId, productVariants: [{ sku: 'S', price: 100, stock: 9 }] }, as: 'Admin' });
      const basketId = (await utc.rest('POST', '/baskets')).body.id;
      await utc.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: created.body.productVariants[0].id, quantity: 1 } });
      const placed = await utc.rest('POST', '/checkouts/direct', { body: { ...person, basketId } });
      await utc.orm.em.fork().execute('UPDATE checkout SET created_at = ? WHERE id = ?', ['2026-11-09T21:30:00Z', placed.body.id]);
      const { body } = await utc.rest('GET', '/dashboard?from=2026-11-09&to=2026-11-10', { as: 'Admin' });
      expect(body.days.map((day: { orders: number }) => day.orders)).toEqual([1, 0]);
      expect((await utc.rest('GET', '/checkouts/all?from=2026-11-09&to=2026-11-09', { as: 'Admin' })).body.length).toBe(1);
    } finally {
      await utc.close();
    }
  });
});
