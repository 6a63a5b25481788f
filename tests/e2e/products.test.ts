import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';

const base = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the back office products', () => {
  it('a manager creates a product with one variant and an uploaded picture, finds it in the list, and the storefront shows it', async () => {
    const { page, problems } = await openPage(browser);
    const product = { name: 'Сарафан льняной e2e', url: 'sarafan-lnyanoy-e2e', sku: 'SARAFAN-E2E-1' };
    const picture = await sharp({ create: { width: 96, height: 128, channels: 3, background: '#c04060' } })
      .png()
      .toBuffer();

    await page.goto(`${base}/admin/products`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Электронная почта').fill(admin.email);
    await page.getByLabel('Пароль').fill(admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`${base}/admin/products`);
    await page.getByRole('table', { name: 'Товары' }).waitFor();

    await page.getByRole('link', { name: 'Добавить товар' }).click();
    await page.waitForURL(`${base}/admin/products/create-product`);
    // The list (with its «Название или артикул» search) stays on screen until the form's code arrives.
    await page.getByRole('heading', { name: 'Новый товар' }).waitFor();
    await page.getByLabel('Название').fill(product.name);
    await page.getByLabel('Адрес (URL)').fill(product.url);
    await page.getByLabel('Описание').fill('Лёгкий летний сарафан из льна.');
    await page.getByLabel('Категория').locator('option', { hasText: 'Платья' }).waitFor({ state: 'attached' });
    await page.getByLabel('Категория').selectOption({ label: 'Платья' });

    await page.getByLabel('Фото товара: выбрать файлы').setInputFiles({ name: 'сарафан.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('img', { name: 'Фото товара: 1' }).waitFor();
    await page.getByText('Изображение загружено').waitFor();

    await page.getByLabel('Артикул, вариант 1').fill(product.sku);
    await page.getByLabel('Цена, ₽, вариант 1', { exact: true }).fill('2490');
    await page.getByLabel('Остаток, шт., вариант 1').fill('5');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Товар создан').waitFor();
    await page.waitForURL(`${base}/admin/products`);

    await page.getByLabel('Название или артикул').fill('сарафан льняной');
    await page.getByLabel('Название или артикул').press('Enter');
    const row = page.getByRole('table', { name: 'Товары' }).getByRole('row').filter({ hasText: product.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('В продаже');
    expect(await row.getByRole('img', { name: product.name }).getAttribute('src')).toMatch(/^\/api\/images\/.+-thumb\.webp$/);

    await page.goto(`${base}/product/${product.url}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const shown = page.getByRole('img', { name: product.name }).first();
    await shown.waitFor();
    const src = (await shown.getAttribute('src'))!;
    expect(src).toMatch(/-card\.webp$/);
    const served = await fetch(`${base}${src}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    expect(problems).toEqual([]);
    await page.close();
  });
});
