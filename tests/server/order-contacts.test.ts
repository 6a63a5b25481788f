import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
let courier: number;

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Ремни' }, as: 'Admin' })).body.id;
  courier = (await app.rest('GET', '/delivery-methods')).body.rows.find((m: { name: string }) => m.name === 'Курьером').id;
});
afterAll(() => app.close());

async function basket(): Promise<string> {
  const sku = `BELT-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Ремень ${sku}`, categoryId, productVariants: [{ sku, price: 1500, stock: 20 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 } });
  return basketId;
}

const street = { firstName: 'Игорь', lastName: 'Петров', address: 'ул. Баумана, 15', city: 'Казань', country: 'Россия', zipCode: '420111' };
const guest = { ...street, email: 'contacts@example.ru', consent: true };
const PHONE_MESSAGE = 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567';

describe('a courier order', () => {
  it('needs a phone from a signed-in shopper whose saved address has none, and takes one from the body', async () => {
    const address = await app.rest('POST', '/addresses', { body: street, as: 'User' });
    expect(address.status).toBe(201);
    const refused = await app.rest('POST', '/checkouts', { body: { basketId: await basket(), addressId: address.body.id, deliveryMethodId: courier }, as: 'User' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({ phone: 'Укажите телефон: курьер позвонит перед доставкой' });
    const placed = await app.rest('POST', '/checkouts', { body: { basketId: await basket(), addressId: address.body.id, deliveryMethodId: courier, phone: '8 916 123 45 67' }, as: 'User' });
    expect(placed.status).toBe(201);
    expect(placed.body.contact.phone).toBe('+79161234567');
  });

  it('takes the saved address’s phone when the body names none', async () => {
    const address = await app.rest('POST', '/addresses', { body: { ...street, phone: '+7(916)765-43-21' }, as: 'User' });
    expect(address.body.phone).toBe('+79167654321');
    const placed = await app.rest('POST', '/checkouts', { body: { basketId: await basket(), addressId: address.body.id, deliveryMethodId: courier }, as: 'User' });
    expect(placed.status).toBe(201);
    expect(placed.body.contact.phone).toBe('+79167654321');
  });

  it('needs a phone from a guest', async () => {
    const refused = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basket(), deliveryMethodId: courier } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toHaveProperty('phone');
  });
});

describe('phones', () => {
  it('are kept as +7 and ten digits however a Russian number is typed', async () => {
    for (const typed of ['8 916 123 45 67', '+7(916)123-45-67', '9161234567']) {
      const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, phone: typed, basketId: await basket(), deliveryMethodId: courier } });
      expect(placed.status).toBe(201);
      expect(placed.body.contact.phone).toBe('+79161234567');
    }
  });

  it('of another kind are refused with a Russian message, in orders, addresses and call-back requests', async () => {
    for (const typed of ['abc', '+1 212 555 0100', '12345', '8 916 123 45 67 89']) {
      const refused = await app.rest('POST', '/checkouts/direct', { body: { ...guest, phone: typed, basketId: await basket(), deliveryMethodId: courier } });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual({ phone: PHONE_MESSAGE });
    }
    expect((await app.rest('POST', '/addresses', { body: { ...street, phone: '123' }, as: 'User' })).body.details).toEqual({ phone: PHONE_MESSAGE });
    const address = (await app.rest('POST', '/addresses', { body: street, as: 'User' })).body;
    const cleared = await app.rest('PUT', `/addresses/${address.id}`, { body: { phone: '' }, as: 'User' });
    expect(cleared.body.phone).toBe('');
    const changed = await app.rest('PUT', `/addresses/${address.id}`, { body: { phone: '8(916)000-11-22' }, as: 'User' });
    expect(changed.body.phone).toBe('+79160001122');
    const callBack = await app.gql(`mutation($input: CallBackInput!) { requestCallBack(input: $input) { message } }`, { input: { name: 'Игорь', phone: 'позвоните', consent: true } });
    expect(callBack.errors[0].extensions.details).toEqual({ phone: PHONE_MESSAGE });
  });
});

describe('a postcode', () => {
  it('must be six digits in orders and addresses', async () => {
    for (const zipCode of ['abc', '12345', '1234567', '42O111']) {
      const order = await app.rest('POST', '/checkouts/direct', { body: { ...guest, phone: '9161234567', zipCode, basketId: await basket(), deliveryMethodId: courier } });
      expect(order.status).toBe(400);
      expect(order.body.details).toEqual({ zipCode: 'Индекс — шесть цифр' });
    }
    const address = await app.rest('POST', '/addresses', { body: { ...street, zipCode: 'abc' }, as: 'User' });
    expect(address.status).toBe(400);
    expect(address.body.details).toEqual({ zipCode: 'Индекс — шесть цифр' });
  });
});
