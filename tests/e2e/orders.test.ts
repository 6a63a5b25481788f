import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToBackOffice } from './browser.js';

const base = inject('baseUrl');
const customer = { email: 'olga@e2e.local', firstName: 'Ольга', lastName: 'Петрова' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const signedUp = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }',
      variables: { input: { ...customer, password: 'olga-password-1', consent: true } },
    }),
  }).then((response) => response.json() as Promise<{ errors?: unknown[] }>);
  expect(signedUp.errors).toBeUndefined();
});
afterAll(() => browser?.close());

describe('the back office orders', () => {
  it('a manager places an order for a customer to a new address, moves it on, cancels it and finds its basket emptied by the order', async () => {
    const { page, problems } = await openPage(browser);
    await signInToBackOffice(page);

    await page.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link', { name: 'Заказы' }).click();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL(`${base}/admin/checkouts/create-checkout`);

    await page.getByLabel('Телефон, почта или имя покупателя').fill(customer.email);
    await page.getByLabel('Телефон, почта или имя покупателя').press('Enter');
    await page.getByText(`${customer.email} (ID`).waitFor();
    await page.getByLabel('Способ доставки').selectOption({ index: 1 });
    await page.getByLabel('Способ оплаты').selectOption({ index: 1 });
    await page.getByLabel('Индекс').fill('101000');
    await page.getByLabel('Город').fill('Москва');
    await page.getByLabel('Улица, дом, квартира').fill('ул. Ленина, 1');

    await page.getByLabel('Поиск товара').fill('платье');
    await page.getByLabel('Поиск товара').press('Enter');
    await page.locator('button:not([disabled])', { hasText: 'Добавить' }).first().click();
    await page.getByRole('table', { name: 'Корзина заказа' }).waitFor();
    await page.getByLabel('Комментарий к заказу').fill('Позвонить за час');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await page.waitForURL(/\/admin\/checkouts\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByText(`Заказ № ${orderId} оформлен`).waitFor();
    await page.getByText('Позвонить за час').waitFor();
    await page.getByText('ул. Ленина, 1').waitFor();

    await page.getByLabel('Новый статус').selectOption({ label: 'В обработке' });
    await page.getByRole('button', { name: 'Сменить статус' }).click();
    await page.getByText('Статус заказа изменён').waitFor();
    expect(await page.getByLabel('Новый статус').locator('option').allTextContents()).toEqual(['Выберите статус', 'Оплачен', 'Отправлен', 'Доставлен', 'Отменён']);

    await page.getByLabel('Новый статус').selectOption({ label: 'Отменён' });
    await page.getByRole('button', { name: 'Сменить статус' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByText('Статус заказа «Отменён» больше не меняется.').waitFor();

    await page.goto(`${base}/admin/checkouts?status=cancelled`);
    await page.getByRole('link', { name: `Заказ № ${orderId}` }).waitFor();

    // The basket the order was built in (a staff basket, so without a customer), changed today.
    await page.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link', { name: 'Корзины' }).click();
    await page.getByLabel('Статус').selectOption({ label: 'Заказана' });
    await page.waitForURL(`${base}/admin/baskets?status=ordered`);
    const today = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    const basket = page.getByRole('table', { name: 'Корзины' }).getByRole('row').filter({ hasText: 'Без покупателя' }).filter({ hasText: today });
    await basket.first().waitFor();
    expect(await basket.first().textContent()).toContain('Заказана');

    expect(problems).toEqual([]);
    await page.close();
  });
});
