import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const variants: Record<string, number> = {};
const products: Record<string, number> = {};

const person = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

/**
 * A guest's order in `shop` of `lines` (variant ids) placed at `createdAt`, then moved to `status`;
 * the money a move to «Оплачен» or «Доставлен» recorded is dated an hour after the order.
 */
async function place(shop: TestApp, createdAt: string, lines: [variantId: number, quantity: number][], status?: string): Promise<number> {
  const basketId = (await shop.rest('POST', '/baskets')).body.id;
  for (const [productVariantId, quantity] of lines) await shop.rest('POST', `/order-products/${basketId}`, { body: { productVariantId, quantity } });
  const placed = await shop.rest('POST', '/checkouts/direct', { body: { ...person, basketId } });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  await shop.orm.em.fork().execute('UPDATE checkout SET created_at = ? WHERE id = ?', [createdAt, placed.body.id]);
  if (status) await shop.rest('PUT', `/checkouts/${placed.body.id}`, { body: { status }, as: 'Admin' });
  await shop.orm.em.fork().execute(`UPDATE shop_payment SET created_at = ?::timestamptz + interval '1 hour' WHERE checkout_id = ?`, [createdAt, placed.body.id]);
  return placed.body.id;
}

/** A return of `quantity` units of an order's first line, its money given back at `at`. */
async function giveBack(shop: TestApp, orderId: number, quantity: number, at: string): Promise<void> {
  const order = (await shop.rest('GET', `/checkouts/${orderId}`, { as: 'Admin' })).body;
  const made = await shop.rest('POST', `/checkouts/${orderId}/returns`, { body: { lines: [{ orderProductId: order.orderProducts[0].id, quantity }], reason: 'Не подошло', restock: true }, as: 'Admin' });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  await shop.orm.em.fork().execute(`UPDATE shop_payment SET created_at = ? WHERE checkout_id = ? AND kind = 'refund'`, [at, orderId]);
}

/** A guest's order of `lines` placed at `createdAt`, then moved to `status`. */
const order = (createdAt: string, lines: [variant: string, quantity: number][], status?: string) => place(app, createdAt, lines.map(([variant, quantity]) => [variants[variant], quantity]), status);

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
  // Paid on delivery; one skirt came back the next day and its money went back by hand.
  const delivered = await order('2026-11-12T12:00:00Z', [['skirt', 3], ['scarf', 1]], 'delivered');
  await giveBack(app, delivered, 1, '2026-11-13T10:00:00Z');
  await order('2026-11-20T12:00:00Z', [['dress', 5]]);
  // A subscriber counts once they confirmed (CONTRACT §18); one who never does, never.
  await app.rest('POST', '/subscribes', { body: { email: 'reader@example.ru', consent: true } });
  await app.rest('POST', '/subscribes', { body: { email: 'silent@example.ru', consent: true } });
  const letter = await app.mailbox.waitFor('reader@example.ru', /^Подтвердите подписку$/);
  const token = /\/subscribe\/([\w-]+)/.exec(letter.text ?? '')![1];
  expect((await app.rest('POST', '/subscribes/confirm', { body: { token } })).status).toBe(200);
});
afterAll(() => app.close());

const dashboard = async (query: string, as: 'Admin' | 'SuperUser' | 'User' = 'Admin') => app.rest('GET', `/dashboard?${query}`, { as });

describe('the dashboard', () => {
  it('counts orders placed per day and money received less money returned per day it moved, in Moscow days, with every day present', async () => {
    const { status, body } = await dashboard('from=2026-11-09&to=2026-11-13');
    expect(status).toBe(200);
    expect(body.days).toEqual([
      { date: '2026-11-09', orders: 0, revenue: 0, refunds: 0 },
      { date: '2026-11-10', orders: 3, revenue: 500, refunds: 0 },
      { date: '2026-11-11', orders: 0, revenue: 0, refunds: 0 },
      { date: '2026-11-12', orders: 1, revenue: 1800, refunds: 0 },
      { date: '2026-11-13', orders: 0, revenue: -500, refunds: 500 },
    ]);
    // The unpaid order of the 10th (2 000 ₽) is no revenue yet, but counts in the average check.
    expect(body.totals).toEqual({ orders: 4, revenue: 1800, refunds: 500, averageOrder: 1433.33, cancelled: 1, discounts: 0, discountedOrders: 0 });
    expect(body.promotions).toEqual([]);
  });

  it('agrees with the orders list for the same days: paid less refunded', async () => {
    const list = await app.rest('GET', '/checkouts/all?from=2026-11-09&to=2026-11-13&limit=100', { as: 'Admin' });
    const { body } = await dashboard('from=2026-11-09&to=2026-11-13');
    expect(body.totals.orders).toBe(list.body.length);
    const rows: { paidAmount: number; refundedAmount: number }[] = list.body.rows;
    expect(body.totals.revenue).toBe(rows.reduce((sum, row) => sum + row.paidAmount - row.refundedAmount, 0));
    expect(body.totals.refunds).toBe(rows.reduce((sum, row) => sum + row.refundedAmount, 0));
  });

  it('leaves a fully refunded order out of the average check and counts its refund on the day it was made', async () => {
    const id = await order('2026-11-15T12:00:00Z', [['skirt', 2]], 'delivered');
    await giveBack(app, id, 2, '2026-11-16T12:00:00Z');
    const { body } = await dashboard('from=2026-11-15&to=2026-11-16');
    expect(body.days.map(({ revenue, refunds }: { revenue: number; refunds: number }) => [revenue, refunds])).toEqual([[1000, 0], [-1000, 1000]]);
    expect(body.totals).toMatchObject({ orders: 1, revenue: 0, refunds: 1000, averageOrder: 0 });
    expect((await app.rest('GET', `/checkouts/${id}`, { as: 'Admin' })).body).toMatchObject({ paidAmount: 1000, refundedAmount: 1000, returnedAmount: 1000, paymentStatus: 'refunded' });
  });

  it('ranks the best sellers of the range by units, leaving out cancelled orders', async () => {
    const { body } = await dashboard('from=2026-11-01&to=2026-11-30');
    expect(body.topProducts).toEqual([
      { id: products.dress, name: 'dress', quantity: 7, revenue: 7000 },
      { id: products.skirt, name: 'skirt', quantity: 6, revenue: 3000 },
      { id: products.scarf, name: 'scarf', quantity: 1, revenue: 300 },
    ]);
  });

  it('lists the variants running out, what waits for a manager and new subscribers', async () => {
    const { body } = await dashboard('');
    expect(body.lowStock).toEqual([{ productId: products.scarf, variantId: variants.scarf, name: 'scarf', sku: 'SCARF', stock: 2 }]);
    expect(body.waiting).toEqual({ newOrders: 2, unansweredQuestions: 0, unansweredReviews: 0 });
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
    const { data, errors } = await app.gql('{ dashboard(from: "2026-11-12", to: "2026-11-13") { days { date orders revenue refunds } totals { revenue refunds } waiting { newOrders } } }', {}, 'Admin');
    expect(errors).toBeUndefined();
    expect(data.dashboard).toEqual({
      days: [
        { date: '2026-11-12', orders: 1, revenue: 1800, refunds: 0 },
        { date: '2026-11-13', orders: 0, revenue: -500, refunds: 500 },
      ],
      totals: { revenue: 1300, refunds: 500 },
      waiting: { newOrders: 2 },
    });
  });
});

describe('the dashboard with promotions', () => {
  let shop: TestApp;
  const sku: Record<string, number> = {};
  let autumn: number;
  let skirts: number;

  beforeAll(async () => {
    shop = await startTestApp();
    const categoryId = (await shop.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
    const productIds: Record<string, number> = {};
    for (const [key, price] of [['dress', 1000], ['skirt', 500]] as const) {
      const created = await shop.rest('POST', '/products', { body: { name: key, categoryId, productVariants: [{ sku: key.toUpperCase(), price, stock: 50 }] }, as: 'Admin' });
      productIds[key] = created.body.id;
      sku[key] = created.body.productVariants[0].id;
    }
    // Placed before any promotion: no discount.
    await place(shop, '2026-12-04T12:00:00Z', [[sku.skirt, 2]], 'delivered');
    // Automatic, each line gets the better of the two: 10 % on everything, 20 % on the skirt.
    const promotion = async (body: object) => {
      const created = await shop.rest('POST', '/promotions', { body, as: 'Admin' });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      return created.body.id as number;
    };
    autumn = await promotion({ name: 'Осенняя скидка', kind: 'percent', value: 10 });
    skirts = await promotion({ name: 'Юбки', kind: 'percent', value: 20, productIds: [productIds.skirt] });
    await place(shop, '2026-12-01T12:00:00Z', [[sku.dress, 2]], 'paid');
    await place(shop, '2026-12-02T12:00:00Z', [[sku.skirt, 1], [sku.dress, 1]], 'delivered');
    await place(shop, '2026-12-03T12:00:00Z', [[sku.dress, 1]], 'cancelled');
  });
  afterAll(() => shop.close());

  const december = async () => (await shop.rest('GET', '/dashboard?from=2026-12-01&to=2026-12-31', { as: 'Admin' })).body;

  it('counts the discounts of the orders not cancelled and how many orders had one, and its revenue is what was paid', async () => {
    const { totals } = await december();
    expect(totals).toEqual({ orders: 4, revenue: 4100, refunds: 0, averageOrder: 1366.67, cancelled: 1, discounts: 400, discountedOrders: 2 });
    const list = await shop.rest('GET', '/checkouts/all?from=2026-12-01&to=2026-12-31&limit=100', { as: 'Admin' });
    const paid = list.body.rows.filter((row: { status: string }) => row.status !== 'cancelled');
    expect(totals.discounts).toBe(paid.reduce((sum: number, row: { discountAmount: number }) => sum + row.discountAmount, 0));
  });

  it('ranks the promotions by the discount they gave, and the best sellers by what they were sold for', async () => {
    const body = await december();
    expect(body.promotions).toEqual([
      { promotionId: autumn, name: 'Осенняя скидка', orders: 2, amount: 300 },
      { promotionId: skirts, name: 'Юбки', orders: 1, amount: 100 },
    ]);
    expect(body.topProducts.map(({ name, quantity, revenue }: { name: string; quantity: number; revenue: number }) => ({ name, quantity, revenue }))).toEqual([
      { name: 'dress', quantity: 3, revenue: 2700 },
      { name: 'skirt', quantity: 3, revenue: 1400 },
    ]);
    const { data, errors } = await shop.gql('{ dashboard(from: "2026-12-02", to: "2026-12-02") { totals { discounts discountedOrders } promotions { promotionId name orders amount } } }', {}, 'Admin');
    expect(errors).toBeUndefined();
    expect(data.dashboard).toEqual({
      totals: { discounts: 200, discountedOrders: 1 },
      promotions: [
        { promotionId: autumn, name: 'Осенняя скидка', orders: 1, amount: 100 },
        { promotionId: skirts, name: 'Юбки', orders: 1, amount: 100 },
      ],
    });
  });

  it('keeps a deleted promotion in the ranking under the name the orders copied, with no id', async () => {
    expect((await shop.rest('DELETE', `/promotions/${skirts}`, { as: 'Admin' })).status).toBe(200);
    const { promotions } = await december();
    expect(promotions).toEqual([
      { promotionId: autumn, name: 'Осенняя скидка', orders: 2, amount: 300 },
      { promotionId: null, name: 'Юбки', orders: 1, amount: 100 },
    ]);
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
