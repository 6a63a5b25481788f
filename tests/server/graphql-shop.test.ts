import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successRecorder } from './graphql-success.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Baskets, wishlists, addresses, methods, promotions and orders through GraphQL alone: each mutation's success, then its effect read back. */
let app: TestApp;
/** A dress (3000 ₽) and a skirt (1500 ₽), five of each, and their variants. */
const shop = { dress: 0, skirt: 0, dressVariant: 0, skirtVariant: 0 };

beforeAll(async () => {
  app = await startTestApp();
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Одежда' }, as: 'Admin' })).body.id;
  const product = async (name: string, sku: string, price: number) => (await app.rest('POST', '/products', { body: { name, categoryId, productVariants: [{ sku, price, stock: 5 }] }, as: 'Admin' })).body;
  const dress = await product('Платье льняное', 'DR-1', 3000);
  const skirt = await product('Юбка плиссе', 'SK-1', 1500);
  Object.assign(shop, { dress: dress.id, skirt: skirt.id, dressVariant: dress.productVariants[0].id, skirtVariant: skirt.productVariants[0].id });
});
afterAll(() => app.close());

const { gql, verify } = successRecorder(() => app, import.meta.url);
const status = (answer: { errors?: { extensions: { status: number } }[] }) => answer.errors?.[0].extensions.status;
const LINES = 'id totalAmount orderProducts { quantity productVariant { id } }';
const guest = { firstName: 'Ольга', lastName: 'Смирнова', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000' };

describe('a basket through GraphQL', () => {
  it('sets a line’s quantity, removes a line and empties the basket, the total following each change', async () => {
    const basketId = (await gql('mutation { createBasket { id } }')).data.createBasket.id;
    await gql(`mutation ($id: String!, $input: BasketLineInput!) { addToBasket(basketId: $id, input: $input) { id } }`, { id: basketId, input: { productVariantId: shop.dressVariant, quantity: 1 } });
    await gql(`mutation ($id: String!, $input: BasketLineInput!) { addToBasket(basketId: $id, input: $input) { id } }`, { id: basketId, input: { productVariantId: shop.skirtVariant, quantity: 1 } });

    const set = await gql(`mutation ($id: String!, $input: BasketLineInput!) { setBasketLine(basketId: $id, input: $input) { ${LINES} } }`, { id: basketId, input: { productVariantId: shop.dressVariant, quantity: 3 } });
    expect(set.data.setBasketLine).toMatchObject({ totalAmount: 10500, orderProducts: expect.arrayContaining([{ quantity: 3, productVariant: { id: shop.dressVariant } }]) });

    const removed = await gql(`mutation ($id: String!, $variant: Int!) { removeFromBasket(basketId: $id, productVariantId: $variant) { ${LINES} } }`, { id: basketId, variant: shop.skirtVariant });
    expect(removed.data.removeFromBasket).toEqual({ id: basketId, totalAmount: 9000, orderProducts: [{ quantity: 3, productVariant: { id: shop.dressVariant } }] });
    expect((await gql(`query ($id: String!) { basket(id: $id) { ${LINES} } }`, { id: basketId })).data.basket).toEqual(removed.data.removeFromBasket);

    const cleared = await gql(`mutation ($id: String!) { clearBasket(basketId: $id) { ${LINES} } }`, { id: basketId });
    expect(cleared.data.clearBasket).toEqual({ id: basketId, totalAmount: 0, orderProducts: [] });
    expect((await gql(`query ($id: String!) { basket(id: $id) { totalAmount orderProducts { id } } }`, { id: basketId })).data.basket).toEqual({ totalAmount: 0, orderProducts: [] });
  });
});

describe('a customer’s wishlist through GraphQL', () => {
  it('creates it, reorders its products, lists it among the customer’s own and deletes it', async () => {
    const me = (await app.rest('GET', '/auth/me', { as: 'User' })).body;
    const created = await gql('mutation ($ids: [Int!]) { createWishlist(productIds: $ids) { id userId products { id } } }', { ids: [shop.dress] }, 'User');
    expect(created.data.createWishlist).toMatchObject({ userId: me.id, products: [{ id: shop.dress }] });
    const id = created.data.createWishlist.id;

    const reordered = await gql('mutation ($id: String!, $ids: [Int!]!) { updateWishlist(id: $id, productIds: $ids) { products { id } } }', { id, ids: [shop.skirt, shop.dress] }, 'User');
    expect(reordered.data.updateWishlist.products).toEqual([{ id: shop.skirt }, { id: shop.dress }]);
    expect((await gql('query ($id: String!) { wishlist(id: $id) { products { name } } }', { id }, 'User')).data.wishlist.products).toEqual([{ name: 'Юбка плиссе' }, { name: 'Платье льняное' }]);
    expect((await gql('{ wishlists { length rows { id userId } } }', {}, 'User')).data.wishlists).toEqual({ length: 1, rows: [{ id, userId: me.id }] });

    expect((await gql('mutation ($id: String!) { deleteWishlist(id: $id) { id } }', { id }, 'User')).data.deleteWishlist).toEqual({ id });
    expect(status(await app.gql('query ($id: String!) { wishlist(id: $id) { id } }', { id }, 'User'))).toBe(404);
    expect((await gql('{ wishlists { length } }', {}, 'User')).data.wishlists.length).toBe(0);
  });
});

describe('addresses through GraphQL', () => {
  it('lets a customer add an address, find it in the list and by id, edit and delete it', async () => {
    const created = await gql('mutation ($input: AddressInput!) { createAddress(input: $input) { id userId city } }', { input: { ...guest, phone: '+7 900 123-45-67' } }, 'User');
    expect(created.data.createAddress).toMatchObject({ city: 'Казань', userId: expect.any(Number) });
    const id = created.data.createAddress.id;
    expect((await gql('{ addresses { length rows { id city } } }', {}, 'User')).data.addresses).toEqual({ length: 1, rows: [{ id, city: 'Казань' }] });

    const edited = await gql('mutation ($id: Int!) { updateAddress(id: $id, input: { city: "Самара", zipCode: "443001" }) { city zipCode address } }', { id }, 'User');
    expect(edited.data.updateAddress).toEqual({ city: 'Самара', zipCode: '443001', address: 'ул. Ленина, 1' });
    expect((await gql('query ($id: Int!) { address(id: $id) { city zipCode } }', { id }, 'User')).data.address).toEqual({ city: 'Самара', zipCode: '443001' });

    expect((await gql('mutation ($id: Int!) { deleteAddress(id: $id) { id } }', { id }, 'User')).data.deleteAddress).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { address(id: $id) { id } }', { id }, 'User'))).toBe(404);
    expect((await gql('{ addresses { length } }', {}, 'User')).data.addresses.length).toBe(0);
  });

  it('keeps a guest’s address given with consent, which staff then read', async () => {
    const created = await gql('mutation ($input: DirectAddressInput!) { createDirectAddress(input: $input) { id userId city } }', { input: { ...guest, email: 'olga@example.ru', consent: true } });
    expect(created.data.createDirectAddress).toMatchObject({ userId: null, city: 'Казань' });
    const { id } = created.data.createDirectAddress;
    expect((await gql('query ($id: Int!) { address(id: $id) { lastName zipCode } }', { id }, 'Admin')).data.address).toEqual({ lastName: 'Смирнова', zipCode: '420000' });
    expect((await app.rest('GET', '/consents?purpose=address&email=olga@example.ru', { as: 'Admin' })).body.length).toBe(1);
  });
});

describe('delivery and payment methods through GraphQL', () => {
  it('creates a delivery method that shoppers are then offered, and deletes it', async () => {
    const created = await gql('mutation ($input: DeliveryMethodInput!) { createDeliveryMethod(input: $input) { id name price minDays maxDays active } }', { input: { name: 'Экспресс за час', price: 900, minDays: 0, maxDays: 0, active: true } }, 'SuperUser');
    expect(created.data.createDeliveryMethod).toMatchObject({ name: 'Экспресс за час', price: 900, minDays: 0, maxDays: 0, active: true });
    const id = created.data.createDeliveryMethod.id;
    expect((await gql('{ deliveryMethods { rows { id name } } }')).data.deliveryMethods.rows).toContainEqual({ id, name: 'Экспресс за час' });
    expect((await gql('query ($id: Int!) { deliveryMethod(id: $id) { price freeFrom needsAddress } }', { id })).data.deliveryMethod).toEqual({ price: 900, freeFrom: null, needsAddress: true });

    expect((await gql('mutation ($id: Int!) { deleteDeliveryMethod(id: $id) { id } }', { id }, 'Admin')).data.deleteDeliveryMethod).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { deliveryMethod(id: $id) { id } }', { id }, 'Admin'))).toBe(404);
    expect((await gql('{ deliveryMethods { rows { id } } }')).data.deliveryMethods.rows).not.toContainEqual({ id });
  });

  it('creates a payment method, renames it and takes it out of use, so shoppers no longer see it, then deletes it', async () => {
    const created = await gql('mutation ($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id name kind active version } }', { input: { name: 'Картой курьеру', kind: 'on_delivery', active: true } }, 'SuperUser');
    expect(created.data.createPaymentMethod).toMatchObject({ name: 'Картой курьеру', kind: 'on_delivery', active: true });
    const { id, version } = created.data.createPaymentMethod;
    expect((await gql('query ($id: Int!) { paymentMethod(id: $id) { name } }', { id })).data.paymentMethod).toEqual({ name: 'Картой курьеру' });

    const changed = await gql('mutation ($id: Int!, $version: Int) { updatePaymentMethod(id: $id, input: { name: "Картой или наличными курьеру", active: false, version: $version }) { name active version } }', { id, version }, 'Admin');
    expect(changed.data.updatePaymentMethod).toEqual({ name: 'Картой или наличными курьеру', active: false, version: version + 1 });
    expect((await gql('{ paymentMethods { rows { id } } }')).data.paymentMethods.rows).not.toContainEqual({ id });
    expect((await gql('{ paymentMethods(active: false) { rows { id name } } }', {}, 'Admin')).data.paymentMethods.rows).toContainEqual({ id, name: 'Картой или наличными курьеру' });

    expect((await gql('mutation ($id: Int!) { deletePaymentMethod(id: $id) { id } }', { id }, 'Admin')).data.deletePaymentMethod).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { paymentMethod(id: $id) { id } }', { id }, 'Admin'))).toBe(404);
  });
});

describe('promotions through GraphQL', () => {
  it('changes a promo code’s discount, which a basket then gets, and deletes it, after which the code is unknown', async () => {
    const id = (await gql('mutation { createPromotion(input: { name: "Осень", code: "AUTUMN", kind: percent, value: 10 }) { id } }', {}, 'Admin')).data.createPromotion.id;
    const changed = await gql('mutation ($id: Int!) { updatePromotion(id: $id, input: { value: 15, code: "AUTUMN15" }) { code value } }', { id }, 'SuperUser');
    expect(changed.data.updatePromotion).toEqual({ code: 'AUTUMN15', value: 15 });
    expect((await gql('query ($id: Int!) { promotion(id: $id) { name code kind value active } }', { id }, 'SuperUser')).data.promotion).toEqual({ name: 'Осень', code: 'AUTUMN15', kind: 'percent', value: 15, active: true });

    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: shop.dressVariant, quantity: 1 } });
    const applied = await app.gql('mutation ($id: String!) { applyPromoCode(basketId: $id, code: "autumn15") { discountAmount totalAmount } }', { id: basketId });
    expect(applied.data.applyPromoCode).toEqual({ discountAmount: 450, totalAmount: 2550 });
    await app.gql('mutation ($id: String!) { removePromoCode(basketId: $id) { id } }', { id: basketId });

    expect((await gql('mutation ($id: Int!) { deletePromotion(id: $id) { id } }', { id }, 'Admin')).data.deletePromotion).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { promotion(id: $id) { id } }', { id }, 'Admin'))).toBe(404);
    const refused = await app.gql('mutation ($id: String!) { applyPromoCode(basketId: $id, code: "AUTUMN15") { id } }', { id: basketId });
    expect(refused.errors[0]).toMatchObject({ message: 'Промокод не найден', extensions: { status: 400 } });
  });
});

describe('orders through GraphQL', () => {
  it('deletes a new guest order, which is then gone for staff, and its stock is back on sale', async () => {
    const stock = async () => (await app.rest('GET', `/products/${shop.skirt}`)).body.productVariants[0].stock;
    const before = await stock();
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: shop.skirtVariant, quantity: 2 } });
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, email: 'olga@example.ru', phone: '+7 900 123-45-67', consent: true } });
    expect(placed.status).toBe(201);
    expect(await stock()).toBe(before - 2);

    expect((await gql('mutation ($id: Int!) { deleteCheckout(id: $id) { id } }', { id: placed.body.id }, 'Admin')).data.deleteCheckout).toEqual({ id: placed.body.id });
    expect(status(await app.gql('query ($id: Int!) { checkout(id: $id) { id } }', { id: placed.body.id }, 'Admin'))).toBe(404);
    expect((await app.gql('{ checkouts { rows { id } } }', {}, 'Admin')).data.checkouts.rows).not.toContainEqual({ id: placed.body.id });
    expect(await stock()).toBe(before);
  });
});

describe('this file', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
