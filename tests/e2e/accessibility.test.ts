import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { actsOnceAlive, chooseSizeIfAsked, launchBrowser, PHONE } from './browser.js';

const base = inject('baseUrl');
const admin = inject('admin');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it stands, one line
 * each («color-contrast: … at .price»). axe is put into the page by the test (the page's own
 * Content-Security-Policy is bypassed for this only).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page, null, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(described);
}

const described = (violation: Violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** What axe finds under `within` (a CSS selector; null: the whole page) for the rules of `tags`. */
async function violations(page: Page, within: string | null, tags: string[]): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(selector ? { include: [[selector]] } : (globalThis as unknown as { document: unknown }).document, { runOnly: { type: 'tag', values: tags } });
      return result.violations;
    },
    { selector: within, tags },
  );
}

/** Every rule, best practices too, of any impact: for what a test has just opened. */
const everyRule = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A page whose scripts have run: axe checks what a shopper sees, not the half-hydrated markup. */
async function open(viewport: { width: number; height: number }, path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = actsOnceAlive(await browser.newPage({ locale: 'ru-RU', viewport, bypassCSP: true }));
  await page.goto(`${base}${path}`);
  await ready(page);
  return page;
}

const screens = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  { name: 'catalogue', path: '/catalog', ready: (page: Page) => page.getByRole('list', { name: 'Товары' }).waitFor() },
];

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const viewport of [{ label: 'desktop', size: { width: 1366, height: 900 } }, { label: 'phone', size: PHONE }]) {
    for (const screen of screens) {
      it(`finds no serious or critical violation on the ${screen.name} page (${viewport.label})`, async () => {
        const page = await open(viewport.size, screen.path, screen.ready);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    }

    it(`finds no serious or critical violation on a product page, the basket and the checkout (${viewport.label})`, async () => {
      const page = await open(viewport.size, '/catalog', (p) => p.getByRole('list', { name: 'Товары' }).waitFor());
      const card = page.getByRole('list', { name: 'Товары' }).getByRole('listitem').filter({ hasNotText: 'Нет в наличии' }).first();
      await card.getByRole('link').first().click();
      await chooseSizeIfAsked(page);
      expect(await seriousViolations(page), 'товар').toEqual([]);

      await page.getByRole('button', { name: 'В корзину' }).first().click();
      // Leaving at once could cut the adding request short: the page says when the basket has it.
      await page.getByRole('link', { name: 'Перейти в корзину' }).first().waitFor();
      await page.goto(`${base}/cart`);
      await page.getByRole('link', { name: 'Оформить заказ' }).waitFor();
      expect(await seriousViolations(page), 'корзина').toEqual([]);

      await page.goto(`${base}/checkout`);
      await page.getByRole('button', { name: 'Оформить заказ' }).waitFor();
      expect(await seriousViolations(page), 'оформление').toEqual([]);
      await page.close();
    });
  }

  it('finds nothing at all in the search suggestions, the desktop category menu and the phone menu once open', async () => {
    const desktop = await open({ width: 1366, height: 900 }, '/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    const box = desktop.getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.click();
    await box.fill('плат');
    await desktop.getByRole('listbox', { name: 'Подсказки поиска' }).getByRole('option').first().waitFor();
    expect((await violations(desktop, '[role=search]', everyRule)).map(described), 'подсказки').toEqual([]);
    await desktop.keyboard.press('Escape');
    await desktop.getByRole('button', { name: 'Каталог', exact: true }).click();
    await desktop.getByRole('region', { name: 'Категории каталога' }).getByRole('link').nth(1).waitFor();
    expect((await violations(desktop, 'header', everyRule)).map(described), 'каталог').toEqual([]);
    await desktop.close();

    const phone = await open(PHONE, '/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    await phone.getByRole('button', { name: 'Меню' }).click();
    const menu = phone.getByRole('dialog', { name: 'Меню' });
    await menu.getByRole('group', { name: 'Категории' }).getByRole('link').nth(1).waitFor();
    // The menu is judged alone, and the page's landmarks with it: the footer holds the same names.
    expect((await violations(phone, '[role=dialog]', everyRule)).map(described), 'меню').toEqual([]);
    const landmarks = (await violations(phone, null, everyRule)).filter((violation) => violation.id.startsWith('landmark'));
    expect(landmarks.map(described), 'ориентиры страницы с открытым меню').toEqual([]);
    await phone.close();
  });

  it('finds no serious or critical violation in the back office: the dashboard, the products list, a product form and the audit log', async () => {
    const page = await open({ width: 1366, height: 900 }, '/admin/login', (p) => p.getByRole('button', { name: 'Войти' }).waitFor());
    await page.getByLabel('Электронная почта').fill(admin.email);
    await page.getByLabel('Пароль').fill(admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Сводка' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await seriousViolations(page), 'сводка').toEqual([]);

    await page.goto(`${base}/admin/products`);
    await page.getByRole('table', { name: 'Товары' }).waitFor();
    expect(await seriousViolations(page), 'товары').toEqual([]);

    await page.getByRole('table', { name: 'Товары' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Сохранить и остаться' }).waitFor();
    expect(await seriousViolations(page), 'товар').toEqual([]);

    await page.goto(`${base}/admin/audit`);
    await page.getByRole('heading', { name: 'Журнал изменений' }).waitFor();
    expect(await seriousViolations(page), 'журнал').toEqual([]);
    await page.close();
  });
});
