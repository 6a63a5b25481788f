import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const FEED = 'http://shop.test/feeds/yandex-market.xml?token=secret';
const EXCHANGE = 'http://shop.test/api/1c-exchange';

const run = (id: number, kind: string, outcome: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ExchangeRun',
  id,
  at: '2026-11-25T09:00:00.000Z',
  kind,
  filename: '',
  outcome,
  counts: {},
  message: '',
  user: { __typename: 'UserRef', id: 1, email: 'manager@shop.test' },
  ...extra,
});

function serveExchange(runs = [
  run(4, 'sale-success', 'success', { counts: { ordersMarked: 2 } }),
  run(3, 'offers-import', 'progress', { filename: 'offers.xml', message: 'Загружено записей файла offers.xml: 500' }),
  run(2, 'catalog-import', 'success', { filename: 'import.xml', counts: { productsCreated: 3, categoriesCreated: 1 } }),
  run(1, 'catalog-import', 'failure', { filename: 'broken.xml', message: 'Файл XML повреждён' }),
]) {
  server.use(
    graphql.query('AdminExchange', () =>
      HttpResponse.json({ data: { exchangeOverview: { __typename: 'ExchangeOverview', feedUrl: FEED, feedTokenSet: true, exchangeUrl: EXCHANGE, runs } } }),
    ),
  );
}

describe('admin exchange', () => {
  it('shows the feed and exchange addresses, how to set 1C up, and is in the menu', async () => {
    serveExchange();
    renderApp('/admin/exchange', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Обмен', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Обмен' }).getAttribute('href')).toBe('/admin/exchange');
    // The heading stands while the overview loads: the panels come with it.
    const market = await screen.findByRole('region', { name: 'Яндекс Маркет' });
    expect((within(market).getByLabelText('Адрес фида') as HTMLInputElement).value).toBe(FEED);
    expect(within(market).getByText(/Фид защищён токеном/)).toBeTruthy();
    const oneC = screen.getByRole('region', { name: '1С и МойСклад' });
    const address = within(oneC).getByLabelText('Адрес обмена') as HTMLInputElement;
    expect(address.value).toBe(EXCHANGE);
    expect(address.readOnly).toBe(true);
    expect(within(oneC).getByText(/email и пароль сотрудника/)).toBeTruthy();
  });

  it('copies an address with a notice', async () => {
    serveExchange();
    const { user } = renderApp('/admin/exchange', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Скопировать: Адрес обмена' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(EXCHANGE);
  });

  it('lists the last exchanges with Russian kinds, results and counts', async () => {
    serveExchange();
    renderApp('/admin/exchange', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Последние обмены' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByText('Заказы: подтверждение')).toBeTruthy();
    expect(within(rows[0]).getByText('Успешно')).toBeTruthy();
    expect(within(rows[0]).getByText('подтверждено заказов: 2')).toBeTruthy();
    expect(within(rows[1]).getByText('Предложения (offers.xml)')).toBeTruthy();
    expect(within(rows[1]).getByText('Частично, продолжение')).toBeTruthy();
    expect(within(rows[2]).getByText('Каталог (import.xml)')).toBeTruthy();
    expect(within(rows[2]).getByText('создано товаров: 3, создано категорий: 1')).toBeTruthy();
    expect(within(rows[2]).getByText('manager@shop.test')).toBeTruthy();
    expect(within(rows[3]).getByText('Ошибка')).toBeTruthy();
    expect(within(rows[3]).getByText('Файл XML повреждён')).toBeTruthy();
    expect(within(rows[3]).getByText('broken.xml')).toBeTruthy();
  });

  it('says when there was no exchange yet', async () => {
    serveExchange([]);
    renderApp('/admin/exchange', { signedIn: true });
    expect(await screen.findByText('Обменов с 1С и МойСклад ещё не было.')).toBeTruthy();
  });
});
