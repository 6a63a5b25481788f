import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';

const base = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cspViolations = (problems: string[]) => problems.filter((p) => /Content Security Policy|Refused to/i.test(p));

describe('the storefront', () => {
  it('shows the home page with both footer link groups, and each info page opens', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(base);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Гарантии' }).waitFor();
    expect(await footer.getByText('О нас', { exact: true }).count()).toBe(1);
    expect(await footer.getByText('Сервис', { exact: true }).count()).toBe(1);
    await footer.getByRole('link', { name: 'Возврат товара' }).click();
    await page.waitForURL(`${base}/return-policy`);
    await page.getByRole('heading', { level: 1, name: /Возврат/ }).waitFor();
    await page.goto(`${base}/dilevery`);
    await page.getByRole('heading', { level: 1, name: 'Информация о доставке' }).waitFor();
    expect(cspViolations(problems)).toEqual([]);
    await page.close();
  });
});

describe('the back office', () => {
  it('sends a stranger to the sign-in page, and an admin signs in and sees the demo categories', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Электронная почта').fill(admin.email);
    await page.getByLabel('Пароль').fill(admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Вы успешно авторизованы!').waitFor();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByRole('heading', { name: 'Сводка' }).waitFor();
    await page.goto(`${base}/admin/categories`);
    await page.getByRole('cell', { name: 'Женщинам' }).first().waitFor();
    expect(await page.evaluate('[localStorage.getItem("accessToken") !== null, localStorage.getItem("refreshToken") !== null]')).toEqual([true, true]);
    expect(cspViolations(problems)).toEqual([]);

    await page.goto(`${base}/admin/colors/create-color`);
    await page.getByLabel('Название').fill('Лавандовый');
    await page.getByLabel('Код цвета').fill('#b57edc');
    await page.getByLabel('Код цвета').press('Enter');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Цвет создан').waitFor();
    const created = await fetch(`${base}/api/colors?name=${encodeURIComponent('Лавандовый')}`).then((r) => r.json() as Promise<{ rows: unknown[] }>);
    expect(created.rows).toEqual([expect.objectContaining({ name: 'Лавандовый', code: '#b57edc' })]);

    await page.goto(`${base}/admin/categories`);
    const row = page.getByRole('row').filter({ hasText: 'Женщинам' }).first();
    await row.getByRole('button', { name: /Удалить/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Удалить невозможно, В файле есть дополнительные данные').waitFor();
    expect(cspViolations(problems)).toEqual([]);
    await page.close();
  });
});

describe('the developer pages', () => {
  it('serve GraphiQL from the app bundle and the REST docs, within the security policy', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/graphql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 20_000 });
    await page.goto(`${base}/api/docs/`);
    await page.locator('.swagger-ui .info').waitFor({ timeout: 20_000 });
    expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('Витрина');
    expect(cspViolations(problems)).toEqual([]);
    await page.close();
  });
});
