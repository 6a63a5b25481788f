import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server, shopContacts } from '../support/server';

const footer = () => screen.getByRole('contentinfo');

describe('the shop’s contacts from its settings', () => {
  it('fill the footer: name, seller, ИНН and ОГРНИП, address, a phone to call, email and hours', async () => {
    renderApp('/');
    const requisites = await within(await screen.findByRole('contentinfo')).findByText('ИП Иванова Мария Петровна');
    const block = requisites.closest('address')!;
    expect(block.textContent).toContain('ИНН 770123456789, ОГРНИП 315774600123456');
    expect(block.textContent).toContain('Москва, ул. Покровка, д. 3');
    expect(block.textContent).toContain('Пн–Сб 10:00–20:00');
    expect(within(block).getByRole('link', { name: '+7 916 123-45-67' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(within(block).getByRole('link', { name: 'shop@lavka.example' }).getAttribute('href')).toBe('mailto:shop@lavka.example');
    expect(within(footer()).getByText(/«Лавка Марии» — интернет-магазин/)).toBeTruthy();
  });

  it('describe the shop to search engines as a Store with its requisites', async () => {
    renderApp('/');
    await within(await screen.findByRole('contentinfo')).findByText('ИП Иванова Мария Петровна');
    const store = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === 'Store');
    expect(store).toMatchObject({ name: 'Лавка Марии', legalName: 'ИП Иванова Мария Петровна', taxID: '770123456789', telephone: '+79161234567', email: 'shop@lavka.example' });
    expect(store.identifier).toMatchObject({ propertyID: 'ОГРНИП', value: '315774600123456' });
  });

  it('fill /contacts with the seller, the pickup points and the ways to write or ask for a call, and nothing made up', async () => {
    server.use(
      graphql.query('ShopContacts', () => HttpResponse.json({ data: { shopSettings: { ...shopContacts, legalName: 'ООО «Лавка»', inn: '7701234567', ogrn: '1157746123456' } } })),
      graphql.query('InfoPickupPoints', () =>
        HttpResponse.json({ data: { pickupPoints: { __typename: 'PickupPointList', rows: [{ __typename: 'PickupPoint', id: 1, name: 'Склад', address: 'Москва, ул. Лесная, д. 5', hours: 'Пн–Пт 9:00–20:00', phone: '+74951234568' }] } } }),
      ),
    );
    renderApp('/contacts');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Контакты' })).closest('article')!;
    expect((await within(article).findByText('ООО «Лавка»')).closest('address')!.textContent).toContain('ИНН 7701234567, ОГРН 1157746123456');
    expect(await within(article).findByText(/«Склад», Москва, ул. Лесная, д. 5\. Пн–Пт 9:00–20:00\./)).toBeTruthy();
    expect(within(article).getByRole('link', { name: '+7 495 123-45-68' }).getAttribute('href')).toBe('tel:+74951234568');
    expect(within(article).getByRole('link', { name: 'Заказать звонок' }).getAttribute('href')).toBe('/call-back');
    expect(within(article).getByRole('link', { name: 'Написать в поддержку' }).getAttribute('href')).toBe('/help');
    expect(document.body.textContent).not.toMatch(/Примерная|000-00-00/);
  });
});
