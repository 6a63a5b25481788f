import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageOf, unitParcel } from '../../server/modules/delivery/delivery.service.js';
import { startFakeCdek, type FakeCdek } from '../fake-cdek.js';
import { startFakeYooKassa, type FakeYooKassa } from '../fake-yookassa.js';
import { until } from '../until.js';
import { OneCClient } from './commerceml-client.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §20, the checkout half: choosing and placing a delivery through СДЭК, against a local fake of its API v2. */

let fake: FakeCdek;
let yookassa: FakeYooKassa;
let onlineId: number;
let app: TestApp;
let categoryId: number;
let pickupId: number;
let courierId: number;

const shop = { weight: 500, length: 30, width: 20, height: 10 };
const guest = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+7 916 123-45-67', consent: true };
const UNAVAILABLE = 'Расчёт доставки СДЭК сейчас недоступен';

beforeAll(async () => {
  fake = await startFakeCdek();
  yookassa = await startFakeYooKassa();
  app = await startTestApp({ ...yookassa.env(), CDEK_CLIENT_ID: fake.clientId, CDEK_CLIENT_SECRET: fake.clientSecret, CDEK_API_URL: fake.apiUrl, CDEK_FROM_LOCATION: '44', DEFAULT_PARCEL: '500:30x20x10', DELIVERY_RATE_LIMIT_PER_MIN: '100000', YANDEX_MAPS_API_KEY: 'test-maps-key-0001' });
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  const method = async (name: string, kind: string) => {
    const created = await app.rest('POST', '/delivery-methods', { body: { name, kind, price: 0, minDays: 0, maxDays: 0 }, as: 'Admin' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const pickup = await method('СДЭК: пункт выдачи или постамат', 'cdek_pickup');
  const courier = await method('СДЭК: курьером', 'cdek_courier');
  expect(pickup).toMatchObject({ kind: 'cdek_pickup', needsAddress: false });
  expect(courier).toMatchObject({ kind: 'cdek_courier', needsAddress: true });
  pickupId = pickup.id;
  onlineId = (await app.rest('GET', '/payment-methods', { as: 'Admin' })).body.rows.find((m: { kind: string }) => m.kind === 'online').id;
  expect((await app.rest('PUT', `/payment-methods/${onlineId}`, { body: { active: true }, as: 'Admin' })).status).toBe(200);
  courierId = courier.id;
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await yookassa.close();
});

/** A product with one variant: parcels given at either level, or none. */
async function product(parcels: { product?: object; variant?: object } = {}, price = 2490) {
  const sku = `DRESS-${Math.random().toString(36).slice(2, 8)}`;
  const created = await app.rest('POST', '/products', { body: { name: `Платье ${sku}`, categoryId, ...parcels.product, productVariants: [{ sku, price, stock: 20, ...parcels.variant }] }, as: 'Admin' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function basket(lines: [variantId: number, quantity: number][]) {
  const id = (await app.rest('POST', '/baskets')).body.id as string;
  for (const [productVariantId, quantity] of lines) await app.rest('POST', `/order-products/${id}`, { body: { productVariantId, quantity } });
  return id;
}

async function dressBasket(quantity = 1) {
  const dress = await product({ variant: { weight: 400, length: 35, width: 25, height: 5 } });
  return basket([[dress.productVariants[0].id, quantity]]);
}

const lastQuote = () => fake.calls('POST', '/calculator/tariff').at(-1)!.body;

describe('packages', () => {
  it('take each value from the variant, else the product, else the shop', () => {
    expect(unitParcel({ weight: 300 }, { weight: 900, height: 4 }, shop)).toEqual({ weight: 300, length: 30, width: 20, height: 4 });
    expect(unitParcel({}, {}, shop)).toEqual(shop);
    expect(unitParcel({ weight: null, length: 50 }, { weight: 1200 }, shop)).toEqual({ weight: 1200, length: 50, width: 20, height: 10 });
  });

  it('add up the weights and stack the units flat in a box that holds the largest', () => {
    const box = packageOf([
      { parcel: { weight: 400, length: 5, width: 35, height: 25 }, quantity: 2 },
      { parcel: { weight: 1000, length: 40, width: 10, height: 30 }, quantity: 1 },
    ]);
    expect(box).toEqual({ weight: 1800, length: 40, width: 30, height: 20 });
  });
});

describe('product parcels', () => {
  it('are kept and answered to staff through both APIs', async () => {
    const dress = await product({ product: { weight: 900, length: 40 }, variant: { weight: 300, height: 3 } });
    expect(dress).toMatchObject({ weight: 900, length: 40, width: null, height: null });
    expect(dress.productVariants[0]).toMatchObject({ weight: 300, length: null, height: 3 });
    const read = await app.gql(`query ($id: Int!) { product(id: $id) { weight length productVariants { weight height } } }`, { id: dress.id }, 'Admin');
    expect(read.data.product).toEqual({ weight: 900, length: 40, productVariants: [{ weight: 300, height: 3 }] });
    expect((await app.rest('PUT', `/products/${dress.id}`, { body: { weight: 0 }, as: 'Admin' })).status).toBe(400);
  });
});

describe('choosing a СДЭК delivery', () => {
  it('finds cities by the start of their name through both APIs', async () => {
    const rest = await app.rest('GET', '/delivery/cities?q=Ново');
    expect(rest).toMatchObject({ status: 200, body: [{ code: 270, name: 'Новосибирск, Новосибирская обл., Россия' }] });
    const gql = await app.gql('{ deliveryCities(q: "Санкт") { code name } }');
    expect(gql.data.deliveryCities).toEqual([{ code: 137, name: 'Санкт-Петербург, Россия' }]);
  });

  it('keeps cities and points for some minutes instead of asking СДЭК again', async () => {
    const before = fake.calls('GET', '/location/suggest/cities').length;
    await app.rest('GET', '/delivery/cities?q=Екат');
    await app.rest('GET', '/delivery/cities?q=Екат');
    await app.gql('{ deliveryCities(q: "Екат") { code } }');
    expect(fake.calls('GET', '/location/suggest/cities').length - before).toBe(1);
    await Promise.all([1, 2, 3].map(() => app.rest('GET', '/delivery/points?cityCode=250&q=Малышева')));
    expect(fake.calls('GET', '/deliverypoints').filter((r) => r.query.city_code === '250')).toHaveLength(1);
  });

  it('lists the pickup points and lockers of a city, searchable by street', async () => {
    const all = await app.rest('GET', '/delivery/points?cityCode=44');
    expect(all.status).toBe(200);
    expect(all.body.map((p: { code: string }) => p.code).sort()).toEqual(['MSK123', 'MSK311', 'MSK456', 'MSK789']);
    const tverskaya = await app.gql('{ deliveryPoints(cityCode: 44, q: "тверская") { code name address hours type lat lon } }');
    expect(tverskaya.data.deliveryPoints.map((p: { code: string; type: string }) => [p.code, p.type]).sort()).toEqual([['MSK123', 'pickup'], ['MSK789', 'locker']]);
    expect(tverskaya.data.deliveryPoints[0]).toMatchObject({ address: expect.stringContaining('Тверская'), hours: expect.any(String), lat: expect.any(Number) });
  });

  it('quotes each СДЭК method for a basket, with weights from the variants and the defaults', async () => {
    const own = await product({ variant: { weight: 300, length: 40, width: 30, height: 4 } });
    const byProduct = await product({ product: { weight: 1200, height: 6 } });
    const bare = await product();
    const basketId = await basket([[own.productVariants[0].id, 2], [byProduct.productVariants[0].id, 1], [bare.productVariants[0].id, 1]]);
    const quoted = await app.rest('POST', '/delivery/quote', { body: { basketId, cityCode: 270 } });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.map((o: { deliveryMethodId: number; tariff: number }) => [o.deliveryMethodId, o.tariff])).toEqual([[pickupId, 136], [courierId, 137]]);
    for (const offer of quoted.body) expect(offer).toMatchObject({ price: expect.any(Number), daysMin: expect.any(Number), daysMax: expect.any(Number) });
    expect(quoted.body[0].price).toBeGreaterThan(0);
    // 2 × 300 g + 1 200 g + 500 g; as long and wide as the largest, the thin sides stacked: 4 + 4 + 6 + 10.
    expect(lastQuote().packages).toEqual([{ weight: 2300, length: 40, width: 30, height: 24 }]);
    expect(lastQuote().to_location).toEqual({ code: 270 });
    const gql = await app.gql('query ($basketId: String!) { deliveryQuote(basketId: $basketId, cityCode: 270) { deliveryMethodId price carrierPrice daysMin daysMax tariff } }', { basketId });
    expect(gql.data.deliveryQuote.map((o: { price: number }) => o.price)).toEqual(quoted.body.map((o: { price: number }) => o.price));
  });
});

describe('an order with a СДЭК delivery', () => {
  it('to a pickup point in another city keeps the tariff, the quoted price, the days, the point and the city, and bills the quote', async () => {
    const basketId = await dressBasket(2);
    const [offer] = (await app.rest('POST', '/delivery/quote', { body: { basketId, cityCode: 270 } })).body;
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { ...guest, basketId, deliveryMethodId: pickupId, paymentMethodId: onlineId, cityCode: 270, cityName: 'Новосибирск', deliveryPointCode: 'NSK3', deliveryPrice: offer.price },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      deliveryPrice: offer.price,
      deliveryTariff: 136,
      deliveryDays: { min: offer.daysMin, max: offer.daysMax },
      deliveryPoint: { code: 'NSK3', address: 'Красный пр., 25', type: 'pickup' },
      deliveryCity: { code: 270, name: 'Новосибирск' },
      pickupPoint: null,
      totalAmount: 2 * 2490 + offer.price,
    });
    const read = await app.gql(`query ($id: Int!) { checkout(id: $id) { deliveryPrice deliveryTariff deliveryDays { min max } deliveryPoint { code address } deliveryCity { code name } totalAmount } }`, { id: placed.body.id }, 'Admin');
    expect(read.data.checkout).toMatchObject({ deliveryPrice: offer.price, deliveryTariff: 136, deliveryPoint: { code: 'NSK3' }, deliveryCity: { code: 270 } });
    const letter = await until('the order letter', () => app.mailbox.letters.find((l) => (l.subject ?? '').includes(`№ ${placed.body.id} принят`)));
    expect(letter.text).toContain('Красный пр., 25');
    const receipt = yookassa.posted('/v3/payments').at(-1)!.body.receipt;
    expect(receipt.items).toContainEqual(expect.objectContaining({ description: 'Доставка: СДЭК: пункт выдачи или постамат', amount: { value: offer.price.toFixed(2), currency: 'RUB' }, payment_subject: 'service' }));
  });

  it('to a locker is quoted by the locker tariff, through GraphQL too', async () => {
    const basketId = await dressBasket();
    const placed = await app.gql(
      `mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id deliveryTariff deliveryPoint { code type } deliveryPrice } }`,
      { input: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 137, deliveryPointCode: 'SPB77' } },
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeDirectCheckout).toMatchObject({ deliveryTariff: 368, deliveryPoint: { code: 'SPB77', type: 'locker' } });
  });

  it('is quoted to the locker chosen by the locker tariff, so the price shown is the price placed', async () => {
    const basketId = await dressBasket();
    const quoted = await app.rest('POST', '/delivery/quote', { body: { basketId, cityCode: 137, deliveryPointCode: 'SPB77' } });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const locker = quoted.body.find((offer: { deliveryMethodId: number }) => offer.deliveryMethodId === pickupId);
    expect(locker.tariff).toBe(368);
    const gql = await app.gql(`query ($basketId: String!) { deliveryQuote(basketId: $basketId, cityCode: 137, deliveryPointCode: "SPB77") { deliveryMethodId tariff price } }`, { basketId });
    expect(gql.data.deliveryQuote).toContainEqual({ deliveryMethodId: pickupId, tariff: 368, price: locker.price });
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 137, deliveryPointCode: 'SPB77', deliveryPrice: locker.price } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ deliveryTariff: 368, deliveryPrice: locker.price });
    const elsewhere = await app.rest('POST', '/delivery/quote', { body: { basketId: await dressBasket(), cityCode: 137, deliveryPointCode: 'NSK41' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.details).toEqual({ deliveryPointCode: 'Пункт выдачи СДЭК не найден в выбранном городе' });
  });

  it('needs the city, and the point for a pickup, naming the field', async () => {
    const basketId = await dressBasket();
    const noCity = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: pickupId, deliveryPointCode: 'NSK3' } });
    expect(noCity).toMatchObject({ status: 400, body: { code: 'VALIDATION', details: { cityCode: expect.any(String) } } });
    const noPoint = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 270 } });
    expect(noPoint).toMatchObject({ status: 400, body: { details: { deliveryPointCode: expect.any(String) } } });
    const elsewhere = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 270, deliveryPointCode: 'MSK123' } });
    expect(elsewhere).toMatchObject({ status: 400, body: { details: { deliveryPointCode: expect.any(String) } } });
    const noAddress = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: courierId, cityCode: 270 } });
    expect(noAddress.status).toBe(400);
  });

  it('by courier goes to the address, the city named by СДЭК code', async () => {
    const basketId = await dressBasket();
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { ...guest, basketId, deliveryMethodId: courierId, cityCode: 250, address: 'ул. Малышева, 5, кв. 12', city: 'Екатеринбург', country: 'Россия', zipCode: '620014' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ deliveryTariff: 137, deliveryPoint: null, deliveryCity: { code: 250, name: 'Екатеринбург' } });
  });

  it('is refused with the new price when the quote changed since it was shown, and nothing is placed', async () => {
    const basketId = await dressBasket();
    const [offer] = (await app.rest('POST', '/delivery/quote', { body: { basketId, cityCode: 270 } })).body;
    const orders = (await app.rest('GET', '/checkouts/all', { as: 'Admin' })).body.length;
    const refused = await app.rest('POST', '/checkouts/direct', {
      body: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 270, deliveryPointCode: 'NSK3', deliveryPrice: offer.price - 50 },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'STALE', details: { current: { deliveryMethodId: pickupId, price: offer.price, tariff: 136 } } } });
    expect((await app.rest('GET', '/checkouts/all', { as: 'Admin' })).body.length).toBe(orders);
    expect((await app.rest('GET', `/baskets/${basketId}`)).body.orderProducts).toHaveLength(1);
    const gql = await app.gql(`mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }`, {
      input: { ...guest, basketId, deliveryMethodId: pickupId, cityCode: 270, deliveryPointCode: 'NSK3', deliveryPrice: offer.price + 1 },
    });
    expect(gql.errors[0].extensions).toMatchObject({ code: 'STALE', status: 409 });
  });
});

describe('when СДЭК fails', () => {
  for (const breakage of ['fail', 'hang', 'garbage'] as const) {
    it(`(${breakage}) every call answers 503 DELIVERY_UNAVAILABLE, and no order is placed`, async () => {
      const basketId = await dressBasket();
      const orders = (await app.rest('GET', '/checkouts/all', { as: 'Admin' })).body.length;
      fake.breakAll(breakage);
      try {
        const answers = await Promise.all([
          app.rest('GET', `/delivery/cities?q=Казань-${breakage}`),
          app.rest('GET', `/delivery/points?cityCode=250&q=${breakage}`),
          app.rest('POST', '/delivery/quote', { body: { basketId, cityCode: 250 } }),
          app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId, deliveryMethodId: courierId, cityCode: 250, address: 'ул. Ленина, 1', city: 'Екатеринбург', country: 'Россия', zipCode: '620014' } }),
        ]);
        for (const answer of answers) expect(answer).toMatchObject({ status: 503, body: { code: 'DELIVERY_UNAVAILABLE', message: UNAVAILABLE } });
        const gql = await app.gql(`{ deliveryPoints(cityCode: 137, q: "${breakage}") { code } }`);
        expect(gql.errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'DELIVERY_UNAVAILABLE', status: 503 } });
      } finally {
        fake.breakAll(null);
      }
      expect((await app.rest('GET', '/checkouts/all', { as: 'Admin' })).body.length).toBe(orders);
    });
  }
});

describe('the points’ map', () => {
  const policy = async (base: string) => (await fetch(`${base}/api/health`)).headers.get('content-security-policy')!;

  it('gives the storefront Yandex Maps’ key through both APIs and lets Yandex Maps’ scripts into the pages, only in a shop with the key', async () => {
    expect(await app.rest('GET', '/delivery/map')).toMatchObject({ status: 200, body: { apiKey: 'test-maps-key-0001' } });
    const map = await app.gql('{ deliveryMap { apiKey } }');
    expect(map.data.deliveryMap).toEqual({ apiKey: 'test-maps-key-0001' });
    expect(await policy(app.base)).toMatch(/script-src 'self' https:\/\/api-maps\.yandex\.ru [^;]*'unsafe-eval'/);
    const bare = await startTestApp();
    try {
      expect(await bare.rest('GET', '/delivery/map')).toMatchObject({ status: 200, body: { apiKey: null } });
      expect(await policy(bare.base)).not.toMatch(/yandex|unsafe-eval/);
    } finally {
      await bare.close();
    }
  });
});

describe('a СДЭК delivery method', () => {
  it('cannot be made active without the СДЭК credentials, and is not offered then', async () => {
    const bare = await startTestApp();
    try {
      const refused = await bare.rest('POST', '/delivery-methods', { body: { name: 'СДЭК', kind: 'cdek_pickup', price: 0, minDays: 0, maxDays: 0 }, as: 'Admin' });
      expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
      expect(refused.body.details.active).toContain('CDEK_CLIENT_ID, CDEK_CLIENT_SECRET');
      const off = await bare.rest('POST', '/delivery-methods', { body: { name: 'СДЭК', kind: 'cdek_pickup', price: 0, minDays: 0, maxDays: 0, active: false }, as: 'Admin' });
      expect(off.status).toBe(201);
      const turnedOn = await bare.gql('mutation ($id: Int!) { updateDeliveryMethod(id: $id, input: { active: true }) { id } }', { id: off.body.id }, 'Admin');
      expect(turnedOn.errors[0].extensions).toMatchObject({ code: 'VALIDATION', details: { active: expect.stringContaining('CDEK_CLIENT_ID') } });
      expect((await bare.rest('GET', '/delivery-methods')).body.rows.map((m: { kind: string }) => m.kind)).not.toContain('cdek_pickup');
    } finally {
      await bare.close();
    }
  });
});

describe('parcels from other systems', () => {
  const headers = ['Адрес товара', 'Название', 'Категория (адрес)', 'Бренд (адрес)', 'Описание', 'В продаже', 'Цвета (адреса)', 'Теги (адреса)', 'Изображения', 'Параметры', 'Артикул', 'Размер (адрес)', 'Цвет (адрес)', 'Цена, ₽', 'Старая цена, ₽', 'Остаток, шт.'];
  const parcelHeaders = ['Вес, г', 'Длина, см', 'Ширина, см', 'Высота, см'];

  async function importSheet(titles: string[], rows: Record<string, string | number>[]) {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Товары');
    ws.addRow(titles);
    for (const row of rows) ws.addRow(titles.map((title) => row[title] ?? null));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'products.xlsx');
    const response = await fetch(`${app.base}/api/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const variantOf = async (url: string) => (await app.rest('GET', `/products/by-url/${url}`, { as: 'Admin' })).body.productVariants[0];

  it('come from the spreadsheet’s weight and size columns, which an older file without them leaves as they are', async () => {
    const category = (await app.rest('GET', `/categories/${categoryId}`, { as: 'Admin' })).body.url;
    const row = { 'Адрес товара': 'sheet-dress', Название: 'Платье из таблицы', 'Категория (адрес)': category, Артикул: 'SHEET-1', 'Цена, ₽': 3990, 'Остаток, шт.': 5 };
    await importSheet([...headers, ...parcelHeaders], [{ ...row, 'Вес, г': 350, 'Длина, см': 30, 'Ширина, см': 25, 'Высота, см': 4 }]);
    expect(await variantOf('sheet-dress')).toMatchObject({ weight: 350, length: 30, width: 25, height: 4 });
    await importSheet(headers, [{ ...row, 'Остаток, шт.': 7 }]);
    expect(await variantOf('sheet-dress')).toMatchObject({ stock: 7, weight: 350, height: 4 });
    await importSheet([...headers, ...parcelHeaders], [{ ...row, 'Вес, г': 420 }]);
    expect(await variantOf('sheet-dress')).toMatchObject({ weight: 420, length: null, height: null });
  });

  it('come from 1C’s Вес, in kilograms, as the product’s weight', async () => {
    const sample = readFileSync(path.join(import.meta.dirname, '../fixtures/commerceml/samples/carono/import.xml'), 'utf8');
    const [first, second] = ['bd72d910-55bc-11d9-848a-00112f43529a', 'bd72d913-55bc-11d9-848a-00112f43529a'];
    const weighed = sample
      .replace(`<Ид>${first}</Ид>`, `<Ид>${first}</Ид>\n                <ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>0,35</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>`)
      .replace(`<Ид>${second}</Ид>`, `<Ид>${second}</Ид>\n                <Вес>1.2</Вес>`);
    await new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password).exchangeCatalogue(weighed, []);
    const rows = await app.orm.em.fork().execute<{ externalId: string; weight: number | null }[]>('SELECT external_id AS "externalId", weight FROM product WHERE external_id = ANY(?::text[]) ORDER BY external_id', [`{${first},${second}}`]);
    expect(rows).toEqual([{ externalId: first, weight: 350 }, { externalId: second, weight: 1200 }]);
  });
});

describe('the delivery calls', () => {
  it('are limited per IP, since each asks СДЭК', async () => {
    const limited = await startTestApp({ CDEK_CLIENT_ID: fake.clientId, CDEK_CLIENT_SECRET: fake.clientSecret, CDEK_API_URL: fake.apiUrl, DELIVERY_RATE_LIMIT_PER_MIN: '3' });
    try {
      const statuses = [];
      for (const q of ['Мос', 'Нов', 'Ека']) statuses.push((await limited.rest('GET', `/delivery/cities?q=${q}`)).status);
      const refused = await limited.gql('{ deliveryCities(q: "Сан") { code } }');
      expect(statuses).toEqual([200, 200, 200]);
      expect(refused.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect((await limited.rest('GET', '/products')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
