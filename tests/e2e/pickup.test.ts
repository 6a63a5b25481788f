import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { letterWithSubject } from './outbox.js';
import { addFirstProductInStock, launchBrowser, openPage } from './browser.js';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('where and who in the browser', () => {
  it('a guest chooses pickup, picks a point, places the order, and the success page and the letter name the point’s address', async () => {
    const { page, problems } = await openPage(browser);
    await addFirstProductInStock(page);
    await page.getByRole('link', { name: 'Перейти в корзину' }).click();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();

    await page.getByRole('radio', { name: /Самовывоз из магазина/ }).check({ force: true });
    const point = page.getByRole('group', { name: 'Пункт самовывоза' }).getByRole('radio', { name: /Пункт выдачи у м\. «Белорусская»/ });
    await point.check({ force: true });
    const email = `pickup-${Date.now()}@example.ru`;
    await page.getByLabel('Имя').fill('Ирина');
    await page.getByLabel('Фамилия').fill('Ковалёва');
    await page.getByLabel('Телефон').fill('8 912 345 67 89');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await page.getByRole('heading', { name: 'Заказ оформлен' }).waitFor();
    await page.getByText('Москва, ул. Лесная, д. 5', { exact: false }).waitFor();
    const number = /№ (\d+)/.exec((await page.getByText(/Заказ №/).textContent())!)?.[1];
    const letter = (await letterWithSubject(`Заказ № ${number} принят`)).text;
    expect(letter).toContain('«Пункт выдачи у м. «Белорусская»», Москва, ул. Лесная, д. 5');
    expect(letter).toContain('— Витрина');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('/contacts shows the seller’s ОГРН from the shop settings', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/contacts`);
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.getByRole('article').getByText('ИНН 7701234567, ОГРН 1157746123456').waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: '+7 495 123-45-67' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(problems).toEqual([]);
    await page.close();
  });
});
