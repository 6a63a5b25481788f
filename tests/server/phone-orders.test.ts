import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
const methods: Record<string, number> = {};
let anna: { id: number; token: string };
let pickupPointId: number;

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
  for (const path of ['/delivery-methods', '/payment-methods']) {
    for (const method of (await app.rest('GET', path)).body.rows) methods[method.name] = method.id;
  }
  const signedUp = await app.rest('POST', '/auth/signup', { body: { email: 'anna.phone@example.ru', firstName: 'Анна', lastName: 'Звонкова', password: 'пароль-анны-1', consent: true } });
  anna = { id: signedUp.body.user.id, token: signedUp.body.accessToken };
  await app.rest('POST', '/addresses', { body: { firstName: 'Анна', lastName: 'Звонкова', address: 'ул. Мира, 5', city: 'Самара', country: 'Россия', zipCode: '443000', phone: '+7 (912) 345-67-89' }, token: anna.token });
  pickupPointId = (await app.rest('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Самара, ул. Мира, 1', hours: 'Ежедневно 10:00–21:00', phone: '+7 846 000-00-01' }, as: 'Admin' })).body.id;
  await app.rest('POST', '/auth/signup', { body: { email: 'boris.silent@example.ru', firstName: 'Борис', lastName: 'Тихий', password: 'пароль-бориса-1', consent: true } });
});
afterAll(() => app.close());

async function staffBasket(price: number, quantity = 1): Promise<string> {
  const sku = `SCARF-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Шарф ${sku}`, categoryId, productVariants: [{ sku, price, stock: 10 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets', { as: 'SuperUser' })).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity }, as: 'SuperUser' });
  return basketId;
}

const foundIds = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id);

describe('finding the caller of a phone order', () => {
  it('finds a customer by a phone of their saved address written any way, with that phone', async () => {
    for (const spelling of ['89123456789', '+7 912 345-67-89', '(912) 345 67 89', '345-67-89']) {
      const found = await app.rest('GET', `/checkouts/customers?q=${encodeURIComponent(spelling)}`, { as: 'SuperUser' });
      expect(found.status).toBe(200);
      expect(found.body.rows).toEqual([{ id: anna.id, email: 'anna.phone@example.ru', firstName: 'Анна', lastName: 'Звонкова', phone: '+79123456789', lastPlace: null }]);
    }
  });

  it('finds a customer by part of the email or the name, in GraphQL too, and one without a phone', async () => {
    const byEmail = await app.gql('query($q: String!) { orderCustomers(q: $q) { length rows { id email phone } } }', { q: 'ANNA.PHONE' }, 'SuperUser');
    expect(byEmail.data.orderCustomers).toEqual({ length: 1, rows: [{ id: anna.id, email: 'anna.phone@example.ru', phone: '+79123456789' }] });
    const byName = await app.rest('GET', `/checkouts/customers?q=${encodeURIComponent('тихий борис')}`, { as: 'Admin' });
    expect(byName.body.rows).toEqual([expect.objectContaining({ email: 'boris.silent@example.ru', phone: '' })]);
    expect(foundIds((await app.rest('GET', '/checkouts/customers?q=00000000', { as: 'Admin' })).body)).toEqual([]);
  });

  it('is for staff only and asks for at least two characters', async () => {
    expect((await app.rest('GET', '/checkouts/customers?q=anna', { as: 'User' })).status).toBe(403);
    expect((await app.rest('GET', '/checkouts/customers?q=anna')).status).toBe(401);
    const short = await app.rest('GET', '/checkouts/customers?q=a', { as: 'SuperUser' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Введите хотя бы 2 знака');
  });
});

describe('finding a guest of past orders for a phone order', () => {
  const irina = { firstName: 'Ирина', lastName: 'Гостева', email: 'irina.guest@example.ru', phone: '+7 (916) 123-45-67', country: 'Россия', consent: true };
  const search = `query($q: String!) { orderCustomers(q: $q) { length rows { id email firstName lastName phone lastPlace { address city country zipCode } } } }`;
  let irinasPhone: string;

  beforeAll(async () => {
    for (const place of [
      { address: 'Невский пр., 10', city: 'Санкт-Петербург', zipCode: '190000' },
      { address: 'ул. Ленина, 3', city: 'Казань', zipCode: '420000' },
    ]) {
      const body = { ...irina, ...place, basketId: await staffBasket(900), deliveryMethodId: methods['Курьером'], paymentMethodId: methods['При получении: наличными или картой'] };
      const placed = await app.rest('POST', '/checkouts/direct', { body });
      expect(placed.status).toBe(201);
      irinasPhone = placed.body.contact.phone;
    }
  });
  const irinaFound = () => ({ id: null, email: irina.email, firstName: 'Ирина', lastName: 'Гостева', phone: irinasPhone, lastPlace: { address: 'ул. Ленина, 3', city: 'Казань', country: 'Россия', zipCode: '420000' } });
  const guests = (rows: { id: number | null }[]) => rows.filter((row) => row.id === null);

  it('finds the guest by the phone written another way, once for all their orders, with that phone and the contact and address of their last order', async () => {
    const byRest = await app.rest('GET', `/checkouts/customers?q=${encodeURIComponent('89161234567')}`, { as: 'SuperUser' });
    expect(byRest.status).toBe(200);
    expect(guests(byRest.body.rows)).toEqual([irinaFound()]);
    const byGraphql = await app.gql(search, { q: '8 (916) 123 45 67' }, 'SuperUser');
    expect(guests(byGraphql.data.orderCustomers.rows)).toEqual([irinaFound()]);
  });

  it('finds the guest by the name, either way round, and by part of the email', async () => {
    const byName = await app.rest('GET', `/checkouts/customers?q=${encodeURIComponent('гостева ирина')}`, { as: 'Admin' });
    expect(byName.body.rows).toEqual([irinaFound()]);
    expect((await app.gql(search, { q: 'IRINA.GUEST@' }, 'Admin')).data.orderCustomers).toEqual({ length: 1, rows: [irinaFound()] });
  });

  it('tells a guest apart from another with the same name, and puts the one who ordered last first', async () => {
    const namesake = await app.rest('POST', '/checkouts/direct', {
      body: { ...irina, email: 'other.irina@example.ru', phone: '+7 999 000-11-22', address: 'ул. Мира, 1', city: 'Омск', zipCode: '644000', basketId: await staffBasket(500) },
    });
    expect(namesake.status).toBe(201);
    const found = (await app.gql(search, { q: 'Ирина Гостева' }, 'Admin')).data.orderCustomers.rows;
    expect(found.map((row: { email: string; phone: string }) => [row.email, row.phone])).toEqual([
      ['other.irina@example.ru', namesake.body.contact.phone],
      [irina.email, irinasPhone],
    ]);
  });

  it('shows, for a customer with an account, the phone that matched rather than the last one', async () => {
    const placed = await app.gql(
      'mutation($input: CheckoutInput!) { placeCheckout(input: $input) { contact { phone } } }',
      { input: { basketId: await staffBasket(700), userId: anna.id, phone: '+7 (905) 777-88-99', deliveryMethodId: methods['Самовывоз из магазина'], pickupPointId, paymentMethodId: methods['При получении: наличными или картой'] } },
      'SuperUser',
    );
    const newPhone = placed.data.placeCheckout.contact.phone;
    const phoneOf = async (q: string) => (await app.rest('GET', `/checkouts/customers?q=${encodeURIComponent(q)}`, { as: 'SuperUser' })).body.rows.map((row: { id: number; phone: string }) => [row.id, row.phone]);
    expect(await phoneOf('89123456789')).toEqual([[anna.id, '+79123456789']]);
    expect(await phoneOf('9057778899')).toEqual([[anna.id, newPhone]]);
    expect(await phoneOf('anna.phone')).toEqual([[anna.id, newPhone]]);
  });
});

describe('a phone order', () => {
  it('for a found customer goes to their address with the delivery and payment chosen, priced as on the storefront', async () => {
    const basketId = await staffBasket(1000, 2);
    const addressId = (await app.rest('GET', `/addresses?userId=${anna.id}`, { as: 'SuperUser' })).body.rows[0].id;
    const placed = await app.gql(
      'mutation($input: CheckoutInput!) { placeCheckout(input: $input) { userId deliveryPrice totalAmount deliveryMethod { id } paymentMethod { id } contact { phone } } }',
      { input: { basketId, addressId, userId: anna.id, deliveryMethodId: methods['Курьером'], paymentMethodId: methods['При получении: наличными или картой'] } },
      'SuperUser',
    );
    expect(placed.data.placeCheckout).toEqual({
      userId: anna.id,
      deliveryPrice: 350,
      totalAmount: 2350,
      deliveryMethod: { id: methods['Курьером'] },
      paymentMethod: { id: methods['При получении: наличными или картой'] },
      contact: { phone: '+79123456789' },
    });
  });

  it('for a new caller without an email is the caller’s (not the manager’s), priced, and staff hear of it', async () => {
    const basketId = await staffBasket(2500.5);
    const caller = { firstName: 'Пётр', lastName: 'Новиков', phone: '8 903 111-22-33', address: 'ул. Гагарина, 7', city: 'Тверь', country: 'Россия', zipCode: '170000', consent: true };
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { ...caller, basketId, deliveryMethodId: methods['Почтой России'], paymentMethodId: methods['Банковским переводом по счёту'] },
      as: 'SuperUser',
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ userId: null, deliveryPrice: 300, itemsAmount: 2500.5, totalAmount: 2800.5, contact: { firstName: 'Пётр', email: '', phone: '+79031112233', city: 'Тверь' } });
    await app.mailbox.waitFor('staff@test.local', new RegExp(`Новый заказ № ${placed.body.id}`));
    expect(foundIds((await app.rest('GET', '/checkouts/all?q=89031112233', { as: 'Admin' })).body)).toEqual([placed.body.id]);
  });

  it('still asks a shopper ordering without an account for an email', async () => {
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    const refused = await app.rest('POST', '/checkouts/direct', { body: { firstName: 'Ира', lastName: 'Без почты', phone: '+79000000000', address: 'ул. Мира, 1', city: 'Омск', country: 'Россия', zipCode: '644000', consent: true, basketId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.email ?? JSON.stringify(refused.body)).toContain('Обязательное поле');
  });
});
