import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order, serveChangingOrder, serveOrder } from '../support/orders';
import { graphQLError, server } from '../support/server';

/** CONTRACT §19 in the back office: shoppers' return requests listed in the orders area, decided on the order's page; the track number asked when shipping. */

const request = (id: number, status: 'requested' | 'accepted' | 'declined', decisionReason: string | null = null) => ({
  __typename: 'ReturnRequest',
  id,
  checkoutId: 5,
  status,
  reason: 'Не подошёл размер',
  comment: 'Маломерит',
  decisionReason,
  createdAt: '2026-03-09T10:00:00.000Z',
  decidedAt: status === 'requested' ? null : '2026-03-10T10:00:00.000Z',
  lines: [{ __typename: 'ReturnRequestLine', orderProductId: 1, productName: 'Платье летнее', sku: 'DRESS-S-RED', quantity: 1 }],
});

describe('return requests in the back office', () => {
  it('are listed newest first with their orders, by status, and counted in the menu', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminOpenReturnRequestCount', () => HttpResponse.json({ data: { open: { __typename: 'ReturnRequestList', length: 2 } } })),
      graphql.query('AdminReturnRequests', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { list: { __typename: 'ReturnRequestList', rows: [request(32, 'requested'), request(31, 'declined', 'Был в употреблении')], length: 2 } } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/return-requests', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Заявки на возврат' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Заказ № 5' }).getAttribute('href')).toBe('/admin/checkouts/5');
    expect(within(rows[0]).getByText('Рассматривается')).toBeTruthy();
    expect(within(rows[1]).getByText('Был в употреблении')).toBeTruthy();
    expect(await screen.findByLabelText('новых: 2')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Статус'), 'requested');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'requested', offset: 0 }));
  });

  it('are accepted on the order page with «Принять»', async () => {
    let current = { ...order(5, 'delivered'), returnRequests: [request(32, 'requested')] };
    serveChangingOrder(() => current);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminDecideReturnRequest', ({ variables }) => {
        sent.push(variables);
        current = { ...current, returnRequests: [request(32, 'accepted')] };
        return HttpResponse.json({ data: { decided: current.returnRequests[0] } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    const panel = await screen.findByRole('region', { name: 'Заявки на возврат' });
    expect(within(panel).getByText('Маломерит')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Принять заявку № 32' }));
    expect(await within(panel).findByText('Принята')).toBeTruthy();
    expect(sent).toEqual([{ id: 32, input: { status: 'accepted' } }]);
    expect(within(panel).queryByRole('button', { name: 'Принять заявку № 32' })).toBeNull();
  });

  it('are declined only with a reason, and the server’s refusal is shown under it', async () => {
    let current = { ...order(5, 'delivered'), returnRequests: [request(32, 'requested')] };
    serveChangingOrder(() => current);
    const sent: { input: { reason?: string } }[] = [];
    server.use(
      graphql.mutation('AdminDecideReturnRequest', ({ variables }) => {
        sent.push(variables as never);
        if (sent.length === 1) return graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { reason: 'Слишком длинная причина' });
        current = { ...current, returnRequests: [request(32, 'declined', 'Товар был в употреблении')] };
        return HttpResponse.json({ data: { decided: current.returnRequests[0] } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    const panel = await screen.findByRole('region', { name: 'Заявки на возврат' });
    await user.click(within(panel).getByRole('button', { name: 'Отклонить заявку № 32' }));
    const form = within(panel).getByRole('form', { name: 'Отказ по заявке № 32' });
    await user.click(within(form).getByRole('button', { name: 'Отклонить' }));
    expect(await within(form).findByText('Укажите, почему заявка отклонена')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Причина отказа'), 'Товар был в употреблении');
    await user.click(within(form).getByRole('button', { name: 'Отклонить' }));
    expect(await within(form).findByText('Слишком длинная причина')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Отклонить' }));
    expect(await within(panel).findByText('Отклонена')).toBeTruthy();
    expect(sent.map((one) => one.input)).toEqual([
      { status: 'declined', reason: 'Товар был в употреблении' },
      { status: 'declined', reason: 'Товар был в употреблении' },
    ]);
  });
});

describe('shipping an order', () => {
  it('asks for the track number and the delivery service when «Отправлен» is chosen, and shows them with the tracking link', async () => {
    let current = order(5, 'paid');
    serveChangingOrder(() => current);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', ({ variables }) => {
        sent.push(variables);
        current = { ...order(5, 'shipped'), version: 2, trackNumber: '1234567890', carrier: 'cdek', trackingUrl: 'https://www.cdek.ru/ru/tracking?order_id=1234567890' };
        return HttpResponse.json({ data: { saved: current } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    const status = await screen.findByRole('region', { name: 'Статус' });
    expect(within(status).queryByLabelText('Трек-номер')).toBeNull();
    await user.selectOptions(within(status).getByLabelText('Новый статус'), 'shipped');
    await user.type(within(status).getByLabelText('Трек-номер'), '1234567890');
    await user.selectOptions(within(status).getByLabelText('Служба доставки'), 'cdek');
    await user.click(within(status).getByRole('button', { name: 'Сменить статус' }));

    expect(await within(status).findByText(/Трек-номер: 1234567890 \(СДЭК\)/)).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Отследить посылку' }).getAttribute('href')).toBe('https://www.cdek.ru/ru/tracking?order_id=1234567890');
    expect(sent).toEqual([{ id: 5, status: 'shipped', version: 1, trackNumber: '1234567890', carrier: 'cdek' }]);
  });

  it('does not ask again for the track number an order registered at СДЭК already has, and keeps it', async () => {
    serveOrder({ ...order(6, 'paid'), trackNumber: '1234567001', carrier: 'cdek', trackingUrl: 'https://www.cdek.ru/ru/tracking?order_id=1234567001' });
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { saved: { ...order(6, 'shipped'), version: 2, trackNumber: '1234567001', carrier: 'cdek' } } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/6', { signedIn: true });
    const status = await screen.findByRole('region', { name: 'Статус' });
    await user.selectOptions(within(status).getByLabelText('Новый статус'), 'shipped');

    expect(within(status).getByText('Трек-номер уже есть: 1234567001 (СДЭК)')).toBeTruthy();
    expect(within(status).queryByLabelText('Трек-номер')).toBeNull();
    await user.click(within(status).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() => expect(sent).toEqual([{ id: 6, status: 'shipped', version: 1 }]));
  });

  it('sends no track number with another status', async () => {
    serveOrder(order(5, 'new'));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatus', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { saved: { ...order(5, 'processing'), version: 2 } } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });
    const status = await screen.findByRole('region', { name: 'Статус' });
    await user.selectOptions(within(status).getByLabelText('Новый статус'), 'processing');
    expect(within(status).queryByLabelText('Трек-номер')).toBeNull();
    await user.click(within(status).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() => expect(sent).toEqual([{ id: 5, status: 'processing', version: 1 }]));
  });
});
