import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { WISHLIST_ID_KEY } from '../../../client/src/storefront/shop/wishlist-storage';
import { renderApp } from '../support/render';
import { server, sessionOf, shopper } from '../support/server';
import { basket, BASKET_ID, data, productCard, serve } from './shop-fixtures';

const WISHLIST_ID = '7b3e9c2a-1d4f-4e8b-9a6c-5f2d8e1b0a47';
const NEW_TOKEN = 'access-after-sign-in';

const dress = { variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi' };
const scarf = { variantId: 40, price: 1990, stock: 9, name: 'Шарф', url: 'sharf' };
const wishlist = (count: number) => ({ __typename: 'Wishlist', id: WISHLIST_ID, products: [productCard(21, 'Платье миди', 'plate-midi'), productCard(22, 'Шарф', 'sharf')].slice(0, count) });

/** The sign-in call answered with the shopper's session and the new tokens. */
function serveSignIn() {
  serve('mutation', 'SignIn', () => data({ signIn: { __typename: 'AuthPayload', accessToken: NEW_TOKEN, refreshToken: 'refresh-after-sign-in', user: shopper } }));
  server.use(graphql.query('AccountMe', () => HttpResponse.json({ data: { me: shopper } })));
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/Электронная почта/), 'anna@example.ru');
  await user.type(screen.getByLabelText(/Пароль/), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

/** Answers `name` by who asks: anonymously, or with the customer's new token (the server then merges the older basket or wishlist in). */
function serveByCaller(name: string, anonymous: object, customer: object) {
  const callers: (string | null)[] = [];
  server.use(
    graphql.query(name, ({ request }) => {
      const authorization = request.headers.get('authorization');
      callers.push(authorization);
      return HttpResponse.json({ data: authorization === `Bearer ${NEW_TOKEN}` ? customer : anonymous });
    }),
  );
  return callers;
}

describe('signing in keeps the basket and the wishlist', () => {
  it('asks for the stored basket and wishlist again with the new token, and the header counts what the server merged in', async () => {
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    localStorage.setItem(WISHLIST_ID_KEY, WISHLIST_ID);
    const basketCallers = serveByCaller(
      'BasketCount',
      { basket: basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }) },
      { basket: basket([{ ...dress, quantity: 1 }, { ...scarf, quantity: 2 }], { totalAmount: 8970 }) },
    );
    const wishlistCallers = serveByCaller('WishlistCount', { wishlist: wishlist(1) }, { wishlist: wishlist(2) });
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([], { totalAmount: 0 }) }));
    serveSignIn();
    const { user } = renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Корзина, 1 товар' })).toBeTruthy();
    await signIn(user);

    expect(await screen.findByRole('link', { name: 'Корзина, 3 товара' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Избранное, 2 товара' })).toBeTruthy();
    expect(basketCallers).toEqual([null, `Bearer ${NEW_TOKEN}`]);
    expect(wishlistCallers).toEqual([null, `Bearer ${NEW_TOKEN}`]);
    expect(created).toEqual([]);
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
  });

  it('gives a customer whose browser stores nothing their own basket and wishlist', async () => {
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([{ ...scarf, quantity: 2 }], { totalAmount: 3980 }) }));
    serve('query', 'MyWishlist', () => data({ wishlists: { __typename: 'WishlistList', rows: [wishlist(1)] } }));
    serveSignIn();
    const { user } = renderApp('/login');

    await signIn(user);

    expect(await screen.findByRole('link', { name: 'Корзина, 2 товара' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Избранное, 1 товар' })).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
    expect(localStorage.getItem(WISHLIST_ID_KEY)).toBe(WISHLIST_ID);
  });

  it('drops a stored basket the server merged away elsewhere and shows the customer\u2019s own', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'merged-away-basket');
    server.use(
      graphql.query('BasketCount', ({ variables, request }) =>
        variables.id === 'merged-away-basket' && request.headers.get('authorization')
          ? HttpResponse.json({ errors: [{ message: 'Запрашиваемые данные не найдены.', extensions: { code: 'NOT_FOUND', status: 404 } }] })
          : HttpResponse.json({ data: { basket: basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }) } }),
      ),
    );
    serve('mutation', 'CreateBasket', () => data({ createBasket: basket([{ ...scarf, quantity: 4 }], { totalAmount: 7960 }) }));
    serveSignIn();
    const { user } = renderApp('/login');

    await signIn(user);

    expect(await screen.findByRole('link', { name: 'Корзина, 4 товара' })).toBeTruthy();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
  });

  it('claims the basket of a customer recognised by the session check at start', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }) }));
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Корзина, 1 товар' })).toBeTruthy();
    expect(created).toHaveLength(1);
  });

  it('never claims a basket for staff: the back office builds baskets for customers', async () => {
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([], { totalAmount: 0 }) }));
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Администратор' })).toBeTruthy();
    // Time enough for a claim to be sent, were one started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(created).toEqual([]);
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
  });

  it('forgets the basket and the wishlist on sign-out, so the next visitor starts afresh', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    server.use(graphql.query('AccountMe', () => HttpResponse.json({ data: { me: shopper } })));
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    localStorage.setItem(WISHLIST_ID_KEY, WISHLIST_ID);
    serve('query', 'BasketCount', () => data({ basket: basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }) }));
    serve('query', 'WishlistCount', () => data({ wishlist: wishlist(1) }));
    serve('mutation', 'SignOut', () => data({ signOut: { __typename: 'Message', message: 'Вы вышли из учётной записи' } }));
    const { user } = renderApp('/profile', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Корзина, 1 товар' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('link', { name: 'Корзина' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Избранное' })).toBeTruthy();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(localStorage.getItem(WISHLIST_ID_KEY)).toBeNull();
  });
});
