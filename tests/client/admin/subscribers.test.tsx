import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_TOKENS } from '../support/render';
import { graphQLError, server } from '../support/server';

const subscriber = (id: number, email: string, status: 'pending' | 'confirmed' = 'confirmed') => ({
  __typename: 'Subscriber',
  id,
  email,
  mailId: `0000000${id}-0000-4000-8000-000000000000`,
  status,
  createdAt: '2026-03-05T10:00:00.000Z',
});

function serveSubscribers(rows: ReturnType<typeof subscriber>[], length = rows.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminSubscribers', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'SubscriberList', rows, length } } });
    }),
  );
  return requests;
}

/** The browser's download machinery, which jsdom lacks: the saved blob and the file name clicked. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:subscribers';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('admin subscribers', () => {
  it('lists the subscribers 20 per page with their status and searches by email', async () => {
    const requests = serveSubscribers([subscriber(1, 'anna@example.ru'), subscriber(2, 'oleg@example.ru', 'pending')], 30);
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Подписчики' });
    expect(within(table).getByRole('columnheader', { name: 'Статус' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('anna@example.ru')).toBeTruthy();
    expect(within(rows[1]).getByText('05.03.2026')).toBeTruthy();
    expect(within(rows[1]).getByText('Подтверждён')).toBeTruthy();
    expect(within(rows[2]).getByText('Ждёт подтверждения')).toBeTruthy();
    expect(screen.getByText('Всего: 30')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });

    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 20 }));

    await user.type(screen.getByLabelText('Поиск по почте'), 'anna{Enter}');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, email: 'anna' }));
  });

  it('unsubscribes after confirmation by the mailId and says «Подписчик удалён»', async () => {
    const requests = serveSubscribers([subscriber(3, 'anna@example.ru')]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminUnsubscribe', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { unsubscribed: { __typename: 'Unsubscribed', id: 3, message: 'Вы отписались от нашей рассылки' } } });
      }),
    );
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Отписать «anna@example.ru»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Отписать «anna@example.ru» от рассылки?')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Отписать' }));
    expect(await screen.findByText('Подписчик удалён')).toBeTruthy();
    expect(sent).toEqual([{ mailId: '00000003-0000-4000-8000-000000000000' }]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(1));
  });

  it("keeps the subscriber and shows the server's message when unsubscribing fails", async () => {
    serveSubscribers([subscriber(3, 'anna@example.ru')]);
    server.use(graphql.mutation('AdminUnsubscribe', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.')));
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Отписать «anna@example.ru»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отписать' }));

    expect(await screen.findByText('Запрашиваемые данные не найдены.')).toBeTruthy();
    expect(screen.queryByText('Подписчик удалён')).toBeNull();
  });

  it('downloads the JSON list with the bearer token and saves it under the name the server gives', async () => {
    serveSubscribers([]);
    const { blobs, names } = captureDownloads();
    const authorizations: (string | null)[] = [];
    const file = JSON.stringify([{ email: 'anna@example.ru' }]);
    server.use(
      http.get('*/api/subscribes/files', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(file, {
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="subscribers-2026-03-05.json"' },
        });
      }),
    );
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать список' }));

    await waitFor(() => expect(names).toEqual(['subscribers-2026-03-05.json']));
    expect(authorizations).toEqual([`Bearer ${TEST_TOKENS.accessToken}`]);
    expect(await blobs[0].text()).toBe(file);
  });

  it('downloads the list as CSV or Excel too', async () => {
    serveSubscribers([]);
    const { names } = captureDownloads();
    const asked: string[] = [];
    server.use(
      http.get('*/api/subscribes/files', ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? 'json';
        asked.push(format);
        return new HttpResponse('x', { headers: { 'content-disposition': `attachment; filename="subscribers-2026-03-05.${format}"` } });
      }),
    );
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(names).toEqual(['subscribers-2026-03-05.csv']));
    await user.click(screen.getByRole('button', { name: 'Скачать Excel' }));
    await waitFor(() => expect(names).toEqual(['subscribers-2026-03-05.csv', 'subscribers-2026-03-05.xlsx']));
    expect(asked).toEqual(['csv', 'xlsx']);
  });

  it('renews an expired access token once and downloads with the new one', async () => {
    serveSubscribers([]);
    const { names } = captureDownloads();
    const authorizations: (string | null)[] = [];
    const refreshedWith: unknown[] = [];
    server.use(
      graphql.mutation('RefreshToken', ({ variables }) => {
        refreshedWith.push(variables.token);
        return HttpResponse.json({ data: { refreshToken: { __typename: 'TokenPair', accessToken: 'access-token-2', refreshToken: 'refresh-token-2' } } });
      }),
      http.get('*/api/subscribes/files', ({ request }) => {
        const authorization = request.headers.get('authorization');
        authorizations.push(authorization);
        if (authorization !== 'Bearer access-token-2') return HttpResponse.json({ statusCode: 401, message: 'Вы не авторизованы.' }, { status: 401 });
        return HttpResponse.json([], { headers: { 'content-disposition': 'attachment; filename="subscribers-2026-03-05.json"' } });
      }),
    );
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать список' }));

    await waitFor(() => expect(names).toEqual(['subscribers-2026-03-05.json']));
    expect(refreshedWith).toEqual([TEST_TOKENS.refreshToken]);
    expect(authorizations).toEqual([`Bearer ${TEST_TOKENS.accessToken}`, 'Bearer access-token-2']);
  });

  it("shows the server's message when the download is refused", async () => {
    serveSubscribers([]);
    const { names } = captureDownloads();
    server.use(http.get('*/api/subscribes/files', () => HttpResponse.json({ statusCode: 403, message: 'У Вас недостаточно прав.' }, { status: 403 })));
    const { user } = renderApp('/admin/settings/subscribers', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать список' }));

    expect(await screen.findByText('У Вас недостаточно прав.')).toBeTruthy();
    expect(names).toEqual([]);
  });
});
