import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

describe('storefront pages', () => {
  it.each([
    ['/dilevery', 'Информация о доставке', /по всей России/],
    ['/return-policy', 'Возврат товара', /14 дней/],
    ['/reviews', 'Отзывы', /Как оставить отзыв/],
    ['/contacts', 'Контакты', /Служба поддержки/],
    ['/guarantee', 'Гарантии', /Только оригинальные товары/],
    ['/how-to-buy', 'Как купить', /Шаг за шагом/],
    ['/delivery', 'Доставка', /Способы и стоимость/],
    ['/discount', 'Скидки', /Накопительная скидка/],
  ])('renders %s as the «%s» page', async (path, title, text) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Витрина' }).getAttribute('href')).toBe('/');
  });

  it('shows the home page with the category tree and the brands flagged for the main page', async () => {
    let brandVariables: unknown;
    server.use(
      graphql.query('HomePage', ({ query }) => {
        brandVariables = query.includes('brands(showOnMain: true, limit: 20');
        return HttpResponse.json({
          data: {
            categoriesTree: [
              {
                __typename: 'Category',
                id: 1,
                name: 'Женщинам',
                url: 'women',
                children: [{ __typename: 'Category', id: 2, name: 'Платья', url: 'women-dresses', children: [] }],
              },
            ],
            brands: { __typename: 'BrandList', rows: [{ __typename: 'Brand', id: 5, name: 'Северный ветер', url: 'severnyj-veter', image: null }], length: 1 },
          },
        });
      }),
    );
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Платья' })).getAttribute('href')).toBe('/catalog/women-dresses');
    expect(screen.getByRole('link', { name: 'Женщинам' }).getAttribute('href')).toBe('/catalog/women');
    expect(screen.getByText('Северный ветер')).toBeTruthy();
    expect(brandVariables).toBe(true);
  });

  it('tells the shopper in Russian when the server cannot be reached', async () => {
    server.use(graphql.query('HomePage', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByText('Запрашиваемый сервер недоступен.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('answers an unknown address with the Russian 404 page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('re-mounts the page when only the path changes', async () => {
    const { user } = renderApp('/guarantee');
    const first = await screen.findByRole('heading', { level: 1, name: 'Гарантии' });
    const service = screen.getByRole('navigation', { name: 'Сервис' });
    await user.click(service.querySelector('a[href="/delivery"]')!);
    const second = await screen.findByRole('heading', { level: 1, name: 'Доставка' });
    expect(first.isConnected).toBe(false);
    expect(second).not.toBe(first);
  });
});
