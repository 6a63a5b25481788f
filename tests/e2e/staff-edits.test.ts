import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { actsOnceAlive, launchBrowser, openPage, signInToBackOffice } from './browser.js';
import { adminToken, api } from './api.js';

const base = inject('baseUrl');

interface Variant {
  id: number;
  sku: string;
  price: number;
  stock: number;
  version: number;
}
interface Product {
  id: number;
  name: string;
  version: number;
  productVariants: Variant[];
}

/** What the test reads of an input in the page (the tests are type-checked without the DOM's types). */
interface TextField {
  value: string;
  selectionStart: number;
  selectionEnd: number;
  ownerDocument: { activeElement: unknown };
}

let browser: Browser;
let token: string;
/** Two demo products, far down the first page of the catalogue, each edited by one scenario only. */
let inline: Product;
let twoTabs: Product;

const productNow = (id: number) => api<Product>(`/products/${id}`, { token });
const formatPrice = (amount: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(amount);
/** An amount as the back office writes it in a field: 8190 → «8 190», with plain spaces. */
const amountText = (amount: number) => {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount).replace(/\s/g, ' ');
};
/** A price to type that differs from the variant's own, by less than the price safety net asks about (three times either way). */
const otherPrice = (price: number) => price + 1000;

beforeAll(async () => {
  token = await adminToken();
  const catalogue = await api<{ rows: Product[] }>('/products?limit=20');
  const candidates = catalogue.rows.filter((one) => one.productVariants.length > 0).reverse();
  // The inline editor's scenario wants a product of two variants or more, so that Tab could go astray.
  const picked = candidates.find((one) => one.productVariants.length > 1) ?? candidates[0];
  inline = await productNow(picked.id);
  twoTabs = await productNow(candidates.find((one) => one.id !== inline.id)!.id);
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a manager’s edits are never lost, nor anybody else’s (CONTRACT §17)', () => {
  it('saves both the stock and the price typed one after the other in «Остатки и цены», the price typed while the stock is being saved', async () => {
    const { page, problems } = await openPage(browser);
    await signInToBackOffice(page);
    const variant = inline.productVariants[0];
    const stock = variant.stock + 7;
    const price = otherPrice(variant.price);

    // The stock's save is held on its way until the price has been typed and Enter pressed, as on a
    // slow line: the price is typed while the stock's save is on its way.
    const sent: Record<string, number>[] = [];
    let letStockThrough!: () => void;
    const priceTyped = new Promise<void>((resolve) => (letStockThrough = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: { input: Record<string, number> } } | null;
      if (body?.operationName === 'AdminUpdateProductVariant') {
        sent.push(body.variables!.input);
        if (sent.length === 1) await priceTyped;
      }
      await route.continue();
    });
    // What the page asks of GraphQL: how many requests are on their way, how many saves came back,
    // and how many requests it sent after the second save came back (the list it reloads then).
    const graphql = { open: 0, savesAnswered: 0, sentAfterSaves: 0 };
    const isGraphql = (request: Request) => new URL(request.url()).pathname === '/graphql';
    const isSave = (request: Request) => (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'AdminUpdateProductVariant';
    page.on('request', (request) => {
      if (!isGraphql(request)) return;
      graphql.open += 1;
      if (graphql.savesAnswered === 2) graphql.sentAfterSaves += 1;
    });
    const ended = (request: Request) => {
      if (!isGraphql(request)) return;
      graphql.open -= 1;
      if (isSave(request)) graphql.savesAnswered += 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(`${base}/admin/products`);
    await page.getByLabel('Название или артикул').fill(variant.sku);
    await page.getByLabel('Название или артикул').press('Enter');
    await page.waitForURL(/q=/);
    await page.getByRole('button', { name: `Остатки и цены «${inline.name}»` }).click();
    const dialog = page.getByRole('dialog', { name: `Остатки и цены «${inline.name}»` });
    const stockField = dialog.getByLabel(`Остаток, шт., ${variant.sku}`, { exact: true });
    const priceField = dialog.getByLabel(`Цена, ₽, ${variant.sku}`, { exact: true });
    await stockField.waitFor();
    expect(await stockField.inputValue()).toBe(amountText(variant.stock));

    await stockField.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(stock), { delay: 30 });
    await page.keyboard.press('Tab');
    // Tab goes from a variant's stock to its own price: the stock's save has started on leaving it.
    // Chromium selects a field's text when Tab lands in it, so typing replaces the old price.
    const landing = await priceField.evaluate((element) => {
      const field = element as unknown as TextField;
      return { focused: field === field.ownerDocument.activeElement, selected: field.value.slice(field.selectionStart, field.selectionEnd) };
    });
    expect(landing).toEqual({ focused: true, selected: amountText(variant.price) });
    await page.keyboard.type(String(price), { delay: 30 });
    await page.keyboard.press('Enter');
    expect(sent).toEqual([{ stock, version: variant.version }]);
    letStockThrough();

    await page.getByText(`Вариант ${variant.sku} сохранён`).first().waitFor();
    await expect
      .poll(async () => (await productNow(inline.id)).productVariants.find((one) => one.id === variant.id), { timeout: 10_000 })
      .toMatchObject({ stock, price });
    // Once both saves came back and the list they reload came back too, nothing is on its way: nothing
    // came back over what was typed, and nothing is waiting to be saved or refused.
    await expect.poll(() => ({ open: graphql.open, savesAnswered: graphql.savesAnswered, reloadedAfterSaves: graphql.sentAfterSaves > 0 }), { timeout: 10_000 }).toEqual({ open: 0, savesAnswered: 2, reloadedAfterSaves: true });
    expect(await stockField.inputValue()).toBe(String(stock));
    expect(await priceField.inputValue()).toBe(String(price));
    expect(await dialog.getByText('Запись изменили').count()).toBe(0);
    const saved = (await productNow(inline.id)).productVariants.find((one) => one.id === variant.id)!;
    expect({ stock: saved.stock, price: saved.price }).toEqual({ stock, price });
    expect(saved.version).toBeGreaterThan(variant.version);
    // Each save sent only its own field; the price's waited for the stock's and went on the version it answered.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ price, version: expect.any(Number) });
    expect(sent[1].version).toBeGreaterThan(variant.version);
    for (const other of inline.productVariants.slice(1)) {
      const now = (await productNow(inline.id)).productVariants.find((one) => one.id === other.id)!;
      expect({ stock: now.stock, price: now.price }).toEqual({ stock: other.stock, price: other.price });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses the second tab’s save of an older version, shows what the product holds now, takes it on request and then saves the price over it', async () => {
    const context: BrowserContext = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    const watch = (page: Page) => {
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
    };
    const first = actsOnceAlive(await context.newPage());
    watch(first);
    await signInToBackOffice(first);
    const second = actsOnceAlive(await context.newPage());
    watch(second);
    const variant = twoTabs.productVariants[0];
    const renamed = `${twoTabs.name} (правка из первой вкладки)`;
    const price = otherPrice(variant.price);
    const url = `${base}/admin/products/${twoTabs.id}`;
    const nameOf = (page: Page) => page.getByLabel('Название');
    const priceOf = (page: Page) => page.getByLabel('Цена, ₽, вариант 1', { exact: true });
    const stay = (page: Page) => page.getByRole('button', { name: 'Сохранить и остаться' });
    for (const page of [first, second]) {
      await page.goto(url);
      await nameOf(page).waitFor();
      expect(await nameOf(page).inputValue()).toBe(twoTabs.name);
      expect(await priceOf(page).inputValue()).toBe(amountText(variant.price));
    }

    await nameOf(first).fill(renamed);
    await stay(first).click();
    await first.getByText('Товар обновлён').waitFor();
    const afterFirst = await productNow(twoTabs.id);
    expect(afterFirst.name).toBe(renamed);
    expect(afterFirst.version).toBeGreaterThan(twoTabs.version);

    await priceOf(second).fill(String(price));
    await stay(second).click();
    const notice = second.getByRole('alert').filter({ hasText: 'Запись изменили, пока вы её редактировали. Ничего не сохранено.' });
    await notice.waitFor();
    const lines = await notice.getByRole('list', { name: 'Сейчас в записи' }).getByRole('listitem').allTextContents();
    expect(lines).toContain(`Название: ${renamed}`);
    expect(lines).toContain(`${variant.sku}: цена ${formatPrice(variant.price)}, остаток ${variant.stock} шт.`);
    const refused = await productNow(twoTabs.id);
    expect(refused.name).toBe(renamed);
    expect(refused.productVariants.find((one) => one.id === variant.id)!.price).toBe(variant.price);
    expect(await second.getByText('Товар обновлён').count()).toBe(0);

    await notice.getByRole('button', { name: 'Взять текущие значения' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await nameOf(second).inputValue()).toBe(renamed);
    expect(await priceOf(second).inputValue()).toBe(amountText(variant.price));

    await priceOf(second).fill(String(price));
    await stay(second).click();
    await second.getByText('Товар обновлён').waitFor();
    const saved = await productNow(twoTabs.id);
    expect(saved.name).toBe(renamed);
    const savedVariant = saved.productVariants.find((one) => one.id === variant.id)!;
    expect(savedVariant.price).toBe(price);
    // The price is the variant's: its version rises, the product's own fields (and version) stay.
    expect(savedVariant.version).toBeGreaterThan(variant.version);
    // The refusal's toast may still be fading; the notice over the form is gone for good.
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
