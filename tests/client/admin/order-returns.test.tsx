import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order, serveChangingOrder, serveOrder } from '../support/orders';
import { graphQLError, server } from '../support/server';

/** A return of one dress of order 5, restocked, as the server answers it. */
const dressBack = {
  __typename: 'OrderReturn',
  id: 31,
  reason: 'Не подошёл размер',
  restock: true,
  amount: 2000,
  createdAt: '2026-03-08T09:00:00.000Z',
  lines: [{ __typename: 'OrderReturnLine', orderProductId: 1, productName: 'Платье летнее', sku: 'DRESS-S-RED', quantity: 1, amount: 2000 }],
  refund: null,
};

describe('returns on the admin order page', () => {
  it('offers «Оформить возврат» on a delivered order only, not on one still being put together', async () => {
    serveOrder(order(5, 'processing'));
    renderApp('/admin/checkouts/5', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Оформить возврат' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Возвраты товаров' })).toBeNull();
  });

  it('sends the units typed per line, the reason and whether they go back on sale, then shows the return in the order', async () => {
    let current = order(5, 'delivered');
    serveChangingOrder(() => current);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminReturnCheckout', ({ variables }) => {
        sent.push(variables);
        current = { ...order(5, 'delivered'), returns: [dressBack] };
        current.orderProducts[0].returnedQuantity = 1;
        return HttpResponse.json({ data: { taken: dressBack } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    const panel = await screen.findByRole('region', { name: 'Возвраты товаров' });
    expect(within(panel).getByText('Возвратов не было')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат товаров' });
    expect(within(dialog).getByText('Деньги покупателю верните сами: заказ оплачен не онлайн.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(await within(dialog).findByText('Укажите, сколько штук вернули')).toBeTruthy();
    expect(within(dialog).getByText('Укажите причину возврата')).toBeTruthy();
    expect(sent).toEqual([]);

    const dress = within(dialog).getByLabelText('Платье летнее (DRESS-S-RED)');
    await user.type(dress, '3');
    await user.type(within(dialog).getByLabelText(/Причина возврата/), 'Не подошёл размер');
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(await within(dialog).findByText('Не больше 2 шт.')).toBeTruthy();

    await user.clear(dress);
    await user.type(dress, '1');
    expect(within(dialog).getByText('Сумма возврата: 2 000 ₽')).toBeTruthy();
    expect(within(dialog).getByText('Остаток увеличится на возвращённое количество')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await screen.findByText('Возврат на 2 000 ₽ оформлен')).toBeTruthy();
    expect(sent).toEqual([{ id: 5, input: { lines: [{ orderProductId: 1, quantity: 1 }], reason: 'Не подошёл размер', restock: true } }]);
    const table = await screen.findByRole('table', { name: 'Возвраты товаров' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByText('Платье летнее (DRESS-S-RED) × 1')).toBeTruthy();
    expect(within(row).getByText('Вернули в продажу')).toBeTruthy();
    expect(within(row).getByText('Вне ЮKassa')).toBeTruthy();
    expect(screen.getByText('Возвращено на 2 000 ₽')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal on the line it is about and keeps the form open; written-off goods are said so", async () => {
    const paid = { __typename: 'Payment', id: '2f1a-0002', status: 'succeeded', amount: 5000, method: 'sbp', paidAt: '2026-03-05T10:06:00.000Z', reason: null, createdAt: '2026-03-05T10:05:00.000Z' };
    serveOrder({ ...order(5, 'shipped'), paymentStatus: 'succeeded', paidAmount: 5000, payments: [paid] });
    server.use(
      graphql.mutation('AdminReturnCheckout', () =>
        graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { 'lines.0.quantity': 'Вернуть можно не больше 0 шт.: столько заказано и ещё не возвращено' }),
      ),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат товаров' });
    expect(within(dialog).getByText('Заказ оплачен онлайн: деньги вернутся покупателю через ЮKassa.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Шарф (SCARF-1)'), '1');
    await user.type(within(dialog).getByLabelText(/Причина возврата/), 'Брак');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Вернуть товар в продажу' }));
    expect(within(dialog).getByText('Товар будет списан: остаток не изменится')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await within(dialog).findByText('Вернуть можно не больше 0 шт.: столько заказано и ещё не возвращено')).toBeTruthy();
    expect(within(dialog).getByLabelText('Шарф (SCARF-1)').getAttribute('aria-invalid')).toBe('true');
  });
});
