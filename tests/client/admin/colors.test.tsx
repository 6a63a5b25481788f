import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

const color = (id: number, name: string, code: string) => ({ __typename: 'Color', id, name, url: `color-${id}`, code });

/** The colors list answers with these rows and total, and records the variables of each request. */
function serveColors(rows: ReturnType<typeof color>[], length = rows.length) {
  const requests: { limit: number; offset: number }[] = [];
  server.use(
    graphql.query('AdminColors', ({ variables }) => {
      requests.push(variables as { limit: number; offset: number });
      return HttpResponse.json({ data: { list: { __typename: 'ColorList', rows, length } } });
    }),
  );
  return requests;
}

describe('admin colors', () => {
  it('lists the rows of the page and the total from the server, 20 per page', async () => {
    const requests = serveColors([color(3, 'Синий', '#0000ff'), color(2, 'Красный', '#ff0000')], 42);
    const { user } = renderApp('/admin/colors', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Цвета' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Синий')).toBeTruthy();
    expect(within(rows[1]).getByText('#0000ff')).toBeTruthy();
    expect(within(rows[2]).getByText('Красный')).toBeTruthy();
    expect(screen.getByText('Всего: 42')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });

    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 20 }));
  });

  it('creates a color with the hex code chosen in the picker', async () => {
    serveColors([]);
    let input: unknown;
    server.use(
      graphql.mutation('CreateColor', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: color(7, 'Красный', '#ff0000') } });
      }),
    );
    const { user } = renderApp('/admin/colors/create-color', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Красный');
    await user.click(screen.getByRole('button', { name: 'Красный' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Цвет создан')).toBeTruthy();
    expect(input).toEqual({ name: 'Красный', code: '#ff0000' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/colors'));
  });

  it("shows the server's reasons under the fields when it refuses the data", async () => {
    server.use(
      graphql.mutation('CreateColor', () =>
        graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { url: 'Допустимы латинские буквы, цифры и дефисы между ними' }),
      ),
    );
    const { user } = renderApp('/admin/colors/create-color', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Красный');
    await user.type(screen.getByLabelText(/Адрес/), 'Красный цвет');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Допустимы латинские буквы, цифры и дефисы между ними')).toBeTruthy();
    expect(await screen.findByText('Отправлены неверные данные.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/colors/create-color');
  });

  it('edits a color: loads it by the id in the address and sends the change', async () => {
    serveColors([]);
    let sent: unknown;
    server.use(
      graphql.query('AdminColor', ({ variables }) => HttpResponse.json({ data: { record: color(variables.id as number, 'Синий', '#0000ff') } })),
      graphql.mutation('UpdateColor', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { saved: color(5, 'Тёмно-синий', '#0000ff') } });
      }),
    );
    const { user } = renderApp('/admin/colors/5', { signedIn: true });

    const name = await screen.findByLabelText(/Название/);
    expect((name as HTMLInputElement).value).toBe('Синий');
    await user.clear(name);
    await user.type(name, 'Тёмно-синий');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Цвет изменён')).toBeTruthy();
    expect(sent).toEqual({ id: 5, input: { name: 'Тёмно-синий', url: 'color-5', code: '#0000ff' } });
  });

  it('asks for confirmation before deleting, then deletes and says «Цвет удалён»', async () => {
    const requests = serveColors([color(3, 'Синий', '#0000ff')]);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeleteColor', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 3 } } });
      }),
    );
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Синий»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить цвет «Синий»?')).toBeTruthy();
    expect(deleted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Цвет удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 3 }]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(1));
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    serveColors([color(3, 'Синий', '#0000ff')]);
    let called = false;
    server.use(
      graphql.mutation('DeleteColor', () => {
        called = true;
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 3 } } });
      }),
    );
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Синий»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(called).toBe(false);
  });

  it("shows the server's message when a color in use cannot be deleted (409)", async () => {
    serveColors([color(3, 'Синий', '#0000ff')]);
    server.use(graphql.mutation('DeleteColor', () => graphQLError(409, 'IN_USE', 'Удалить невозможно, В файле есть дополнительные данные')));
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Синий»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Удалить невозможно, В файле есть дополнительные данные')).toBeTruthy();
    expect(screen.queryByText('Цвет удалён')).toBeNull();
    expect(screen.getByText('Синий')).toBeTruthy();
  });
});
