import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * What every product page reads of the content — the shop's settings and delivery methods — is kept
 * on the instance until the content changes, for signed-in shoppers too, whom the public cache does
 * not serve.
 */
let app: TestApp;
let methodId: number;

beforeAll(async () => {
  app = await startTestApp();
  const created = await app.rest('POST', '/delivery-methods', { body: { name: 'Курьер по городу', price: 300, minDays: 1, maxDays: 2 }, as: 'Admin' });
  methodId = created.body.id;
});
afterAll(() => app.close());

const PAGE_READS = '{ shopSettings { name } deliveryMethods(limit: 50) { rows { id name price } } }';
const shopperReads = async () => {
  const answer = await app.gql(PAGE_READS, {}, 'User');
  expect(answer.errors).toBeUndefined();
  return answer.data as { shopSettings: { name: string }; deliveryMethods: { rows: { id: number; name: string; price: number }[] } };
};
const touchesContent = (statements: string[]) => statements.filter((sql) => /shop_settings|delivery_method/.test(sql));

describe('the content a product page reads', () => {
  it('is read from the database once, then kept for signed-in shoppers until the content changes', async () => {
    await shopperReads();
    expect(touchesContent(await app.statements(shopperReads))).toEqual([]);
    expect(touchesContent(await app.statements(() => app.gql(PAGE_READS, {}, 'User')))).toEqual([]);
  });

  it('shows an Admin’s change made through the API to the next read at once', async () => {
    await shopperReads();
    expect((await app.rest('PUT', `/delivery-methods/${methodId}`, { body: { price: 350 }, as: 'Admin' })).status).toBe(200);
    expect((await shopperReads()).deliveryMethods.rows.find((row) => row.id === methodId)?.price).toBe(350);
    const settings = { name: 'Лавка у дома', legalName: 'ИП Иванова Мария Петровна', inn: '770123456789', ogrn: '315774600123456', address: 'Москва, ул. Покровка, д. 3', phone: '8 (916) 123-45-67', email: 'shop@lavka.example', workHours: 'Пн–Сб 10:00–20:00' };
    expect((await app.rest('PUT', '/shop-settings', { body: settings, as: 'Admin' })).status).toBe(200);
    expect((await shopperReads()).shopSettings.name).toBe('Лавка у дома');
  });

  it('shows a change written straight to the database, as another instance would, once PostgreSQL tells of its commit', async () => {
    await shopperReads();
    await app.orm.em.fork().execute(`UPDATE delivery_method SET name = 'Курьер до двери' WHERE id = ?`, [methodId]);
    await vi.waitFor(async () => expect((await shopperReads()).deliveryMethods.rows.find((row) => row.id === methodId)?.name).toBe('Курьер до двери'), { timeout: 10_000 });
  });

  it('keeps nothing for staff, who see the inactive methods too', async () => {
    await app.rest('PUT', `/delivery-methods/${methodId}`, { body: { active: false }, as: 'Admin' });
    expect((await shopperReads()).deliveryMethods.rows.map((row) => row.id)).not.toContain(methodId);
    const staffList = () => app.gql('{ deliveryMethods(limit: 50) { rows { id active } } }', {}, 'Admin');
    expect((await staffList()).data.deliveryMethods.rows).toContainEqual({ id: methodId, active: false });
    expect(touchesContent(await app.statements(staffList)).length).toBeGreaterThan(0);
  });
});
