import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_TOKENS } from '../support/render';
import { order, serveOrder, serveOrders } from '../support/orders';
import { graphQLError, server } from '../support/server';

describe('admin orders list', () => {
  it('shows number and date, customer with phone, total in roubles with its pieces, delivery method, the Russian status and payment, newest first as the server sends them', async () => {
    const requests = serveOrders([order(12, 'paid', 5000), order(11, 'new', 1250)], 2);
    renderApp('/admin/checkouts', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Заказы' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Заказ № 12' }).getAttribute('href')).toBe('/admin/checkouts/12');
    expect(within(rows[1]).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(rows[1]).getByText('+7 900 123-45-67 · anna@example.ru')).toBeTruthy();
    expect(within(rows[1]).getByText('5 000 ₽')).toBeTruthy();
    expect(within(rows[1]).getByText('3 шт.')).toBeTruthy();
    expect(within(rows[1]).getByText('Курьером')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Выбрать все на странице', 'Заказ', 'Покупатель', 'Сумма', 'Доставка', 'Статус', 'Оплата']);
    // the order's status and its money: paid on delivery and recorded as paid
    expect(within(rows[1]).getAllByText('Оплачен')).toHaveLength(2);
    expect(within(rows[2]).getByText('Новый')).toBeTruthy();
    expect(within(rows[2]).getByText('—')).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });
  });

  it('filters by status, payment status and customer through the address, keeps a customer account from the address, and opens an order from its number', async () => {
    const requests = serveOrders([order(12, 'paid')], 1);
    const { user } = renderApp('/admin/checkouts?status=paid&userId=7', { signedIn: true });

    const status = await screen.findByLabelText('Статус');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все статусы',
      'Новый',
      'В обработке',
      'Оплачен',
      'Отправлен',
      'Доставлен',
      'Отменён',
    ]);
    expect((status as HTMLSelectElement).value).toBe('paid');
    await waitFor(() => expect(requests[0]).toEqual({ limit: 20, offset: 0, status: 'paid', userId: 7 }));
    expect(screen.getByText('Заказы покупателя с учётной записью № 7')).toBeTruthy();
    expect(screen.queryByLabelText('ID покупателя')).toBeNull();

    await user.selectOptions(status, 'Отправлен');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'shipped', userId: 7 }));
    expect(window.location.search).toBe('?status=shipped&userId=7');

    await user.click(screen.getByRole('button', { name: 'Все покупатели' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'shipped' }));

    const payment = screen.getByLabelText('Оплата');
    expect(within(payment).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Любая оплата',
      'Ожидает оплаты',
      'Оплачен',
      'Оплата отменена',
      'Частично возвращён',
      'Возвращён',
      'Не оплачивали (—)',
    ]);
    await user.selectOptions(payment, 'Ожидает оплаты');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'shipped', paymentStatus: 'pending' }));

    await user.type(screen.getByLabelText('Покупатель'), '+7 900 123{Enter}');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'shipped', paymentStatus: 'pending', customer: '+7 900 123' }));
    expect(window.location.search).toBe(`?status=shipped&paymentStatus=pending&customer=${encodeURIComponent('+7 900 123').replace(/%20/g, '+')}`);

    serveOrder(order(12, 'paid'));
    await user.click(await screen.findByRole('link', { name: 'Заказ № 12' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 12' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/checkouts/12');
  });

  it("shows the server's reason under «Покупатель» when the text cannot be looked for", async () => {
    server.use(graphql.query('AdminCheckouts', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { customer: 'Телефон: не меньше 5 цифр' })));
    renderApp('/admin/checkouts?customer=%2B7+91', { signedIn: true });

    expect(await screen.findByText('Телефон: не меньше 5 цифр')).toBeTruthy();
    expect(screen.getByLabelText('Покупатель').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows beside the order status where its money stands: paid, what went back, or not paid', async () => {
    serveOrders([{ ...order(12, 'paid'), paymentStatus: 'partially_refunded', refundedAmount: 1000 }, order(11, 'new'), { ...order(10, 'cancelled'), paymentStatus: 'refunded', paidAmount: 5000, refundedAmount: 5000 }], 3);
    renderApp('/admin/checkouts', { signedIn: true });

    const rows = within(await screen.findByRole('table', { name: 'Заказы' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Частично возвращён')).toBeTruthy();
    expect(within(rows[1]).getByText('оплачено 5 000 ₽, возвращено 1 000 ₽')).toBeTruthy();
    expect(within(rows[2]).getByText('—')).toBeTruthy();
    expect(within(rows[3]).getByText('Возвращён')).toBeTruthy();
  });
});

describe('finding and downloading orders', () => {
  it('searches by number, email, name or phone and between dates, keeping them in the address', async () => {
    const requests = serveOrders([order(12, 'paid')], 1);
    const { user } = renderApp('/admin/checkouts?status=paid', { signedIn: true });

    await screen.findByRole('table', { name: 'Заказы' });
    await user.type(screen.getByLabelText('Номер, почта, имя или телефон'), 'Анна Смирнова');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'paid', q: 'Анна Смирнова' }));

    await user.type(screen.getByLabelText('С'), '2026-11-01');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ from: '2026-11-01' }));
    await user.type(screen.getByLabelText('По'), '2026-11-24');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, status: 'paid', q: 'Анна Смирнова', from: '2026-11-01', to: '2026-11-24' }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('Анна Смирнова').replace(/%20/g, '+')}&status=paid&from=2026-11-01&to=2026-11-24`);
  });

  it('downloads the found orders as CSV with the bearer token under the name the server gives', async () => {
    serveOrders([order(12, 'paid')], 1);
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const asked: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get('*/api/checkouts/export', ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse('\uFEFFНомер\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=orders-2026-11-24.csv' } });
      }),
    );
    const { user } = renderApp('/admin/checkouts?status=paid&q=anna&from=2026-11-01', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать CSV' }));

    await waitFor(() => expect(names).toEqual(['orders-2026-11-24.csv']));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0].url).search).toBe('?q=anna&status=paid&from=2026-11-01');
    expect(asked[0].authorization).toBe(`Bearer ${TEST_TOKENS.accessToken}`);
  });

  it('says so when the download is refused', async () => {
    serveOrders([], 0);
    server.use(http.get('*/api/checkouts/export', () => HttpResponse.json({ statusCode: 403, message: 'Доступ запрещён' }, { status: 403 })));
    const { user } = renderApp('/admin/checkouts', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скачать CSV' }));

    expect(await screen.findByText('Доступ запрещён')).toBeTruthy();
  });
});
