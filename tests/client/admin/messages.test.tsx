import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const message = (id: number, kind: 'help' | 'callback', name: string, extra: object = {}) => ({
  __typename: 'ShopMessage',
  id,
  kind,
  status: 'new',
  name,
  email: null,
  phone: '',
  text: null,
  userId: null,
  createdAt: '2026-11-26T21:30:00.000Z',
  handledBy: null,
  handledAt: null,
  replies: [],
  ...extra,
});

/** The inbox: two messages, the count of new ones, and «Обработано» recorded. */
function serveInbox() {
  const rows = [message(2, 'callback', 'Пётр', { phone: '+7 900 123-45-67' }), message(1, 'help', 'Ольга', { email: 'olga@example.ru', text: 'Где мой заказ?\nНомер 17' })];
  const sent = { lists: [] as Record<string, unknown>[], statuses: [] as unknown[], replies: [] as unknown[] };
  server.use(
    graphql.query('AdminMessages', ({ variables }) => {
      sent.lists.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'ShopMessageList', rows, length: rows.length } } });
    }),
    graphql.query('AdminNewMessageCount', () => HttpResponse.json({ data: { waiting: { __typename: 'ShopMessageList', length: rows.filter((row) => row.status === 'new').length } } })),
    graphql.mutation('AdminSetMessageStatus', ({ variables }) => {
      sent.statuses.push(variables);
      const row = rows.find((one) => one.id === variables.id)!;
      row.status = variables.status as string;
      return HttpResponse.json({ data: { saved: row } });
    }),
    graphql.mutation('AdminReplyToMessage', ({ variables }) => {
      sent.replies.push(variables);
      if (!String(variables.text).includes('четверг')) {
        return HttpResponse.json({ errors: [{ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: { text: 'Слишком короткий ответ' } } }] });
      }
      const row = rows.find((one) => one.id === variables.id)!;
      Object.assign(row, {
        status: 'done',
        handledBy: 'Мария Иванова',
        handledAt: '2026-11-27T08:15:00.000Z',
        replies: [{ __typename: 'ShopMessageReply', text: variables.text, author: 'Мария Иванова', createdAt: '2026-11-27T08:15:00.000Z' }],
      });
      return HttpResponse.json({ data: { saved: row } });
    }),
  );
  return sent;
}

describe('admin messages', () => {
  it('lists help-desk messages and call-back requests newest first, in Moscow time, with the new ones counted in the menu', async () => {
    serveInbox();
    const { user } = renderApp('/admin/dashboard', { signedIn: true });
    const menu = await screen.findByRole('navigation', { name: 'Разделы панели управления' });
    const link = within(menu).getByRole('link', { name: /Сообщения/ });
    await waitFor(() => expect(within(link).getByLabelText('новых: 2')).toBeTruthy());
    await user.click(link);

    const table = await screen.findByRole('table', { name: 'Сообщения' });
    const [, callBack, help] = within(table).getAllByRole('row');
    expect(within(callBack).getByText('Перезвонить')).toBeTruthy();
    expect(within(callBack).getByRole('link', { name: '+7 900 123-45-67' }).getAttribute('href')).toBe('tel:+79001234567');
    expect(within(help).getByText('Вопрос в поддержку')).toBeTruthy();
    expect(within(help).getByText(/Где мой заказ\?/).textContent).toBe('Где мой заказ?\nНомер 17');
    expect(within(help).getByText('27.11.2026, 00:30')).toBeTruthy();
  });

  it('marks a message handled, updates the menu’s count, and filters by kind and status in the address', async () => {
    const sent = serveInbox();
    const { user } = renderApp('/admin/messages', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Сообщения' });
    await user.click(within(table).getByRole('button', { name: 'Обработано: Пётр' }));
    expect(await screen.findByText('Сообщение отмечено обработанным')).toBeTruthy();
    expect(sent.statuses).toEqual([{ id: 2, status: 'done' }]);
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    await waitFor(() => expect(within(menu).getByLabelText('новых: 1')).toBeTruthy());

    await user.selectOptions(screen.getByLabelText('Что'), 'Перезвонить');
    await user.selectOptions(screen.getByLabelText('Статус'), 'Новое');
    await waitFor(() => expect(sent.lists.at(-1)).toMatchObject({ kind: 'callback', status: 'new' }));
    expect(window.location.search).toBe('?kind=callback&status=new');
  });

  it('answers a question by letter from the list, shows the server’s reason, then the answer and who handled it and when', async () => {
    const sent = serveInbox();
    const { user } = renderApp('/admin/messages', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Сообщения' });
    expect(within(table).queryByRole('button', { name: 'Ответить: Пётр' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Ответить: Ольга' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ответ: Ольга' });
    expect(within(dialog).getByText(/Где мой заказ\?/)).toBeTruthy();
    expect(within(dialog).getByText('Письмо уйдёт на olga@example.ru; сообщение станет обработанным.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await within(dialog).findByText('Напишите ответ')).toBeTruthy();
    expect(sent.replies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Ответ/), 'Скоро');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await within(dialog).findByText('Слишком короткий ответ')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/Ответ/));
    await user.type(within(dialog).getByLabelText(/Ответ/), 'Заказ приедет в четверг.');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('Ответ отправлен на olga@example.ru')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.replies.at(-1)).toEqual({ id: 1, text: 'Заказ приедет в четверг.' });

    const [, , help] = within(table).getAllByRole('row');
    expect(within(help).getByText('Заказ приедет в четверг.')).toBeTruthy();
    expect(within(help).getByText('Ответ Мария Иванова, 27.11.2026, 11:15')).toBeTruthy();
    expect(within(help).getByText('Мария Иванова')).toBeTruthy();
    expect(within(help).getByText('27.11.2026, 11:15')).toBeTruthy();
    expect(within(help).getByRole('button', { name: 'Вернуть в новые: Ольга' })).toBeTruthy();
  });
});
