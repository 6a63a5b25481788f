import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order } from '../support/orders';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { withDiscounts } from './checkout-fixtures';
import { address, data, serve, serveAddresses } from './shop-fixtures';

const signedIn = () => server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));

const ordered = (id: number, status: Parameters<typeof order>[1], totalAmount: number, createdAt: string) => ({ ...withDiscounts(order(id, status, totalAmount)), createdAt });

describe('the customer\u2019s orders', () => {
  it('lists the own orders newest first with their statuses in Russian, each leading to its page', async () => {
    signedIn();
    const lists = serve('query', 'MyOrders', () =>
      data({
        myCheckouts: {
          __typename: 'CheckoutList',
          rows: [ordered(12, 'shipped', 5000, '2026-03-05T10:00:00.000Z'), ordered(7, 'cancelled', 1990, '2026-01-20T10:00:00.000Z')],
          length: 2,
        },
      }),
    );
    renderApp('/profile/orders', { signedIn: true });

    const newest = await screen.findByRole('listitem', { name: 'Заказ № 12' });
    const rows = within(screen.getByRole('list', { name: 'Заказы' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Заказ № 12', 'Заказ № 7']);
    expect(within(newest).getByText('Отправлен')).toBeTruthy();
    expect(within(newest).getByText(/5 марта 2026/).textContent).toContain('3 товара');
    expect(within(newest).getByText(/5\s000\s₽/)).toBeTruthy();
    expect(within(rows[1]).getByText('Отменён')).toBeTruthy();
    expect(within(newest).getByRole('link', { name: 'Заказ № 12' }).getAttribute('href')).toBe('/profile/orders/12');
    expect(lists).toEqual([{ limit: 100 }]);
  });

  it('says so when there are no orders yet', async () => {
    signedIn();
    serve('query', 'MyOrders', () => data({ myCheckouts: { __typename: 'CheckoutList', rows: [], length: 0 } }));
    renderApp('/profile/orders', { signedIn: true });
    expect(await screen.findByText('Вы ещё ничего не заказывали.')).toBeTruthy();
  });

  it('shows an order: status, lines at the prices paid, delivery, total, recipient, address and payment', async () => {
    signedIn();
    const asked = serve('query', 'MyOrder', () => data({ checkout: ordered(12, 'processing', 5000, '2026-03-05T10:00:00.000Z') }));
    renderApp('/profile/orders/12', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Заказ № 12' })).toBeTruthy();
    expect(screen.getByText('В обработке')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Платье летнее' }).textContent).toMatch(/2 × 2\s000\s₽/);
    expect(screen.getByText('Артикул: SCARF-1')).toBeTruthy();
    expect(screen.getByText('101000, Россия, Москва, ул. Ленина, 1, кв. 5')).toBeTruthy();
    expect(screen.getByText('Доставка: Курьером').nextElementSibling!.textContent).toBe('Бесплатно');
    expect(screen.getByText('Оплата: При получении: наличными или картой')).toBeTruthy();
    expect(screen.getByText('Комментарий: Позвонить за час')).toBeTruthy();
    expect(asked).toEqual([{ id: 12 }]);
  });

  it('shows where a СДЭК order is collected and the days СДЭК quoted', async () => {
    signedIn();
    const carried = {
      ...ordered(14, 'shipped', 5420, '2026-03-05T10:00:00.000Z'),
      deliveryMethod: { __typename: 'OrderMethod', id: 4, name: 'СДЭК до пункта выдачи' },
      contact: { ...order(14, 'shipped').contact, address: '', city: '', zipCode: '' },
      deliveryTariff: 136,
      deliveryDays: { __typename: 'OrderDeliveryDays', min: 3, max: 5 },
      deliveryPoint: { __typename: 'OrderDeliveryPoint', code: 'KZN12', address: 'ул. Пушкина, д. 10', type: 'pickup' },
      deliveryCity: { __typename: 'OrderDeliveryCity', code: 424, name: 'Казань, Республика Татарстан, Россия' },
    };
    serve('query', 'MyOrder', () => data({ checkout: carried }));
    renderApp('/profile/orders/14', { signedIn: true });

    expect(await screen.findByText('Где забрать: Пункт выдачи СДЭК: Казань, ул. Пушкина, д. 10')).toBeTruthy();
    expect(screen.getByText('Срок доставки по расчёту СДЭК: 3–5 дней')).toBeTruthy();
  });

  it('shows what of the order came back, for how much, and where its money stands', async () => {
    signedIn();
    const back = (id: number, amount: number, refund: { status: string } | null) => ({
      __typename: 'OrderReturn',
      id,
      amount,
      createdAt: '2026-03-09T10:00:00.000Z',
      lines: [{ __typename: 'OrderReturnLine', orderProductId: 1, productName: 'Платье летнее', quantity: 1 }],
      refund: refund && { __typename: 'Refund', ...refund },
    });
    serve('query', 'MyOrder', () => data({ checkout: { ...ordered(12, 'delivered', 5000, '2026-03-05T10:00:00.000Z'), returns: [back(1, 2000, null), back(2, 1990.5, { status: 'pending' })] } }));
    renderApp('/profile/orders/12', { signedIn: true });

    const returns = await screen.findByRole('region', { name: 'Возвраты' });
    expect(within(returns).getByText(/^9 марта 2026.*: 2\s000\s₽, деньги вернёт магазин/)).toBeTruthy();
    expect(within(returns).getByText(/1\s990,50\s₽, деньги возвращаются/)).toBeTruthy();
    expect(within(returns).getAllByText('Платье летнее × 1')).toHaveLength(2);
  });

  it('shows the page of a missing order when the order is someone else\u2019s', async () => {
    signedIn();
    serve('query', 'MyOrder', () => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    renderApp('/profile/orders/13', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('sends an anonymous visitor to the sign-in page', async () => {
    renderApp('/profile/orders');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});

describe('the customer\u2019s addresses', () => {
  it('adds an address, then edits and deletes a saved one', async () => {
    signedIn();
    const home = address(8, 'ул. Ленина, 1');
    let saved = [home];
    serve('query', 'MyAddresses', () => data({ addresses: { __typename: 'AddressList', rows: saved, length: saved.length } }));
    const created = serve('mutation', 'CreateAddress', () => {
      saved = [address(9, 'ул. Садовая, 3', { zipCode: '190000', city: 'Санкт-Петербург', phone: '' }), ...saved];
      return data({ createAddress: saved[0] });
    });
    const updated = serve('mutation', 'UpdateAddress', ({ input }) => {
      saved = saved.map((row) => (row.id === 8 ? { ...row, ...(input as object) } : row));
      return data({ updateAddress: saved.find((row) => row.id === 8) });
    });
    const deleted = serve('mutation', 'DeleteAddress', ({ id }) => {
      saved = saved.filter((row) => row.id !== id);
      return data({ deleteAddress: { __typename: 'Deleted', id } });
    });
    const { user } = renderApp('/profile/addresses', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    const adding = screen.getByRole('form', { name: 'Новый адрес' });
    await waitFor(() => expect(within(adding).getByLabelText(/^Имя/)).toHaveProperty('value', 'Анна'));
    await user.type(within(adding).getByLabelText(/^Индекс/), '190000');
    await user.type(within(adding).getByLabelText(/^Город/), 'Санкт-Петербург');
    await user.type(within(adding).getByLabelText(/^Улица, дом, квартира/), 'ул. Садовая, 3');
    await user.click(within(adding).getByRole('button', { name: 'Сохранить адрес' }));

    expect(await screen.findByRole('listitem', { name: '190000, Россия, Санкт-Петербург, ул. Садовая, 3' })).toBeTruthy();
    expect(created).toEqual([{ input: { firstName: 'Анна', lastName: 'Смирнова', zipCode: '190000', country: 'Россия', city: 'Санкт-Петербург', address: 'ул. Садовая, 3' } }]);

    const lenina = screen.getByRole('listitem', { name: '101000, Россия, Москва, ул. Ленина, 1' });
    await user.click(within(lenina).getByRole('button', { name: 'Изменить' }));
    const editing = screen.getByRole('form', { name: 'Изменение адреса' });
    await user.clear(within(editing).getByLabelText(/^Улица, дом, квартира/));
    await user.type(within(editing).getByLabelText(/^Улица, дом, квартира/), 'ул. Ленина, 2');
    await user.click(within(editing).getByRole('button', { name: 'Сохранить адрес' }));

    const moved = await screen.findByRole('listitem', { name: '101000, Россия, Москва, ул. Ленина, 2' });
    expect(updated).toEqual([
      { id: 8, input: { firstName: 'Анна', lastName: 'Смирнова', phone: '+7 900 123-45-67', zipCode: '101000', country: 'Россия', city: 'Москва', address: 'ул. Ленина, 2' } },
    ]);

    await user.click(within(moved).getByRole('button', { name: 'Удалить' }));
    await user.click(within(moved).getByRole('button', { name: 'Да, удалить' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: '101000, Россия, Москва, ул. Ленина, 2' })).toBeNull());
    expect(deleted).toEqual([{ id: 8 }]);
    expect(screen.getByText('Адрес удалён')).toBeTruthy();
  });

  it('shows the server reason under its field', async () => {
    signedIn();
    serveAddresses([]);
    serve('mutation', 'CreateAddress', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { city: 'Слишком длинное название' }));
    const { user } = renderApp('/profile/addresses', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    const adding = screen.getByRole('form', { name: 'Новый адрес' });
    await waitFor(() => expect(within(adding).getByLabelText(/^Имя/)).toHaveProperty('value', 'Анна'));
    await user.type(within(adding).getByLabelText(/^Индекс/), '190000');
    await user.type(within(adding).getByLabelText(/^Город/), 'Санкт-Петербург');
    await user.type(within(adding).getByLabelText(/^Улица, дом, квартира/), 'ул. Садовая, 3');
    await user.click(within(adding).getByRole('button', { name: 'Сохранить адрес' }));

    expect(await within(adding).findByText('Слишком длинное название')).toBeTruthy();
  });
});
