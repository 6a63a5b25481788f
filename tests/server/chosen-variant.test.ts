import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const { ids, make } = recordMaker(() => app);
let variant: Record<'red' | 'redL' | 'grey' | 'white', number>;

// A dress in red (its own picture; the L has none and shows the red one), grey and white, whose product picture is grey.
beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья' });
  await make('/colors', 'red', { name: 'Красный', code: '#ff0000' });
  await make('/colors', 'grey', { name: 'Серый', code: '#888888' });
  await make('/colors', 'white', { name: 'Белый', code: '#ffffff' });
  await make('/sizes', 'm', { name: 'M' });
  await make('/sizes', 'l', { name: 'L' });
  const dress = await make('/products', 'dress', {
    name: 'Платье миди',
    categoryId: ids.dresses,
    images: ['dress-grey.jpg'],
    productVariants: [
      { sku: 'DRS-GREY-M', price: 3000, stock: 4, colorId: ids.grey, sizeId: ids.m, images: ['dress-grey.jpg'] },
      { sku: 'DRS-RED-M', price: 3000, stock: 4, colorId: ids.red, sizeId: ids.m, images: ['dress-red.jpg', 'dress-back.jpg'] },
      { sku: 'DRS-RED-L', price: 3000, stock: 4, colorId: ids.red, sizeId: ids.l },
      { sku: 'DRS-WHITE-L', price: 3000, stock: 0, colorId: ids.white, sizeId: ids.l, images: ['dress-white-sold.jpg'] },
      { sku: 'DRS-WHITE-M', price: 3000, stock: 2, colorId: ids.white, sizeId: ids.m, images: ['dress-white.jpg'] },
    ],
  });
  const bySku = (sku: string) => dress.productVariants.find((one: { sku: string }) => one.sku === sku).id as number;
  variant = { red: bySku('DRS-RED-M'), redL: bySku('DRS-RED-L'), grey: bySku('DRS-GREY-M'), white: bySku('DRS-WHITE-M') };
});
afterAll(() => app.close());

async function basketOf(...variantIds: number[]): Promise<string> {
  const id = (await app.rest('POST', '/baskets')).body.id;
  for (const productVariantId of variantIds) await app.rest('POST', `/order-products/${id}`, { body: { productVariantId, quantity: 1 } });
  return id;
}

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+79001234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

describe('the chosen variant in a basket', () => {
  it('shows a red line red: its colour and size words and the red picture, not the product’s grey one, in both APIs', async () => {
    const basketId = await basketOf(variant.red, variant.redL);
    const rest = (await app.rest('GET', `/baskets/${basketId}`)).body.orderProducts;
    expect(rest.map((line: object) => ({ ...line }))).toEqual([
      expect.objectContaining({ colorName: 'Красный', sizeName: 'M', image: 'dress-red.jpg' }),
      // The L has no picture of its own: it shows its colour's.
      expect.objectContaining({ colorName: 'Красный', sizeName: 'L', image: 'dress-red.jpg' }),
    ]);
    const graphql = await app.gql(`query ($id: String!) { basket(id: $id) { orderProducts { colorName sizeName image } } }`, { id: basketId });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.basket.orderProducts).toEqual([
      { colorName: 'Красный', sizeName: 'M', image: 'dress-red.jpg' },
      { colorName: 'Красный', sizeName: 'L', image: 'dress-red.jpg' },
    ]);
  });
});

describe('the chosen variant in an order', () => {
  it('keeps the words and the picture the line had when it was placed, and the letters show them', async () => {
    const basketId = await basketOf(variant.red);
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } });
    expect(placed.status).toBe(201);
    expect(placed.body.orderProducts).toEqual([expect.objectContaining({ sku: 'DRS-RED-M', colorName: 'Красный', sizeName: 'M', image: 'dress-red.jpg' })]);
    const letter = await app.mailbox.waitFor('olga@example.ru', new RegExp(`Заказ № ${placed.body.id} принят`));
    expect(letter.text).toContain('Платье миди (Цвет: Красный · Размер: M · Артикул DRS-RED-M · 1 шт.)');
    expect(letter.html).toContain('src="http://shop.test/api/images/dress-red.jpg"');
    const staff = await app.mailbox.waitFor('staff@test.local', new RegExp(`Новый заказ № ${placed.body.id}`));
    expect(staff.text).toContain('Цвет: Красный · Размер: M');

    // The shop renames the colour and changes the pictures later: the order still says what was bought.
    await app.rest('PUT', `/colors/${ids.red}`, { body: { name: 'Алый', code: '#ff2400' }, as: 'Admin' });
    const order = await app.gql(`query ($id: Int!) { checkout(id: $id) { orderProducts { colorName sizeName image } } }`, { id: placed.body.id }, 'Admin');
    expect(order.errors).toBeUndefined();
    expect(order.data.checkout.orderProducts).toEqual([{ colorName: 'Красный', sizeName: 'M', image: 'dress-red.jpg' }]);
    await app.rest('PUT', `/colors/${ids.red}`, { body: { name: 'Красный', code: '#ff0000' }, as: 'Admin' });
  });
});

describe('a catalogue card under colour and size filters', () => {
  const matching = async (query: string) => (await app.rest('GET', `/products?categories=${ids.dresses}${query}`)).body.rows[0].matchingVariantId;

  it('names the variant it opens on: one in the chosen colour, in stock before sold out, and in the chosen size too', async () => {
    expect(await matching(`&colors=${ids.white}`)).toBe(variant.white);
    expect(await matching(`&colors=${ids.red}&sizes=${ids.l}`)).toBe(variant.redL);
    expect(await matching(`&sizes=${ids.l}`)).toBe(variant.redL);
    expect(await matching('')).toBeNull();
    const graphql = await app.gql(`query ($colors: [Int!]) { products(categories: [${ids.dresses}], colors: $colors) { rows { matchingVariantId images } } }`, { colors: [ids.white] });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.products.rows).toEqual([{ matchingVariantId: variant.white, images: ['dress-white.jpg', 'dress-grey.jpg'] }]);
  });
});
