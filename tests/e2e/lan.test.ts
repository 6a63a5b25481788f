import { networkInterfaces } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';

/** The machine's first IPv4 address that is not loopback, as another computer of the LAN would use it. */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!address) throw new Error('У этой машины нет IPv4-адреса, кроме loopback: открыть магазин по адресу в локальной сети нечем.');
  return address.address;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the shop opened by its LAN address over plain http', () => {
  it('renders the storefront and a catalogue of product cards, with every script loaded and no console errors', async () => {
    const base = `http://${lanAddress()}:${new URL(inject('baseUrl')).port}`;
    const { page, problems } = await openPage(browser);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
    });

    const response = await page.goto(`${base}/`);
    expect(response?.status()).toBe(200);
    const header = page.locator('header');
    await header.getByRole('combobox', { name: 'Поиск по каталогу' }).waitFor();
    await header.getByRole('button', { name: 'Каталог', exact: true }).click();
    await header.getByRole('region', { name: 'Категории каталога' }).getByRole('link', { name: 'Весь каталог' }).click();
    await page.getByRole('list', { name: 'Товары' }).getByRole('listitem').first().getByRole('link').first().waitFor();

    expect(page.url()).toBe(`${base}/catalog`);
    expect(await page.locator('script[src]').count()).toBeGreaterThan(0);
    expect(failed, 'requests that failed or were refused').toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
