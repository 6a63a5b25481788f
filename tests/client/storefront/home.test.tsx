import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { emptyHomePage } from '../support/server';
import { catalogPage, data, productCard, serve } from './shop-fixtures';

const dress = productCard(21, 'Платье миди', 'plate-midi', { price: 4990, oldPrice: 6990 });
const coat = productCard(22, 'Пальто шерстяное', 'palto-sherstyanoe', { price: 12990 });
const scarf = productCard(23, 'Шарф кашемировый', 'sharf', { price: 1990 });

const list = (rows: ReturnType<typeof productCard>[]) => ({ __typename: 'ProductList', rows });

const serveHome = (rows: { newProducts?: (typeof dress)[]; popularProducts?: (typeof dress)[]; discountedProducts?: (typeof dress)[] }) =>
  serve('query', 'HomePage', () =>
    data({
      ...emptyHomePage,
      newProducts: list(rows.newProducts ?? []),
      popularProducts: list(rows.popularProducts ?? []),
      discountedProducts: list(rows.discountedProducts ?? []),
    }),
  );

describe('the home page', () => {
  it('shows the new, best-selling and discounted products as rows of cards, each with «Смотреть все» leading to the catalogue in that order or filter', async () => {
    serveHome({ newProducts: [coat, scarf], popularProducts: [scarf, dress], discountedProducts: [dress] });
    renderApp('/');

    const fresh = await screen.findByRole('region', { name: 'Новинки' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(0, 3),
    ).toEqual(['Новинки', 'Хиты продаж', 'Скидки']);
    expect(
      within(fresh)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').textContent),
    ).toEqual(['Пальто шерстяное', 'Шарф кашемировый']);
    expect(within(fresh).getByRole('link', { name: 'Смотреть все: Новинки' }).getAttribute('href')).toBe('/catalog?sort=new');
    expect(
      within(screen.getByRole('region', { name: 'Хиты продаж' }))
        .getByRole('link', { name: 'Смотреть все: Хиты продаж' })
        .getAttribute('href'),
    ).toBe('/catalog');
    const sale = screen.getByRole('region', { name: 'Скидки' });
    expect(within(sale).getByRole('link', { name: 'Платье миди' }).getAttribute('href')).toBe('/product/plate-midi');
    expect(within(sale).getByText('−29 %')).toBeTruthy();
    expect(within(sale).getByRole('link', { name: 'Смотреть все: Скидки' }).getAttribute('href')).toBe('/catalog?discounted=1');
  });

  it('loads the first row’s first pictures at once when no banner stands above it, and the other rows’ as the shopper scrolls near them', async () => {
    serveHome({ newProducts: [coat, scarf, dress, coat, scarf].map((card, index) => ({ ...card, id: 30 + index })), popularProducts: [dress] });
    renderApp('/');
    const fresh = await screen.findByRole('region', { name: 'Новинки' });
    const loading = (region: HTMLElement) => [...region.querySelectorAll('img')].map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]);
    expect(loading(fresh)).toEqual([['eager', 'high'], ['eager', null], ['eager', null], ['eager', null], ['lazy', null]]);
    expect(loading(screen.getByRole('region', { name: 'Хиты продаж' }))).toEqual([['lazy', null]]);
  });

  it('shows the banner text a manager wrote, and the shop’s own greeting while its title is empty', async () => {
    const advertisement = (title: string, description: string) => ({ __typename: 'AdvertisementList', rows: [{ __typename: 'Advertisement', id: 1, title, description }] });
    serve('query', 'HomePage', () => data({ ...emptyHomePage, advertisements: advertisement('Распродажа до −50%', 'Только до воскресенья: пальто и куртки') }));
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Распродажа до −50%' })).toBeTruthy();
    expect(screen.getByText('Только до воскресенья: пальто и куртки')).toBeTruthy();
    unmount();

    serve('query', 'HomePage', () => data({ ...emptyHomePage, advertisements: advertisement('', 'не показывается') }));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Одежда и обувь для всей семьи' })).toBeTruthy();
    expect(screen.queryByText('не показывается')).toBeNull();
  });

  it('leaves out a row that has no products', async () => {
    serveHome({ newProducts: [coat], popularProducts: [scarf] });
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Хиты продаж' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Новинки' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Скидки' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Скидки' })).toBeNull();
  });

  it('opens the discounted products in the catalogue from «Смотреть все»', async () => {
    serveHome({ discountedProducts: [dress] });
    const requests = serve('query', 'CatalogPage', () => data(catalogPage([dress])));
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Смотреть все: Скидки' }));
    expect(window.location.pathname + window.location.search).toBe('/catalog?discounted=1');
    await waitFor(() => expect(requests[0]).toMatchObject({ discounted: true, sort: 'relevance', page: 1 }));
    expect(await screen.findByRole('button', { name: 'Убрать фильтр: Со скидкой' })).toBeTruthy();
  });
});
