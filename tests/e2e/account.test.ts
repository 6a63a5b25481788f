import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';
import { letterTo } from './outbox.js';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a new shopper in the browser', () => {
  it('signs up, confirms the address from the letter, and signs in with the mailed password', async () => {
    const { page, problems } = await openPage(browser);
    const email = `pokupatel-${Date.now()}@example.ru`;
    await page.goto(`${base}/register`);
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Имя').fill('Анна');
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Письмо с логином и паролем отправлено на вашу почту').waitFor({ timeout: 15_000 }).catch(async (error) => {
      await page.screenshot({ path: '/tmp/e2e-signup.png' });
      throw error;
    });

    const letter = await letterTo(email, /Subject: =\?UTF-8|Добро пожаловать/);
    const password = /Пароль: (\S+)/.exec(letter)?.[1];
    const confirm = /(http:\/\/[^\s"<]+\/confirm\/[\w.-]+)/.exec(letter)?.[1];
    expect(password).toBeTruthy();
    expect(confirm).toBeTruthy();

    await page.goto(confirm!.replace(/^http:\/\/[^/]+/, base));
    await page.getByText('Почта подтверждена').waitFor();

    await page.evaluate('localStorage.clear()');
    await page.goto(`${base}/login`);
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль').fill(password!);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Вы успешно авторизованы!').waitFor();

    // A signed-in shopper opening an account address directly stays there: the server cannot know
    // about the session, so the page waits for the browser instead of sending them to sign in.
    await page.goto(`${base}/profile/orders`);
    await page.getByRole('heading', { level: 1, name: 'Мои заказы' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/orders');
    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    await page.close();
  });
});
