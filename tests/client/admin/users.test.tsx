import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { adminUser, graphQLError, server } from '../support/server';

const user = (id: number, email: string, role: 'User' | 'SuperUser' | 'Admin', isVerified = true) => ({
  __typename: 'User',
  id,
  firstName: 'Анна',
  lastName: 'Смирнова',
  email,
  isVerified,
  role,
  createdAt: '2026-03-05T10:00:00.000Z',
});

/** The users list answers with these rows and total, and records the variables of each request. */
function serveUsers(rows: ReturnType<typeof user>[], length = rows.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminUsers', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'UserList', rows, length } } });
    }),
  );
  return requests;
}

describe('admin settings', () => {
  it('opens from the side menu and links to users, subscribers and consents', async () => {
    const { user: person } = renderApp('/admin/colors', { signedIn: true });

    await person.click(await screen.findByRole('link', { name: 'Настройки' }));
    expect(await screen.findByRole('heading', { name: 'Настройки', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/settings');
    expect(screen.getByRole('link', { name: 'Пользователи' }).getAttribute('href')).toBe('/admin/settings/users');
    expect(screen.getByRole('link', { name: 'Подписчики' }).getAttribute('href')).toBe('/admin/settings/subscribers');
    expect(screen.getByRole('link', { name: 'Согласия' }).getAttribute('href')).toBe('/admin/settings/consents');
  });

  it('offers a manager (SuperUser) the subscribers and consents, but neither the users and their roles nor the audit log', async () => {
    server.use(graphql.query('AdminMe', () => HttpResponse.json({ data: { me: { ...adminUser, email: 'manager@shop.local', role: 'SuperUser' } } })));
    renderApp('/admin/settings', { signedIn: true });
    expect(await screen.findByText('manager@shop.local')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Подписчики' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Согласия' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Пользователи' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Журнал изменений' })).toBeNull();
  });
});

describe('admin users', () => {
  it('lists the users with name, email, Russian role, the confirmed flag and the date; 20 per page', async () => {
    const requests = serveUsers([user(1, 'admin@shop.local', 'Admin'), user(7, 'anna@example.ru', 'User', false)], 45);
    const { user: person } = renderApp('/admin/settings/users', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Пользователи' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('admin@shop.local')).toBeTruthy();
    expect(within(rows[1]).getByText('Администратор')).toBeTruthy();
    expect(within(rows[1]).getByText('Да')).toBeTruthy();
    expect(within(rows[2]).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(rows[2]).getByText('Покупатель')).toBeTruthy();
    expect(within(rows[2]).getByText('Нет')).toBeTruthy();
    expect(within(rows[2]).getByText('05.03.2026')).toBeTruthy();
    expect(screen.getByText('Всего: 45')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });

    await person.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 20 }));
  });

  it('filters by role and searches by email, going back to the first page', async () => {
    const requests = serveUsers([user(2, 'manager@shop.local', 'SuperUser')], 45);
    const { user: person } = renderApp('/admin/settings/users?page=2', { signedIn: true });

    const role = await screen.findByLabelText('Роль');
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['Все', 'Покупатель', 'Менеджер', 'Администратор']);
    await waitFor(() => expect(requests[0]).toEqual({ limit: 20, offset: 20 }));

    await person.selectOptions(role, 'Менеджер');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, role: 'SuperUser' }));

    await person.type(screen.getByLabelText('Поиск по почте'), 'manager');
    await person.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, role: 'SuperUser', email: 'manager' }));
    expect(window.location.search).toBe('?role=SuperUser&email=manager');

    await person.selectOptions(screen.getByLabelText('Роль'), 'Все');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, email: 'manager' }));
  });

  it('deletes a user after confirmation and says «Пользователь удалён»', async () => {
    const requests = serveUsers([user(7, 'anna@example.ru', 'User')]);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeleteUser', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 7 } } });
      }),
    );
    const { user: person } = renderApp('/admin/settings/users', { signedIn: true });

    await person.click(await screen.findByRole('button', { name: 'Удалить «anna@example.ru»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить пользователя «anna@example.ru»?')).toBeTruthy();
    expect(deleted).toEqual([]);

    await person.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Пользователь удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 7 }]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(1));
  });

  it("shows the server's message when the last administrator cannot be deleted (409)", async () => {
    serveUsers([user(1, 'admin@shop.local', 'Admin')]);
    server.use(graphql.mutation('DeleteUser', () => graphQLError(409, 'LAST_ADMIN', 'Нельзя удалить последнего администратора')));
    const { user: person } = renderApp('/admin/settings/users', { signedIn: true });

    await person.click(await screen.findByRole('button', { name: 'Удалить «admin@shop.local»' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Нельзя удалить последнего администратора')).toBeTruthy();
    expect(screen.queryByText('Пользователь удалён')).toBeNull();
    expect(screen.getByText('admin@shop.local', { selector: 'td' })).toBeTruthy();
  });

  it('creates a user: sends the form and says the password went to their mail', async () => {
    serveUsers([]);
    let input: unknown;
    server.use(
      graphql.mutation('CreateUser', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: user(9, 'oleg@example.ru', 'SuperUser') } });
      }),
    );
    const { user: person } = renderApp('/admin/settings/users/create-user', { signedIn: true });

    await person.type(await screen.findByLabelText(/Электронная почта/), 'oleg@example.ru');
    await person.type(screen.getByLabelText(/^Имя/), 'Олег');
    await person.selectOptions(screen.getByLabelText('Роль'), 'Менеджер');
    await person.click(screen.getByText('Почта подтверждена'));
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Пользователь создан, пароль отправлен ему на почту')).toBeTruthy();
    expect(input).toEqual({ email: 'oleg@example.ru', firstName: 'Олег', role: 'SuperUser', isVerified: true });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/settings/users'));
  });

  it('asks for the required fields before sending anything', async () => {
    let called = false;
    server.use(
      graphql.mutation('CreateUser', () => {
        called = true;
        return HttpResponse.json({ data: { saved: user(9, 'x@example.ru', 'User') } });
      }),
    );
    const { user: person } = renderApp('/admin/settings/users/create-user', { signedIn: true });

    await person.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    expect(called).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Электронная почта/)));
  });

  it('asks before leaving a half-filled new user, and «Остаться» keeps what was typed', async () => {
    const { user: person } = renderApp('/admin/settings/users/create-user', { signedIn: true });

    await person.type(await screen.findByLabelText(/^Имя/), 'Олег');
    await person.click(screen.getByRole('link', { name: '← Пользователи' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Уйти без сохранения?')).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(window.location.pathname).toBe('/admin/settings/users/create-user');
    expect((screen.getByLabelText(/^Имя/) as HTMLInputElement).value).toBe('Олег');
  });

  it("shows the server's reasons under the fields (extensions.details) and stays on the form", async () => {
    server.use(
      graphql.mutation('CreateUser', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { email: 'Введите адрес электронной почты' })),
    );
    const { user: person } = renderApp('/admin/settings/users/create-user', { signedIn: true });

    await person.type(await screen.findByLabelText(/Электронная почта/), 'не почта');
    await person.type(screen.getByLabelText(/^Имя/), 'Олег');
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Введите адрес электронной почты')).toBeTruthy();
    expect(await screen.findByText('Отправлены неверные данные.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/settings/users/create-user');
  });

  it('edits the role and the confirmed flag of a user and says «Данные пользователя обновлены»', async () => {
    serveUsers([]);
    let sent: unknown;
    server.use(
      graphql.query('AdminUserRecord', ({ variables }) => HttpResponse.json({ data: { record: user(variables.id as number, 'anna@example.ru', 'User', false) } })),
      graphql.mutation('UpdateUser', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { saved: user(7, 'anna@example.ru', 'Admin', true) } });
      }),
    );
    const { user: person } = renderApp('/admin/settings/users/7', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Пользователь anna@example.ru' })).toBeTruthy();
    const role = screen.getByLabelText('Роль') as HTMLSelectElement;
    expect(role.value).toBe('User');
    await person.selectOptions(role, 'Администратор');
    await person.click(screen.getByText('Почта подтверждена'));
    await person.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Данные пользователя обновлены')).toBeTruthy();
    expect(sent).toEqual({ id: 7, input: { role: 'Admin', isVerified: true } });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/settings/users'));
  });
});
