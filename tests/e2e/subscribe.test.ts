import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.js';
import { letterTo } from './outbox.js';
import { api, adminToken } from './api.js';

/**
 * The newsletter's double opt-in and its way out (CONTRACT §18), as a shopper lives them: the
 * footer's form, the letter «Подтвердите подписку» opened in a browser with JavaScript turned off,
 * then the «Отписаться» link of a later letter.
 */
const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const statusOf = async (email: string) => {
  const token = await adminToken();
  return (await api<{ rows: { status: string }[] }>(`/subscribes?email=${encodeURIComponent(email)}`, { token })).rows.map((row) => row.status);
};
/** A link of the letter, on the shop the test runs. */
const onShop = (link: string) => link.replace(/^http:\/\/[^/]+/, base);

describe('a shopper and the newsletter', () => {
  it('subscribes in the footer, confirms from the letter with JavaScript off, and leaves by the link of a later letter', async () => {
    const { page, problems } = await openPage(browser);
    const email = `double-opt-in-${Date.now()}@example.ru`;
    await page.goto(`${base}/contacts`);
    const form = page.getByRole('contentinfo').getByRole('region', { name: 'Рассылка' });
    await form.getByLabel('Почта для рассылки').fill(email);
    // the form's fields come alive once the page has hydrated
    await expect.poll(() => form.getByRole('checkbox').isEnabled()).toBe(true);
    await form.getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await form.getByText(`Почти готово: письмо отправлено на ${email}`).waitFor();
    expect(await statusOf(email)).toEqual(['pending']);

    // the letter «Подтвердите подписку», opened where scripts do not run
    const confirmation = await letterTo(email, /\/subscribe\/[\w-]{20,}/);
    const link = /(http:\/\/[^\s"<]+\/subscribe\/[\w-]+)/.exec(confirmation)![1];
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
    const plain = await noScript.newPage();
    const opened = await plain.goto(onShop(link));
    expect(opened!.headers()['x-robots-tag']).toBe('noindex');
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await plain.getByRole('heading', { level: 1, name: 'Подтвердите подписку на новости магазина' }).waitFor();
    // opening the link confirmed nothing
    expect(await statusOf(email)).toEqual(['pending']);
    await plain.getByRole('button', { name: 'Подтвердить' }).click();
    await plain.getByRole('heading', { level: 1, name: 'Подписка подтверждена' }).waitFor();
    expect(await statusOf(email)).toEqual(['confirmed']);
    await noScript.close();

    // the welcome letter, the first to carry the unsubscribe link and headers
    const welcome = await letterTo(email, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const unsubscribe = /(http:\/\/[^\s"<]+\/unsubscribe\/[\w-]+)/.exec(welcome)![1];
    const leaving = await page.goto(onShop(unsubscribe));
    expect(leaving!.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: 'Отписаться от рассылки?' }).waitFor();
    expect(await statusOf(email)).toEqual(['confirmed']);
    await page.getByRole('button', { name: 'Отписаться' }).click();
    await page.getByRole('heading', { level: 1, name: 'Вы отписались от нашей рассылки' }).waitFor();
    expect(await statusOf(email)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
