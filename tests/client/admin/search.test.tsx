import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { order } from '../support/orders';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const user = (id: number, email: string, lastName: string) => ({ __typename: 'User', id, email, firstName: 'Анна', lastName });
const list = (typename: string, rows: object[], length = rows.length) => ({ __typename: typename, rows, length });

function serveSearch() {
  const asked: string[] = [];
  server.use(
    graphql.query('AdminSearch', ({ variables }) => {
      asked.push(variables.q as string);
      return HttpResponse.json({
        data: {
          products: list('ProductList', [{ __typename: 'Product', id: 4, name: 'Платье летнее', available: false, productVariants: [{ __typename: 'ProductVariant', id: 40, sku: 'DRE001' }] }], 7),
          checkouts: list('CheckoutList', [order(12, 'paid')]),
          byEmail: list('UserList', [user(7, 'anna@example.ru', 'Смирнова')]),
          bySurname: list('UserList', [user(7, 'anna@example.ru', 'Смирнова'), user(8, 'anna.s@example.ru', 'Смирнова')]),
        },
      });
    }),
  );
  return asked;
}

describe('admin search over everything', () => {
  it('searches products, orders and customers from the header and lists each kind with its count', async () => {
    const asked = serveSearch();
    const { user: person } = renderApp('/admin/dashboard', { signedIn: true });

    await person.type(await screen.findByRole('searchbox', { name: 'Поиск по товарам, заказам и покупателям' }), 'DRE001{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/search?q=DRE001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск: «DRE001»' })).toBeTruthy();
    expect(asked).toEqual(['DRE001']);

    const products = screen.getByRole('region', { name: 'Товары' });
    expect(within(products).getByRole('heading', { name: 'Товары: 7' })).toBeTruthy();
    expect(within(products).getByRole('link', { name: 'Платье летнее' }).getAttribute('href')).toBe('/admin/products/4');
    expect(within(products).getByText(/DRE001 · снят с продажи/)).toBeTruthy();
    expect(within(products).getByRole('link', { name: 'Показать все' }).getAttribute('href')).toBe('/admin/products?q=DRE001');
    const orders = screen.getByRole('region', { name: 'Заказы' });
    expect(within(orders).getByRole('link', { name: 'Заказ № 12' }).getAttribute('href')).toBe('/admin/checkouts/12');
    const customers = screen.getByRole('region', { name: 'Покупатели' });
    expect(within(customers).getByRole('heading', { name: 'Покупатели: 2' })).toBeTruthy();
    expect(within(customers).getAllByRole('link', { name: 'заказы' })[0].getAttribute('href')).toBe('/admin/checkouts?userId=7');
  });

  it('answers an unknown back office address inside the back office, with a way to the dashboard', async () => {
    renderApp('/admin/unknown', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Разделы панели управления' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к сводке' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('offers a skip link to the page content first', async () => {
    renderApp('/admin/dashboard', { signedIn: true });
    const skip = await screen.findByRole('link', { name: 'Перейти к содержимому' });
    expect(skip.getAttribute('href')).toBe('#admin-main');
    expect(document.getElementById('admin-main')?.tagName).toBe('MAIN');
  });
});
