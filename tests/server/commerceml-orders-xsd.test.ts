import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecksOf, saleDocuments, schemaProblems, SCHEMA_VERSIONS, type SaleDocument } from './commerceml-xsd.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
const methods: Record<string, number> = {};
const LONG_ID = 'b6f1c2d4-0501-11ef-8b4a-0050569a1c01#e7000001-4d5e-11ef-8b4a-0050569a1c00';
const variants: number[] = [];
let categoryId: number;

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

let pickupPointId: number;
const person = { firstName: 'Ольга', lastName: 'Смирнова & дочь', email: 'olga@example.ru', phone: '+7 900 123-45-67', consent: true };
const street = { address: 'ул. Ленина, 1, кв. <2>', city: 'Казань', country: 'Россия', zipCode: '420000' };

beforeAll(async () => {
  app = await startTestApp();
  for (const path of ['/delivery-methods', '/payment-methods']) {
    for (const method of (await app.rest('GET', path)).body.rows) methods[method.name] = method.id;
  }
  pickupPointId = (await app.rest('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Москва, ул. Мясницкая, 24', hours: 'Ежедневно 10:00–21:00', phone: '+7 495 000-00-01' }, as: 'Admin' })).body.id;
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Сумки' }, as: 'Admin' })).body.id;
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
    const pickup = await app.rest('POST', '/checkouts/direct', { body: { ...person, basketId: await basket([[1, 1]]), deliveryMethodId: methods['Самовывоз из магазина'], pickupPointId } });
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

describe('the orders document with phone orders, promotions and returns', () => {
  const caller = { firstName: 'Пётр', lastName: 'Новиков', ...street, consent: true };
  let phoneOrder: { id: number; lineId: number };
  let samePhoneOrder: number;
  let otherGuestOrder: number;
  let document: string;
  let docs: SaleDocument[];
  const docOf = (id: number | string) => docs.find((doc) => doc.id === String(id))!;

  /** A staff member's phone order for a caller who gives no email. */
  async function phoneCall(phone: string, lines: [number, number][], promoCode?: string) {
    const basketId = (await app.rest('POST', '/baskets', { as: 'Admin' })).body.id;
    for (const [variantId, quantity] of lines) await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity }, as: 'Admin' });
    if (promoCode) expect((await app.rest('POST', `/baskets/${basketId}/promo`, { body: { code: promoCode }, as: 'Admin' })).status).toBe(200);
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...caller, phone, basketId, deliveryMethodId: methods['Курьером'] }, as: 'Admin' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as { id: number; orderProducts: { id: number }[] };
  }

  beforeAll(async () => {
    // What the first part of this file handed over is confirmed: the next document holds only what follows.
    await exchange('type=sale&mode=success');
    const product = await app.rest('POST', '/products', { body: { name: 'Носки', categoryId, productVariants: [{ sku: 'SOCKS-1', price: 1000, stock: 20 }] }, as: 'Admin' });
    const socks = product.body.productVariants[0].id;
    const promotion = await app.rest('POST', '/promotions', { body: { name: 'Минус сто на носки', code: 'MINUS100', kind: 'fixed', value: 100, productIds: [product.body.id] }, as: 'Admin' });
    expect(promotion.status).toBe(201);

    const discounted = await phoneCall('+7 (912) 555-66-77', [[socks, 3]], 'MINUS100');
    phoneOrder = { id: discounted.id, lineId: discounted.orderProducts[0].id };
    samePhoneOrder = (await phoneCall('8 912 555 66 77', [[variants[2], 1]])).id;
    const other = await app.rest('POST', '/checkouts/direct', {
      body: { ...person, ...street, email: 'O.Smirnova+shop@gmail.com', phone: '+7 900 765-43-21', basketId: await basket([[2, 1]]), deliveryMethodId: methods['Курьером'] },
    });
    otherGuestOrder = other.body.id;
    document = (await exchange('type=sale&mode=query')).text;
    docs = saleDocuments(document);
    expect(docs.map((doc) => doc.id)).toEqual([phoneOrder.id, samePhoneOrder, otherGuestOrder].map(String));
  });

  it.each(SCHEMA_VERSIONS)('is valid against the official CommerceML %s schema', async (version) => {
    expect(await schemaProblems(document, version)).toEqual([]);
  });

  it('names a guest who ordered by phone, with no email, by one Ид however the phone was written, and another guest by another', () => {
    const [first, second, other] = [phoneOrder.id, samePhoneOrder, otherGuestOrder].map((id) => docOf(id).buyerId);
    expect(first).toMatch(/^guest-[0-9a-f]+$/);
    expect(first.length).toBeLessThanOrEqual(40);
    expect(second).toBe(first);
    expect(other).toMatch(/^guest-[0-9a-f]+$/);
    expect(other).not.toBe(first);
  });

  it('prices every line so that its Сумма is ЦенаЗаЕдиницу × Количество to the kopeck, splitting an uneven discount, and the lines add up to the document\'s Сумма', () => {
    for (const doc of docs) {
      for (const line of doc.lines) expect(kopecksOf(line.price) * Number(line.quantity), `${doc.id} ${line.id}`).toBe(kopecksOf(line.sum));
      expect(doc.lines.reduce((sum, line) => sum + kopecksOf(line.sum), 0), doc.id).toBe(kopecksOf(doc.sum));
    }
    // 3 × 1 000 ₽ less 100 ₽ is 2 900 ₽: 966.66 twice and 966.68 once, then the courier.
    const [cheaper, dearer, delivery] = docOf(phoneOrder.id).lines;
    expect([cheaper, dearer].map(({ price, quantity, sum }) => ({ price, quantity, sum }))).toEqual([
      { price: '966.66', quantity: '2', sum: '1933.32' },
      { price: '966.68', quantity: '1', sum: '966.68' },
    ]);
    expect(delivery.id).toBe('ORDER_DELIVERY');
  });

  it('writes the order\'s promotions as its Скидки and each line\'s share of them, all already counted in the sums', () => {
    const doc = docOf(phoneOrder.id);
    expect(doc.discounts).toEqual([{ name: 'Минус сто на носки', sum: '100.00', counted: 'true' }]);
    const lineDiscounts = doc.lines.flatMap((line) => line.discounts);
    expect(lineDiscounts.every((d) => d.counted === 'true')).toBe(true);
    expect(lineDiscounts.reduce((sum, d) => sum + kopecksOf(d.sum), 0)).toBe(10_000);
    expect(docOf(samePhoneOrder).discounts).toEqual([]);
  });

  it('hands a return taken after the order was exported to 1C once, as a Документ «Возврат товара» naming the order, valid against both schemas', async () => {
    expect((await exchange('type=sale&mode=success')).text).toBe('success');
    expect((await app.rest('PUT', `/checkouts/${phoneOrder.id}`, { body: { status: 'shipped' }, as: 'Admin' })).status).toBe(200);
    const taken = await app.rest('POST', `/checkouts/${phoneOrder.id}/returns`, { body: { lines: [{ orderProductId: phoneOrder.lineId, quantity: 2 }], reason: 'Не подошёл размер', restock: true }, as: 'Admin' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);

    const next = (await exchange('type=sale&mode=query')).text;
    for (const version of SCHEMA_VERSIONS) expect(await schemaProblems(next, version), version).toEqual([]);
    docs = saleDocuments(next);
    const returned = docOf(`return-${taken.body.id}`);
    // Two of the three units of a 2 900 ₽ line: 1 933.33 ₽, split to the kopeck.
    expect(returned).toMatchObject({ operation: 'Возврат товара', sum: '1933.33', buyerId: docOf(phoneOrder.id).buyerId, requisites: { 'Номер заказа': String(phoneOrder.id) } });
    expect(kopecksOf(returned.sum)).toBe(kopecksOf(String(taken.body.amount)));
    expect(returned.lines.map(({ price, quantity, sum }) => ({ price, quantity, sum }))).toEqual([
      { price: '966.66', quantity: '1', sum: '966.66' },
      { price: '966.67', quantity: '1', sum: '966.67' },
    ]);

    expect((await exchange('type=sale&mode=success')).text).toBe('success');
    expect(saleDocuments((await exchange('type=sale&mode=query')).text)).toEqual([]);

    // 1C may send the return back posted («Проведен»): it names no order to move, and is no refusal either.
    const posted = next.replace('<Наименование>Возвращен на склад</Наименование>', '<Наименование>Проведен</Наименование>');
    expect(await exchange('type=sale&mode=file&filename=orders.xml', posted)).toEqual({ status: 200, text: 'success' });
  });
});
