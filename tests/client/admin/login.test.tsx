import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readTokens } from '../../../client/src/shared/auth/token-storage';
import { renderApp } from '../support/render';
import { adminUser, graphQLError, server } from '../support/server';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/Электронная почта/), email);
  await user.type(screen.getByLabelText(/Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('admin sign-in', () => {
  it('stores both tokens, says «Вы успешно авторизованы!» and opens the dashboard, both named by the shop settings’ name', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('AdminSignIn', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { adminSignIn: { __typename: 'AuthPayload', accessToken: 'access-9', refreshToken: 'refresh-9', user: adminUser } } });
      }),
    );
    const { user } = renderApp('/admin/login');
    expect(await screen.findByText('Только для администраторов магазина «Лавка Марии».')).toBeTruthy();
    await signIn(user, 'admin@shop.local', 'admin12345');

    expect(await screen.findByText('Вы успешно авторизованы!')).toBeTruthy();
    expect(sent).toEqual({ input: { email: 'admin@shop.local', password: 'admin12345' } });
    expect(readTokens()).toEqual({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByText('Лавка Марии · Панель управления')).toBeTruthy();
    expect(document.title).toBe('Сводка — Лавка Марии');
  });

  it("shows the server's Russian 403 message to a shopper account and stores nothing", async () => {
    server.use(graphql.mutation('AdminSignIn', () => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.')));
    const { user } = renderApp('/admin/login');
    await signIn(user, 'shopper@example.ru', 'password123');

    expect((await screen.findAllByText('У Вас недостаточно прав.')).length).toBeGreaterThan(0);
    expect(readTokens()).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('says the email or password is wrong after a 401, and that refusal is gone once signed in', async () => {
    let attempts = 0;
    server.use(
      graphql.mutation('AdminSignIn', () =>
        ++attempts === 1
          ? graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.')
          : HttpResponse.json({ data: { adminSignIn: { __typename: 'AuthPayload', accessToken: 'access-9', refreshToken: 'refresh-9', user: adminUser } } }),
      ),
    );
    const { user } = renderApp('/admin/login');
    await signIn(user, 'admin@shop.local', 'wrong-password');
    expect((await screen.findAllByText('Неверный email или пароль.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Вы не авторизованы.')).toBeNull();

    await user.clear(screen.getByLabelText(/Пароль/));
    await user.type(screen.getByLabelText(/Пароль/), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Вы успешно авторизованы!')).toBeTruthy();
    expect(screen.queryByText('Неверный email или пароль.')).toBeNull();
  });

  it('asks to fill both fields before sending anything', async () => {
    let called = false;
    server.use(
      graphql.mutation('AdminSignIn', () => {
        called = true;
        return graphQLError(500, 'INTERNAL_SERVER_ERROR', 'Ошибка сервера.');
      }),
    );
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Заполните поле')).toHaveLength(2);
    expect(called).toBe(false);
  });
});

describe('admin guard', () => {
  it('sends a visitor without tokens to the sign-in page', async () => {
    renderApp('/admin/colors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в панель управления' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('leads /admin to the dashboard', async () => {
    renderApp('/admin', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
  });

  it('signs out: both tokens are removed and the sign-in page opens', async () => {
    const { user } = renderApp('/admin/tags', { signedIn: true });
    expect(await screen.findByText('admin@shop.local')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в панель управления' })).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('offers the dashboard, the products, the five dictionaries, the orders, the baskets, the messages, the delivery and payment methods, the reviews, the questions, the news, the promotions, the newsletters, the banners and the settings in the side menu', async () => {
    renderApp('/admin/sizes', { signedIn: true });
    const menu = await screen.findByRole('navigation', { name: 'Разделы панели управления' });
    const links = [...menu.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Сводка', '/admin/dashboard'],
      ['Товары', '/admin/products'],
      ['Категории', '/admin/categories'],
      ['Бренды', '/admin/brands'],
      ['Цвета', '/admin/colors'],
      ['Размеры', '/admin/sizes'],
      ['Теги', '/admin/tags'],
      ['Заказы', '/admin/checkouts'],
      ['Заявки на возврат', '/admin/checkouts/return-requests'],
      ['Корзины', '/admin/baskets'],
      ['Сообщения', '/admin/messages'],
      ['Доставка', '/admin/delivery-methods'],
      ['Оплата', '/admin/payment-methods'],
      ['Пункты самовывоза', '/admin/pickup-points'],
      ['Отзывы', '/admin/reviews'],
      ['Вопросы', '/admin/questions'],
      ['Новости', '/admin/newsPosts'],
      ['Акции', '/admin/promotions'],
      ['Рассылки', '/admin/campaigns'],
      ['Баннеры', '/admin/banners'],
      ['Обмен', '/admin/exchange'],
      ['Настройки', '/admin/settings'],
      ['Открыть магазин', '/'],
      ['GraphiQL', '/graphql'],
    ]);
  });
});
