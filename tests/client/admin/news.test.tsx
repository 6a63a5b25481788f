import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const post = (id: number, title: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'NewsPost',
  id,
  name: title,
  title,
  url: `news-${id}`,
  text: 'Скидки до 50% на летние платья.',
  image: null,
  showOnMain: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

/** The news list answers with these rows and records the variables of each request. */
function serveNews(rows: ReturnType<typeof post>[]) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminNewsPosts', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'NewsPostList', rows, length: rows.length } } });
    }),
  );
  return requests;
}

/** `POST /api/images` stores every chosen picture as `news-picture-N.png`. */
function servePictureUpload() {
  let stored = 0;
  server.use(http.post('*/api/images', () => HttpResponse.json([`news-picture-${++stored}.png`], { status: 201 })));
}

const picture = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

describe('admin news list', () => {
  it('opens from the side menu and shows the news newest first with their date and main-page mark', async () => {
    const requests = serveNews([post(12, 'Летняя распродажа', { showOnMain: true }), post(11, 'Новая коллекция')]);
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('link', { name: 'Новости' }));
    const rows = within(await screen.findByRole('table', { name: 'Новости' })).getAllByRole('row');
    expect(window.location.pathname).toBe('/admin/newsPosts');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Летняя распродажа')).toBeTruthy();
    expect(within(rows[1]).getByText('05.03.2026')).toBeTruthy();
    expect(within(rows[1]).getByText('Да')).toBeTruthy();
    expect(within(rows[2]).getByText('Нет')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Изменить «Летняя распродажа»' }).getAttribute('href')).toBe('/admin/newsPosts/12');
    expect(screen.getByText('Всего: 2')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });
  });

  it('searches by title and narrows to the news on the home page, keeping both in the address', async () => {
    const requests = serveNews([post(12, 'Летняя распродажа', { showOnMain: true })]);
    const { user } = renderApp('/admin/newsPosts', { signedIn: true });

    await screen.findByRole('table', { name: 'Новости' });
    await user.type(screen.getByLabelText('Поиск по заголовку'), 'распродажа{Enter}');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, title: 'распродажа' }));

    await user.click(screen.getByRole('checkbox', { name: 'Только на главной' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, title: 'распродажа', showOnMain: true }));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ title: 'распродажа', showOnMain: 'true' });
  });

  it('deletes a news post after confirmation and says «Новость удалена»', async () => {
    serveNews([post(12, 'Летняя распродажа')]);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeleteNewsPost', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 12 } } });
      }),
    );
    const { user } = renderApp('/admin/newsPosts', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Летняя распродажа»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить новость «Летняя распродажа»?')).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Новость удалена')).toBeTruthy();
    expect(deleted).toEqual([{ id: 12 }]);
  });
});

describe('admin news form', () => {
  it('creates a news post with an uploaded picture, says «Новость создана» and returns to the list', async () => {
    serveNews([]);
    servePictureUpload();
    let input: unknown;
    server.use(
      graphql.mutation('CreateNewsPost', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: post(13, 'Летняя распродажа', { image: 'news-picture-1.png', showOnMain: true }) } });
      }),
    );
    const { user } = renderApp('/admin/newsPosts/create-news', { signedIn: true });

    await user.type(await screen.findByLabelText(/Заголовок/), '  Летняя распродажа ');
    await user.type(screen.getByLabelText(/Текст/), 'Скидки до 50% на летние платья.');
    await user.upload(screen.getByLabelText('Изображение: выбрать файл'), picture('распродажа.png'));
    expect(((await screen.findByRole('img', { name: 'Изображение' })) as HTMLImageElement).getAttribute('src')).toBe('/api/images/news-picture-1.png');
    expect(await screen.findByText('Изображение загружено')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Показывать на главной' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Новость создана')).toBeTruthy();
    expect(input).toEqual({ title: 'Летняя распродажа', text: 'Скидки до 50% на летние платья.', image: 'news-picture-1.png', showOnMain: true });
    expect(window.location.pathname).toBe('/admin/newsPosts');
  });

  it('asks for the title and the text before sending anything', async () => {
    let called = false;
    server.use(
      graphql.mutation('CreateNewsPost', () => {
        called = true;
        return HttpResponse.json({ data: { saved: post(13, 'Лишняя') } });
      }),
    );
    const { user } = renderApp('/admin/newsPosts/create-news', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByText('Заполните поле')).toHaveLength(2);
    expect(called).toBe(false);
  });

  it('edits a news post: a removed picture is sent as null and the notice says «Новость обновлена»', async () => {
    serveNews([]);
    let sent: unknown;
    server.use(
      graphql.query('AdminNewsPost', () => HttpResponse.json({ data: { record: post(12, 'Летняя распродажа', { image: 'sale.png', showOnMain: true }) } })),
      graphql.mutation('UpdateNewsPost', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { saved: post(12, 'Летняя распродажа') } });
      }),
    );
    const { user } = renderApp('/admin/newsPosts/12', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение новости «Летняя распродажа»' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Изображение' }).getAttribute('src')).toBe('/api/images/sale.png');
    await user.click(screen.getByRole('button', { name: 'Удалить: изображение' }));
    expect(screen.queryByRole('img', { name: 'Изображение' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Новость обновлена')).toBeTruthy();
    expect(sent).toEqual({
      id: 12,
      input: { title: 'Летняя распродажа', url: 'news-12', text: 'Скидки до 50% на летние платья.', image: null, showOnMain: true },
    });
  });
});
