import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Обувь' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

async function variantWithStock(sku: string, stock: number, price = 4990.5) {
  const product = await app.rest('POST', '/products', { body: { name: `Ботинки ${sku}`, categoryId, productVariants: [{ sku, price, stock }] }, as: 'Admin' });
  return { productId: product.body.id as number, variantId: product.body.productVariants[0].id as number };
}

async function basketWith(variantId: number, quantity: number): Promise<string> {
  const id = (await app.rest('POST', '/baskets')).body.id;
  const added = await app.rest('POST', `/order-products/${id}`, { body: { productVariantId: variantId, quantity } });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  return id;
}

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1, кв. 2', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

describe('a guest order', () => {
  it('turns the basket into an order at the variants’ prices, takes the stock, empties the basket and mails the customer', async () => {
    const { variantId, productId } = await variantWithStock('BOOT-1', 5);
    const basketId = await basketWith(variantId, 2);
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, price: 1, totalAmount: 1 } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'new', basketId, userId: null, totalAmount: 9981, orderProducts: [{ productVariantId: variantId, quantity: 2, price: 4990.5, sku: 'BOOT-1' }] });
    expect((await app.rest('GET', `/products/${productId}`)).body.productVariants[0].stock).toBe(3);
    expect((await app.rest('GET', `/baskets/${basketId}`)).body.orderProducts).toEqual([]);
    const letter = await app.mailbox.waitFor('olga@example.ru', new RegExp(`Заказ № ${placed.body.id} принят`));
    expect(letter.text).toMatch(/Итого: 9\s981\s₽/);
    expect((await app.rest('GET', '/consents?purpose=checkout', { as: 'Admin' })).body.rows).toEqual([expect.objectContaining({ email: 'olga@example.ru' })]);
  });

  it('tells staff of every new order by a letter to NOTIFY_EMAIL with the buyer, the lines, the total and the order’s page', async () => {
    const { variantId } = await variantWithStock('BOOT-STAFF', 3);
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basketWith(variantId, 1) } });
    const letter = await app.mailbox.waitFor('staff@test.local', new RegExp(`Новый заказ № ${placed.body.id}`));
    expect(letter.text).toContain('olga@example.ru');
    expect(letter.text).toMatch(/Артикул BOOT-STAFF · 1 шт\./);
    expect(letter.text).toContain(`http://shop.test/admin/checkouts/${placed.body.id}`);
  });

  it('needs consent and a non-empty basket', async () => {
    const empty = (await app.rest('POST', '/baskets')).body.id;
    expect((await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: empty } })).body.details).toEqual({ basketId: 'Корзина пуста или не найдена' });
    expect((await app.rest('POST', '/checkouts/direct', { body: { ...guest, consent: undefined, basketId: empty } })).body.details).toEqual({ consent: 'Нужно согласие на обработку персональных данных' });
  });

  it('never oversells: 20 simultaneous orders for the last unit give exactly one order and stock 0', async () => {
    const { variantId, productId } = await variantWithStock('LAST-1', 20);
    const baskets = await Promise.all(Array.from({ length: 20 }, () => basketWith(variantId, 1)));
    await app.rest('PUT', `/products/${productId}`, { body: { productVariants: [{ id: variantId, sku: 'LAST-1', price: 4990.5, stock: 1 }] }, as: 'Admin' });
    const results = await Promise.all(baskets.map((basketId) => app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringMatching(/осталось меньше, чем в заказе/), details: { variantId, sku: 'LAST-1', left: 0 } });
    const product = (await app.rest('GET', `/products/${productId}`, { as: 'Admin' })).body;
    expect(product.productVariants[0].stock).toBe(0);
    expect(product.inStock).toBe(false);
  });
});

describe('order statuses', () => {
  it('move forward (skipping allowed), cancel before delivery returning the stock, and tell the customer', async () => {
    const { variantId, productId } = await variantWithStock('ST-1', 4);
    const order = (await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: 'status@example.ru', basketId: await basketWith(variantId, 3) } })).body;
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'paid' }, as: 'SuperUser' })).body.status).toBe('paid');
    await app.mailbox.waitFor('status@example.ru', /оплачен/);
    const back = await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'new' }, as: 'Admin' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'ORDER_STATUS', message: 'Заказ со статусом «Оплачен» нельзя перевести в «Новый».', details: { from: 'paid', to: 'new' } });
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'lost' }, as: 'Admin' })).status).toBe(400);
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'cancelled' }, as: 'Admin' })).body.status).toBe('cancelled');
    expect((await app.rest('GET', `/products/${productId}`)).body.productVariants[0].stock).toBe(4);
    expect((await app.rest('PUT', `/checkouts/${order.id}`, { body: { status: 'processing' }, as: 'Admin' })).status).toBe(409);
  });

  it('are changed only by staff, and nobody reads another’s order', async () => {
    const { variantId } = await variantWithStock('OWN-1', 3);
    const basketId = await basketWith(variantId, 1);
    const mine = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId }, as: 'User' });
    expect(mine.body.userId).toEqual(expect.any(Number));
    expect((await app.rest('GET', `/checkouts/${mine.body.id}`, { as: 'User' })).status).toBe(200);
    expect((await app.rest('GET', '/checkouts', { as: 'User' })).body.rows.map((o: { id: number }) => o.id)).toEqual([mine.body.id]);
    expect((await app.rest('GET', `/checkouts/${mine.body.id}`, { as: 'SuperUser' })).status).toBe(200);
    const stranger = await app.rest('POST', '/auth/signup', { body: { email: 'stranger@example.ru', firstName: 'Чужой', password: 'пароль-чужого', consent: true } });
    expect((await app.rest('GET', `/checkouts/${mine.body.id}`, { token: stranger.body.accessToken })).status).toBe(403);
    expect((await app.rest('PUT', `/checkouts/${mine.body.id}`, { body: { status: 'paid' }, as: 'User' })).status).toBe(403);
    expect((await app.rest('GET', `/checkouts/all?userId=${mine.body.userId}`, { as: 'Admin' })).body.length).toBe(1);
  });
});
