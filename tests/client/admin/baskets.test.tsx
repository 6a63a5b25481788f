import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const basket = (id: string, status: 'active' | 'empty' | 'ordered', customer = true) => ({
  __typename: 'BasketSummary',
  id,
  userId: customer ? 7 : null,
  user: customer ? { __typename: 'BasketCustomer', id: 7, email: 'anna@example.ru', firstName: 'Анна', lastName: 'Смирнова' } : null,
  status,
  totalAmount: status === 'active' ? 7500 : 0,
  itemCount: status === 'active' ? 3 : 0,
  updatedAt: '2026-03-05T10:00:00.000Z',
});

/** The basket list answers with these rows, and records the variables of each request. */
function serveBaskets(rows: ReturnType<typeof basket>[], length = rows.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminBaskets', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'BasketList', rows, length } } });
    }),
  );
  return requests;
}

describe('admin baskets', () => {
  it('opens from the side menu and lists the baskets with customer, Russian status, goods and total', async () => {
    const requests = serveBaskets([basket('b-1', 'active'), basket('b-2', 'ordered', false)], 2);
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('link', { name: 'Корзины' }));
    const table = await screen.findByRole('table', { name: 'Корзины' });
    expect(window.location.pathname).toBe('/admin/baskets');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(rows[1]).getByText('anna@example.ru · ID 7')).toBeTruthy();
    expect(within(rows[1]).getByText('С товарами')).toBeTruthy();
    expect(within(rows[1]).getByText('3 шт.')).toBeTruthy();
    expect(within(rows[1]).getByText('7 500 ₽')).toBeTruthy();
    expect(within(rows[2]).getByText('Без покупателя')).toBeTruthy();
    expect(within(rows[2]).getByText('Заказана')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });
  });

  it('shows what a basket holds: each variant with quantity and price, and the total', async () => {
    serveBaskets([basket('b-1', 'active'), basket('b-2', 'ordered', false)], 2);
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminBasketContents', ({ variables }) => {
        asked.push(variables.id);
        const variant = { __typename: 'BasketVariant', id: 11, sku: 'DRESS-S-RED', size: 'S', color: 'Красный', product: { __typename: 'BasketProduct', id: 4, name: 'Платье летнее' } };
        return HttpResponse.json({ data: { basket: { __typename: 'Basket', id: 'b-1', totalAmount: 7500, orderProducts: [{ __typename: 'BasketLine', id: 1, quantity: 3, price: 2500, productVariant: variant }] } } });
      }),
    );
    const { user } = renderApp('/admin/baskets', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Корзины' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]).queryByRole('button', { name: /Состав/ })).toBeNull();
    await user.click(within(rows[1]).getByRole('button', { name: /Состав корзины: anna@example.ru/ }));
    const contents = await screen.findByRole('table', { name: 'Состав корзины' });
    expect(within(contents).getByRole('link', { name: 'Платье летнее' }).getAttribute('href')).toBe('/admin/products/4');
    expect(within(contents).getByText('DRESS-S-RED, S, Красный')).toBeTruthy();
    expect(within(contents).getByText('3 шт.')).toBeTruthy();
    expect(screen.getByText('Итого: 7 500 ₽')).toBeTruthy();
    expect(asked).toEqual(['b-1']);
  });

  it('filters by status, customer, sum and change dates through the address', async () => {
    const requests = serveBaskets([basket('b-1', 'active')], 1);
    const { user } = renderApp('/admin/baskets?status=empty', { signedIn: true });

    const status = await screen.findByLabelText('Статус');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Все корзины', 'С товарами', 'Пустая', 'Заказана']);
    await waitFor(() => expect(requests[0]).toEqual({ limit: 20, offset: 0, status: 'empty' }));

    await user.selectOptions(status, 'С товарами');
    await user.type(screen.getByLabelText('ID покупателя'), '7{Enter}');
    await user.type(screen.getByLabelText('Сумма от, ₽'), '1000{Enter}');
    await user.type(screen.getByLabelText('Сумма до, ₽'), '9000');
    await user.tab();
    fireEvent.change(screen.getByLabelText('Изменена с'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Изменена по'), { target: { value: '2026-03-31' } });

    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        limit: 20,
        offset: 0,
        status: 'active',
        userId: 7,
        minTotalAmount: 1000,
        maxTotalAmount: 9000,
        updatedFrom: '2026-03-01',
        updatedTo: '2026-03-31',
      }),
    );
    expect(new URLSearchParams(window.location.search).get('updatedTo')).toBe('2026-03-31');
  });
});
