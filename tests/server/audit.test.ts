import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;

const log = async (query: string) => (await app.rest('GET', `/audit?${query}`, { as: 'Admin' })).body;
const person = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

describe('the audit log', () => {
  it('records who created, changed and deleted a record, field by field', async () => {
    const brand = (await app.rest('POST', '/brands', { body: { name: 'Норд' }, as: 'Admin' })).body;
    await app.rest('PUT', `/brands/${brand.id}`, { body: { name: 'Норд-Вест' }, as: 'SuperUser' });
    await app.rest('DELETE', `/brands/${brand.id}`, { as: 'Admin' });
    const { rows, length } = await log(`entity=brand&entityId=${brand.id}`);
    expect(length).toBe(3);
    const [deleted, updated, created] = rows;
    expect(created).toMatchObject({ action: 'create', entity: 'brand', entityId: brand.id, user: { email: ADMIN.email }, changes: { name: [null, 'Норд'], url: [null, 'nord'] } });
    expect(updated).toMatchObject({ action: 'update', user: { email: 'superuser@test.local' }, changes: { name: ['Норд', 'Норд-Вест'] } });
    expect(Object.keys(updated.changes)).toEqual(['name']);
    expect(deleted).toMatchObject({ action: 'delete', changes: { name: ['Норд-Вест', null] } });
    expect(new Date(created.at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records who made a promotion, who raised its discount and who switched it off', async () => {
    const promotion = (await app.rest('POST', '/promotions', { body: { name: 'Осень', code: 'AUTUMN', kind: 'percent', value: 10 }, as: 'Admin' })).body;
    await app.rest('PUT', `/promotions/${promotion.id}`, { body: { value: 90 }, as: 'SuperUser' });
    await app.rest('PUT', `/promotions/${promotion.id}`, { body: { active: false }, as: 'Admin' });
    const [off, raised, created] = (await log(`entity=promotion&entityId=${promotion.id}`)).rows;
    expect(created).toMatchObject({ action: 'create', user: { email: ADMIN.email }, changes: { code: [null, 'AUTUMN'], kind: [null, 'percent'], value: [null, 10] } });
    expect(raised).toMatchObject({ action: 'update', user: { email: 'superuser@test.local' }, changes: { value: [10, 90] } });
    expect(off).toMatchObject({ action: 'update', changes: { active: [true, false] } });
  });

  it('records an order\'s status moves, and the order shows them as its history with who and when', async () => {
    const product = (await app.rest('POST', '/products', { body: { name: 'Платье', categoryId, productVariants: [{ sku: 'DR-1', price: 1000, stock: 10 }] }, as: 'Admin' })).body;
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.productVariants[0].id, quantity: 1 } });
    const orderId = (await app.rest('POST', '/checkouts/direct', { body: { ...person, basketId } })).body.id;
    // a shopper's order is not a staff change
    expect((await log(`entity=checkout&entityId=${orderId}`)).length).toBe(0);
    await app.rest('PUT', `/checkouts/${orderId}`, { body: { status: 'processing' }, as: 'SuperUser' });
    await app.rest('PUT', `/checkouts/${orderId}`, { body: { status: 'shipped' }, as: 'Admin' });
    const moves = await log(`entity=checkout&entityId=${orderId}&action=status`);
    expect(moves.rows.map((row: { changes: { status: string[] } }) => row.changes.status)).toEqual([
      ['processing', 'shipped'],
      ['new', 'processing'],
    ]);
    const history = await app.rest('GET', `/checkouts/${orderId}/history`, { as: 'SuperUser' });
    expect(history.status).toBe(200);
    expect(history.body.rows.map(({ kind, from, status, user, by }: { kind: string; from: string; status: string; user: { email: string } | null; by: string }) => [kind, from, status, user?.email ?? null, by])).toEqual([
      ['placed', null, null, null, 'Покупатель'],
      ['status', 'new', 'processing', 'superuser@test.local', expect.stringContaining('superuser@test.local')],
      ['status', 'processing', 'shipped', ADMIN.email, expect.stringContaining(ADMIN.email)],
    ]);
    expect(history.body.rows.map(({ text }: { text: string }) => text.replace(/\s/gu, ' '))).toEqual(['Заказ оформлен на 1 000 ₽', 'Статус: Новый → В обработке', 'Статус: В обработке → Отправлен']);
    expect((await app.rest('GET', '/checkouts/999999/history', { as: 'Admin' })).status).toBe(404);
    expect((await app.rest('GET', `/checkouts/${orderId}/history`, { as: 'User' })).status).toBe(403);
    const { data } = await app.gql(`query($id: Int!) { checkoutHistory(id: $id) { length rows { from status user { email } } } }`, { id: orderId }, 'Admin');
    expect(data.checkoutHistory.length).toBe(3);
  });

  it('names a bulk action as such, one record per product changed', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 30; n++) ids.push((await app.rest('POST', '/products', { body: { name: `Товар ${n}`, categoryId, productVariants: [{ sku: `BULK-${n}`, price: 100, stock: 1 }] }, as: 'Admin' })).body.id);
    const bulk = await app.rest('POST', '/products/bulk', { body: { ids, action: 'hide' }, as: 'SuperUser' });
    expect(bulk.body.done).toHaveLength(30);
    const hidden = await log('action=bulk&entity=product&limit=100');
    expect(hidden.length).toBe(30);
    expect(hidden.rows[0]).toMatchObject({ user: { email: 'superuser@test.local' }, changes: { available: [true, false] } });
  });

  it('records a variant\'s stock changed in place and a role given, but never a password', async () => {
    const product = (await app.rest('POST', '/products', { body: { name: 'Юбка', categoryId, productVariants: [{ sku: 'SK-1', price: 500, stock: 4 }] }, as: 'Admin' })).body;
    const variantId = product.productVariants[0].id;
    await app.rest('PATCH', `/product-variants/${variantId}`, { body: { stock: 9 }, as: 'Admin' });
    const stock = await log(`entity=product_variant&entityId=${variantId}&action=update`);
    expect(stock.rows[0].changes).toEqual({ stock: [4, 9] });

    const user = (await app.rest('POST', '/users', { body: { email: 'new.manager@example.ru', firstName: 'Мария', lastName: 'Иванова', password: 'secret-password-1' }, as: 'Admin' })).body;
    await app.rest('PUT', `/users/user/${user.id}`, { body: { role: 'SuperUser' }, as: 'Admin' });
    await app.rest('PUT', `/users/changepsw/${user.id}`, { body: { password: 'another-password-2' }, as: 'Admin' });
    const { rows } = await log(`entity=users&entityId=${user.id}`);
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['update', 'role', 'create']);
    expect(rows[1].changes).toEqual({ role: ['User', 'SuperUser'] });
    expect(rows[0].changes).toEqual({ password: ['•••', '•••'] });
    expect(JSON.stringify(rows)).not.toMatch(/argon|passwordHash/);
  });

  it('filters by who and when, pages, and is for Admin only, over both APIs', async () => {
    const superUser = (await app.rest('GET', `/users?email=superuser@test.local`, { as: 'Admin' })).body;
    const superUserId = superUser.rows?.[0]?.id ?? superUser.id;
    const mine = await log(`userId=${superUserId}&limit=5&page=1`);
    expect(mine.rows).toHaveLength(5);
    expect(mine.rows.every((row: { user: { id: number } }) => row.user.id === superUserId)).toBe(true);
    expect((await log('from=2000-01-01&to=2000-12-31')).length).toBe(0);
    expect((await log('to=2099-12-31')).length).toBeGreaterThan(30);
    expect((await app.rest('GET', '/audit', { as: 'SuperUser' })).status).toBe(403);
    expect((await app.rest('GET', '/audit?entity=passwords', { as: 'Admin' })).status).toBe(400);
    const { data, errors } = await app.gql('{ auditLog(entity: brand, limit: 2) { length rows { action entity user { email } changes } } }', {}, 'Admin');
    expect(errors).toBeUndefined();
    expect(data.auditLog.rows[0].changes.name[0]).toBe('Норд-Вест');
  });
});

describe('the audit log as a person reads it', () => {
  it('names the records a change points at (category, brand, promotion lists) instead of their numbers, and a deleted one as such', async () => {
    const coats = (await app.rest('POST', '/categories', { body: { name: 'Пальто' }, as: 'Admin' })).body;
    const brand = (await app.rest('POST', '/brands', { body: { name: 'Зарина' }, as: 'Admin' })).body;
    const gone = (await app.rest('POST', '/brands', { body: { name: 'Уже нет' }, as: 'Admin' })).body;
    const product = (await app.rest('POST', '/products', { body: { name: 'Пальто шерстяное', categoryId, brandId: gone.id, productVariants: [{ sku: 'COAT-1', price: 9000, stock: 2 }] }, as: 'Admin' })).body;
    await app.rest('PUT', `/products/${product.id}`, { body: { categoryId: coats.id, brandId: brand.id }, as: 'Admin' });
    await app.rest('DELETE', `/brands/${gone.id}`, { as: 'Admin' });
    const [moved] = (await log(`entity=product&entityId=${product.id}&action=update`)).rows;
    expect(moved.changes).toMatchObject({ categoryId: ['Платья', 'Пальто'], brandId: [`№ ${gone.id}, удалён`, 'Зарина'] });
    const promotion = (await app.rest('POST', '/promotions', { body: { name: 'Пальто −5 %', kind: 'percent', value: 5, categoryIds: [coats.id], brandIds: [brand.id] }, as: 'Admin' })).body;
    const [created] = (await log(`entity=promotion&entityId=${promotion.id}`)).rows;
    expect(created.changes).toMatchObject({ categoryIds: [null, ['Пальто']], brandIds: [null, ['Зарина']] });
  });
});
