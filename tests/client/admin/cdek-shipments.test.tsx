import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { order, serveOrder } from '../support/orders';
import { renderApp, TEST_TOKENS } from '../support/render';
import { graphQLError, server } from '../support/server';

/** Order 31 to a СДЭК pickup point in Москва: tariff 136, 2–4 days, awaiting its online payment. */
const toPoint = () => ({
  ...order(31, 'new'),
  paymentMethod: { __typename: 'OrderMethod', id: 3, name: 'Онлайн картой' },
  paymentStatus: 'pending',
  deliveryMethod: { __typename: 'OrderMethod', id: 4, name: 'СДЭК до пункта выдачи' },
  deliveryPrice: 320,
  deliveryTariff: 136,
  deliveryDays: { __typename: 'OrderDeliveryDays', min: 2, max: 4 },
  deliveryPoint: { __typename: 'OrderDeliveryPoint', code: 'MSK123', address: 'Москва, ул. Тверская, д. 7', type: 'pickup' },
  deliveryCity: { __typename: 'OrderDeliveryCity', code: 44, name: 'Москва' },
  contact: { ...order(31, 'new').contact, address: '', zipCode: '' },
});

/** Order 32 by СДЭК courier to the recipient's door, tariff 137, 1–2 days. */
const toDoor = () => ({
  ...order(32, 'paid'),
  deliveryTariff: 137,
  deliveryDays: { __typename: 'OrderDeliveryDays', min: 1, max: 2 },
  deliveryCity: { __typename: 'OrderDeliveryCity', code: 44, name: 'Москва' },
});

const shipment = (checkoutId: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Shipment',
  id: 5,
  checkoutId,
  carrier: 'cdek',
  uuid: '72753031-1c5d-4d6a-8d5b-0a6b2a1c0f11',
  trackNumber: '1106207236',
  state: 'registered',
  statusCode: 'CREATED',
  statusName: 'Создан',
  statusAt: '2026-11-28T09:15:00.000Z',
  ...overrides,
});

/** `checkoutShipment` answers with `current()` at the time of each request; the requests are counted. */
function serveShipment(current: () => ReturnType<typeof shipment> | null) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('AdminCheckoutShipment', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { shipment: current() } });
    }),
  );
  return asked;
}

const panel = () => screen.findByRole('region', { name: 'Доставка СДЭК' });

describe('the СДЭК panel of an order', () => {
  it('shows the city, the pickup point with its code and address, the tariff and the term of an order to a point, and the point under «Доставка»', async () => {
    serveOrder(toPoint());
    const asked = serveShipment(() => null);
    renderApp('/admin/checkouts/31', { signedIn: true });

    const cdek = within(await panel());
    expect(cdek.getByText('Москва')).toBeTruthy();
    expect(cdek.getByText('MSK123, Москва, ул. Тверская, д. 7')).toBeTruthy();
    expect(cdek.getByText('Пункт выдачи:')).toBeTruthy();
    expect(cdek.getByText('136 — Посылка склад — склад')).toBeTruthy();
    expect(cdek.getByText('2–4 дня')).toBeTruthy();
    expect(await cdek.findByRole('button', { name: 'Передать в СДЭК' })).toBeTruthy();
    expect(asked).toEqual([{ checkoutId: 31 }]);
    const delivery = within(screen.getByRole('region', { name: 'Доставка' }));
    expect(delivery.getByText('Пункт выдачи СДЭК MSK123')).toBeTruthy();
    expect(delivery.getByText('Москва, ул. Тверская, д. 7')).toBeTruthy();
  });

  it('shows the recipient’s door for a courier order, and the parcel’s state, СДЭК number and last status with its time', async () => {
    serveOrder(toDoor());
    serveShipment(() => shipment(32, { state: 'shipped', statusCode: 'RECEIVED_AT_SHIPMENT_WAREHOUSE', statusName: 'Принят на склад отправителя', statusAt: '2026-11-28T12:40:00.000Z' }));
    renderApp('/admin/checkouts/32', { signedIn: true });

    const cdek = within(await panel());
    expect(cdek.getByText('Курьером до двери:')).toBeTruthy();
    expect(cdek.getByText('101000, Москва, ул. Ленина, 1, кв. 5')).toBeTruthy();
    expect(cdek.getByText('1–2 дня')).toBeTruthy();
    expect(await cdek.findByText('Принят СДЭК, в пути')).toBeTruthy();
    expect(cdek.getByText('1106207236')).toBeTruthy();
    expect(cdek.getByText('Принят на склад отправителя, 28.11.2026, 15:40')).toBeTruthy();
    expect(cdek.queryByRole('button', { name: 'Передать в СДЭК' })).toBeNull();
  });

  it('is not shown for the shop’s own delivery, and the shipment is not asked for', async () => {
    serveOrder(order(12, 'paid'));
    renderApp('/admin/checkouts/12', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 12' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Доставка СДЭК' })).toBeNull();
  });
});

describe('handing an order to СДЭК', () => {
  it('sends createShipment for an order still awaiting its online payment, says «Передаём в СДЭК…» while СДЭК answers, then shows the СДЭК number and the two print buttons', async () => {
    serveOrder(toPoint());
    serveShipment(() => null);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminCreateShipment', async ({ variables }) => {
        sent.push(variables);
        await answered;
        return HttpResponse.json({ data: { shipment: shipment(31, { statusName: null, statusCode: null, statusAt: null }) } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/31', { signedIn: true });

    const cdek = within(await panel());
    await user.click(await cdek.findByRole('button', { name: 'Передать в СДЭК' }));
    const waiting = await cdek.findByRole('button', { name: /Передаём в СДЭК…/ });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([{ checkoutId: 31 }]);

    answer();
    expect(await screen.findByText('Заказ передан в СДЭК, номер 1106207236')).toBeTruthy();
    expect(cdek.getByText('1106207236')).toBeTruthy();
    expect(cdek.getByText('Зарегистрирован в СДЭК, ждёт передачи на склад')).toBeTruthy();
    expect(cdek.getByRole('button', { name: 'Накладная' })).toBeTruthy();
    expect(cdek.getByRole('button', { name: 'Штрихкоды' })).toBeTruthy();
    expect(cdek.queryByRole('button', { name: 'Передать в СДЭК' })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('shows СДЭК’s refusal in the server’s own words and leaves «Передать в СДЭК» to try again', async () => {
    serveOrder(toPoint());
    serveShipment(() => null);
    server.use(graphql.mutation('AdminCreateShipment', () => graphQLError(409, 'DELIVERY_UNAVAILABLE', 'СДЭК не принял заказ: не указан телефон получателя', { reason: 'refused' })));
    const { user } = renderApp('/admin/checkouts/31', { signedIn: true });

    const cdek = within(await panel());
    await user.click(await cdek.findByRole('button', { name: 'Передать в СДЭК' }));

    expect(await screen.findByText('СДЭК не принял заказ: не указан телефон получателя')).toBeTruthy();
    expect(cdek.getByRole('button', { name: 'Передать в СДЭК' }).hasAttribute('disabled')).toBe(false);
    expect(cdek.queryByRole('button', { name: 'Накладная' })).toBeNull();
  });

  it('downloads the waybill and the barcode labels as PDF with the staff token under the names the server gives', async () => {
    serveOrder(toDoor());
    serveShipment(() => shipment(32));
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const asked: { path: string; authorization: string | null }[] = [];
    server.use(
      http.get('*/api/checkouts/:id/shipments/:form', ({ request, params }) => {
        asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${String(params.form)}-32.pdf"` } });
      }),
    );
    const { user } = renderApp('/admin/checkouts/32', { signedIn: true });

    const cdek = within(await panel());
    await user.click(await cdek.findByRole('button', { name: 'Накладная' }));
    await waitFor(() => expect(names).toEqual(['waybill-32.pdf']));
    await user.click(cdek.getByRole('button', { name: 'Штрихкоды' }));
    await waitFor(() => expect(names).toEqual(['waybill-32.pdf', 'labels-32.pdf']));
    expect(asked).toEqual([
      { path: '/api/checkouts/32/shipments/waybill', authorization: `Bearer ${TEST_TOKENS.accessToken}` },
      { path: '/api/checkouts/32/shipments/labels', authorization: `Bearer ${TEST_TOKENS.accessToken}` },
    ]);
  });

  it('says why a print form could not be had, in the server’s words', async () => {
    serveOrder(toDoor());
    serveShipment(() => shipment(32));
    server.use(
      http.get('*/api/checkouts/:id/shipments/:form', () =>
        HttpResponse.json({ statusCode: 503, code: 'DELIVERY_UNAVAILABLE', message: 'СДЭК сейчас недоступен, попробуйте позже' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/admin/checkouts/32', { signedIn: true });

    await user.click(await within(await panel()).findByRole('button', { name: 'Накладная' }));
    expect(await screen.findByText('СДЭК сейчас недоступен, попробуйте позже')).toBeTruthy();
  });
});
