import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Orders of different variants of one product at once: none may fail on the locks the catalogue's
 * read model takes (on branch i29-read-model, before its fix, 11 of 24 answered 500: a deadlock).
 */

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.close());

it('takes concurrent orders of two variants of one product without a deadlock', async () => {
  const category = (await app.rest('POST', '/categories', { body: { name: 'Д', url: 'd' }, as: 'Admin' })).body.id;
  const made = await app.rest('POST', '/products', { body: { name: 'Товар', url: 'dl', categoryId: category, productVariants: [0, 1, 2, 3].map((i) => ({ sku: `DL-${i}`, price: 100, stock: 1000 })) }, as: 'Admin' });
  const variants = made.body.productVariants.map((v: { id: number }) => v.id);
  const order = async (n: number) => {
    const basket = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variants[n % 4], quantity: 1 } });
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variants[(n + 1) % 4], quantity: 1 } });
    return (await app.rest('POST', '/checkouts/direct', { body: { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true, basketId: basket } })).status;
  };
  const statuses = await Promise.all(Array.from({ length: 24 }, (_, n) => order(n)));
  expect(statuses).toEqual(Array(24).fill(201));
}, 60_000);
