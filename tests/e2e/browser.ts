import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A new page (a desktop window, unless a phone's `viewport` is given) that records every console error and Content-Security-Policy violation it sees. */
export const PHONE = { width: 390, height: 844 };

export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const page = actsOnceAlive(await browser.newPage({ locale: 'ru-RU', viewport, hasTouch: viewport.width < 600 }));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** React has taken the page over (it marks the root it renders into), or the page has no root to take. */
export function reactTookOver(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    // Runs in the page: the test's own types know no DOM.
    const root = (globalThis as unknown as { document: { getElementById(id: string): object | null } }).document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * A page whose `goto` returns once the page has come alive, as a shopper waits for it to respond.
 * The shop's code starts after the first screen is drawn (client/src/boot.ts), so after the page's
 * `load`, where `goto` used to return: a tap before it would be lost. A `goto` that asks for less
 * than `load` (`domcontentloaded`, `commit`) returns as it did.
 */
export function actsOnceAlive(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await reactTookOver(page);
    return response;
  };
  return page;
}

/** Signs in at /admin/login as the shop's admin and waits for the dashboard. */
export async function signInToBackOffice(page: Page): Promise<void> {
  const admin = inject('admin');
  await page.goto(`${inject('baseUrl')}/admin/login`);
  await page.getByLabel('Электронная почта').fill(admin.email);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** The window's scroll place once it has stopped moving (the same for ten animation frames in a row). */
export function settledScroll(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Runs in the page: the test's own types know no DOM.
        const view = globalThis as unknown as { scrollY: number; requestAnimationFrame(step: () => void): void };
        let last = -1;
        let still = 0;
        const look = () => {
          still = view.scrollY === last ? still + 1 : 0;
          last = view.scrollY;
          if (still >= 10) resolve(last);
          else view.requestAnimationFrame(look);
        };
        view.requestAnimationFrame(look);
      }),
  );
}

/**
 * On a product page: a product sold in several sizes asks for one (CONTRACT §19) — the first size in
 * stock is chosen; then «В корзину» is waited for.
 */
export async function chooseSizeIfAsked(page: Page): Promise<void> {
  const buy = page.getByRole('button', { name: 'В корзину' }).first();
  const ask = page.getByRole('button', { name: 'Выберите размер' }).first();
  await buy.or(ask).waitFor();
  if (await ask.isVisible()) {
    // A size out of stock or only in another colour says so in its name, in brackets.
    await page.getByRole('group', { name: 'Размер' }).getByRole('button', { name: /^[^(]+$/ }).first().click();
    await buy.waitFor();
  }
}

/** From the catalogue, opens the first product in stock and puts its first available variant in the basket. */
export async function addFirstProductInStock(page: Page): Promise<string> {
  await page.goto(inject('baseUrl'));
  // «Каталог» opens the category tree, which starts with the whole catalogue.
  await page.getByRole('button', { name: 'Каталог', exact: true }).click();
  await page.getByRole('region', { name: 'Категории каталога' }).getByRole('link', { name: 'Весь каталог' }).click();
  const card = page.getByRole('list', { name: 'Товары' }).getByRole('listitem').filter({ hasNotText: 'Нет в наличии' }).first();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await chooseSizeIfAsked(page);
  await page.getByRole('button', { name: 'В корзину' }).click();
  await page.getByRole('link', { name: 'Перейти в корзину' }).waitFor();
  await page.getByRole('link', { name: 'Корзина, 1 товар' }).waitFor();
  return name;
}
