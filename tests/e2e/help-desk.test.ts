import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToBackOffice } from './browser.js';
import { letterTo } from './outbox.js';

/** A shopper's question to the help desk, answered by letter from the back office's «Сообщения» (issue 47). */
const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a question to the help desk', () => {
  it('is sent from «Служба поддержки», answered from «Сообщения», arrives by letter with the question, and the inbox names who answered and when', async () => {
    const email = `help-${Date.now()}@e2e.local`;
    const shopper = await openPage(browser);
    await shopper.page.goto(`${base}/help`);
    await shopper.page.getByLabel('Как к вам обращаться').fill('Алиса');
    await shopper.page.getByLabel('Электронная почта').fill(email);
    await shopper.page.getByLabel('Сообщение').fill('Можно ли обменять куртку на размер больше?');
    await shopper.page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
    await shopper.page.getByRole('button', { name: 'Отправить' }).click();
    await shopper.page.getByText('Сообщение получено, мы ответим вам как можно скорее').waitFor();

    const staff = await openPage(browser);
    await signInToBackOffice(staff.page);
    await staff.page.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link', { name: /Сообщения/ }).click();
    const table = staff.page.getByRole('table', { name: 'Сообщения' });
    const row = table.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Ответить: Алиса' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Ответ: Алиса' });
    await dialog.getByLabel('Ответ').fill('Да, обменяем в течение 14 дней.\n\nПривезите куртку с чеком в пункт выдачи.');
    await dialog.getByRole('button', { name: 'Отправить письмо' }).click();
    await staff.page.getByText(`Ответ отправлен на ${email}`).waitFor();

    await row.getByText('Да, обменяем в течение 14 дней.', { exact: false }).waitFor();
    await row.getByText('Обработано', { exact: true }).waitFor();
    expect(await row.getByText(/^Ответ .+, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).count()).toBe(1);
    await row.getByRole('button', { name: 'Вернуть в новые: Алиса' }).waitFor();

    const letter = await letterTo(email, /Да, обменяем в течение 14 дней\./);
    expect(letter).toContain('Здравствуйте, Алиса!');
    expect(letter).toContain('Привезите куртку с чеком в пункт выдачи.');
    expect(letter).toContain('Можно ли обменять куртку на размер больше?');
    expect([...shopper.problems, ...staff.problems]).toEqual([]);
  });
});
