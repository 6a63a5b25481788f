import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { CarrierRefused, CarrierUnavailable, type Shipment } from '../../server/modules/delivery/carrier.js';
import { CdekCarrier } from '../../server/modules/delivery/cdek/cdek-carrier.js';
import { CdekClient, CdekRefused, CdekUnavailable } from '../../server/modules/delivery/cdek/cdek-client.js';
import { stateOfCode } from '../../server/modules/delivery/cdek/cdek-codes.js';
import { startFakeCdek, type FakeCdek } from '../fake-cdek.js';
import { freePort } from '../free-port.js';

let fake: FakeCdek;
beforeEach(async () => {
  fake = await startFakeCdek();
});
afterEach(() => fake.close());

const carrier = (pacing = {}) => new CdekCarrier(fake.settings(), new CdekClient(fake.settings()), { pauseMs: 10, ...pacing });
const parcel = { weight: 500, length: 30, width: 20, height: 10 };

function shipment(more: Partial<Shipment> = {}): Shipment {
  return {
    number: 'A-1001',
    tariff: 'pickup',
    recipient: { name: 'Анна Смирнова', phone: '+79161234567', email: 'anna@example.ru' },
    to: { pointCode: 'MSK123' },
    packages: [{ ...parcel, weight: 700, items: [{ name: 'Платье льняное, M, синий', sku: 'DR-001-M-BL', price: 459_900, weight: 350, quantity: 2 }] }],
    ...more,
  };
}

describe('the OAuth token', () => {
  it('is fetched once and reused by later calls', async () => {
    const cdek = carrier();
    for (let i = 0; i < 3; i++) await cdek.cities('Моск');
    expect(fake.calls('POST', '/oauth/token')).toHaveLength(1);
    expect(new Set(fake.calls('GET', '/location/suggest/cities').map((r) => r.token)).size).toBe(1);
  });

  it('is sent as client credentials in a form body, not in the address', async () => {
    await carrier().cities('Моск');
    const [asked] = fake.calls('POST', '/oauth/token');
    expect(asked.query).toEqual({});
  });

  it('when expired, is renewed once and the call succeeds', async () => {
    const cdek = carrier();
    await cdek.cities('Моск');
    fake.expireTokens();
    expect(await cdek.cities('Санкт')).toEqual([{ code: 137, name: 'Санкт-Петербург, Россия' }]);
    expect(fake.calls('POST', '/oauth/token')).toHaveLength(2);
    expect(fake.calls('GET', '/location/suggest/cities')).toHaveLength(3);
  });

  it('refused again after renewal is not retried forever: the call is refused', async () => {
    fake.refuseEveryToken = true;
    const error = await carrier().cities('Моск').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CdekRefused);
    expect((error as CdekRefused).status).toBe(401);
    expect((error as CdekRefused).code).toBe('v2_token_expired');
    expect(fake.calls('POST', '/oauth/token')).toHaveLength(2);
    expect(fake.calls('GET', '/location/suggest/cities')).toHaveLength(2);
  });

  it('is fetched by one request for all calls waiting on it', async () => {
    fake.tokenDelayMs = 150;
    const cdek = carrier();
    const answers = await Promise.all([cdek.cities('Моск'), cdek.points(44), cdek.cities('Ново'), cdek.points(270), cdek.cities('Екат')]);
    expect(answers.every((a) => a.length > 0)).toBe(true);
    expect(fake.calls('POST', '/oauth/token')).toHaveLength(1);
  });

  it('is kept only until shortly before it expires', async () => {
    await fake.close();
    fake = await startFakeCdek({ tokenSeconds: 1 });
    const cdek = carrier();
    await cdek.cities('Моск');
    await new Promise((resolve) => setTimeout(resolve, 950));
    await cdek.cities('Моск');
    expect(fake.calls('POST', '/oauth/token')).toHaveLength(2);
    expect(fake.calls('GET', '/location/suggest/cities').every((r) => r.token)).toBe(true);
  });

  it('asked with wrong credentials is refused with СДЭК’s reason', async () => {
    const cdek = new CdekCarrier({ ...fake.settings(), clientSecret: 'wrong' });
    const error = await cdek.cities('Моск').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CdekRefused);
    expect(error).toMatchObject({ status: 401, code: 'invalid_client', message: 'СДЭК отказал: Bad credentials' });
    expect(fake.calls('GET', '/location/suggest/cities')).toHaveLength(0);
  });

  it('is not asked for without credentials, and nothing else is', async () => {
    const cdek = new CdekCarrier({ ...fake.settings(), clientId: undefined, clientSecret: undefined });
    expect(cdek.configured).toBe(false);
    await expect(cdek.cities('Моск')).rejects.toBeInstanceOf(CdekUnavailable);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('checkout reads', () => {
  it('suggest cities by the start of their name, with СДЭК codes, in Russia', async () => {
    expect(await carrier().cities('ново')).toEqual([{ code: 270, name: 'Новосибирск, Новосибирская обл., Россия' }]);
    expect(fake.calls('GET', '/location/suggest/cities')[0].query).toEqual({ name: 'ново', country_code: 'RU' });
    expect(await carrier().cities('  ')).toEqual([]);
  });

  it('quote a price in whole kopecks for the tariff of the way chosen, from the shop’s city', async () => {
    const cdek = carrier();
    const quote = await cdek.quote({ to: 270, packages: [parcel, { ...parcel, weight: 1250 }], tariff: 'pickup' });
    const asked = fake.calls('POST', '/calculator/tariff')[0].body;
    expect(asked).toMatchObject({ type: 1, tariff_code: 136, from_location: { code: 44 }, to_location: { code: 270 }, packages: [parcel, { ...parcel, weight: 1250 }] });
    const roubles = await new CdekClient(fake.settings()).tariff(asked);
    expect(quote).toEqual({ price: Math.round(roubles.total_sum * 100), daysMin: roubles.calendar_min, daysMax: roubles.calendar_max, tariff: 136 });
    expect(Number.isInteger(quote.price)).toBe(true);
    expect((await cdek.quote({ to: 137, packages: [parcel], tariff: 'locker' })).tariff).toBe(368);
    expect((await cdek.quote({ from: 250, to: 137, packages: [parcel], tariff: 'courier' })).tariff).toBe(137);
    expect(fake.calls('POST', '/calculator/tariff')[3].body.from_location).toEqual({ code: 250 });
  });

  it('list the tariffs СДЭК offers between two cities', async () => {
    const list = await new CdekClient(fake.settings()).tariffList({ type: 1, from_location: { code: 44 }, to_location: { code: 250 }, packages: [parcel] });
    expect(list.tariff_codes.map((t) => [t.tariff_code, t.tariff_name])).toEqual([
      [136, 'Посылка склад-склад'],
      [137, 'Посылка склад-дверь'],
      [368, 'Посылка склад-постамат'],
    ]);
  });

  it('refuse a quote СДЭК cannot give, with its reason', async () => {
    await expect(carrier().quote({ to: 999_999, packages: [parcel], tariff: 'pickup' })).rejects.toThrow(/Населённый пункт не найден/);
  });

  it('list a city’s pickup points and parcel lockers, told apart', async () => {
    const points = await carrier().points(44);
    expect(points.map((p) => p.code).sort()).toEqual(['MSK123', 'MSK311', 'MSK456', 'MSK789']);
    expect(points.find((p) => p.code === 'MSK789')).toMatchObject({ type: 'locker', address: 'ул. Тверская, 20/1, стр. 1', hours: 'Пн-Вс 00:00-23:59' });
    expect(points.find((p) => p.code === 'MSK123')).toEqual({
      code: 'MSK123',
      name: 'На Тверской',
      address: 'ул. Тверская, 12, стр. 1',
      hours: 'Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00',
      type: 'pickup',
      lat: 55.7625,
      lon: 37.6071,
    });
    expect(fake.calls('GET', '/deliverypoints')[0].query).toEqual({ city_code: '44', type: 'ALL' });
  });

  it('find points by street text in any case, with or without ё and punctuation', async () => {
    const cdek = carrier();
    expect((await cdek.points(44, 'ТВЕРСКАЯ')).map((p) => p.code).sort()).toEqual(['MSK123', 'MSK789']);
    expect((await cdek.points(44, 'бутырская 53')).map((p) => p.code)).toEqual(['MSK311']);
    expect((await cdek.points(270, 'ул. Ленина,')).map((p) => p.code)).toEqual(['NSK41']);
    expect(await cdek.points(44, 'Невский')).toEqual([]);
  });
});

describe('registering a shipment', () => {
  it('sends the order and waits until СДЭК has numbered it', async () => {
    const view = await carrier().register(shipment());
    expect(view).toMatchObject({ number: 'A-1001', trackNumber: expect.stringMatching(/^\d{10}$/), state: 'registered' });
    expect(view.statuses.map((s) => s.code)).toEqual(['ACCEPTED', 'CREATED']);
    expect(fake.calls('GET', `/orders/${view.uuid}`).length).toBeGreaterThanOrEqual(1);
    expect(fake.calls('POST', '/orders')[0].body).toEqual({
      type: 1,
      number: 'A-1001',
      tariff_code: 136,
      from_location: { code: 44 },
      delivery_point: 'MSK123',
      recipient: { name: 'Анна Смирнова', email: 'anna@example.ru', phones: [{ number: '+79161234567' }] },
      packages: [
        { number: 'A-1001-1', weight: 700, length: 30, width: 20, height: 10, items: [{ name: 'Платье льняное, M, синий', ware_key: 'DR-001-M-BL', cost: 4599, payment: { value: 0 }, weight: 350, amount: 2 }] },
      ],
    });
  });

  it('twice under the same shop number makes one СДЭК order', async () => {
    const cdek = carrier();
    const first = await cdek.register(shipment());
    const second = await cdek.register(shipment());
    expect(second.uuid).toBe(first.uuid);
    expect(second.trackNumber).toBe(first.trackNumber);
    expect(fake.calls('POST', '/orders')).toHaveLength(1);
    expect(fake.orders.size).toBe(1);
  });

  it('whose answer was lost finds the order СДЭК made instead of making a second', async () => {
    fake.breakNext('drop', 'POST /orders');
    const cdek = carrier();
    const view = await cdek.register(shipment());
    expect(view.trackNumber).toMatch(/^\d+$/);
    expect((await cdek.register(shipment())).uuid).toBe(view.uuid);
    expect(fake.calls('POST', '/orders')).toHaveLength(1);
    expect(fake.orders.size).toBe(1);
  });

  it('still without a number after the last read is answered as registering, and numbered later', async () => {
    await fake.close();
    fake = await startFakeCdek({ numberAfterMs: 60_000 });
    const view = await carrier({ attempts: 1 }).register(shipment());
    expect(view).toMatchObject({ trackNumber: null, state: 'registering', statuses: [] });
    expect(await carrier().shipment(view.uuid)).toMatchObject({ trackNumber: expect.stringMatching(/^\d+$/), state: 'registered' });
  });

  it('to the door with cash on delivery sends the address and what the recipient pays', async () => {
    await carrier().register(shipment({ tariff: 'courier', to: { cityCode: 137, address: 'Невский пр., 1, кв. 5', postalCode: '191186' }, cashOnDelivery: { deliveryPrice: 35_050 } }));
    const body = fake.calls('POST', '/orders')[0].body;
    expect(body).toMatchObject({ tariff_code: 137, to_location: { code: 137, address: 'Невский пр., 1, кв. 5', postal_code: '191186', country_code: 'RU' }, delivery_recipient_cost: { value: 350.5 } });
    expect(body.delivery_point).toBeUndefined();
    expect(body.packages[0].items[0]).toMatchObject({ cost: 4599, payment: { value: 4599 } });
  });

  it('that СДЭК finds invalid after accepting it is refused with СДЭК’s reason', async () => {
    const error = await carrier().register(shipment({ to: { pointCode: 'NOWHERE1' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CdekRefused);
    expect((error as CdekRefused).code).toBe('delivery_location_is_not_recognized');
    expect((error as Error).message).toContain('Передан некорректный код ПВЗ получателя');
  });

  it('that СДЭК refuses at once is refused without a second try', async () => {
    await expect(carrier().register(shipment({ recipient: { name: 'Анна', phone: '' } }))).rejects.toThrow(/recipient\.phones/);
    expect(fake.calls('POST', '/orders')).toHaveLength(1);
  });
});

describe('tracking', () => {
  it('maps СДЭК status codes to the shop’s states', () => {
    expect(['ACCEPTED', 'CREATED'].map(stateOfCode)).toEqual(['registered', 'registered']);
    expect(['RECEIVED_AT_SHIPMENT_WAREHOUSE', 'SENT_TO_RECIPIENT_CITY', 'ACCEPTED_AT_PICK_UP_POINT', 'POSTOMAT_POSTED', 'TAKEN_BY_COURIER'].map(stateOfCode)).toEqual(Array(5).fill('shipped'));
    expect(['DELIVERED', 'POSTOMAT_RECEIVED'].map(stateOfCode)).toEqual(['delivered', 'delivered']);
    expect(['NOT_DELIVERED', 'POSTOMAT_SEIZED', 'REMOVED', 'INVALID'].map(stateOfCode)).toEqual(Array(4).fill('problem'));
    expect(stateOfCode('SOMETHING_NEW')).toBeUndefined();
  });

  it('follows a parcel from СДЭК’s warehouse to the shopper', async () => {
    const cdek = carrier();
    const { uuid } = await cdek.register(shipment());
    await fake.move(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    expect((await cdek.shipment(uuid)).state).toBe('shipped');
    await fake.move(uuid, 'SOMETHING_NEW');
    await fake.move(uuid, 'ACCEPTED_AT_PICK_UP_POINT');
    expect((await cdek.shipment(uuid)).state).toBe('shipped');
    await fake.move(uuid, 'DELIVERED');
    const view = await cdek.shipment(uuid);
    expect(view.state).toBe('delivered');
    expect(view.statuses.at(-1)).toMatchObject({ code: 'DELIVERED', name: 'Вручен', city: 'Москва' });
  });

  it('tells a parcel not handed over as a problem', async () => {
    const cdek = carrier();
    const { uuid } = await cdek.register(shipment());
    await fake.move(uuid, 'NOT_DELIVERED');
    expect((await cdek.shipment(uuid)).state).toBe('problem');
  });

  it('subscribes an address to status changes and reads which shipment a notice names', async () => {
    const notices: unknown[] = [];
    const port = await freePort();
    const shop = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        notices.push(JSON.parse(raw));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(port, '127.0.0.1', resolve));
    try {
      const cdek = carrier();
      await cdek.subscribe(`http://127.0.0.1:${port}/api/deliveries/cdek`);
      expect(fake.webhooks).toEqual([{ uuid: expect.any(String), type: 'ORDER_STATUS', url: `http://127.0.0.1:${port}/api/deliveries/cdek` }]);
      const { uuid, trackNumber } = await cdek.register(shipment());
      expect(await fake.move(uuid, 'DELIVERED')).toEqual([200]);
      expect(notices[0]).toMatchObject({ type: 'ORDER_STATUS', uuid, attributes: { cdek_number: trackNumber, number: 'A-1001', code: 'DELIVERED', status_code: '4' } });
      expect(cdek.notified(notices[0])).toBe(uuid);
      expect(cdek.notified({ type: 'PRINT_FORM', uuid })).toBeNull();
      expect(cdek.notified(null)).toBeNull();
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});

describe('print forms', () => {
  it('the waybill and the labels come back as PDF bytes once СДЭК has drawn them', async () => {
    const cdek = carrier();
    const { uuid } = await cdek.register(shipment());
    for (const pdf of [await cdek.waybill(uuid), await cdek.labels(uuid)]) {
      expect(Buffer.from(pdf.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.4');
      expect(Buffer.from(pdf).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect(fake.calls('POST', '/print/orders')[0].body).toEqual({ orders: [{ order_uuid: uuid }], copy_count: 2 });
    expect(fake.calls('POST', '/print/barcodes')[0].body).toEqual({ orders: [{ order_uuid: uuid }], copy_count: 1, format: 'A6' });
    const downloads = fake.requests.filter((r) => r.path.endsWith('.pdf'));
    expect(downloads).toHaveLength(2);
    expect(downloads.every((r) => r.token)).toBe(true);
  });
});

describe('when СДЭК fails', () => {
  it('a 500 is CdekUnavailable, a carrier-neutral unavailability', async () => {
    fake.breakAll('fail');
    const error = await carrier().quote({ to: 270, packages: [parcel], tariff: 'pickup' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CdekUnavailable);
    expect(error).toBeInstanceOf(CarrierUnavailable);
  });

  it('an answer that is not JSON is CdekUnavailable', async () => {
    fake.breakAll('garbage');
    await expect(carrier().points(44)).rejects.toBeInstanceOf(CdekUnavailable);
  });

  it('a СДЭК that never answers is CdekUnavailable within the checkout’s wait', async () => {
    fake.breakAll('hang');
    await expect(carrier().quote({ to: 270, packages: [parcel], tariff: 'pickup' })).rejects.toBeInstanceOf(CdekUnavailable);
  });

  it('a token request that never answers does not hold the checkout either', async () => {
    fake.breakNext('hang', 'POST /oauth/token');
    await expect(carrier().cities('Моск')).rejects.toBeInstanceOf(CdekUnavailable);
  });

  it('a refusal is CdekRefused with СДЭК’s code and message', async () => {
    fake.breakAll('refuse');
    const error = await carrier().cities('Моск').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CdekRefused);
    expect(error).toBeInstanceOf(CarrierRefused);
    expect((error as CdekRefused).errors).toEqual([{ code: 'v2_bad_request', message: 'Отклонено тестом: данные не прошли проверку СДЭК' }]);
    expect((error as Error).message).toBe('СДЭК отказал: Отклонено тестом: данные не прошли проверку СДЭК');
  });
});

describe('settings', () => {
  const base = { DATA_DIR: path.join(tmpdir(), 'vitrina-cdek-config'), JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'b' };

  it('default to СДЭК’s service, Москва, half a kilo in a 30×20×10 box', () => {
    expect(loadConfig(base).cdek).toEqual({ clientId: undefined, clientSecret: undefined, apiUrl: 'https://api.cdek.ru/v2', fromLocation: 44, autoShip: false, checkMinutes: 30, defaultParcel: parcel });
  });

  it('read the environment, dropping the address’s trailing slash', () => {
    const settings = loadConfig({ ...base, CDEK_CLIENT_ID: 'id', CDEK_CLIENT_SECRET: 's', CDEK_API_URL: 'https://api.edu.cdek.ru/v2/', CDEK_FROM_LOCATION: '270', CDEK_AUTO_SHIP: '1', DELIVERY_CHECK_MINUTES: '5', DEFAULT_PARCEL: '1200:40x30x15' }).cdek;
    expect(settings).toEqual({ clientId: 'id', clientSecret: 's', apiUrl: 'https://api.edu.cdek.ru/v2', fromLocation: 270, autoShip: true, checkMinutes: 5, defaultParcel: { weight: 1200, length: 40, width: 30, height: 15 } });
  });

  it('refuse a parcel that is not weight:length x width x height, in Russian', () => {
    expect(() => loadConfig({ ...base, DEFAULT_PARCEL: '500g' })).toThrow(/DEFAULT_PARCEL: нужен вес в граммах и размеры в сантиметрах, например 500:30x20x10/);
    expect(() => loadConfig({ ...base, CDEK_AUTO_SHIP: 'yes' })).toThrow(/CDEK_AUTO_SHIP/);
  });
});
