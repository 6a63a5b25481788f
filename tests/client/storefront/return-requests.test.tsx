import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order } from '../support/orders';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { data, serve } from './shop-fixtures';

/** CONTRACT §19: «Вернуть товар» on the account's order page, and the request's state. */

const signedIn = () => server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
const FUTURE = '2099-01-10T10:00:00.000Z';

const request = (id: number, status: 'requested' | 'accepted' | 'declined', decisionReason: string | null = null) => ({
  __typename: 'ReturnRequest',
  id,
  status,
  reason: 'Не подошёл размер',
  comment: '',
  decisionReason,
  createdAt: '2026-03-09T10:00:00.000Z',
  decidedAt: status === 'requested' ? null : '2026-03-10T10:00:00.000Z',
  lines: [{ __typename: 'ReturnRequestLine', orderProductId: 1, productName: 'Платье летнее', quantity: 1 }],
});

describe('returning goods from the order page', () => {
  it('asks for chosen lines and quantities with a reason and a comment, then shows the request under review', async () => {
    signedIn();
    let requests: object[] = [];
    serve('query', 'MyOrder', () => data({ checkout: { ...order(12, 'delivered'), returnUntil: FUTURE, returnRequests: requests } }));
    const asked = serve('mutation', 'AskReturn', () => {
      requests = [request(31, 'requested')];
      return data({ createReturnRequest: requests[0] });
    });
    renderApp('/profile/orders/12', { signedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Вернуть товар' }));
    const form = screen.getByRole('form', { name: 'Заявка на возврат' });
    fireEvent.change(within(form).getByLabelText('Платье летнее: сколько вернуть'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText(/Причина/), { target: { value: 'Другое' } });
    fireEvent.change(within(form).getByLabelText(/Ваша причина/), { target: { value: 'Ткань просвечивает' } });
    fireEvent.change(within(form).getByLabelText('Комментарий'), { target: { value: 'Верну курьером' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));

    expect(await screen.findByText('Заявка на возврат № 31: рассматривается')).toBeTruthy();
    expect(asked).toEqual([{ id: 12, input: { lines: [{ orderProductId: 1, quantity: 1 }], reason: 'Ткань просвечивает', comment: 'Верну курьером' } }]);
    expect(screen.queryByRole('form', { name: 'Заявка на возврат' })).toBeNull();
  });

  it('refuses to send nothing, and shows the server’s reason under the field', async () => {
    signedIn();
    serve('query', 'MyOrder', () => data({ checkout: { ...order(12, 'delivered'), returnUntil: FUTURE } }));
    const asked = serve('mutation', 'AskReturn', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { 'lines.0.quantity': 'Вернуть можно не больше 1 шт.: столько получено и ещё не возвращено' }));
    renderApp('/profile/orders/12', { signedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Вернуть товар' }));
    const form = screen.getByRole('form', { name: 'Заявка на возврат' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(form).findByText('Выберите, что хотите вернуть')).toBeTruthy();
    expect(asked).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Шарф: сколько вернуть'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(form).findByText('Вернуть можно не больше 1 шт.: столько получено и ещё не возвращено')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('shows decided requests with the reason of a refusal, and no button once the period is over or the order is not delivered', async () => {
    signedIn();
    serve('query', 'MyOrder', () => data({ checkout: { ...order(12, 'delivered'), returnUntil: '2026-03-12T10:00:00.000Z', returnRequests: [request(31, 'accepted'), request(32, 'declined', 'Товар был в употреблении')] } }));
    renderApp('/profile/orders/12', { signedIn: true });

    expect(await screen.findByText('Заявка на возврат № 31: принята')).toBeTruthy();
    expect(screen.getByText('Заявка на возврат № 32: отклонена: Товар был в употреблении')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Вернуть товар' })).toBeNull();
  });

  it('offers nothing on a shipped order, and shows its track number with the carrier’s link', async () => {
    signedIn();
    serve('query', 'MyOrder', () =>
      data({ checkout: { ...order(12, 'shipped'), trackNumber: 'RA123456789RU', carrier: 'russian_post', trackingUrl: 'https://www.pochta.ru/tracking?barcode=RA123456789RU' } }),
    );
    renderApp('/profile/orders/12', { signedIn: true });

    expect(await screen.findByText(/Трек-номер: RA123456789RU \(Почта России\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Отследить посылку' }).getAttribute('href')).toBe('https://www.pochta.ru/tracking?barcode=RA123456789RU');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Вернуть товар' })).toBeNull());
  });
});
