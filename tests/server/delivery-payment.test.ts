import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
const methods: Record<string, number> = {};
let pickupPointId: number;

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Сумки' }, as: 'Admin' })).body.id;
  for (const path of ['/delivery-methods', '/payment-methods']) {
    for (const method of (await app.rest('GET', path)).body.rows) methods[method.name] = method.id;
  }
  pickupPointId = (await app.rest('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Казань, ул. Баумана, 1', hours: 'Ежедневно 10:00–21:00', phone: '+7 843 000-00-01' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

async function basketFor(price: number, quantity = 1): Promise<string> {
  const sku = `BAG-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Сумка ${sku}`, categoryId, productVariants: [{ sku, price, stock: 10 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity } });
  return basketId;
}

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', consent: true };
const street = { address: 'ул. Ленина, 1, кв. 2', city: 'Казань', country: 'Россия', zipCode: '420000' };

describe('a fresh shop', () => {
  it('offers courier, post and pickup delivery and two ways to pay, in the staff’s order, to anyone', async () => {
    const delivery = await app.rest('GET', '/delivery-methods');
    expect(delivery.body.rows).toEqual([
      expect.objectContaining({ name: 'Курьером', price: 350, freeFrom: 5000, minDays: 1, maxDays: 2, needsAddress: true, active: true }),
      expect.objectContaining({ name: 'Почтой России', price: 300, freeFrom: null, minDays: 5, maxDays: 10, needsAddress: true }),
      expect.objectContaining({ name: 'Самовывоз из магазина', price: 0, needsAddress: false }),
    ]);
    const payment = await app.gql('{ paymentMethods { length rows { name kind } } }');
    expect(payment.data.paymentMethods).toEqual({
      length: 2,
      rows: [
        { name: 'При получении: наличными или картой', kind: 'on_delivery' },
        { name: 'Банковским переводом по счёту', kind: 'bank_transfer' },
      ],
    });
  });
});

describe('delivery and payment methods', () => {
  it('are kept by staff: created at the end of the list, changed, checked, and refused to shoppers', async () => {
    const body = { name: 'СДЭК до пункта выдачи', price: 250.5, freeFrom: 3000, minDays: 2, maxDays: 4 };
    expect((await app.rest('POST', '/delivery-methods', { body })).status).toBe(401);
    expect((await app.rest('POST', '/delivery-methods', { body, as: 'User' })).status).toBe(403);
    const created = await app.rest('POST', '/delivery-methods', { body, as: 'SuperUser' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, needsAddress: true, active: true, position: 3, description: '' });
    const placedFirst = await app.rest('POST', '/payment-methods', { body: { name: 'СБП', kind: 'on_delivery', position: null }, as: 'Admin' });
    expect(placedFirst.body.position).toBe(3);
    const kept = await app.rest('PUT', `/payment-methods/${placedFirst.body.id}`, { body: { position: null, description: 'По QR-коду' }, as: 'Admin' });
    expect(kept.body).toMatchObject({ position: 3, description: 'По QR-коду' });
    await app.rest('DELETE', `/payment-methods/${placedFirst.body.id}`, { as: 'Admin' });
    const changed = await app.gql(`mutation { updateDeliveryMethod(id: ${created.body.id}, input: { price: 199, freeFrom: null }) { price freeFrom } }`, {}, 'Admin');
    expect(changed.data.updateDeliveryMethod).toEqual({ price: 199, freeFrom: null });
    const backwards = await app.rest('PUT', `/delivery-methods/${created.body.id}`, { body: { minDays: 5, maxDays: 3 }, as: 'Admin' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details).toEqual({ maxDays: 'Не меньше срока «от»' });
    const bad = await app.rest('POST', '/delivery-methods', { body: { ...body, price: -1, minDays: 1.5 }, as: 'Admin' });
    expect(Object.keys(bad.body.details).sort()).toEqual(['minDays', 'price']);
    const badKind = await app.rest('POST', '/payment-methods', { body: { name: 'Биткоин', kind: 'crypto' }, as: 'Admin' });
    expect(badKind.body.details).toHaveProperty('kind');
    expect((await app.rest('DELETE', `/delivery-methods/${created.body.id}`, { as: 'Admin' })).status).toBe(200);
  });

  it('taken out of use are hidden from shoppers but listed for staff', async () => {
    const method = (await app.rest('POST', '/payment-methods', { body: { name: 'Рассрочка', kind: 'bank_transfer', active: false }, as: 'Admin' })).body;
    expect((await app.rest('GET', '/payment-methods')).body.rows.map((m: { name: string }) => m.name)).not.toContain('Рассрочка');
    expect((await app.rest('GET', `/payment-methods/${method.id}`)).status).toBe(404);
    const inactive = (await app.rest('GET', '/payment-methods?active=false', { as: 'Admin' })).body.rows;
    expect(inactive.map((m: { name: string; kind: string }) => [m.name, m.kind])).toEqual([
      ['Онлайн: картой, через СБП или SberPay', 'online'],
      ['Рассрочка', 'bank_transfer'],
    ]);
    const refused = await app.rest('POST', '/checkouts/direct', { body: { ...guest, ...street, basketId: await basketFor(1000), paymentMethodId: method.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({ paymentMethodId: 'Способ оплаты не найден или сейчас недоступен' });
  });
});

describe('an order with delivery and payment', () => {
  it('adds the courier’s price below the free threshold and keeps copies of both methods', async () => {
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { ...guest, ...street, email: 'courier@example.ru', basketId: await basketFor(1200, 2), deliveryMethodId: methods['Курьером'], paymentMethodId: methods['При получении: наличными или картой'] },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      deliveryMethod: { id: methods['Курьером'], name: 'Курьером' },
      deliveryPrice: 350,
      paymentMethod: { id: methods['При получении: наличными или картой'], name: 'При получении: наличными или картой' },
      itemsAmount: 2400,
      totalAmount: 2750,
      contact: expect.objectContaining({ city: 'Казань' }),
    });
    const letter = await app.mailbox.waitFor('courier@example.ru', /принят/);
    expect(letter.text).toMatch(/Доставка: Курьером: 350\s₽/);
    expect(letter.text).toContain('Оплата: При получении: наличными или картой');
    expect(letter.text).toMatch(/Итого: 2\s750\s₽/);
    expect(letter.text).toContain('Срок доставки — 1–2 дн.');
  });

  it('delivers free from 5 000 ₽ and keeps the name it was ordered under after a rename', async () => {
    const created = (await app.rest('POST', '/delivery-methods', { body: { name: 'Экспресс', price: 500, freeFrom: 5000, minDays: 0, maxDays: 1 }, as: 'Admin' })).body;
    const placed = await app.gql(
      'mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id deliveryMethod { name } deliveryPrice itemsAmount totalAmount } }',
      { input: { ...guest, ...street, basketId: await basketFor(5000), deliveryMethodId: created.id } },
    );
    expect(placed.data.placeDirectCheckout).toMatchObject({ deliveryMethod: { name: 'Экспресс' }, deliveryPrice: 0, itemsAmount: 5000, totalAmount: 5000 });
    await app.rest('PUT', `/delivery-methods/${created.id}`, { body: { name: 'Экспресс за час' }, as: 'Admin' });
    const order = await app.rest('GET', `/checkouts/${placed.data.placeDirectCheckout.id}`, { as: 'Admin' });
    expect(order.body.deliveryMethod.name).toBe('Экспресс');
    const inUse = await app.rest('DELETE', `/delivery-methods/${created.id}`, { as: 'Admin' });
    expect(inUse.status).toBe(409);
  });

  it('picked up at the shop asks no street address', async () => {
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basketFor(900), deliveryMethodId: methods['Самовывоз из магазина'], paymentMethodId: methods['Банковским переводом по счёту'], pickupPointId } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ addressId: null, deliveryPrice: 0, totalAmount: 900, contact: expect.objectContaining({ address: '', city: '', phone: '+79001234567' }) });
  });

  it('delivered to a door needs the address, and an unknown method is refused', async () => {
    const basketId = await basketFor(900);
    const noAddress = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: methods['Почтой России'] } });
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body.details).sort()).toEqual(['address', 'city', 'country', 'zipCode']);
    const unknown = await app.rest('POST', '/checkouts/direct', { body: { ...guest, ...street, basketId, deliveryMethodId: 999_999 } });
    expect(unknown.body.details).toEqual({ deliveryMethodId: 'Способ доставки не найден или сейчас недоступен' });
    expect((await app.rest('GET', `/baskets/${basketId}`)).body.orderProducts).toHaveLength(1);
  });

  it('from a client that names no methods is placed as before: no delivery, total of the items', async () => {
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, ...street, basketId: await basketFor(700, 3) } });
    expect(placed.body).toMatchObject({ deliveryMethod: null, deliveryPrice: 0, paymentMethod: null, itemsAmount: 2100, totalAmount: 2100 });
  });

  it('of a signed-in customer is picked up without an address but with a phone', async () => {
    const pickup = methods['Самовывоз из магазина'];
    const noPhone = await app.rest('POST', '/checkouts', { body: { basketId: await basketFor(800), deliveryMethodId: pickup, pickupPointId }, as: 'User' });
    expect(noPhone.body.details).toEqual({ phone: 'Укажите телефон: мы позвоним, когда заказ будет готов' });
    const placed = await app.rest('POST', '/checkouts', { body: { basketId: await basketFor(800), deliveryMethodId: pickup, pickupPointId, phone: '+7 911 000-00-00' }, as: 'User' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ addressId: null, deliveryMethod: { name: 'Самовывоз из магазина' }, contact: expect.objectContaining({ firstName: 'User', phone: '+79110000000', address: '' }) });
    const courier = await app.rest('POST', '/checkouts', { body: { basketId: await basketFor(800), deliveryMethodId: methods['Курьером'] }, as: 'User' });
    expect(courier.body.details).toEqual({ addressId: 'Обязательное поле' });
  });
});
