import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api } from './api.js';
import { addFirstProductInStock, launchBrowser, openPage, signInToBackOffice } from './browser.js';
import { letterWithSubject } from './outbox.js';

const base = inject('baseUrl');
let browser: Browser;
let method: { id: number; version: number };

// The shop is connected to the fake СДЭК (tests/e2e/global-setup.ts); a manager turns its pickup method on for this scenario only.
beforeAll(async () => {
  browser = await launchBrowser();
  method = await api('/delivery-methods', { method: 'POST', token: await adminToken(), body: { name: 'СДЭК: пункт выдачи или постамат', kind: 'cdek_pickup', price: 0, minDays: 0, maxDays: 0, active: true } });
});
afterAll(async () => {
  await browser?.close();
  if (method) await api(`/delivery-methods/${method.id}`, { method: 'PUT', token: await adminToken(), body: { active: false } });
});

/** The fake СДЭК moves the parcel the shop registered under the order's number, and tells the shop by webhook. */
async function cdekMoves(number: string, code: string): Promise<void> {
  const response = await fetch(inject('cdekMove'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number, code }) });
  expect(await response.json()).toEqual({ webhooks: [200] });
}

describe('delivery through СДЭК in the browser', () => {
  it('a guest chooses a locker in another city and pays online; staff register the parcel at СДЭК and print its waybill; СДЭК carries it and the shopper gets both letters', async () => {
    const { page, problems } = await openPage(browser);
    const email = `cdek-${Date.now()}@example.ru`;
    await addFirstProductInStock(page);
    await page.goto(`${base}/checkout`);

    await page.getByRole('textbox', { name: /^Город доставки/ }).fill('Новосиб');
    await page.getByRole('button', { name: 'Новосибирск, Новосибирская обл., Россия' }).click();
    const cdek = page.getByRole('radio', { name: /СДЭК: пункт выдачи или постамат/ });
    await page.locator('label', { has: cdek }).getByText(/\d+ дн/).waitFor();
    await cdek.check({ force: true });
    await page.getByRole('button', { name: 'Выбрать пункт выдачи' }).click();
    await page.getByRole('textbox', { name: /^Найти пункт выдачи/ }).fill('Ленина');
    // Choosing a point closes the list, so the radio is clicked rather than checked (it is gone by then).
    await page.getByRole('radio', { name: /Постамат «Постамат на Ленина»/ }).click({ force: true });
    await page.getByRole('region', { name: 'Пункт выдачи СДЭК' }).getByText('Постамат «Постамат на Ленина», ул. Ленина, 12', { exact: false }).waitFor();
    await page.getByRole('radio', { name: /Онлайн: картой, через СБП или SberPay/ }).check({ force: true });
    await page.getByLabel('Имя').fill('Ирина');
    await page.getByLabel('Фамилия').fill('Ковалёва');
    await page.getByLabel('Телефон').fill('+7 912 345-67-89');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check({ force: true });
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    // ЮKassa's payment page (the fake's), then back to the order, which says where to collect it.
    await page.waitForURL(/\/confirm\//);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(new RegExp(`^${base}/order/\\d+\\?token=`));
    const number = /\/order\/(\d+)/.exec(page.url())![1];
    await page.getByText('Заказ оплачен').waitFor();
    await page.getByText('Где забрать: Постамат СДЭК: Новосибирск, ул. Ленина, 12').waitFor();
    const accepted = await letterWithSubject(`Заказ № ${number} принят`);
    expect(accepted.text).toContain('постамат СДЭК — Новосибирск, ул. Ленина, 12');

    await signInToBackOffice(page);
    await page.goto(`${base}/admin/checkouts/${number}`);
    await page.getByRole('button', { name: 'Передать в СДЭК' }).click();
    const track = page.getByText(/12345670\d\d/).first();
    await track.waitFor({ timeout: 30_000 });
    const trackNumber = /12345670\d\d/.exec((await track.textContent())!)![0];
    const waybill = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Накладная' }).click();
    const pdf = readFileSync((await (await waybill).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await cdekMoves(number, 'RECEIVED_AT_SHIPMENT_WAREHOUSE');
    const shipped = await letterWithSubject(`Заказ № ${number}: отправлен`);
    expect(shipped.to).toBe(email);
    expect(shipped.text).toContain(trackNumber);
    expect(shipped.text).toContain('Отследить посылку');
    await cdekMoves(number, 'POSTOMAT_RECEIVED');
    const delivered = await letterWithSubject(`Заказ № ${number}: доставлен`);
    expect(delivered.to).toBe(email);
    expect(problems).toEqual([]);
    await page.close();
  });
});
