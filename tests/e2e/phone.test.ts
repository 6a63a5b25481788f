import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE, settledScroll, signInToBackOffice } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the storefront on a 390 px phone', () => {
  it('keeps a compact header with the basket on screen, opens a product from mid-list at its top, adds it from the sticky bar and returns to the list’s place', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const base = inject('baseUrl');
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThan(130);

    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Каталог', exact: true }).click();
    await page.waitForURL(`${base}/catalog`);
    const cards = page.getByRole('list', { name: 'Товары' }).getByRole('listitem');
    await cards.nth(10).waitFor();
    const card = cards.nth(10);
    await card.scrollIntoViewIfNeeded();
    const listPlace = Number(await page.evaluate('window.scrollY'));
    expect(listPlace).toBeGreaterThan(1000);
    // Scrolled down, the header and the basket stay on screen.
    expect((await header.boundingBox())!.y, 'the header stays at the top').toBe(0);
    expect(await page.getByRole('link', { name: /^Корзина/ }).isVisible()).toBe(true);

    await card.locator('a[href^="/product/"]').last().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(Number(await page.evaluate('window.scrollY')), 'the product opens at its top').toBe(0);

    // The page's own «В корзину» is below the fold on a phone: the bar offers it at the bottom of the
    // screen — first «Выберите размер», which takes the shopper to the sizes, since none is chosen for them.
    const bar = page.getByRole('region', { name: 'Купить' });
    await bar.waitFor();
    const ask = bar.getByRole('button', { name: 'Выберите размер' });
    if (await ask.isVisible()) {
      await ask.click();
      const sizes = page.getByRole('group', { name: 'Размер' });
      await expect.poll(() => sizes.evaluate((group) => group.contains(group.ownerDocument.activeElement))).toBe(true);
      await sizes.getByRole('button', { name: /^[^(]+$/ }).first().click();
      await page.evaluate('window.scrollTo(0, 0)');
    }
    await bar.getByRole('button', { name: 'В корзину' }).click();
    await page.getByRole('link', { name: /^Корзина, 1 товар/ }).waitFor();
    // The notice leaves the header's basket and the buy bar uncovered.
    const notice = page.getByRole('status').filter({ hasText: 'Товар добавлен в корзину' }).last();
    await notice.waitFor();
    const basketIcon = (await page.getByRole('link', { name: /^Корзина/ }).boundingBox())!;
    const barTop = (await bar.boundingBox())!.y;
    // the toaster's styles arrive with its lazily loaded part; measure once it has settled
    await expect.poll(async () => {
      const box = (await notice.boundingBox())!;
      return box.y > basketIcon.y + basketIcon.height && box.y + box.height <= barTop;
    }).toBe(true);
    await page.getByRole('button', { name: 'В корзину' }).first().scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'detached' });

    await page.goBack();
    await page.waitForURL(`${base}/catalog`);
    await page.waitForFunction((place) => Math.abs((globalThis as unknown as { scrollY: number }).scrollY - place) < 50, listPlace);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('returns with Back to the place on the catalogue’s second page it left for a product', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const base = inject('baseUrl');
    await page.goto(`${base}/catalog`, { waitUntil: 'networkidle' });
    const cards = page.getByRole('list', { name: 'Товары' }).getByRole('listitem');
    const firstLink = () => cards.first().locator('a[href^="/product/"]').last().getAttribute('href');
    const pageOneFirst = await firstLink();
    await page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 2' }).click();
    await page.waitForURL(`${base}/catalog?page=2`);
    // Page 2's own cards, not page 1's still on screen while page 2 loads.
    await expect.poll(firstLink).not.toBe(pageOneFirst);
    const card = cards.nth(14);
    await card.waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.mouse.wheel(0, 120);
    const listPlace = await settledScroll(page);
    expect(listPlace).toBeGreaterThan(2000);
    const name = await card.locator('a[href^="/product/"]').last().textContent();

    await card.locator('a[href^="/product/"]').last().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(`${base}/catalog?page=2`);
    await page.waitForFunction((place) => Math.abs((globalThis as unknown as { scrollY: number }).scrollY - place) < 50, listPlace);
    expect(await page.getByRole('link', { name: name! }).last().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** A promotion made through the API as the shop's admin: its code takes 10 % off everything. */
async function createPromotion(name: string, code: string): Promise<void> {
  const base = inject('baseUrl');
  const json = { 'content-type': 'application/json' };
  const signedIn = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify(inject('admin')) });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const created = await fetch(`${base}/api/promotions`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name, code, kind: 'percent', value: 10 }),
  });
  expect(created.status).toBe(201);
}

describe('an order taken on the phone in the back office', () => {
  it('takes a promo code: a wrong one is refused under the field, the right one shows its discount in the basket and stays on the order', async () => {
    await createPromotion('Звонок −10 %', 'PHONE10');
    const { page, problems } = await openPage(browser);
    await signInToBackOffice(page);
    await page.goto(`${inject('baseUrl')}/admin/checkouts/create-checkout`);

    await page.getByLabel('Телефон, почта или имя покупателя').fill('+7 903 555-66-77');
    await page.getByLabel('Телефон, почта или имя покупателя').press('Enter');
    await page.getByText(/Покупатель не найден/).waitFor();
    await page.getByRole('button', { name: 'Новый покупатель' }).click();
    await page.getByRole('textbox', { name: /^Имя/ }).fill('Пётр');
    await page.getByRole('textbox', { name: /^Фамилия/ }).fill('Звонарёв');
    await page.getByLabel('Способ доставки').selectOption({ index: 1 });
    await page.getByLabel('Способ оплаты').selectOption({ index: 1 });
    await page.getByLabel('Индекс').fill('101000');
    await page.getByRole('textbox', { name: /^Город/ }).fill('Москва');
    await page.getByLabel('Улица, дом, квартира').fill('ул. Ленина, 1');
    await page.getByLabel('Поиск товара').fill('платье');
    await page.getByLabel('Поиск товара').press('Enter');
    await page.locator('button:not([disabled])', { hasText: 'Добавить' }).first().click();
    await page.getByRole('table', { name: 'Корзина заказа' }).waitFor();

    const code = page.getByLabel('Промокод', { exact: true });
    await code.fill('НЕТ-ТАКОГО');
    await code.press('Enter');
    await page.getByRole('form', { name: 'Промокод на скидку' }).getByText('Промокод не найден').waitFor();
    await code.fill('phone10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Промокод PHONE10 применён').waitFor();
    await page.getByText(/^Скидка: Звонок −10 %: −/).waitFor();
    await page.getByText(/^Скидка всего: −/).waitFor();

    await page.getByText('Покупатель согласен на обработку персональных данных').click();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/admin\/checkouts\/\d+$/);
    await page.getByText(/Промокод PHONE10/).first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
