import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaProblems, SCHEMA_VERSIONS } from './commerceml-xsd.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
const methods: Record<string, number> = {};
const LONG_ID = 'b6f1c2d4-0501-11ef-8b4a-0050569a1c01#e7000001-4d5e-11ef-8b4a-0050569a1c00';
const variants: number[] = [];

async function exchange(query: string, body?: string) {
  const response = await fetch(`${app.base}/api/1c-exchange?${query}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: AUTH }, body });
  return { status: response.status, text: await response.text() };
}

/** A basket with the given variants (by their index in `variants`) and quantities. */
async function basket(lines: [number, number][]): Promise<string> {
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  for (const [index, quantity] of lines) await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variants[index], quantity } });
  return basketId;
}

const person = { firstName: 'Ольга', lastName: 'Смирнова & дочь', email: 'olga@example.ru', phone: '+7 900 123-45-67', consent: true };
const street = { address: 'ул. Ленина, 1, кв. <2>', city: 'Казань', country: 'Россия', zipCode: '420000' };

beforeAll(async () => {
  app = await startTestApp();
  for (const path of ['/delivery-methods', '/payment-methods']) {
    for (const method of (await app.rest('GET', path)).body.rows) methods[method.name] = method.id;
  }
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Сумки' }, as: 'Admin' })).body.id;
  for (const [name, skus] of [['Сумка «Дорога»', ['BAG-1', 'BAG-2']], ['Ремень', ['BELT-1']]] as const) {
    const product = await app.rest('POST', '/products', { body: { name, categoryId, productVariants: skus.map((sku, n) => ({ sku, price: 1200 + n * 300, stock: 20 })) }, as: 'Admin' });
    variants.push(...product.body.productVariants.map((v: { id: number }) => v.id));
  }
  // Two lines' variants came from 1C: the document names them by 1C's Ид, a short one and one of two UUIDs.
  await app.orm.em.fork().execute(`UPDATE product_variant SET external_id = 'bag#blue' WHERE id = ?`, [variants[0]]);
  await app.orm.em.fork().execute('UPDATE product_variant SET external_id = ? WHERE id = ?', [LONG_ID, variants[1]]);
});
afterAll(() => app?.close());

describe('the orders document handed to 1C (type=sale&mode=query)', () => {
  let document: string;

  beforeAll(async () => {
    const guest = await app.rest('POST', '/checkouts/direct', {
      body: { ...person, ...street, basketId: await basket([[0, 2], [2, 1]]), deliveryMethodId: methods['Курьером'], paymentMethodId: methods['При получении: наличными или картой'], comment: 'Позвонить за час' },
    });
    expect(guest.status).toBe(201);
    const signedIn = await app.rest('POST', '/checkouts/direct', {
      body: { ...person, ...street, email: 'user@test.local', basketId: await basket([[0, 1], [1, 3], [2, 2]]), deliveryMethodId: methods['Почтой России'] },
      as: 'User',
    });
    expect(signedIn.status).toBe(201);
    const pickup = await app.rest('POST', '/checkouts/direct', { body: { ...person, basketId: await basket([[1, 1]]), deliveryMethodId: methods['Самовывоз из магазина'] } });
    expect(pickup.status).toBe(201);
    const query = await exchange('type=sale&mode=query');
    expect(query.status).toBe(200);
    document = query.text;
    expect(document.match(/<Документ>/g)).toHaveLength(3);
  });

  it.each(SCHEMA_VERSIONS)('is valid against the official CommerceML %s schema', async (version) => {
    expect(await schemaProblems(document, version)).toEqual([]);
  });

  it('names each line by 1C\'s Ид (one longer than 40 characters split into the product\'s and the characteristic\'s), lists delivery as a service and carries the buyer, the time and the status', () => {
    expect(document).toContain('<Ид>bag#blue</Ид>');
    expect(document).toContain('<Ид>b6f1c2d4-0501-11ef-8b4a-0050569a1c01</Ид><Артикул>BAG-2</Артикул>');
    expect(document).toContain('<ХарактеристикаТовара><Ид>e7000001-4d5e-11ef-8b4a-0050569a1c00</Ид>');
    expect(document).toMatch(/<Ид>ORDER_DELIVERY<\/Ид>/);
    expect(document).toMatch(/<Время>\d\d:\d\d:\d\d<\/Время>/);
    expect(document).toContain('Смирнова &amp; дочь');
    expect(document).toContain('<Представление>420000, Россия, Казань, ул. Ленина, 1, кв. &lt;2&gt;</Представление>');
    expect(document).toContain('<Значение>Новый</Значение>');
  });

  it('comes back from 1C with a new status (type=sale&mode=file), valid against both schemas, and the shop moves the orders', async () => {
    const returned = document.replaceAll('<Значение>Новый</Значение>', '<Значение>В обработке</Значение>');
    for (const version of SCHEMA_VERSIONS) expect(await schemaProblems(returned, version), version).toEqual([]);
    expect(await exchange('type=sale&mode=file&filename=orders.xml', returned)).toEqual({ status: 200, text: 'success' });
    const orders = await app.orm.em.fork().execute<{ status: string }[]>('SELECT status FROM checkout ORDER BY id');
    expect(orders.map((order) => order.status)).toEqual(['processing', 'processing', 'processing']);
  });
});
