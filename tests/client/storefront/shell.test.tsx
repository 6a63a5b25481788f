import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render';

const standAt = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const nextFrames = () => act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

describe('the storefront shell', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    standAt(0);
  });

  it('opens the phone menu with the catalogue, the account and the information pages, and closes it with Escape or a link', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Меню' });
    await user.click(menuButton);

    // The panel's script arrives when the button is first reached for.
    const menu = await screen.findByRole('dialog', { name: 'Меню' }, { timeout: 5000 });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Закрыть меню' })).toBe(document.activeElement));
    const sections = within(within(menu).getByRole('navigation', { name: 'Разделы' })).getAllByRole('link');
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Каталог', '/catalog'],
      ['Войти', '/login'],
      ['Заказать звонок', '/call-back'],
    ]);
    // The information pages are groups, not landmarks: the footer's navigation has the same names.
    expect(within(menu).getByRole('group', { name: 'Сервис' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(document.body.style.overflow).toBe('');

    await user.click(menuButton);
    await user.click(within(screen.getByRole('dialog', { name: 'Меню' })).getByRole('link', { name: 'Каталог' }));
    expect(window.location.pathname).toBe('/catalog');
    expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull();
  });

  it('opens the catalogue’s two levels from «Каталог» on a desktop, and from the phone menu; a link followed closes them', async () => {
    // A page that asks no categories of its own (the home page's mock has none).
    const { user } = renderApp('/cart');
    const catalog = await screen.findByRole('button', { name: 'Каталог' });
    await user.click(catalog);
    const panel = await screen.findByRole('region', { name: 'Категории каталога' });
    expect(catalog.getAttribute('aria-expanded')).toBe('true');
    expect(await within(panel).findByRole('link', { name: 'Платья' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Весь каталог' }).getAttribute('href')).toBe('/catalog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Категории каталога' })).toBeNull();
    expect(document.activeElement).toBe(catalog);

    await user.click(catalog);
    await user.click(await within(await screen.findByRole('region', { name: 'Категории каталога' })).findByRole('link', { name: 'Платья' }));
    expect(window.location.pathname).toBe('/catalog/women-dresses');
    expect(screen.queryByRole('region', { name: 'Категории каталога' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Меню' }));
    const menu = await screen.findByRole('dialog', { name: 'Меню' }, { timeout: 5000 });
    const tree = within(menu).getByRole('group', { name: 'Категории' });
    expect(await within(tree).findByRole('link', { name: 'Мужчинам' })).toBeTruthy();
    await user.click(within(tree).getByRole('link', { name: 'Женщинам' }));
    expect(window.location.pathname).toBe('/catalog/women');
    expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull();
  });

  it('opens a new page at its top and brings the shopper back to where they were on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/');
    const about = await screen.findByRole('navigation', { name: 'О нас' });
    standAt(1200);
    await nextFrames();

    await user.click(within(about).getByRole('link', { name: 'Возврат товара' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    standAt(300);
    await nextFrames();

    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await nextFrames();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('keeps the place when only the catalogue’s filters or sort change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/catalog');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    act(() => window.history.pushState(null, '', '/catalog?sort=price_asc'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => window.history.pushState(null, '', '/catalog?sort=price_asc&page=2'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
