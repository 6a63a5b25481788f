import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { catalogPage, data, productCard, serve } from './shop-fixtures';

const suggestions = {
  searchSuggest: {
    __typename: 'SearchSuggestions',
    products: [
      { __typename: 'SuggestedProduct', id: 21, name: 'Платье миди', url: 'plate-midi', price: 4990, image: 'plate-midi.png', brand: 'Лён и хлопок' },
      { __typename: 'SuggestedProduct', id: 23, name: 'Летнее платье', url: 'letnee-plate', price: 3990, image: null, brand: null },
    ],
    categories: [{ __typename: 'NamedRef', id: 2, name: 'Платья', url: 'women-dresses' }],
    brands: [{ __typename: 'NamedRef', id: 5, name: 'Платон', url: 'platon' }],
  },
};

const serveSuggestions = () => serve('query', 'SearchSuggest', () => data(suggestions));
const searchBox = () => screen.findByRole('combobox', { name: 'Поиск по каталогу' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search suggestions', () => {
  it('appear once two letters are typed and typing pauses: products with picture and price, then categories, then brands, the typed part in bold', async () => {
    const requests = serveSuggestions();
    const { user } = renderApp('/');
    const box = await searchBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'п');
    await pause(300);
    expect(requests).toEqual([]);

    // Under load a pause between two keystrokes may outlast the debounce; only the last request matters then.
    await user.type(box, 'ла');
    const list = await screen.findByRole('listbox', { name: 'Подсказки поиска' }, { timeout: 3000 });
    await waitFor(() => expect(requests.at(-1)).toEqual({ q: 'пла' }));
    expect(requests.every((request) => String(request.q).length >= 2)).toBe(true);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((group) => [
        group.getAttribute('aria-label'),
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ]),
    ).toEqual([
      ['Товары', ['Платье миди, Лён и хлопок, 4\u00a0990\u00a0₽', 'Летнее платье, 3\u00a0990\u00a0₽']],
      ['Категории', ['Платья']],
      ['Бренды', ['Платон']],
    ]);
    const dress = within(list).getByRole('option', { name: /Платье миди/ });
    // The brand tells same-named products apart.
    expect(within(dress).getByText('Лён и хлопок')).toBeTruthy();
    expect(dress.querySelector('img')?.getAttribute('src')).toBe('/api/images/plate-midi-thumb.webp');
    expect(within(dress).getByText('Пла').tagName).toBe('MARK');
    expect(within(within(list).getByRole('option', { name: /Летнее платье/ })).getByText('пла').tagName).toBe('MARK');
  });

  it('are chosen with the arrow keys, round from the last to the first, and Enter opens the chosen one', async () => {
    serveSuggestions();
    serve('query', 'CategoryPage', () => data({ categoryByUrl: { __typename: 'Category', id: 2, name: 'Платья', url: 'women-dresses', desc: '', parent: null, children: [] } }));
    serve('query', 'CatalogPage', () => data(catalogPage([productCard(21, 'Платье миди', 'plate-midi')])));
    const { user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, 'пла');
    await screen.findByRole('listbox');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(screen.getByRole('option', { name: /Платье миди/ }));
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(screen.getByRole('option', { name: 'Платон' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe(screen.getByRole('option', { name: 'Платья' }));
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/catalog/women-dresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Платья' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('open a product’s page or the catalogue filtered by a brand on a click', async () => {
    serveSuggestions();
    serve('query', 'ProductPage', () => graphQLError(404, 'NOT_FOUND', 'Товар не найден'));
    const catalog = serve('query', 'CatalogPage', () => data(catalogPage([productCard(21, 'Платье миди', 'plate-midi')])));
    const { user } = renderApp('/');
    const box = await searchBox();

    await user.type(box, 'пла');
    await user.click(await screen.findByRole('option', { name: /Платье миди/ }));
    expect(window.location.pathname).toBe('/product/plate-midi');
    expect(document.activeElement).toBe(box);

    await user.type(box, 'пла');
    await user.click(await screen.findByRole('option', { name: 'Платон' }));
    expect(window.location.pathname + window.location.search).toBe('/catalog?brand=5');
    await waitFor(() => expect(catalog.at(-1)).toMatchObject({ brands: [5] }));
  });

  it('close with Escape or a click elsewhere, keep the typed words, and open again as typing goes on', async () => {
    serveSuggestions();
    const { user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, 'пла');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('пла');

    await user.type(box, 'т');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('leave Enter to the search when no suggestion is chosen', async () => {
    serveSuggestions();
    const catalog = serve('query', 'CatalogPage', () => data(catalogPage([productCard(21, 'Платье миди', 'plate-midi')])));
    const { user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, 'пла');
    await screen.findByRole('listbox');

    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/catalog');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('пла');
    await waitFor(() => expect(catalog[0]).toMatchObject({ name: 'пла' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offer «Возможно, вы искали» under a search with a typo, leading to the corrected search', async () => {
    serve('query', 'CatalogPage', () => data(catalogPage([productCard(21, 'Платье миди', 'plate-midi')])));
    const asked = serve('query', 'SearchCorrection', () => data({ searchCorrection: 'платье' }));
    renderApp('/catalog?q=плотье');

    const correction = await screen.findByRole('link', { name: 'платье' });
    expect(correction.parentElement!.textContent).toBe('Возможно, вы искали: платье');
    expect(correction.getAttribute('href')).toBe('/catalog?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5');
    expect(asked).toEqual([{ q: 'плотье' }]);
  });
});
