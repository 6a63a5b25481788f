import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const settings = {
  name: 'Лавка Марии',
  legalName: 'ИП Иванова Мария Петровна',
  inn: '770123456789',
  ogrn: '315774600123456',
  address: 'Москва, ул. Покровка, д. 3',
  phone: '8 (916) 123-45-67',
  email: 'Shop@Lavka.example',
  workHours: 'Пн–Сб 10:00–20:00',
};
const FIELDS = 'name legalName inn ogrn address phone email workHours';

describe('shop settings', () => {
  it('are one row anyone reads through both APIs, named «Витрина» until an Admin fills them', async () => {
    const rest = await app.rest('GET', '/shop-settings');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ name: 'Витрина', ogrn: '' });
    const gql = await app.gql(`{ shopSettings { ${FIELDS} } }`);
    expect(gql.data.shopSettings).toMatchObject({ name: 'Витрина', inn: '' });
  });

  it('let the consent text name the shop alone while the requisites are blank', async () => {
    const text = (await app.rest('GET', '/consent')).body.text;
    expect(text[0]).toMatch(/^Я даю согласие интернет-магазину «Витрина» на обработку/);
  });

  it('are changed by an Admin only, all fields at once, the phone kept as +7 and ten digits', async () => {
    expect((await app.rest('PUT', '/shop-settings', { body: settings })).status).toBe(401);
    expect((await app.rest('PUT', '/shop-settings', { body: settings, as: 'User' })).status).toBe(403);
    expect((await app.rest('PUT', '/shop-settings', { body: settings, as: 'SuperUser' })).status).toBe(403);
    const saved = await app.rest('PUT', '/shop-settings', { body: settings, as: 'Admin' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...settings, phone: '+79161234567', email: 'shop@lavka.example' });
    const partial = await app.rest('PUT', '/shop-settings', { body: { name: 'Без реквизитов' }, as: 'Admin' });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.details).sort()).toEqual(['address', 'email', 'inn', 'legalName', 'ogrn', 'phone', 'workHours']);
    const changed = await app.gql(`mutation($input: ShopSettingsInput!) { updateShopSettings(input: $input) { ${FIELDS} } }`, { input: { ...settings, name: 'Лавка Марии и сыновей', phone: '9161234500' } }, 'Admin');
    expect(changed.data.updateShopSettings).toMatchObject({ name: 'Лавка Марии и сыновей', phone: '+79161234500' });
    const refused = await app.gql(`mutation($input: ShopSettingsInput!) { updateShopSettings(input: $input) { name } }`, { input: settings }, 'SuperUser');
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuse a wrong ИНН, ОГРН, email or phone with a Russian reason for each field', async () => {
    const bad = await app.rest('PUT', '/shop-settings', { body: { ...settings, inn: '12345', ogrn: '12345678901234', email: 'нет', phone: '+1 212 555 0100' }, as: 'Admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({
      inn: 'ИНН — 10 цифр у организации или 12 у ИП',
      ogrn: 'ОГРН — 13 цифр, ОГРНИП — 15 цифр',
      email: 'Неверный адрес электронной почты',
      phone: 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567',
    });
    const company = await app.rest('PUT', '/shop-settings', { body: { ...settings, inn: '7701234567', ogrn: '1157746123456' }, as: 'Admin' });
    expect(company.body).toMatchObject({ inn: '7701234567', ogrn: '1157746123456' });
  });

  it('show a change to the next anonymous read at once, though public reads are cached', async () => {
    await app.rest('PUT', '/shop-settings', { body: settings, as: 'Admin' });
    expect((await app.rest('GET', '/shop-settings')).body.name).toBe('Лавка Марии');
    expect((await app.gql('{ shopSettings { name } }')).data.shopSettings.name).toBe('Лавка Марии');
    await app.rest('PUT', '/shop-settings', { body: { ...settings, name: 'Лавка на Покровке' }, as: 'Admin' });
    expect((await app.rest('GET', '/shop-settings')).body.name).toBe('Лавка на Покровке');
    expect((await app.gql('{ shopSettings { name } }')).data.shopSettings.name).toBe('Лавка на Покровке');
  });

  it('sign the order letter with the shop’s name, phone and email', async () => {
    await app.rest('PUT', '/shop-settings', { body: { ...settings, name: 'Лавка подписи' }, as: 'Admin' });
    const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
    const product = await app.rest('POST', '/products', { body: { name: 'Шарф', categoryId, productVariants: [{ sku: 'SCARF-1', price: 990, stock: 5 }] }, as: 'Admin' });
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: product.body.productVariants[0].id, quantity: 1 } });
    const courier = (await app.rest('GET', '/delivery-methods')).body.rows.find((m: { name: string }) => m.name === 'Курьером');
    const placed = await app.rest('POST', '/checkouts/direct', {
      body: { basketId, firstName: 'Ольга', lastName: 'Смирнова', email: 'sign@example.ru', phone: '9001234567', consent: true, address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', deliveryMethodId: courier.id },
    });
    expect(placed.status).toBe(201);
    const letter = await app.mailbox.waitFor('sign@example.ru', new RegExp(`Заказ № ${placed.body.id} принят`));
    expect(letter.text).toContain('— Лавка подписи');
    expect(letter.text).toContain('+7 916 123-45-67');
    expect(letter.text).toContain('shop@lavka.example');
    expect(letter.html).toContain('Лавка подписи');
  });

  it('name the shop in every letter, not only the order’s: a sign-up letter, a newsletter confirmation', async () => {
    await app.rest('PUT', '/shop-settings', { body: { ...settings, name: 'Лавка на Покровке' }, as: 'Admin' });
    await app.rest('POST', '/auth/signup', { body: { email: 'welcome@example.ru', firstName: 'Вера', consent: true } });
    const welcome = await app.mailbox.waitFor('welcome@example.ru', /Добро пожаловать/);
    expect(welcome.subject).toBe('Добро пожаловать в магазин «Лавка на Покровке»');
    expect(welcome.text).toContain('Вы зарегистрировались в интернет-магазине «Лавка на Покровке».');
    expect(welcome.text).toContain('— Лавка на Покровке');
    expect(welcome.text).not.toContain('Витрин');

    await app.rest('POST', '/subscribes', { body: { email: 'news@example.ru', consent: true } });
    const asked = await app.mailbox.waitFor('news@example.ru', /Подтвердите подписку/);
    expect(asked.text).toContain('новости магазина «Лавка на Покровке»');
    expect(asked.text).toContain('+7 916 123-45-67');
  });

  it('let the consent text of both APIs name the seller with its ИНН, ОГРНИП and address once an Admin fills them', async () => {
    await app.rest('PUT', '/shop-settings', { body: settings, as: 'Admin' });
    const seller = 'ИП Иванова Мария Петровна (ИНН 770123456789, ОГРНИП 315774600123456, адрес: Москва, ул. Покровка, д. 3), продавцу интернет-магазина «Лавка Марии»,';
    const rest = await app.rest('GET', '/consent');
    expect(rest.body.text[0]).toBe(`Я даю согласие ${seller} на обработку моих персональных данных: фамилии, имени, адреса электронной почты, номера телефона и адреса доставки.`);
    const gql = await app.gql('{ consentText { version text } }');
    expect(gql.data.consentText).toEqual(rest.body);
  });
});
