import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, reactTookOver } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the storefront as the server renders it', () => {
  it('lets a shopper with JavaScript turned off go from the home page into a category and open a product', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    const category = page.locator('a[href^="/catalog/"]').first();
    const categoryName = (await category.textContent())!.trim();
    await category.click();
    await page.waitForURL(/\/catalog\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(categoryName);
    const product = page.getByRole('list', { name: 'Товары' }).getByRole('listitem').first().locator('a[href^="/product/"]').first();
    await product.click();
    await page.waitForURL(/\/product\/[^/]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByText('₽').first().isVisible()).toBe(true);
    expect(await page.title()).toMatch(/ — Витрина$/);
    await context.close();
  });

  it('keeps a category page’s filters on screen from the first paint through hydration, and applies them keeping the sort', async () => {
    const { page, problems } = await openPage(browser);
    // Watches every change of the page from its first byte: the filters' boxes must never vanish once shown.
    await page.addInitScript(`
      const seen = (window.filtersSeen = { shown: false, vanished: false });
      new MutationObserver(() => {
        const boxes = document.querySelectorAll('aside input[type="checkbox"]').length;
        if (boxes > 0) seen.shown = true;
        else if (seen.shown) seen.vanished = true;
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${inject('baseUrl')}/`);
    const category = (await page.locator('a[href^="/catalog/"]').first().getAttribute('href'))!;
    await page.goto(`${inject('baseUrl')}${category}`, { waitUntil: 'networkidle' });
    await page.locator('aside input[type="checkbox"]').first().waitFor();
    expect(await page.evaluate('window.filtersSeen')).toEqual({ shown: true, vanished: false });

    await page.locator('select').first().selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    const box = page.locator('aside input[type="checkbox"]').first();
    // Ticked, the filter applies at once and joins the address, which keeps the sort chosen before it.
    await box.check();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && [...url.searchParams.keys()].length === 2);
    await page.waitForLoadState('networkidle');
    expect(await box.isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates a product page without a console error and without asking the API again', async () => {
    const { page, problems } = await openPage(browser);
    const products = (await (await fetch(`${inject('baseUrl')}/api/products?limit=1`)).json()) as { rows: { url: string; name: string }[] };
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
    });
    await page.goto(`${inject('baseUrl')}/product/${products.rows[0].url}`, { waitUntil: 'networkidle' });
    // Interactive once hydrated.
    await page.getByRole('button', { name: 'В корзину' }).or(page.getByRole('button', { name: 'Выберите размер' })).waitFor();
    // The reviews are not part of the server's page: they load when the shopper is near them.
    const repeated = graphql.filter((request) => !request.includes('"operationName":"ProductReviews"'));
    expect(repeated, 'requests repeated on load').toEqual([]);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads a product page’s picture before the shop’s code, then comes alive', async () => {
    const { page, problems } = await openPage(browser);
    // Pictures slower than scripts, as on a phone's link where the shop's code would otherwise go first.
    await page.route('**/api/images/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
    });
    const events: string[] = [];
    page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`got ${new URL(request.url()).pathname}`));
    await page.goto(`${inject('baseUrl')}/product/${await firstProductUrl()}`, { waitUntil: 'networkidle' });
    await reactTookOver(page);
    const picture = new URL(await page.locator('img[fetchpriority="high"]').first().evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc)).pathname;
    const pictureLoaded = events.indexOf(`got ${picture}`);
    const shopAsked = events.findIndex((event) => /^asked \/assets\/(react|shop)-/.test(event));
    expect(pictureLoaded, events.join('\n')).toBeGreaterThan(-1);
    expect(shopAsked, events.join('\n')).toBeGreaterThan(pictureLoaded);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('starts the shop’s code at the first key press when the pictures are slow', async () => {
    const { page, problems } = await openPage(browser);
    let releasePictures = () => {};
    const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve));
    await page.route('**/api/images/**', async (route) => {
      await picturesHeld;
      await route.continue().catch(() => undefined);
    });
    const shopAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(react|shop)-/.test(request.url())) shopAsked.push(request.url());
    });
    await page.goto(`${inject('baseUrl')}/product/${await firstProductUrl()}`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    expect(shopAsked, 'nothing of the shop’s code while the picture loads').toEqual([]);
    await page.keyboard.press('Tab');
    // Alive with the picture still on its way.
    await reactTookOver(page);
    expect(shopAsked.length).toBeGreaterThan(0);
    releasePictures();
    expect(problems).toEqual([]);
    await page.close();
  });
});

async function firstProductUrl(): Promise<string> {
  const products = (await (await fetch(`${inject('baseUrl')}/api/products?limit=1`)).json()) as { rows: { url: string }[] };
  return products.rows[0].url;
}
