import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order, serveOrder } from '../support/orders';
import { server } from '../support/server';

/** Issue 47: several orders to one status at once, and their packing lists and «товарные чеки» on paper. */

/** A cell's text with the narrow and no-break spaces of Russian number formats read as spaces. */
const plain = (element: Element) => (element.textContent ?? '').replace(/\s/gu, ' ');

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** The orders list answers `rows()` at each request. */
function serveOrders(rows: () => ReturnType<typeof order>[]) {
  server.use(graphql.query('AdminCheckouts', () => HttpResponse.json({ data: { list: { __typename: 'CheckoutList', rows: rows(), length: rows().length } } })));
}

/** The seller as the shop settings give it. */
const shopSettings = {
  __typename: 'ShopSettings',
  id: 1,
  updatedAt: '2026-03-01T10:00:00.000Z',
  name: 'Лавка Марии',
  legalName: 'ООО «Лавка Марии»',
  inn: '7701234567',
  ogrn: '1157746001234',
  address: 'Москва, ул. Покровка, д. 3',
  phone: '+79161234567',
  email: 'shop@lavka.example',
  workHours: 'Пн–Сб 10:00–20:00',
};

/** The print page's query answers those of these orders it is asked for, and records the ids; the settings give the seller. */
function servePrint(rows: ReturnType<typeof order>[]) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('AdminPrintCheckouts', ({ variables }) => {
      asked.push(variables);
      const found = rows.filter((row) => (variables.ids as number[]).includes(row.id));
      return HttpResponse.json({ data: { list: { __typename: 'CheckoutList', rows: found, length: found.length } } });
    }),
    graphql.query('AdminShopSettings', () => HttpResponse.json({ data: { shopSettings } })),
  );
  return asked;
}

describe('a status for several orders from the list', () => {
  it('moves the ticked orders, says how many moved, names the refused one by number with the reason and keeps it ticked', async () => {
    let current = [order(12, 'new'), order(11, 'delivered'), order(10, 'processing')];
    serveOrders(() => current);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatuses', ({ variables }) => {
        sent.push(variables);
        current = [order(12, 'shipped'), order(11, 'delivered'), order(10, 'shipped')];
        return HttpResponse.json({
          data: {
            result: {
              __typename: 'CheckoutBulkResult',
              done: [10, 12],
              failed: [{ __typename: 'CheckoutBulkFailure', id: 11, code: 'ORDER_STATUS', message: 'Заказ со статусом «Доставлен» нельзя перевести в «Отправлен».' }],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/admin/checkouts', { signedIn: true });

    await screen.findByRole('table', { name: 'Заказы' });
    expect(screen.queryByRole('region', { name: 'Выбранные заказы' })).toBeNull();
    await user.click(checkbox('Выбрать все на странице'));
    const bar = await screen.findByRole('region', { name: 'Выбранные заказы' });
    expect(within(bar).getByText('Выбрано: 3')).toBeTruthy();
    await user.selectOptions(within(bar).getByLabelText('Новый статус выбранных'), 'Отправлен');
    await user.click(within(bar).getByRole('button', { name: 'Сменить статус' }));

    expect(await screen.findByText('Статус изменён у заказов: 2')).toBeTruthy();
    expect(sent).toEqual([{ input: { ids: [10, 11, 12], status: 'shipped' } }]);
    const report = await screen.findByRole('alert', { name: 'Заказы, статус которых не изменён' });
    expect(within(report).getByText('Не удалось перевести в «Отправлен» заказов: 1')).toBeTruthy();
    expect(within(report).getByText('Заказ № 11: Заказ со статусом «Доставлен» нельзя перевести в «Отправлен».')).toBeTruthy();
    await waitFor(() => expect(checkbox('Выбрать заказ № 12').checked).toBe(false));
    expect(checkbox('Выбрать заказ № 11').checked).toBe(true);
    expect(checkbox('Выбрать заказ № 10').checked).toBe(false);
    const rows = within(screen.getByRole('table', { name: 'Заказы' })).getAllByRole('row');
    await waitFor(() => expect(within(rows[1]).getByText('Отправлен')).toBeTruthy());

    await user.click(within(report).getByRole('button', { name: 'Скрыть отчёт' }));
    expect(screen.queryByRole('alert', { name: 'Заказы, статус которых не изменён' })).toBeNull();
  });

  it('cancels the ticked orders only after confirmation, since their stock returns', async () => {
    serveOrders(() => [order(12, 'new'), order(11, 'paid')]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetCheckoutStatuses', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { result: { __typename: 'CheckoutBulkResult', done: [11, 12], failed: [] } } });
      }),
    );
    const { user } = renderApp('/admin/checkouts', { signedIn: true });

    await screen.findByRole('table', { name: 'Заказы' });
    await user.click(checkbox('Выбрать заказ № 12'));
    await user.click(checkbox('Выбрать заказ № 11'));
    const bar = screen.getByRole('region', { name: 'Выбранные заказы' });
    await user.selectOptions(within(bar).getByLabelText('Новый статус выбранных'), 'Отменён');
    await user.click(within(bar).getByRole('button', { name: 'Сменить статус' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Отменить выбранные заказы (2)? Товары вернутся на склад, покупатели получат письма.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказы' }));

    expect(await screen.findByText('Статус изменён у заказов: 2')).toBeTruthy();
    expect(sent).toEqual([{ input: { ids: [11, 12], status: 'cancelled' } }]);
    expect(screen.queryByRole('alert', { name: 'Заказы, статус которых не изменён' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Выбранные заказы' })).toBeNull());
  });
});

/** Order 7: two dresses at 2 000 ₽ less 400 ₽ by a promo code, a scarf at 1 000 ₽, courier 350 ₽: 4 950 ₽. */
function discountedOrder() {
  const record = order(7, 'paid', 4950);
  record.deliveryPrice = 350;
  record.discountAmount = 400;
  record.orderProducts[0] = { ...record.orderProducts[0], discount: 400, discountedPrice: 1800 };
  return record;
}

describe('printed orders', () => {
  it('print the ticked orders’ «товарные чеки» together: the seller’s requisites, lines with variant words, discount, delivery, total and the total in words, one order a sheet', async () => {
    serveOrders(() => [discountedOrder(), order(6, 'new', 1234.5)]);
    const asked = servePrint([order(6, 'new', 1234.5), discountedOrder()].map((record) => (record.id === 6 ? { ...record, deliveryPrice: 0, orderProducts: [{ ...record.orderProducts[1], id: 61, price: 1234.5, quantity: 1 }] } : record)));
    const { user } = renderApp('/admin/checkouts', { signedIn: true });

    await screen.findByRole('table', { name: 'Заказы' });
    await user.click(checkbox('Выбрать заказ № 7'));
    await user.click(checkbox('Выбрать заказ № 6'));
    await user.click(within(screen.getByRole('region', { name: 'Выбранные заказы' })).getByRole('button', { name: 'Печать' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Товарный чек' }));

    const receipts = await screen.findAllByRole('article');
    expect(window.location.pathname).toBe('/admin/checkouts/print');
    expect(new URLSearchParams(window.location.search).get('ids')).toBe('6,7');
    expect(asked).toEqual([{ ids: [6, 7] }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Товарный чек: заказов 2' })).toBeTruthy();
    expect(receipts.map((receipt) => receipt.getAttribute('aria-label'))).toEqual(['Товарный чек к заказу № 6', 'Товарный чек к заказу № 7']);

    const receipt = receipts[1];
    const sellerDetails = within(receipt).getByLabelText('Продавец');
    expect(within(sellerDetails).getByText('Продавец: ООО «Лавка Марии»')).toBeTruthy();
    expect(within(sellerDetails).getByText('ИНН 7701234567, ОГРН 1157746001234')).toBeTruthy();
    expect(within(sellerDetails).getByText('Адрес: Москва, ул. Покровка, д. 3')).toBeTruthy();
    expect(within(sellerDetails).getByText('Телефон: +7 916 123-45-67')).toBeTruthy();
    expect(within(receipt).getByRole('heading', { name: 'Товарный чек № 7 от 5 марта 2026 г.' })).toBeTruthy();
    const [, dress, scarf, delivery] = within(within(receipt).getByRole('table', { name: 'Товарный чек № 7' })).getAllByRole('row');
    expect(within(dress).getAllByRole('cell').map(plain)).toEqual(['1', 'Платье летнеецвет Красный, размер S, арт. DRESS-S-RED', '2', '2 000,00', '400,00', '3 600,00']);
    expect(within(scarf).getAllByRole('cell').map(plain)).toEqual(['2', 'Шарфарт. SCARF-1', '1', '1 000,00', '—', '1 000,00']);
    expect(within(delivery).getAllByRole('cell').map(plain)).toEqual(['3', 'Доставка: Курьером', '1', '350,00', '—', '350,00']);
    expect(within(receipt).getAllByText(/^Итого:/).map(plain)).toEqual(['Итого: 4 950,00 ₽']);
    expect(within(receipt).getByText('Четыре тысячи девятьсот пятьдесят рублей 00 копеек')).toBeTruthy();
    expect(within(receipts[0]).getByText('Одна тысяча двести тридцать четыре рубля 50 копеек')).toBeTruthy();
  });

  it('print an order’s packing list from its page: customer, delivery and address, lines with SKU, variant words, quantity and a box to tick, and no prices', async () => {
    serveOrder(order(5, 'processing'));
    servePrint([order(5, 'processing')]);
    const { user } = renderApp('/admin/checkouts/5', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Печать' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Лист сборки' }));

    const sheet = await screen.findByRole('article', { name: 'Лист сборки к заказу № 5' });
    expect(within(sheet).getByRole('heading', { name: 'Лист сборки · Заказ № 5 от 05.03.2026, 13:00' })).toBeTruthy();
    expect(within(sheet).getByText('Анна Смирнова, +7 900 123-45-67, anna@example.ru')).toBeTruthy();
    expect(within(sheet).getByText('Курьером')).toBeTruthy();
    expect(within(sheet).getByText('101000, Россия, Москва, ул. Ленина, 1, кв. 5')).toBeTruthy();
    expect(within(sheet).getByText('Позвонить за час')).toBeTruthy();
    const [head, dress, scarf] = within(within(sheet).getByRole('table', { name: 'Состав заказа № 5' })).getAllByRole('row');
    expect(within(head).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['№', 'Артикул', 'Товар', 'Цвет, размер', 'Кол-во', 'Собрано']);
    expect(within(dress).getAllByRole('cell').map(plain)).toEqual(['1', 'DRESS-S-RED', 'Платье летнее', 'цвет Красный, размер S', '2 шт.', '']);
    expect(within(scarf).getAllByRole('cell').map(plain)).toEqual(['2', 'SCARF-1', 'Шарф', '—', '1 шт.', '']);
    expect(within(dress).getByRole('img', { name: 'Отметка о сборке' })).toBeTruthy();
    expect(within(sheet).getByText('Всего товаров: 3 шт.')).toBeTruthy();
    expect(within(sheet).queryByText(/₽/)).toBeNull();
    expect(screen.getByRole('link', { name: '← Заказ № 5' }).getAttribute('href')).toBe('/admin/checkouts/5');
    expect(screen.getByRole('link', { name: 'Товарный чек' }).getAttribute('href')).toBe('/admin/checkouts/print?form=receipt&ids=5');
  });

  it('names the pickup point on a packing list of an order picked up at the shop', async () => {
    const pickup = { ...order(8, 'new'), contact: { ...order(8, 'new').contact, address: '', city: '', country: '', zipCode: '' }, deliveryMethod: { __typename: 'OrderMethod', id: 3, name: 'Самовывоз из магазина' } };
    pickup.pickupPoint = { __typename: 'OrderPickupPoint', name: 'Магазин на Покровке', address: 'Москва, ул. Покровка, д. 3', hours: '10–20', phone: '+79161234567' };
    servePrint([pickup]);
    renderApp('/admin/checkouts/print?form=packing&ids=8', { signedIn: true });

    const sheet = await screen.findByRole('article', { name: 'Лист сборки к заказу № 8' });
    expect(within(sheet).getByText('Самовывоз: «Магазин на Покровке», Москва, ул. Покровка, д. 3')).toBeTruthy();
  });

  it('asks for many orders ten at a time and prints each once, in the order of their numbers', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ ...order(100 + i, 'new'), orderProducts: order(100 + i, 'new').orderProducts.map((line) => ({ ...line, id: (100 + i) * 10 + line.id })) }));
    const asked = servePrint(many);
    renderApp(`/admin/checkouts/print?form=packing&ids=${many.map((record) => record.id).reverse().join(',')}`, { signedIn: true });

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(screen.getAllByRole('article').map((sheet) => sheet.getAttribute('aria-label'))).toEqual(many.map((record) => `Лист сборки к заказу № ${record.id}`));
    expect(asked.map((variables) => (variables as { ids: number[] }).ids.length).sort()).toEqual([10, 10, 3].sort());
  });
});
