import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { letterWithSubject } from './outbox.js';
import { addFirstProductInStock, launchBrowser, openPage, signInToBackOffice } from './browser.js';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Fills in the guest's checkout form (Ирина Ковалёва, Екатеринбург) with the consent, and places the order. */
async function placeAsGuest(page: Page, email: string, comment?: string): Promise<void> {
  await page.getByLabel('Имя').fill('Ирина');
  await page.getByLabel('Фамилия').fill('Ковалёва');
  await page.getByLabel('Телефон').fill('+7 912 345-67-89');
  await page.getByLabel('Индекс').fill('620014');
  await page.getByRole('textbox', { name: /^Город/ }).fill('Екатеринбург');
  await page.getByLabel('Улица, дом, квартира').fill('ул. Малышева, 5, кв. 12');
  await page.getByLabel('Электронная почта').fill(email);
  if (comment) await page.getByLabel('Комментарий к заказу').fill(comment);
  await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
}

/** A staff member's access token, to read what the browser cannot see. */
async function staffToken(): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(inject('admin')) });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function graphql<T>(query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('ordering in the browser', () => {
  it('a manager creates a promo code in «Акции», a guest applies it in the basket, and the order and the letter show the discount', async () => {
    const manager = await openPage(browser);
    await signInToBackOffice(manager.page);
    await manager.page.getByRole('link', { name: 'Акции' }).click();
    await manager.page.getByRole('link', { name: 'Новая акция' }).click();
    await manager.page.getByLabel('Название').fill('Осенний промокод');
    await manager.page.getByLabel('Промокод', { exact: true }).fill('OSEN10');
    await manager.page.getByLabel('Скидка, %').fill('10');
    await manager.page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await manager.page.getByText('Акция создана').waitFor();
    await manager.page.getByRole('cell', { name: 'OSEN10' }).waitFor();
    expect(manager.problems).toEqual([]);
    await manager.page.close();

    const { page, problems } = await openPage(browser);
    const email = `promo-${Date.now()}@example.ru`;
    await addFirstProductInStock(page);
    await page.getByRole('link', { name: 'Перейти в корзину' }).click();
    await page.getByLabel('Промокод', { exact: true }).fill('osen10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Промокод OSEN10 применён').waitFor();
    await page.getByText('Скидка: Осенний промокод').first().waitFor();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.getByText('Промокод OSEN10 применён').waitFor();
    await placeAsGuest(page, email);

    await page.getByRole('heading', { name: 'Заказ оформлен' }).waitFor();
    const number = /№ (\d+)/.exec((await page.getByText(/Заказ №/).textContent())!)?.[1];
    await page.getByRole('region', { name: 'Состав заказа' }).getByText('Скидка: Осенний промокод').waitFor();
    const order = await graphql<{ checkout: { promoCode: string; discountAmount: number; itemsAmount: number; totalAmount: number; deliveryPrice: number } }>(
      'query ($id: Int!) { checkout(id: $id) { promoCode discountAmount itemsAmount totalAmount deliveryPrice } }',
      { id: Number(number) },
      await staffToken(),
    );
    expect(order.checkout.promoCode).toBe('OSEN10');
    expect(order.checkout.discountAmount).toBeGreaterThan(0);
    expect(order.checkout.totalAmount).toBeCloseTo(order.checkout.itemsAmount - order.checkout.discountAmount + order.checkout.deliveryPrice, 2);
    const letter = await letterWithSubject(`Заказ № ${number} принят`);
    expect(letter.text).toContain('Промокод OSEN10: Осенний промокод: −');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a guest finds a product in the catalogue, orders it by courier with the consent, sees the order with its delivery and gets the letter', async () => {
    const { page, problems } = await openPage(browser);
    const email = `gost-${Date.now()}@example.ru`;
    const name = await addFirstProductInStock(page);

    await page.getByRole('link', { name: 'Перейти в корзину' }).click();
    await page.getByRole('listitem', { name }).waitFor();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL(`${base}/checkout`);
    await page.getByRole('region', { name: 'Ваш заказ' }).getByText(name).waitFor();
    expect(await page.getByRole('radio', { name: /Курьером/ }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Ваш заказ' }).getByText('Доставка: Курьером').waitFor();

    await placeAsGuest(page, email, 'Позвонить за час');

    await page.getByRole('heading', { name: 'Заказ оформлен' }).waitFor();
    const number = /№ (\d+)/.exec((await page.getByText(/Заказ №/).textContent())!)?.[1];
    expect(number).toMatch(/^\d+$/);
    expect(page.url()).toBe(`${base}/checkout/success/${number}`);
    await page.getByText(`письмо с его составом на ${email}`, { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Состав заказа' }).getByText('Доставка: Курьером').waitFor();
    await page.getByRole('link', { name: 'Корзина', exact: true }).waitFor();

    const letter = await letterWithSubject(`Заказ № ${number} принят`);
    expect(letter.to).toBe(email);
    expect(letter.text).toContain('Доставка: Курьером');
    expect(letter.text).toContain('Курьером по адресу: 620014, Екатеринбург, ул. Малышева, 5, кв. 12.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a guest picks the order up at the shop: no address is asked, and the letter and the back office say so', async () => {
    const { page, problems } = await openPage(browser);
    const email = `samovyvoz-${Date.now()}@example.ru`;
    await addFirstProductInStock(page);
    await page.goto(`${base}/checkout`);

    await page.getByRole('radio', { name: /Самовывоз из магазина/ }).check({ force: true });
    await page.getByRole('group', { name: 'Пункт самовывоза' }).getByRole('radio').first().check({ force: true });
    await page.getByRole('radio', { name: /Банковским переводом по счёту/ }).check({ force: true });
    expect(await page.getByLabel('Улица, дом, квартира').count()).toBe(0);
    await page.getByLabel('Имя').fill('Ирина');
    await page.getByLabel('Фамилия').fill('Ковалёва');
    await page.getByLabel('Телефон').fill('+7 912 345-67-89');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await page.getByText(/Заказ №/).waitFor();
    const number = /№ (\d+)/.exec((await page.getByText(/Заказ №/).textContent())!)?.[1];
    const letter = await letterWithSubject(`Заказ № ${number} принят`);
    expect(letter.text).toContain('Самовывоз из магазина: мы позвоним, когда заказ будет готов к выдаче.');
    expect(letter.text).toContain('Оплата: Банковским переводом по счёту');

    await signInToBackOffice(page);
    await page.goto(`${base}/admin/checkouts/${number}`);
    await page.getByText('Самовывоз из магазина').waitFor();
    await page.getByText('Банковским переводом по счёту').waitFor();
    await page.getByText(/^Самовывоз: «/).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a member\u2019s basket filled while signed out is still theirs after signing in', async () => {
    const member = { email: `uchastnik-${Date.now()}@example.ru`, firstName: 'Пётр', lastName: 'Соколов', password: 'petr-password-1' };
    await graphql('mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } } }', { input: { ...member, consent: true } });
    const { page, problems } = await openPage(browser);
    const name = await addFirstProductInStock(page);

    await page.getByRole('link', { name: 'Войти' }).click();
    await page.getByLabel('Электронная почта').fill(member.email);
    await page.getByLabel('Пароль').fill(member.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`${base}/profile`);

    await page.getByRole('link', { name: 'Корзина, 1 товар' }).click();
    await page.getByRole('listitem', { name }).waitFor();
    // The basket is now the member's own: the server hands it back to them on any device.
    const { accessToken, basketId } = (await page.evaluate('({ accessToken: localStorage.getItem("accessToken"), basketId: localStorage.getItem("basketId") })')) as {
      accessToken: string;
      basketId: string;
    };
    const own = await graphql<{ createBasket: { id: string; orderProducts: { quantity: number }[] } }>(
      'mutation { createBasket { id orderProducts { quantity } } }',
      {},
      accessToken,
    );
    expect(own.createBasket).toEqual({ id: basketId, orderProducts: [{ quantity: 1 }] });
    expect(problems).toEqual([]);
    await page.close();
  });
  it('a guest pays online at ЮKassa, comes back to the order paid, and a manager returns the money in the back office', async () => {
    const { page, problems } = await openPage(browser);
    const email = `online-${Date.now()}@example.ru`;
    await addFirstProductInStock(page);
    await page.goto(`${base}/checkout`);
    await page.getByRole('radio', { name: /Онлайн: картой, через СБП или SberPay/ }).check({ force: true });
    await placeAsGuest(page, email);

    // ЮKassa's payment page (the fake's), then back to the shop.
    await page.waitForURL(/\/confirm\//);
    await page.getByRole('heading', { name: /^Оплата/ }).waitFor();
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(new RegExp(`^${base}/order/\\d+\\?token=`));
    const number = /\/order\/(\d+)/.exec(page.url())![1];
    await page.getByRole('heading', { name: `Заказ № ${number}` }).waitFor();
    await page.getByText('Заказ оплачен').waitFor();
    await page.getByText('Оплачен', { exact: true }).waitFor();
    const letter = await letterWithSubject(`Заказ № ${number} оплачен`);
    expect(letter.to).toBe(email);

    await signInToBackOffice(page);
    await page.goto(`${base}/admin/checkouts/${number}`);
    await page.getByText('Статус оплаты: Оплачен').waitFor();
    await page.getByRole('button', { name: 'Вернуть деньги' }).click();
    await page.getByRole('dialog', { name: 'Вернуть деньги' }).getByRole('button', { name: 'Вернуть' }).click();
    await page.getByText('Статус оплаты: Возвращён').waitFor();
    expect(await page.getByRole('table', { name: 'Возвраты' }).getByText('Проведён').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Вернуть деньги' }).count()).toBe(0);
    await letterWithSubject(`Возврат по заказу № ${number}`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
