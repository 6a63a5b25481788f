import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

const courier = {
  __typename: 'DeliveryMethod',
  id: 1,
  name: 'Курьером',
  description: 'Привезём в удобное время',
  price: 350,
  freeFrom: 5000,
  minDays: 1,
  maxDays: 2,
  needsAddress: true,
  kind: 'manual',
  active: true,
  position: 0,
  version: 1,
};
const pickup = { ...courier, id: 3, name: 'Самовывоз из магазина', description: '', price: 0, freeFrom: null, minDays: 0, maxDays: 1, needsAddress: false, position: 2 };
const cdekPoint = { ...courier, id: 4, name: 'СДЭК до пункта выдачи', description: '', price: 0, freeFrom: 3000, minDays: 1, maxDays: 1, needsAddress: false, kind: 'cdek_pickup', position: 3 };
const transfer = { __typename: 'PaymentMethod', id: 2, name: 'Банковским переводом по счёту', description: '', kind: 'bank_transfer', active: false, position: 1, version: 3 };

/** Answers the operation `name` with `body` and records the variables of each request. */
function answer(kind: 'query' | 'mutation', name: string, body: object) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql[kind](name, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: body });
    }),
  );
  return calls;
}

describe('admin delivery methods', () => {
  it('lists price, free threshold, term and pickup in the staff’s order', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [courier, pickup], length: 2 } });
    renderApp('/admin/delivery-methods', { signedIn: true });

    const rows = within(await screen.findByRole('table', { name: 'Доставка' })).getAllByRole('row');
    expect(rows[1].textContent).toMatch(/КурьеромМагазин350\s₽5\s000\s₽1–2Нужен/);
    expect(rows[2].textContent).toMatch(/Самовывоз из магазинаМагазинБесплатно—0–1Самовывоз/);
  });

  it('shows each method’s kind, and «По расчёту СДЭК» for a СДЭК method’s price and term', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [courier, cdekPoint], length: 2 } });
    renderApp('/admin/delivery-methods', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Доставка' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Вид');
    const rows = within(table).getAllByRole('row');
    expect(rows[2].textContent).toMatch(/СДЭК до пункта выдачиСДЭК, пункт выдачиПо расчёту СДЭК3\s000\s₽По расчёту СДЭКСамовывоз/);
  });

  it('creates a method from numbers typed the Russian way, offered to shoppers by default', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [], length: 0 } });
    const created = answer('mutation', 'CreateDeliveryMethod', { saved: { ...courier, id: 9, name: 'СДЭК' } });
    const { user } = renderApp('/admin/delivery-methods/create-delivery-method', { signedIn: true });

    await user.type(await screen.findByLabelText(/^Название/), 'СДЭК');
    const price = screen.getByLabelText(/^Стоимость, ₽/);
    await user.clear(price);
    await user.type(price, '249,50');
    await user.type(screen.getByLabelText(/^Бесплатно от суммы заказа/), '3 000');
    await user.clear(screen.getByLabelText(/^Срок до, дней/));
    await user.type(screen.getByLabelText(/^Срок до, дней/), '1,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите целое число')).toBeTruthy();
    expect(created).toEqual([]);

    await user.clear(screen.getByLabelText(/^Срок до, дней/));
    await user.type(screen.getByLabelText(/^Срок до, дней/), '4');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Способ доставки добавлен')).toBeTruthy();
    expect(created).toEqual([
      { input: { name: 'СДЭК', kind: 'manual', price: 249.5, freeFrom: 3000, minDays: 1, maxDays: 4, needsAddress: true, active: true, position: null } },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/delivery-methods'));
  });
});

describe('a delivery method by СДЭК', () => {
  it('is created with its kind, says that СДЭК quotes its price and term and only «Бесплатно от» applies, and shows the server’s refusal while СДЭК’s settings are missing', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [], length: 0 } });
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('CreateDeliveryMethod', ({ variables }) => {
        sent.push(variables);
        return graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { active: 'Доставку СДЭК можно включить, когда заданы настройки: CDEK_CLIENT_ID, CDEK_CLIENT_SECRET' });
      }),
    );
    const { user } = renderApp('/admin/delivery-methods/create-delivery-method', { signedIn: true });

    const kind = await screen.findByLabelText(/^Вид доставки/);
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['Своя доставка магазина', 'СДЭК до пункта выдачи или постамата', 'СДЭК курьером до двери']);
    expect(kind).toHaveProperty('value', 'manual');
    expect(screen.queryByText('Для СДЭК не применяется: стоимость берётся из расчёта СДЭК.')).toBeNull();

    await user.selectOptions(kind, 'СДЭК до пункта выдачи или постамата');
    expect(screen.getByText('Для СДЭК не применяется: стоимость берётся из расчёта СДЭК.')).toBeTruthy();
    expect(screen.getAllByText('Для СДЭК не применяется: срок берётся из расчёта СДЭК.')).toHaveLength(2);
    expect(screen.getByText('Применяется и к СДЭК: от этой суммы доставка для покупателя бесплатна. Пусто — покупатель платит по расчёту СДЭК.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Название/), 'СДЭК до пункта выдачи');
    await user.type(screen.getByLabelText(/^Бесплатно от суммы заказа/), '3000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Доставку СДЭК можно включить, когда заданы настройки: CDEK_CLIENT_ID, CDEK_CLIENT_SECRET')).toBeTruthy();
    expect(sent).toEqual([
      { input: { name: 'СДЭК до пункта выдачи', kind: 'cdek_pickup', price: 0, freeFrom: 3000, minDays: 1, maxDays: 3, needsAddress: true, active: true, position: null } },
    ]);
    expect(window.location.pathname).toBe('/admin/delivery-methods/create-delivery-method');
  });

  it('keeps its kind when edited, and sends the kind chosen', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [cdekPoint], length: 1 } });
    answer('query', 'AdminDeliveryMethod', { record: cdekPoint });
    const updated = answer('mutation', 'UpdateDeliveryMethod', { saved: { ...cdekPoint, kind: 'cdek_courier', needsAddress: true, version: 2 } });
    const { user } = renderApp('/admin/delivery-methods/4', { signedIn: true });

    const kind = await screen.findByLabelText(/^Вид доставки/);
    expect(kind).toHaveProperty('value', 'cdek_pickup');
    await user.selectOptions(kind, 'СДЭК курьером до двери');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Способ доставки изменён')).toBeTruthy();
    expect(updated).toEqual([{ id: 4, input: expect.objectContaining({ kind: 'cdek_courier', freeFrom: 3000, version: 1 }) }]);
  });
});

const store = { __typename: 'PickupPoint', id: 1, version: 1, name: 'Магазин на Мясницкой', address: 'Москва, ул. Мясницкая, д. 24/7, стр. 1', hours: 'Ежедневно 10:00–21:00', phone: '+74951234567', active: true, position: 0 };

describe('admin pickup points', () => {
  it('lists each point with its address, hours and phone as a person reads it', async () => {
    answer('query', 'AdminPickupPoints', { list: { __typename: 'PickupPointList', rows: [store], length: 1 } });
    renderApp('/admin/pickup-points', { signedIn: true });

    const rows = within(await screen.findByRole('table', { name: 'Пункты самовывоза' })).getAllByRole('row');
    expect(rows[1].textContent).toContain('Магазин на Мясницкой');
    expect(rows[1].textContent).toContain('Ежедневно 10:00–21:00');
    expect(rows[1].textContent).toContain('+7 495 123-45-67');
  });

  it('adds a point as typed, and shows the server’s refusal of a phone under the phone field', async () => {
    answer('query', 'AdminPickupPoints', { list: { __typename: 'PickupPointList', rows: [], length: 0 } });
    const created: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('CreatePickupPoint', ({ variables }) => {
        created.push(variables);
        return created.length === 1
          ? graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { phone: 'Введите российский номер: +7 и 10 цифр' })
          : HttpResponse.json({ data: { saved: { ...store, id: 2 } } });
      }),
    );
    const { user } = renderApp('/admin/pickup-points/create-pickup-point', { signedIn: true });

    await user.type(await screen.findByLabelText(/^Название/), 'Пункт у метро');
    await user.type(screen.getByLabelText(/^Адрес/), 'Москва, ул. Лесная, д. 5');
    await user.type(screen.getByLabelText(/^Часы работы/), 'Пн–Пт 9:00–20:00');
    await user.type(screen.getByLabelText(/^Телефон/), '12345');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите российский номер: +7 и 10 цифр')).toBeTruthy();
    expect(screen.getByLabelText(/^Телефон/).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText(/^Телефон/));
    await user.type(screen.getByLabelText(/^Телефон/), '8 (495) 123-45-68');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пункт самовывоза добавлен')).toBeTruthy();
    expect(created[1]).toEqual({ input: { name: 'Пункт у метро', address: 'Москва, ул. Лесная, д. 5', hours: 'Пн–Пт 9:00–20:00', phone: '8 (495) 123-45-68', active: true, position: null } });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/pickup-points'));
  });
});

describe('admin payment methods', () => {
  it('edits the kind and takes a method out of use', async () => {
    answer('query', 'AdminPaymentMethods', { list: { __typename: 'PaymentMethodList', rows: [transfer], length: 1 } });
    answer('query', 'AdminPaymentMethod', { record: { ...transfer, active: true } });
    const updated = answer('mutation', 'UpdatePaymentMethod', { saved: transfer });
    const { user } = renderApp('/admin/payment-methods/2', { signedIn: true });

    const kind = await screen.findByLabelText(/^Вид оплаты/);
    expect(kind).toHaveProperty('value', 'bank_transfer');
    await user.selectOptions(kind, 'on_delivery');
    await user.click(screen.getByRole('checkbox', { name: 'Предлагать покупателям' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Способ оплаты изменён')).toBeTruthy();
    expect(updated).toEqual([{ id: 2, input: { name: 'Банковским переводом по счёту', kind: 'on_delivery', active: false, position: 1, version: 3 } }]);
  });
});

describe('a method two managers edit at once', () => {
  it('is not written over: the form shows the values now and takes them, or saves the typed ones on the newer version', async () => {
    answer('query', 'AdminDeliveryMethods', { list: { __typename: 'DeliveryMethodList', rows: [courier], length: 1 } });
    answer('query', 'AdminDeliveryMethod', { record: courier });
    const now = { ...courier, price: 390, version: 2 };
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('UpdateDeliveryMethod', ({ variables }) => {
        sent.push(variables);
        if ((variables.input as { version: number }).version !== now.version) {
          return HttpResponse.json({ errors: [{ message: 'Запись изменили, пока вы её редактировали.', extensions: { code: 'STALE', status: 409, details: { current: now } } }] });
        }
        return HttpResponse.json({ data: { saved: { ...now, ...(variables.input as object), version: 3 } } });
      }),
    );
    const { user } = renderApp('/admin/delivery-methods/1', { signedIn: true });

    const days = await screen.findByLabelText(/^Срок до, дней/);
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Стоимость, ₽: 390')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Взять текущие значения' }));
    expect((screen.getByLabelText(/^Стоимость, ₽/) as HTMLInputElement).value).toBe('390');
    expect((screen.getByLabelText(/^Срок до, дней/) as HTMLInputElement).value).toBe('2');

    await user.clear(screen.getByLabelText(/^Срок до, дней/));
    await user.type(screen.getByLabelText(/^Срок до, дней/), '3');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    expect(await screen.findByText('Способ доставки изменён')).toBeTruthy();
    expect(sent.map(({ input }) => input)).toEqual([
      expect.objectContaining({ price: 350, maxDays: 3, version: 1 }),
      expect.objectContaining({ price: 390, maxDays: 3, version: 2 }),
    ]);
  });
});
