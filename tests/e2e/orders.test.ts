import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToBackOffice } from './browser.js';

const base = inject('baseUrl');
/** Customers with no saved address yet, one per scenario: the manager's order gives each a new one. */
const customers = [
  { email: 'olga@e2e.local', firstName: 'Ольга', lastName: 'Петрова' },
  { email: 'vera@e2e.local', firstName: 'Вера', lastName: 'Соколова' },
];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const customer of customers) {
    const signedUp = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }',
        variables: { input: { ...customer, password: 'customer-password-1', consent: true } },
      }),
    }).then((response) => response.json() as Promise<{ errors?: unknown[] }>);
    expect(signedUp.errors).toBeUndefined();
  }
});
afterAll(() => browser?.close());

/** From «Заказы», a manager orders a dress for the customer (by email) to a new address in Москва; answers the order's number, its page open. */
async function placeOrderForCustomer(page: Page, email: string): Promise<number> {
  await page.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link', { name: 'Заказы' }).click();
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.waitForURL(`${base}/admin/checkouts/create-checkout`);

  await page.getByLabel('Телефон, почта или имя покупателя').fill(email);
  await page.getByLabel('Телефон, почта или имя покупателя').press('Enter');
  await page.getByText(`${email} (ID`).waitFor();
  await page.getByLabel('Способ доставки').selectOption({ index: 1 });
  await page.getByLabel('Способ оплаты').selectOption({ index: 1 });
  await page.getByLabel('Индекс').fill('101000');
  await page.getByLabel('Город').fill('Москва');
  await page.getByLabel('Улица, дом, квартира').fill('ул. Ленина, 1');
  // A courier calls before coming: a courier order needs a phone from everyone (CONTRACT §19).
  await page.getByLabel('Телефон для связи').fill('+7 916 123-45-67');

  await page.getByLabel('Поиск товара').fill('платье');
  await page.getByLabel('Поиск товара').press('Enter');
  await page.locator('button:not([disabled])', { hasText: 'Добавить' }).first().click();
  await page.getByRole('table', { name: 'Корзина заказа' }).waitFor();
  await page.getByLabel('Комментарий к заказу').fill('Позвонить за час');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await page.waitForURL(/\/admin\/checkouts\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('the back office orders', () => {
  it('a manager places an order for a customer to a new address, moves it on, cancels it and finds its basket emptied by the order', async () => {
    const { page, problems } = await openPage(browser);
    await signInToBackOffice(page);

    const orderId = await placeOrderForCustomer(page, customers[0].email);
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
    const today = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' }).format(new Date());
    const basket = page.getByRole('table', { name: 'Корзины' }).getByRole('row').filter({ hasText: 'Без покупателя' }).filter({ hasText: today });
    await basket.first().waitFor();
    expect(await basket.first().textContent()).toContain('Заказана');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('a manager takes a return of a delivered order: the dress goes back on sale and the order lists the return', async () => {
    const { page, problems } = await openPage(browser);
    await signInToBackOffice(page);
    const orderId = await placeOrderForCustomer(page, customers[1].email);
    await page.getByText(`Заказ № ${orderId} оформлен`).waitFor();
    await page.getByLabel('Новый статус').selectOption({ label: 'Доставлен' });
    await page.getByRole('button', { name: 'Сменить статус' }).click();
    await page.getByText('Статус заказа изменён').waitFor();

    const returns = page.getByRole('region', { name: 'Возвраты товаров' });
    await returns.getByRole('button', { name: 'Оформить возврат' }).click();
    const dialog = page.getByRole('dialog', { name: 'Возврат товаров' });
    await dialog.getByRole('textbox').first().fill('1');
    await dialog.getByLabel('Причина возврата').fill('Не подошёл размер');
    await dialog.getByRole('button', { name: 'Оформить возврат' }).click();
    await page.getByText(/^Возврат на .+ оформлен$/).waitFor();
    const row = returns.getByRole('table', { name: 'Возвраты товаров' }).getByRole('row').nth(1);
    await row.getByText('Не подошёл размер').waitFor();
    await row.getByText('Вернули в продажу').waitFor();
    // The dress's only unit came back: nothing is left to return.
    await returns.getByRole('button', { name: 'Оформить возврат' }).waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await page.close();
  });
});
