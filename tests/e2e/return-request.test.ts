import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToBackOffice } from './browser.js';
import { letterTo } from './outbox.js';
import { api, adminToken } from './api.js';

/** CONTRACT §19: a shopper asks to return goods of a delivered order from its page, and staff accept in the back office. */
const base = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());


/** A guest's order of one unit of a demo product in stock, delivered by the shop's staff; answers its number. */
async function deliveredOrder(email: string): Promise<number> {
  const products = await api<{ rows: { productVariants: { id: number; stock: number }[] }[] }>('/products?limit=24');
  const variant = products.rows.flatMap((product) => product.productVariants).find((one) => one.stock > 2)!;
  const basket = await api<{ id: string }>('/baskets', { method: 'POST' });
  await api(`/order-products/${basket.id}`, { method: 'POST', body: { productVariantId: variant.id, quantity: 1 } });
  const placed = await api<{ id: number }>('/checkouts/direct', {
    method: 'POST',
    body: { basketId: basket.id, firstName: 'Марина', lastName: 'Егорова', email, phone: '+7 900 555-44-33', address: 'ул. Мира, 7', city: 'Москва', country: 'Россия', zipCode: '101000', consent: true },
  });
  const token = await adminToken();
  await api(`/checkouts/${placed.id}`, { method: 'PUT', token, body: { status: 'delivered' } });
  return placed.id;
}

describe('a return asked by the shopper', () => {
  it('is asked from the order page the «доставлен» letter links, accepted by staff in «Заявки на возврат», and both letters arrive', async () => {
    const email = `returns-${Date.now()}@e2e.local`;
    const orderId = await deliveredOrder(email);
    const delivered = await letterTo(email, new RegExp(`вернуть в течение 7 дн\\. после получения`));
    const orderPage = delivered.match(/https?:\/\/\S+\/order\/\d+\?token=[\w%-]+/)![0];
    expect(orderPage).toContain(`/order/${orderId}?token=`);

    const shopper = await openPage(browser);
    await shopper.page.goto(orderPage.replace(/^https?:\/\/[^/]+/, base));
    await shopper.page.getByRole('button', { name: 'Вернуть товар' }).click();
    const form = shopper.page.getByRole('form', { name: 'Заявка на возврат' });
    await form.getByLabel(/сколько вернуть/).first().selectOption('1');
    await form.getByLabel('Причина').selectOption('Не подошёл размер');
    await form.getByLabel('Комментарий').fill('Маломерит на размер');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const state = shopper.page.getByText(/^Заявка на возврат № \d+: рассматривается$/);
    await state.waitFor();
    const requestId = Number((await state.textContent())!.match(/№ (\d+)/)![1]);
    expect((await letterTo(admin.email, new RegExp(`просит вернуть товары из заказа № ${orderId}`))).includes('Маломерит на размер')).toBe(true);

    const staff = await openPage(browser);
    await signInToBackOffice(staff.page);
    await staff.page.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link', { name: /Заявки на возврат/ }).click();
    await staff.page.getByRole('table', { name: 'Заявки на возврат' }).getByRole('link', { name: `Заказ № ${orderId}` }).click();
    const requests = staff.page.getByRole('region', { name: 'Заявки на возврат' });
    await requests.getByRole('button', { name: `Принять заявку № ${requestId}` }).click();
    await staff.page.getByText(`Заявка № ${requestId} принята: товар вернётся на склад, деньги — покупателю`).waitFor();
    await requests.getByText('Принята').waitFor();
    await staff.page.getByRole('region', { name: 'Возвраты товаров' }).getByText(`Заявка покупателя № ${requestId}: Не подошёл размер`).waitFor();

    const accepted = await letterTo(email, new RegExp(`Мы приняли вашу заявку на возврат товаров из заказа № ${orderId}`));
    expect(accepted).toContain('Сумма возврата');
    await shopper.page.reload();
    await shopper.page.getByText(`Заявка на возврат № ${requestId}: принята`).waitFor();

    expect([...shopper.problems, ...staff.problems]).toEqual([]);
    await shopper.page.close();
    await staff.page.close();
  });
});
