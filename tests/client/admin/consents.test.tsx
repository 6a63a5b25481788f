import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const consent = (id: number, purpose: string, contact: { email?: string; phone?: string }) => ({
  __typename: 'Consent',
  id,
  email: contact.email ?? null,
  phone: contact.phone ?? null,
  purpose,
  textVersion: '2026-01',
  ip: '203.0.113.7',
  createdAt: '2026-03-05T10:00:00.000Z',
});

function serveConsents(rows: ReturnType<typeof consent>[], length = rows.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminConsents', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'ConsentList', rows, length } } });
    }),
  );
  return requests;
}

describe('admin consents', () => {
  it('lists the consents with the contact, the purpose in Russian, the text version, the IP and the date', async () => {
    const requests = serveConsents([consent(1, 'signup', { email: 'anna@example.ru' }), consent(2, 'callback', { phone: '+79991234567' })], 2);
    renderApp('/admin/settings/consents', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Согласия' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('anna@example.ru')).toBeTruthy();
    expect(within(rows[1]).getByText('Регистрация')).toBeTruthy();
    expect(within(rows[1]).getByText('2026-01')).toBeTruthy();
    expect(within(rows[1]).getByText('203.0.113.7')).toBeTruthy();
    expect(within(rows[1]).getByText(/^05\.03\.2026/)).toBeTruthy();
    expect(within(rows[2]).getByText('+7 999 123-45-67')).toBeTruthy();
    expect(within(rows[2]).getByText('Обратный звонок')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });
  });

  it('filters by purpose, named in Russian', async () => {
    const requests = serveConsents([]);
    const { user } = renderApp('/admin/settings/consents', { signedIn: true });

    const purpose = await screen.findByLabelText('Цель');
    expect(within(purpose).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все цели',
      'Регистрация',
      'Заказ',
      'Адрес доставки',
      'Обращение в поддержку',
      'Обратный звонок',
      'Подписка',
      'Сообщить о поступлении',
    ]);
    expect(await screen.findByText('Согласий не найдено.')).toBeTruthy();

    await user.selectOptions(purpose, 'Подписка');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, purpose: 'subscription' }));
    expect(window.location.search).toBe('?purpose=subscription');
  });
});
