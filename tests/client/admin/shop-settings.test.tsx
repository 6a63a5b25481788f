import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server, shopContacts } from '../support/server';

const settings = { ...shopContacts, updatedAt: '2026-11-28T10:00:00.000Z' };

function serveSettings() {
  const saved: unknown[] = [];
  server.use(
    graphql.query('AdminShopSettings', () => HttpResponse.json({ data: { shopSettings: settings } })),
    graphql.mutation('UpdateShopSettings', ({ variables }) => {
      saved.push(variables.input);
      return HttpResponse.json({ data: { saved: { ...settings, ...(variables.input as object), phone: '+74951234567', updatedAt: '2026-11-28T11:00:00.000Z' } } });
    }),
  );
  return saved;
}

describe('the shop settings screen', () => {
  it('is reached from «Настройки» and saves all eight fields, the phone shown as +7 916 123-45-67', async () => {
    const saved = serveSettings();
    const { user } = renderApp('/admin/settings', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Настройки магазина' }));
    const form = await screen.findByRole('form', { name: 'Настройки магазина' });
    expect(await within(form).findByDisplayValue('+7 916 123-45-67')).toBeTruthy();
    const phone = within(form).getByLabelText(/^Телефон/);
    await user.clear(phone);
    await user.type(phone, '8 495 123 45 67');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'Лавка Марии',
      legalName: 'ИП Иванова Мария Петровна',
      inn: '770123456789',
      ogrn: '315774600123456',
      address: 'Москва, ул. Покровка, д. 3',
      phone: '8 495 123 45 67',
      email: 'shop@lavka.example',
      workHours: 'Пн–Сб 10:00–20:00',
    });
    expect(await screen.findByText('Настройки магазина сохранены')).toBeTruthy();
  });

  it('shows the server’s reason under each refused field', async () => {
    serveSettings();
    server.use(graphql.mutation('UpdateShopSettings', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { inn: 'ИНН — 10 цифр у организации или 12 у ИП', ogrn: 'ОГРН — 13 цифр, ОГРНИП — 15 цифр' })));
    const { user } = renderApp('/admin/settings/shop', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Настройки магазина' });
    await within(form).findByDisplayValue('Лавка Марии');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await within(form).findByText('ИНН — 10 цифр у организации или 12 у ИП')).toBeTruthy();
    expect(within(form).getByText('ОГРН — 13 цифр, ОГРНИП — 15 цифр')).toBeTruthy();
  });
});
