import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api } from './api.js';
import { launchBrowser, openPage, signInToBackOffice } from './browser.js';

/** Where the scenario leaves its screenshots, to look at when it fails. */
const shots = path.join(tmpdir(), 'vitrina-back-office-1280');

let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ page, problems } = await openPage(browser, { width: 1280, height: 900 }));
  await signInToBackOffice(page);
});

afterAll(() => browser?.close());

/**
 * The controls and column headers inside `selector` that a manager cannot reach on this screen:
 * cut off sideways by a box that scrolls or hides what overflows it, or covered at their centre by
 * another element (a pinned column, a bar). Each is named by its label or text.
 */
function unreachable(selector: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    // Runs in the page: the test's own types know no DOM.
    const doc = (globalThis as unknown as { document: any }).document;
    const view = globalThis as unknown as { getComputedStyle(element: unknown): any };
    const named = (element: any) => (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || element.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
    const found: string[] = [];
    for (const element of doc.querySelector(rootSelector).querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, th')) {
      const box = element.getBoundingClientRect();
      // Not shown, or drawn for screen readers only (a visually hidden checkbox input)
      if (box.width <= 1 || box.height <= 1 || view.getComputedStyle(element).visibility === 'hidden') continue;
      for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement) {
        if (!/auto|scroll|hidden|clip/.test(view.getComputedStyle(up).overflowX)) continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          found.push(`${named(element)}: обрезан`);
          break;
        }
      }
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const shown = element.getBoundingClientRect();
      const hit = doc.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2);
      const labels = [...(element.labels ?? [])];
      if (hit && !element.contains(hit) && !labels.some((label: any) => label.contains(hit))) found.push(`${named(element)}: закрыт «${named(hit)}»`);
    }
    return found;
  }, selector);
}

/** Opens a back-office address, waits for its heading and what it loads, and screenshots it. */
async function open(address: string, heading: string | RegExp, name: string) {
  await page.goto(`${inject('baseUrl')}${address}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('the back office at 1280 px', () => {
  it('hides no column and covers no control on the dashboard, the products, «Остатки и цены», the product form, the orders and the promotions', async () => {
    const token = await adminToken();
    const { rows } = await api<{ rows: { id: number; name: string }[] }>('/products?limit=1', { token });
    // A promotion with a long name, so the list has a row whose state badge could hide under the actions.
    await api('/promotions', { method: 'POST', token, body: { name: 'Распродажа зимней коллекции для всей семьи', code: `WIDE-1280-${Date.now()}`, kind: 'percent', value: 15 } });
    const screens: [string, string | RegExp, string][] = [
      ['/admin/dashboard', 'Сводка', 'dashboard'],
      ['/admin/products', 'Товары', 'products'],
      [`/admin/products/${rows[0].id}`, rows[0].name, 'product-form'],
      ['/admin/checkouts', 'Заказы', 'orders'],
      ['/admin/promotions', 'Акции', 'promotions'],
    ];
    const found: Record<string, string[]> = {};
    for (const [address, heading, name] of screens) {
      await open(address, heading, name);
      found[name] = await unreachable('main');
    }
    await open('/admin/products', 'Товары', 'products');
    await page.getByRole('button', { name: /^Остатки и цены «/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: path.join(shots, 'stock-and-prices.png') });
    found['stock-and-prices'] = await unreachable('[role=dialog]');

    expect(found).toEqual({ dashboard: [], products: [], 'product-form': [], orders: [], promotions: [], 'stock-and-prices': [] });
    expect(problems).toEqual([]);
  });
});
