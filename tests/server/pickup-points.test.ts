import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
const methods: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Перчатки' }, as: 'Admin' })).body.id;
  for (const method of (await app.rest('GET', '/delivery-methods')).body.rows) methods[method.name] = method.id;
});
afterAll(() => app.close());

async function basket(): Promise<string> {
  const sku = `GLOVE-${Math.random().toString(36).slice(2, 8)}`;
  const product = await app.rest('POST', '/products', { body: { name: `Перчатки ${sku}`, categoryId, productVariants: [{ sku, price: 1200, stock: 10 }] }, as: 'Admin' });
  const basketId = (await app.rest('POST', '/baskets')).body.id;
  await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 } });
  return basketId;
}

const point = { name: 'Склад на Лесной', address: 'Москва, ул. Лесная, д. 5', hours: 'Пн–Пт 9:00–20:00', phone: '8 495 123 45 67' };
const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'pickup@example.ru', phone: '+7 900 123-45-67', consent: true };
const POINT = 'pickupPoint { name address hours phone }';

describe('pickup points', () => {
  it('are kept by staff through REST, the phone kept as +7 and ten digits, and refused to shoppers', async () => {
    expect((await app.rest('POST', '/pickup-points', { body: point })).status).toBe(401);
    expect((await app.rest('POST', '/pickup-points', { body: point, as: 'User' })).status).toBe(403);
    const created = await app.rest('POST', '/pickup-points', { body: point, as: 'SuperUser' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...point, phone: '+74951234567', active: true, position: 0, version: 1 });
    const changed = await app.rest('PUT', `/pickup-points/${created.body.id}`, { body: { hours: 'Ежедневно 10:00–22:00', version: 1 }, as: 'Admin' });
    expect(changed.body).toMatchObject({ hours: 'Ежедневно 10:00–22:00', version: 2 });
    const stale = await app.rest('PUT', `/pickup-points/${created.body.id}`, { body: { hours: 'Круглосуточно', version: 1 }, as: 'Admin' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE');
    const bad = await app.rest('POST', '/pickup-points', { body: { name: '', address: '', hours: '', phone: '123' }, as: 'Admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ name: 'Заполните поле', address: 'Заполните поле', phone: 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567' });
    expect((await app.rest('DELETE', `/pickup-points/${created.body.id}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('DELETE', `/pickup-points/${created.body.id}`, { as: 'Admin' })).status).toBe(200);
  });

  it('are kept by staff through GraphQL too', async () => {
    const created = await app.gql(`mutation($input: PickupPointInput!) { createPickupPoint(input: $input) { id phone active } }`, { input: { ...point, phone: '+7(495)123-45-67' } }, 'Admin');
    const id = created.data.createPickupPoint.id;
    expect(created.data.createPickupPoint).toMatchObject({ phone: '+74951234567', active: true });
    const changed = await app.gql(`mutation { updatePickupPoint(id: ${id}, input: { name: "Склад №2" }) { name } }`, {}, 'SuperUser');
    expect(changed.data.updatePickupPoint.name).toBe('Склад №2');
    const refused = await app.gql(`mutation { deletePickupPoint(id: ${id}) { id } }`, {}, 'User');
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    const deleted = await app.gql(`mutation { deletePickupPoint(id: ${id}) { id } }`, {}, 'Admin');
    expect(deleted.data.deletePickupPoint.id).toBe(id);
  });

  it('taken out of use are hidden from shoppers but listed for staff', async () => {
    const open = (await app.rest('POST', '/pickup-points', { body: { ...point, name: 'Открытый' }, as: 'Admin' })).body;
    const closed = (await app.rest('POST', '/pickup-points', { body: { ...point, name: 'Закрытый', active: false }, as: 'Admin' })).body;
    const shown = (await app.rest('GET', '/pickup-points')).body.rows.map((p: { name: string }) => p.name);
    expect(shown).toContain('Открытый');
    expect(shown).not.toContain('Закрытый');
    expect((await app.gql('{ pickupPoints { rows { name } } }')).data.pickupPoints.rows.map((p: { name: string }) => p.name)).not.toContain('Закрытый');
    expect((await app.rest('GET', `/pickup-points/${closed.id}`)).status).toBe(404);
    expect((await app.gql(`{ pickupPoint(id: ${open.id}) { name } }`)).data.pickupPoint.name).toBe('Открытый');
    const staff = (await app.rest('GET', '/pickup-points?active=false', { as: 'SuperUser' })).body.rows.map((p: { name: string }) => p.name);
    expect(staff).toEqual(['Закрытый']);
  });
});

describe('a pickup order', () => {
  it('needs an active point, whoever places it: a guest, a signed-in shopper or staff taking a phone order', async () => {
    const pickup = methods['Самовывоз из магазина'];
    const closed = (await app.rest('POST', '/pickup-points', { body: { ...point, active: false }, as: 'Admin' })).body;
    const refusals = [
      await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basket(), deliveryMethodId: pickup } }),
      await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: await basket(), deliveryMethodId: pickup, pickupPointId: closed.id } }),
      await app.rest('POST', '/checkouts', { body: { basketId: await basket(), deliveryMethodId: pickup, phone: '9001112233' }, as: 'User' }),
      await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: undefined, basketId: await basket(), deliveryMethodId: pickup }, as: 'SuperUser' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual({ pickupPointId: 'Выберите пункт самовывоза' });
    }
    const gql = await app.gql(`mutation($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }`, { input: { ...guest, basketId: await basket(), deliveryMethodId: pickup } });
    expect(gql.errors[0].extensions.details).toEqual({ pickupPointId: 'Выберите пункт самовывоза' });
  });

  it('keeps a copy of its point that later edits and deletion do not change, in both APIs; a courier order has none', async () => {
    const created = (await app.rest('POST', '/pickup-points', { body: point, as: 'Admin' })).body;
    const placed = await app.rest('POST', '/checkouts', { body: { basketId: await basket(), deliveryMethodId: methods['Самовывоз из магазина'], pickupPointId: created.id, phone: '9001112233' }, as: 'User' });
    expect(placed.status).toBe(201);
    const copy = { name: point.name, address: point.address, hours: point.hours, phone: '+74951234567' };
    expect(placed.body.pickupPoint).toEqual(copy);
    await app.rest('PUT', `/pickup-points/${created.id}`, { body: { address: 'Москва, ул. Новая, д. 1' }, as: 'Admin' });
    await app.rest('DELETE', `/pickup-points/${created.id}`, { as: 'Admin' });
    expect((await app.rest('GET', `/checkouts/${placed.body.id}`, { as: 'User' })).body.pickupPoint).toEqual(copy);
    expect((await app.gql(`{ checkout(id: ${placed.body.id}) { ${POINT} } }`, {}, 'Admin')).data.checkout.pickupPoint).toEqual(copy);
    expect((await app.gql(`{ myCheckouts { rows { id ${POINT} } } }`, {}, 'User')).data.myCheckouts.rows.find((o: { id: number }) => o.id === placed.body.id).pickupPoint).toEqual(copy);
    const courier = await app.rest('POST', '/checkouts/direct', {
      body: { ...guest, basketId: await basket(), deliveryMethodId: methods['Курьером'], pickupPointId: created.id, address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000' },
    });
    expect(courier.status).toBe(201);
    expect(courier.body.pickupPoint).toBeNull();
  });

  it('is told in the order letter where to collect it: the point, its address, hours and phone', async () => {
    const created = (await app.rest('POST', '/pickup-points', { body: { ...point, name: 'Пункт у парка' }, as: 'Admin' })).body;
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: 'letter-pickup@example.ru', basketId: await basket(), deliveryMethodId: methods['Самовывоз из магазина'], pickupPointId: created.id } });
    expect(placed.status).toBe(201);
    const letter = await app.mailbox.waitFor('letter-pickup@example.ru', new RegExp(`Заказ № ${placed.body.id} принят`));
    expect(letter.text).toContain('«Пункт у парка», Москва, ул. Лесная, д. 5');
    expect(letter.text).toContain('Пн–Пт 9:00–20:00');
    expect(letter.text).toContain('+7 495 123-45-67');
  });
});
