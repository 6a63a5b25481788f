import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let variantId: number;
const orders: Record<string, number> = {};

const person = { address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

async function order(firstName: string, lastName: string, email: string, phone: string, createdAt: string, quantity = 1): Promise<number> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity } });
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...person, firstName, lastName, email, phone, basketId } });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  await app.orm.em.fork().execute('UPDATE checkout SET created_at = ? WHERE id = ?', [createdAt, placed.body.id]);
  return placed.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  const product = await app.rest('POST', '/products', { body: { name: 'Платье летнее', categoryId, productVariants: [{ sku: 'DRESS-SUMMER-42', price: 1990.5, stock: 100 }] }, as: 'Admin' });
  variantId = product.body.productVariants[0].id;
  await app.rest('POST', '/products', { body: { name: 'Юбка', categoryId, productVariants: [{ sku: 'SKIRT-1', price: 990, stock: 5 }] }, as: 'Admin' });
  // 21:30 UTC on the 23rd is already the 24th in Moscow
  orders.anna = await order('Анна', 'Смирнова', 'anna.smirnova@example.ru', '+7 (916) 123-45-67', '2026-11-23T21:30:00Z', 2);
  orders.boris = await order('Борис', 'Петров', 'boris@mail.example', '8 900 555 11 22', '2026-11-20T10:00:00Z');
  orders.tricky = await order('=HYPERLINK("x")', 'Иванов; "Ванька"', 'ivan@example.ru', '+79001112233', '2026-11-25T08:00:00Z');
});
afterAll(() => app.close());

const ids = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id).sort((a, b) => a - b);
const found = async (query: string) => ids((await app.rest('GET', `/checkouts/all?${query}`, { as: 'Admin' })).body);

describe('finding orders', () => {
  it('by the exact number, not a part of it', async () => {
    expect(await found(`q=${orders.boris}`)).toEqual([orders.boris]);
    expect(await found('q=999999')).toEqual([]);
  });

  it('by any part of the email and of the name, first and last in either order', async () => {
    expect(await found('q=SMIRNOVA@')).toEqual([orders.anna]);
    expect(await found(`q=${encodeURIComponent('Анна Смирнова')}`)).toEqual([orders.anna]);
    expect(await found(`q=${encodeURIComponent('смирнова  анна')}`)).toEqual([orders.anna]);
    expect(await found(`q=${encodeURIComponent('петр')}`)).toEqual([orders.boris]);
  });

  it('by the phone however it is written: spaces, dashes, brackets, +7 or 8', async () => {
    expect(await found(`q=${encodeURIComponent('8 916 123 45 67')}`)).toEqual([orders.anna]);
    expect(await found(`q=${encodeURIComponent('+7 900 555-11-22')}`)).toEqual([orders.boris]);
    expect(await found('q=1234567')).toEqual([orders.anna]);
  });

  it('between dates, a day in Moscow time and `to` taking its whole day; moments as given', async () => {
    expect(await found('from=2026-11-24')).toEqual([orders.anna, orders.tricky]);
    expect(await found('to=2026-11-23')).toEqual([orders.boris]);
    expect(await found('from=2026-11-21&to=2026-11-24')).toEqual([orders.anna]);
    expect(await found('from=2026-11-23T21:00:00Z&to=2026-11-23T22:00:00Z')).toEqual([orders.anna]);
    expect((await app.rest('GET', '/checkouts/all?from=вчера', { as: 'Admin' })).status).toBe(400);
    expect((await app.rest('GET', '/checkouts/all?to=2026-02-30', { as: 'Admin' })).status).toBe(400);
    expect((await app.rest('GET', '/baskets?updatedFrom=2026-02-30', { as: 'Admin' })).status).toBe(400);
  });

  it('with status and customer as before, in one statement per page', async () => {
    expect(await found(`status=new&q=${encodeURIComponent('Борис')}`)).toEqual([orders.boris]);
    expect(await found('status=paid')).toEqual([]);
    await app.tokenFor('Admin');
    const statements = (query: string) => app.countQueries(() => app.rest('GET', `/checkouts/all?${query}`, { as: 'Admin' }));
    // the staff account's check, then the page with its lines and count: as many for one order as for all
    expect(await statements('q=anna&from=2026-11-01')).toBe(2);
    expect(await statements('limit=100')).toBe(2);
  });

  it('over GraphQL with the same filters', async () => {
    const { data, errors } = await app.gql(
      `query($q: String, $from: String, $to: String) { checkouts(q: $q, from: $from, to: $to, limit: 10, offset: 0) { length rows { id contact { lastName } orderProducts { quantity } } } }`,
      { q: 'Смирнова', from: '2026-11-24', to: '2026-11-24' },
      'SuperUser',
    );
    expect(errors).toBeUndefined();
    expect(data.checkouts).toEqual({ length: 1, rows: [{ id: orders.anna, contact: { lastName: 'Смирнова' }, orderProducts: [{ quantity: 2 }] }] });
  });
});

async function download(query = '', as: Role | null = 'Admin') {
  const token = as ? await app.tokenFor(as) : undefined;
  const response = await fetch(`${app.base}/api/checkouts/export${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

describe('the orders export', () => {
  it('is a CSV for a Russian Excel: BOM, `;`, CRLF, Russian headers, decimal commas, Moscow time', async () => {
    const { response, text } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?orders-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(text.startsWith('\uFEFFНомер;')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Номер;Дата;Статус;Покупатель;Email;Телефон;Адрес;Доставка;Стоимость доставки;Оплата;Товаров, шт.;Сумма товаров;Промокод;Скидка;Итого;Оплачено;Возвращено;Статус оплаты');
    expect(lines[1]).toBe(`${orders.anna};24.11.2026 00:30;Новый;Анна Смирнова;anna.smirnova@example.ru;'+7 916 123-45-67;420000, Россия, Казань, ул. Ленина, 1;;0,00;;2;3981,00;;0,00;3981,00;0,00;0,00;Не оплачен`);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('quotes a cell holding `;` or a quote and defuses a formula', async () => {
    const { text } = await download(`?q=ivan`);
    const [, line] = text.split('\r\n');
    expect(line).toContain(`;"'=HYPERLINK(""x"") Иванов; ""Ванька""";`);
    expect(line).toContain(`;'+7 900 111-22-33;`);
  });

  it('applies the list’s filters', async () => {
    const { text } = await download(`?from=2026-11-21&status=new&q=${encodeURIComponent('Смирнова')}`);
    expect(text.split('\r\n').slice(1, -1).map((line) => Number(line.split(';')[0]))).toEqual([orders.anna]);
    expect((await download('?to=завтра')).response.status).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await download('', null)).response.status).toBe(401);
    expect((await download('', 'User')).response.status).toBe(403);
    expect((await download('', 'SuperUser')).response.status).toBe(200);
  });
});

describe('staff product search', () => {
  it('finds by any part of the name or of a variant’s SKU, in any case', async () => {
    const names = async (q: string) => (await app.rest('GET', `/products?q=${encodeURIComponent(q)}`, { as: 'Admin' })).body.rows.map((p: { name: string }) => p.name);
    expect(await names('dress-summer')).toEqual(['Платье летнее']);
    expect(await names('ЛЕТН')).toEqual(['Платье летнее']);
    expect(await names('skirt')).toEqual(['Юбка']);
    expect(await names('нет такого')).toEqual([]);
    const { data } = await app.gql(`{ products(q: "kirt-1") { rows { name } } }`, {}, 'Admin');
    expect(data.products.rows).toEqual([{ name: 'Юбка' }]);
  });
});
