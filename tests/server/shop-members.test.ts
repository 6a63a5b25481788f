import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopTime } from '../../server/core/shop-time.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Куртки' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

let serial = 0;
async function product(stock: number, price = 1200) {
  const sku = `JACKET-${++serial}`;
  const made = await app.rest('POST', '/products', { body: { name: `Куртка ${sku}`, categoryId, productVariants: [{ sku, price, stock }] }, as: 'Admin' });
  return { productId: made.body.id as number, variantId: made.body.productVariants[0].id as number };
}

async function customer(name: string) {
  const signedUp = await app.rest('POST', '/auth/signup', { body: { email: `${name}@example.ru`, firstName: name, lastName: 'Покупатель', password: `пароль-${name}-1`, consent: true } });
  return { id: signedUp.body.user.id as number, token: signedUp.body.accessToken as string, email: `${name}@example.ru` };
}

const home = { firstName: 'Анна', lastName: 'Иванова', address: 'ул. Мира, 5', city: 'Самара', country: 'Россия', zipCode: '443000', phone: '+79010000001' };

describe('addresses', () => {
  it('belong to their user: own list, create, update, delete; another user gets 403', async () => {
    const anna = await customer('anna');
    const boris = await customer('boris');
    const created = await app.rest('POST', '/addresses', { body: home, token: anna.token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...home, userId: anna.id });
    expect(created.body).not.toHaveProperty('user');
    expect((await app.rest('GET', '/addresses?limit=1', { token: anna.token })).body).toEqual({ rows: [created.body], length: 1 });
    expect((await app.rest('GET', '/addresses', { token: boris.token })).body.length).toBe(0);
    expect((await app.rest('GET', `/addresses/${created.body.id}`, { token: boris.token })).status).toBe(403);
    expect((await app.rest('PUT', `/addresses/${created.body.id}`, { body: { city: 'Тверь' }, token: boris.token })).status).toBe(403);
    expect((await app.rest('DELETE', `/addresses/${created.body.id}`, { token: boris.token })).status).toBe(403);
    expect((await app.rest('PUT', `/addresses/${created.body.id}`, { body: { city: 'Тверь', phone: '' }, token: anna.token })).body).toMatchObject({ city: 'Тверь', phone: '' });
    expect((await app.rest('GET', `/addresses?userId=${anna.id}`, { as: 'SuperUser' })).body.length).toBe(1);
    expect((await app.rest('POST', '/addresses', { body: { ...home, userId: anna.id }, token: boris.token })).status).toBe(403);
    expect((await app.rest('DELETE', `/addresses/${created.body.id}`, { token: anna.token })).body).toEqual({ id: created.body.id });
    expect((await app.rest('GET', `/addresses/${created.body.id}`, { token: anna.token })).status).toBe(404);
  });

  it('refuse bad fields with Russian messages', async () => {
    const bad = await app.rest('POST', '/addresses', { body: { ...home, zipCode: '!', phone: 'звоните' }, as: 'User' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ zipCode: 'Индекс — шесть цифр', phone: 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567' });
  });

  it('are left by guests with consent, which is recorded', async () => {
    expect((await app.rest('POST', '/addresses/direct', { body: home })).body.details).toEqual({ consent: 'Нужно согласие на обработку персональных данных' });
    const left = await app.rest('POST', '/addresses/direct', { body: { ...home, email: 'guest-address@example.ru', consent: true } });
    expect(left.status).toBe(201);
    expect(left.body).toMatchObject({ ...home, userId: null });
    expect((await app.rest('GET', '/consents?purpose=address', { as: 'Admin' })).body.rows).toEqual([expect.objectContaining({ email: 'guest-address@example.ru' })]);
  });
});

describe('a member’s order', () => {
  it('goes to one of their addresses, copies it into the order and mails the member', async () => {
    const vera = await customer('vera');
    const { variantId, productId } = await product(3, 999.99);
    const address = (await app.rest('POST', '/addresses', { body: home, token: vera.token })).body;
    const basketId = (await app.rest('POST', '/baskets', { token: vera.token })).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 2 }, token: vera.token });
    const placed = await app.rest('POST', '/checkouts', { body: { basketId, addressId: address.id, comment: 'Позвонить заранее' }, token: vera.token });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'new', addressId: address.id, basketId, userId: vera.id, totalAmount: 1999.98, contact: { ...home, email: vera.email, comment: 'Позвонить заранее' } });
    expect((await app.rest('GET', `/products/${productId}`)).body.productVariants[0].stock).toBe(1);
    await app.mailbox.waitFor(vera.email, new RegExp(`Заказ № ${placed.body.id} принят`));
    await app.rest('DELETE', `/addresses/${address.id}`, { token: vera.token });
    expect((await app.rest('GET', `/checkouts/${placed.body.id}`, { token: vera.token })).body).toMatchObject({ addressId: null, contact: { city: 'Самара' } });
  });

  it('cannot use another’s address, and only staff order for a customer', async () => {
    const gleb = await customer('gleb');
    const dina = await customer('dina');
    const { variantId } = await product(5);
    const glebAddress = (await app.rest('POST', '/addresses', { body: home, token: gleb.token })).body;
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variantId, quantity: 1 } });
    expect((await app.rest('POST', '/checkouts', { body: { basketId, addressId: glebAddress.id }, token: dina.token })).status).toBe(403);
    expect((await app.rest('POST', '/checkouts', { body: { basketId, addressId: glebAddress.id, userId: gleb.id }, token: dina.token })).status).toBe(403);
    expect((await app.rest('POST', '/checkouts', { body: { basketId, addressId: 999999 }, token: dina.token })).body.details).toEqual({ addressId: 'Адрес не найден' });
    const forGleb = await app.rest('POST', '/checkouts', { body: { basketId, addressId: glebAddress.id, userId: gleb.id }, as: 'Admin' });
    expect(forGleb.status).toBe(201);
    expect(forGleb.body).toMatchObject({ userId: gleb.id, addressId: glebAddress.id, contact: { email: gleb.email } });
    expect((await app.rest('GET', '/checkouts', { token: gleb.token })).body.rows.map((o: { id: number }) => o.id)).toEqual([forGleb.body.id]);
    expect((await app.rest('GET', `/checkouts/all?status=new&userId=${gleb.id}`, { as: 'Admin' })).body.length).toBe(1);
    expect((await app.rest('GET', `/checkouts/all?status=paid&userId=${gleb.id}`, { as: 'Admin' })).body.length).toBe(0);
  });
});

describe('a basket across sign-in', () => {
  it('an anonymous basket becomes the customer’s when they use it signed in, taking in their older basket', async () => {
    const { variantId: coat } = await product(10);
    const { variantId: scarf } = await product(2);
    const zoya = await customer('zoya');
    const older = (await app.rest('POST', '/baskets', { token: zoya.token })).body;
    expect(older.userId).toBe(zoya.id);
    await app.rest('POST', `/order-products/${older.id}`, { body: { productVariantId: coat, quantity: 1 }, token: zoya.token });
    await app.rest('POST', `/order-products/${older.id}`, { body: { productVariantId: scarf, quantity: 2 }, token: zoya.token });

    const anonymous = (await app.rest('POST', '/baskets')).body;
    expect(anonymous.userId).toBeNull();
    await app.rest('POST', `/order-products/${anonymous.id}`, { body: { productVariantId: coat, quantity: 3 } });
    await app.rest('POST', `/order-products/${anonymous.id}`, { body: { productVariantId: scarf, quantity: 1 } });

    const afterSignIn = (await app.rest('GET', `/baskets/${anonymous.id}`, { token: zoya.token })).body;
    expect(afterSignIn.userId).toBe(zoya.id);
    const quantities = Object.fromEntries(afterSignIn.orderProducts.map((line: { productVariant: { id: number }; quantity: number }) => [line.productVariant.id, line.quantity]));
    expect(quantities).toEqual({ [coat]: 4, [scarf]: 2 });
    expect(afterSignIn.problems).toEqual([]);
    expect((await app.rest('GET', `/baskets/${older.id}`)).status).toBe(404);
    expect((await app.rest('POST', '/baskets', { token: zoya.token })).body.id).toBe(anonymous.id);
  });

  it('staff baskets stay unattached, and another customer’s basket is neither used nor taken (403)', async () => {
    const staffBasket = (await app.rest('POST', '/baskets', { as: 'Admin' })).body;
    expect((await app.rest('GET', `/baskets/${staffBasket.id}`, { as: 'Admin' })).body.userId).toBeNull();
    const owner = await customer('owner');
    const guest = await customer('guestuser');
    const owned = (await app.rest('POST', '/baskets', { token: owner.token })).body;
    expect((await app.rest('GET', `/baskets/${owned.id}`, { token: guest.token })).status).toBe(403);
    expect((await app.rest('GET', `/baskets/${owned.id}`, { token: owner.token })).body.userId).toBe(owner.id);
  });

  it('the admin list filters by customer, total, status and change date', async () => {
    const kira = await customer('kira');
    const { variantId } = await product(10, 500);
    const full = (await app.rest('POST', '/baskets', { token: kira.token })).body.id;
    await app.rest('POST', `/order-products/${full}`, { body: { productVariantId: variantId, quantity: 3 }, token: kira.token });
    const list = await app.rest('GET', `/baskets?userId=${kira.id}`, { as: 'SuperUser' });
    expect(list.body).toEqual({ length: 1, rows: [expect.objectContaining({ id: full, userId: kira.id, user: { id: kira.id, email: kira.email, firstName: 'kira', lastName: 'Покупатель' }, status: 'active', totalAmount: 1500, itemCount: 3 })] });
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&minTotalAmount=1500&maxTotalAmount=1500`, { as: 'Admin' })).body.length).toBe(1);
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&minTotalAmount=1500.01`, { as: 'Admin' })).body.length).toBe(0);
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&status=empty`, { as: 'Admin' })).body.length).toBe(0);
    // days are the shop's (Moscow's): between 00:00 and 03:00 there UTC's date is still the day before
    const shopDay = (moment: Date) => new ShopTime('Europe/Moscow').dayOf(moment);
    const today = shopDay(new Date());
    const yesterday = shopDay(new Date(Date.now() - 86_400_000));
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&updatedFrom=${today}&updatedTo=${today}`, { as: 'Admin' })).body.length).toBe(1);
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&updatedTo=${yesterday}`, { as: 'Admin' })).body.length).toBe(0);
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&updatedTo=2020-01-01`, { as: 'Admin' })).body.length).toBe(0);
    const address = (await app.rest('POST', '/addresses', { body: home, token: kira.token })).body;
    await app.rest('POST', '/checkouts', { body: { basketId: full, addressId: address.id }, token: kira.token });
    expect((await app.rest('GET', `/baskets?userId=${kira.id}&status=ordered`, { as: 'Admin' })).body.rows).toEqual([expect.objectContaining({ id: full, totalAmount: 0, itemCount: 0 })]);
    expect((await app.rest('GET', '/baskets?updatedFrom=вчера', { as: 'Admin' })).body.details).toEqual({ updatedFrom: 'Неверная дата: нужен вид ГГГГ-ММ-ДД' });
    expect((await app.rest('GET', '/baskets', { as: 'User' })).status).toBe(403);
  });
});

describe('wishlists', () => {
  it('are made and changed by whoever holds the UUID, keep the chosen order and list products like the catalogue', async () => {
    const first = await product(1);
    const second = await product(0);
    const made = await app.rest('POST', '/wishlists', { body: { productIds: [second.productId, first.productId] } });
    expect(made.status).toBe(201);
    expect(made.body.userId).toBeNull();
    expect(made.body.products.map((p: { id: number }) => p.id)).toEqual([second.productId, first.productId]);
    const products = await app.rest('GET', `/wishlists/wishlistProducts/${made.body.id}`);
    expect(products.body.length).toBe(2);
    expect(products.body.rows[0]).toMatchObject({ id: second.productId, inStock: false, productVariants: [expect.objectContaining({ stock: 0 })] });
    const updated = await app.rest('PUT', `/wishlists/${made.body.id}`, { body: { productIds: [first.productId] } });
    expect(updated.body.products.map((p: { id: number }) => p.id)).toEqual([first.productId]);
    expect((await app.rest('PUT', `/wishlists/${made.body.id}`, { body: { productIds: [999999] } })).body.details).toEqual({ productIds: 'Товар не найден: 999999' });
    expect((await app.rest('GET', '/wishlists/not-a-uuid')).status).toBe(400);
    expect((await app.rest('GET', '/wishlists/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.rest('DELETE', `/wishlists/${made.body.id}`)).body).toEqual({ id: made.body.id });
  });

  it('hide products taken off sale from shoppers', async () => {
    const hidden = await product(3);
    const wishlist = (await app.rest('POST', '/wishlists', { body: { productIds: [hidden.productId] } })).body.id;
    await app.rest('PUT', `/products/${hidden.productId}`, { body: { available: false }, as: 'Admin' });
    expect((await app.rest('GET', `/wishlists/wishlistProducts/${wishlist}`)).body).toEqual({ rows: [], length: 0 });
  });

  it('follow the customer after sign-in, taking in their older wishlist', async () => {
    const lev = await customer('lev');
    const [a, b, c] = [await product(1), await product(1), await product(1)];
    const older = (await app.rest('POST', '/wishlists', { body: { productIds: [a.productId, b.productId] }, token: lev.token })).body;
    expect(older.userId).toBe(lev.id);
    const anonymous = (await app.rest('POST', '/wishlists', { body: { productIds: [c.productId, a.productId] } })).body;
    const claimed = (await app.rest('GET', `/wishlists/${anonymous.id}`, { token: lev.token })).body;
    expect(claimed.userId).toBe(lev.id);
    expect(claimed.products.map((p: { id: number }) => p.id)).toEqual([c.productId, a.productId, b.productId]);
    expect((await app.rest('GET', `/wishlists/${older.id}`)).status).toBe(404);
    expect((await app.rest('GET', '/wishlists', { token: lev.token })).body.rows.map((w: { id: string }) => w.id)).toEqual([anonymous.id]);
    expect((await app.rest('GET', `/wishlists?userId=${lev.id}`, { as: 'Admin' })).body.length).toBe(1);
  });
});

describe('the same over GraphQL', () => {
  it('a member saves an address, orders, reads the order; staff list and move it; wishlists and the basket list answer', async () => {
    const mira = await customer('mira');
    const { variantId, productId } = await product(4, 250.5);
    const as = { token: mira.token };
    const address = (await app.gql('mutation($input: AddressInput!) { createAddress(input: $input) { id userId city } }', { input: home }, as)).data.createAddress;
    expect(address).toMatchObject({ userId: mira.id, city: 'Самара' });
    const basket = (await app.gql('mutation { createBasket { id userId } }', {}, as)).data.createBasket;
    await app.gql(`mutation { addToBasket(basketId: "${basket.id}", input: { productVariantId: ${variantId}, quantity: 2 }) { totalAmount } }`, {}, as);
    const placed = await app.gql(
      'mutation($input: CheckoutInput!) { placeCheckout(input: $input) { id status addressId userId totalAmount contact { email city } orderProducts { productVariantId quantity price } } }',
      { input: { basketId: basket.id, addressId: address.id } },
      as,
    );
    expect(placed.data.placeCheckout).toMatchObject({ status: 'new', addressId: address.id, userId: mira.id, totalAmount: 501, contact: { email: mira.email, city: 'Самара' }, orderProducts: [{ productVariantId: variantId, quantity: 2, price: 250.5 }] });
    const orderId = placed.data.placeCheckout.id;
    expect((await app.gql('{ myCheckouts { length rows { id } } }', {}, as)).data.myCheckouts).toEqual({ length: 1, rows: [{ id: orderId }] });
    expect((await app.gql(`{ checkout(id: ${orderId}) { id } }`, {}, 'User')).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const moved = await app.gql(`mutation { setCheckoutStatus(id: ${orderId}, input: { status: shipped }) { status } }`, {}, 'SuperUser');
    expect(moved.data.setCheckoutStatus.status).toBe('shipped');
    await app.mailbox.waitFor(mira.email, /отправлен/);
    expect((await app.gql(`{ checkouts(userId: ${mira.id}, status: shipped) { length } }`, {}, 'Admin')).data.checkouts.length).toBe(1);
    const wishlist = (await app.gql(`mutation { createWishlist(productIds: [${productId}]) { id userId products { id name } } }`, {}, as)).data.createWishlist;
    expect(wishlist).toMatchObject({ userId: mira.id, products: [{ id: productId }] });
    expect((await app.gql(`{ wishlistProducts(id: "${wishlist.id}") { length rows { id } } }`, {}, as)).data.wishlistProducts).toEqual({ length: 1, rows: [{ id: productId }] });
    expect((await app.gql(`{ baskets(userId: ${mira.id}) { length rows { status user { email } } } }`, {}, 'Admin')).data.baskets).toEqual({ length: 1, rows: [{ status: 'ordered', user: { email: mira.email } }] });
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    const times = await app.gql(`{ baskets(userId: ${mira.id}) { rows { createdAt updatedAt } } wishlist(id: "${wishlist.id}") { createdAt products { createdAt updatedAt } } }`, {}, 'Admin');
    expect(times.errors).toBeUndefined();
    expect([times.data.baskets.rows[0].createdAt, times.data.baskets.rows[0].updatedAt, times.data.wishlist.createdAt, times.data.wishlist.products[0].createdAt]).toEqual(Array(4).fill(expect.stringMatching(iso)));
    expect((await app.rest('GET', `/baskets?userId=${mira.id}`, { as: 'Admin' })).body.rows[0].updatedAt).toMatch(iso);
    const guestOrder = await app.gql('mutation($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }', {
      input: { basketId: basket.id, ...home, email: 'gql-guest@example.ru', consent: true },
    });
    expect(guestOrder.errors[0].extensions, 'a guest may not order a customer’s basket').toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
