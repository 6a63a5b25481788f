import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order, serveChangingOrder, serveOrder, serveOrders } from '../support/orders';
import { graphQLError, server } from '../support/server';

/** Order 5 paid online: a first card payment the bank declined, then 5 000 ₽ through СБП. */
const paidOnline = (...refunds: object[]) => ({
  ...order(5, 'paid'),
  paymentStatus: refunds.length ? 'partially_refunded' : 'succeeded',
  payments: [
    { __typename: 'Payment', id: '2f1a-0001', status: 'canceled', amount: 5000, method: 'bank_card', paidAt: null, reason: 'Банк отклонил платёж', createdAt: '2026-03-05T10:01:00.000Z' },
    { __typename: 'Payment', id: '2f1a-0002', status: 'succeeded', amount: 5000, method: 'sbp', paidAt: '2026-03-05T10:06:00.000Z', reason: null, createdAt: '2026-03-05T10:05:00.000Z' },
  ],
  refunds,
});

const refundOf = (id: string, amount: number, status = 'succeeded', reason: string | null = null) => ({
  __typename: 'Refund',
  id,
  status,
  amount,
  reason,
  createdAt: '2026-03-07T12:00:00.000Z',
});

describe('online payments on the admin order page', () => {
  it('lists the payments and the refunds in Russian words and roubles, with the sums paid and returned', async () => {
    serveOrder(paidOnline(refundOf('3b2c-0001', 1000, 'succeeded', 'Вернули шарф')));
    renderApp('/admin/checkouts/5', { signedIn: true });

    const payments = await screen.findByRole('region', { name: 'Оплата онлайн' });
    expect(within(payments).getByText('Статус оплаты: Частично возвращён')).toBeTruthy();
    const [, declined, paid] = within(within(payments).getByRole('table', { name: 'Платежи' })).getAllByRole('row');
    expect(within(declined).getByText('2f1a-0001')).toBeTruthy();
    expect(within(declined).getByText('Банковская карта')).toBeTruthy();
    expect(within(declined).getByText('Отменён')).toBeTruthy();
    expect(within(declined).getByText('Банк отклонил платёж')).toBeTruthy();
    expect(within(paid).getByText('05.03.2026, 13:05')).toBeTruthy();
    expect(within(paid).getByText('5 000 ₽')).toBeTruthy();
    expect(within(paid).getByText('СБП')).toBeTruthy();
    expect(within(paid).getByText('Проведён')).toBeTruthy();
    expect(within(paid).getByText('05.03.2026, 13:06')).toBeTruthy();
    const [, refund] = within(within(payments).getByRole('table', { name: 'Возвраты' })).getAllByRole('row');
    expect(within(refund).getByText('3b2c-0001')).toBeTruthy();
    expect(within(refund).getByText('1 000 ₽')).toBeTruthy();
    expect(within(refund).getByText('Проведён')).toBeTruthy();
    expect(within(refund).getByText('Вернули шарф')).toBeTruthy();
    expect(within(payments).getByText('Оплачено: 5 000 ₽')).toBeTruthy();
    expect(within(payments).getByText('Возвращено: 1 000 ₽')).toBeTruthy();
  });

  it('«Вернуть деньги» offers what is left, sends the amount typed, says so and shows the refund once the order is read again', async () => {
    let current = paidOnline(refundOf('3b2c-0001', 1000));
    serveChangingOrder(() => current);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminRefundCheckout', ({ variables }) => {
        sent.push(variables);
        const refund = refundOf('3b2c-0002', 1830.75, 'pending');
        current = paidOnline(refundOf('3b2c-0001', 1000), refund);
        return HttpResponse.json({ data: { refund } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть деньги' });
    expect(within(dialog).getByText(/Осталось вернуть: 4 000 ₽/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/Сумма возврата, ₽/) as HTMLInputElement;
    expect(amount.value).toBe('4 000');
    await user.clear(amount);
    await user.type(amount, '1 830,75');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));

    expect(await screen.findByText('Возврат 1 830,75 ₽ оформлен')).toBeTruthy();
    expect(sent).toEqual([{ id: 5, input: { amount: 1830.75 } }]);
    const refunds = await screen.findByRole('table', { name: 'Возвраты' });
    await waitFor(() => expect(within(refunds).getAllByRole('row')).toHaveLength(3));
    expect(within(refunds).getByText('1 830,75 ₽')).toBeTruthy();
    expect(within(refunds).getByText('В обработке')).toBeTruthy();
    expect(screen.getByText('Возвращено: 2 830,75 ₽')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of the amount under the field and keeps the dialog open", async () => {
    serveOrder(paidOnline(refundOf('3b2c-0001', 3169.25)));
    server.use(
      graphql.mutation('AdminRefundCheckout', () =>
        graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { amount: 'Не больше 1 830,75 ₽: столько осталось вернуть' }),
      ),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть деньги' });
    const amount = within(dialog).getByLabelText(/Сумма возврата, ₽/);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));

    expect(await within(dialog).findByText('Не больше 1 830,75 ₽: столько осталось вернуть')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows no «Оплата онлайн» and no «Вернуть деньги» for an order paid on delivery', async () => {
    serveOrder(order(5, 'paid'));
    renderApp('/admin/checkouts/5', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 5' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Оплата онлайн' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
  });
});

describe('admin order page', () => {
  it('shows the recipient, the delivery with its address, the payment, the comment, the lines with their sums and the total', async () => {
    serveOrder(order(5, 'new'));
    renderApp('/admin/checkouts/5', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 5' })).toBeTruthy();
    expect(screen.getByText('+7 900 123-45-67')).toBeTruthy();
    expect(screen.getByText('101000, Россия, Москва')).toBeTruthy();
    expect(screen.getByText('ул. Ленина, 1, кв. 5')).toBeTruthy();
    expect(screen.getByText('Позвонить за час')).toBeTruthy();
    expect(screen.getByText('Курьером')).toBeTruthy();
    expect(screen.getByText('При получении: наличными или картой')).toBeTruthy();
    expect(screen.getByText('Доставка: бесплатно')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Состав заказа' })).getAllByRole('row');
    expect(within(lines[1]).getByText('Платье летнее')).toBeTruthy();
    expect(within(lines[1]).getByText('DRESS-S-RED')).toBeTruthy();
    expect(within(lines[1]).getByText('цвет Красный, размер S')).toBeTruthy();
    expect(lines[1].querySelector('img')!.getAttribute('src')).toBe('/api/images/dress-red-thumb.webp');
    expect(within(lines[1]).getByText('2 шт.')).toBeTruthy();
    expect(within(lines[1]).getByText('4 000 ₽')).toBeTruthy();
    expect(screen.getByText('Итого: 5 000 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'все заказы покупателя' }).getAttribute('href')).toBe('/admin/checkouts?userId=7');
  });

  it('shows a discounted line at its price after the discount beside the old one struck through, and each discount before the total', async () => {
    const discounted = order(5, 'new', 4550);
    discounted.promoCode = 'OSEN10';
    discounted.discountAmount = 450;
    discounted.discounts = [
      { __typename: 'Discount', promotionId: 3, name: 'Осень −10 %', amount: 400, freeDelivery: false },
      { __typename: 'Discount', promotionId: 4, name: 'Шарфы дешевле', amount: 50, freeDelivery: false },
    ];
    discounted.orderProducts[0] = { ...discounted.orderProducts[0], discount: 400, discountedPrice: 1800 };
    discounted.orderProducts[1] = { ...discounted.orderProducts[1], discount: 50, discountedPrice: 950 };
    serveOrder(discounted);
    renderApp('/admin/checkouts/5', { signedIn: true });

    const lines = within(await screen.findByRole('table', { name: 'Состав заказа' })).getAllByRole('row');
    expect(within(lines[1]).getByText('1 800 ₽')).toBeTruthy();
    expect(within(lines[1]).getByText('2 000 ₽').tagName).toBe('S');
    expect(within(lines[1]).getByText('3 600 ₽')).toBeTruthy();
    expect(screen.getByText('Товары: 5 000 ₽')).toBeTruthy();
    expect(screen.getByText('Промокод OSEN10: Осень −10 %: −400 ₽')).toBeTruthy();
    expect(screen.getByText('Скидка: Шарфы дешевле: −50 ₽')).toBeTruthy();
    expect(screen.getByText('Итого: 4 550 ₽')).toBeTruthy();
  });

  it('shows the history with who did what and when, and links to all its changes', async () => {
    serveOrder(order(6, 'paid'));
    renderApp('/admin/checkouts/6', { signedIn: true });

    const timeline = await screen.findByRole('list', { name: 'История заказа' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    const [placed, moved] = within(timeline).getAllByRole('listitem');
    expect(within(placed).getByText('Заказ оформлен на 5 000 ₽')).toBeTruthy();
    expect(within(placed).getByText(/Покупатель/)).toBeTruthy();
    expect(within(moved).getByText('Оплачен')).toBeTruthy();
    expect(within(moved).getByText(/Админ Магазина \(admin@shop\.local\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все изменения заказа' }).getAttribute('href')).toBe('/admin/audit?entity=checkout&entityId=6');
  });

  it("offers only the statuses the order may move to and shows the server's 409 message", async () => {
    serveOrder(order(5, 'processing'));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', ({ variables }) => {
        sent.push(variables);
        return graphQLError(409, 'ORDER_STATUS', 'Заказ со статусом «Доставлен» нельзя перевести в «Отправлен».', { from: 'delivered', to: 'shipped' });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    const next = await screen.findByLabelText('Новый статус');
    expect(within(next).getAllByRole('option').map((option) => option.textContent)).toEqual(['Выберите статус', 'Оплачен', 'Отправлен', 'Доставлен', 'Отменён']);

    await user.selectOptions(next, 'Отправлен');
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));

    expect(await screen.findByText('Заказ со статусом «Доставлен» нельзя перевести в «Отправлен».')).toBeTruthy();
    expect(sent).toEqual([{ id: 5, status: 'shipped', version: 1 }]);
  });

  it('cancels only after confirmation, since the stock returns, and then offers no more moves', async () => {
    serveOrder(order(5, 'paid'));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { saved: order(5, 'cancelled') } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.selectOptions(await screen.findByLabelText('Новый статус'), 'Отменён');
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Отменить заказ № 5? Товары вернутся на склад, покупатель получит письмо.')).toBeTruthy();
    expect(sent).toEqual([]);
    // the two buttons cannot be mistaken for each other: «Не отменять» keeps the order
    expect(within(dialog).getByRole('button', { name: 'Не отменять' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Отмена' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Статус заказа изменён')).toBeTruthy();
    expect(sent).toEqual([{ id: 5, status: 'cancelled', version: 1 }]);
    expect(await screen.findByText('Статус заказа «Отменён» больше не меняется.')).toBeTruthy();
    expect(screen.queryByLabelText('Новый статус')).toBeNull();
  });

  it('deletes the order after confirmation and returns to the list', async () => {
    serveOrder(order(5, 'new'));
    serveOrders([]);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteCheckout', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 5 } } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить заказ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить заказ № 5?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Заказ удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 5 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/checkouts'));
  });

  it('offers no deletion for an order that was paid, shipped or delivered', async () => {
    for (const status of ['paid', 'shipped', 'delivered'] as const) {
      serveOrder(order(5, status));
      const { unmount } = renderApp('/admin/checkouts/5', { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 5' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Удалить заказ' }), status).toBeNull();
      unmount();
    }
    serveOrder({ ...order(5, 'cancelled'), paymentStatus: 'refunded', paidAmount: 5000, refundedAmount: 5000 });
    renderApp('/admin/checkouts/5', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить заказ' })).toBeNull();
  });

  it('sends the version it showed, and when someone changed the order meanwhile says so with the status now', async () => {
    let current = order(5, 'processing');
    serveChangingOrder(() => current);
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', () => {
        current = { ...order(5, 'cancelled'), version: 3 };
        return HttpResponse.json({
          errors: [{ message: 'Запись изменили, пока вы её редактировали.', extensions: { code: 'STALE', status: 409, details: { current: { id: 5, status: 'cancelled', version: 3 } } } }],
        });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.selectOptions(await screen.findByLabelText('Новый статус'), 'Отправлен');
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    expect(await screen.findByText('Запись изменили, пока вы её редактировали: сейчас статус «Отменён»')).toBeTruthy();
    expect(await screen.findByText('Статус заказа «Отменён» больше не меняется.')).toBeTruthy();
  });

  it('says the order is not found when the server answers 404', async () => {
    server.use(graphql.query('AdminCheckout', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.')));
    renderApp('/admin/checkouts/404', { signedIn: true });

    expect(await screen.findByText('Заказ не найден: возможно, его уже удалили.')).toBeTruthy();
  });
});
