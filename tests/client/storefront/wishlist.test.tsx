import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WISHLIST_ID_KEY } from '../../../client/src/storefront/shop/wishlist-storage';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { data, productCard, productPage, serve } from './shop-fixtures';

const WISHLIST_ID = '7b3e9c2a-1d4f-4e8b-9a6c-5f2d8e1b0a47';

const dress = productCard(21, 'Платье миди', 'plate-midi', { price: 4990 });
const scarf = productCard(22, 'Шарф кашемировый', 'sharf', { price: 1990, inStock: false });

/** A wishlist as the server answers it: its id and its products in order. */
const wishlist = (products: ReturnType<typeof productCard>[], id = WISHLIST_ID) => ({ __typename: 'Wishlist', id, products });

/** The product page of the dress, with one variant in stock. */
function serveDressPage() {
  const variant = { __typename: 'ProductVariant', id: 12, sku: 'PM-12', price: 4990, oldPrice: null, stock: 5, images: [], barcode: null, parameters: {}, size: null, color: null };
  const product = { ...dress, desc: '', rating: 0, reviewCount: 0, parameters: {}, category: { __typename: 'NamedRef', name: 'Платья', url: 'dresses' }, categoryPath: [{ __typename: 'NamedRef', name: 'Платья', url: 'dresses' }], productVariants: [variant] };
  serve('query', 'ProductPage', () => data(productPage(product)));
}

/** A stored wishlist whose header count and page answer `answer`. */
function storedWishlist(products: ReturnType<typeof productCard>[]) {
  localStorage.setItem(WISHLIST_ID_KEY, WISHLIST_ID);
  serve('query', 'WishlistCount', () => data({ wishlist: wishlist(products) }));
  return serve('query', 'WishlistPage', () => data({ wishlist: wishlist(products) }));
}

describe('«В избранное» on the product page', () => {
  it('makes a wishlist with the product, stores its id and counts it in the header', async () => {
    serveDressPage();
    const created = serve('mutation', 'CreateWishlist', () => data({ createWishlist: wishlist([dress]) }));
    const counted = serve('query', 'WishlistCount', () => data({ wishlist: wishlist([dress]) }));
    const { user } = renderApp('/product/plate-midi');

    await user.click(await screen.findByRole('button', { name: 'В избранное', pressed: false }));

    expect(await screen.findByRole('button', { name: 'В избранном', pressed: true })).toBeTruthy();
    expect(created).toEqual([{ productIds: [21] }]);
    expect(localStorage.getItem(WISHLIST_ID_KEY)).toBe(WISHLIST_ID);
    expect(screen.getByRole('link', { name: 'Избранное, 1 товар' }).getAttribute('href')).toBe('/wishlist');
    expect(counted).toEqual([]);
  });

  it('takes the product out by sending the rest of the stored list', async () => {
    storedWishlist([scarf, dress]);
    serveDressPage();
    const updates = serve('mutation', 'UpdateWishlist', () => data({ updateWishlist: wishlist([scarf]) }));
    const { user } = renderApp('/product/plate-midi');

    await user.click(await screen.findByRole('button', { name: 'В избранном', pressed: true }));

    expect(await screen.findByRole('button', { name: 'В избранное', pressed: false })).toBeTruthy();
    expect(updates).toEqual([{ id: WISHLIST_ID, productIds: [22] }]);
    expect(screen.getByRole('link', { name: 'Избранное, 1 товар' })).toBeTruthy();
    expect(localStorage.getItem(WISHLIST_ID_KEY)).toBe(WISHLIST_ID);
  });
});

describe('wishlist page', () => {
  it('lists the products as catalogue cards linking to them, without the cards’ hearts, and takes one out', async () => {
    storedWishlist([dress, scarf]);
    const updates = serve('mutation', 'UpdateWishlist', () => data({ updateWishlist: wishlist([scarf]) }));
    const { user } = renderApp('/wishlist');

    const list = await screen.findByRole('list', { name: 'Избранные товары' });
    expect(within(list).getByRole('link', { name: 'Платье миди' }).getAttribute('href')).toBe('/product/plate-midi');
    expect(within(within(list).getByRole('listitem', { name: 'Шарф кашемировый' })).getByText('Нет в наличии')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Избранное, 2 товара' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /^В избранно/ })).toBeNull();

    await user.click(within(within(list).getByRole('listitem', { name: 'Платье миди' })).getByRole('button', { name: 'Убрать из избранного' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Платье миди' })).toBeNull());
    expect(updates).toEqual([{ id: WISHLIST_ID, productIds: [22] }]);
    expect(screen.getByRole('link', { name: 'Избранное, 1 товар' })).toBeTruthy();
  });

  it('drops a stored id whose products the server cannot find and shows an empty wishlist', async () => {
    localStorage.setItem(WISHLIST_ID_KEY, WISHLIST_ID);
    serve('query', 'WishlistCount', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    serve('query', 'WishlistPage', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    renderApp('/wishlist');

    expect(await screen.findByText('В избранном пока ничего нет.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(WISHLIST_ID_KEY)).toBeNull());
    expect(screen.getByRole('link', { name: 'Избранное' })).toBeTruthy();
  });

  it('shows an empty wishlist without asking the server when none is stored', async () => {
    const pages = serve('query', 'WishlistPage', () => data({ wishlist: wishlist([]) }));
    renderApp('/wishlist');
    expect(await screen.findByText('В избранном пока ничего нет.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog');
    expect(pages).toEqual([]);
  });
});
