import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';
import { productRow, serveProductChoices, serveProducts } from './product-fixtures';

interface BulkInput {
  ids: number[];
  action: string;
  categoryId?: number;
}

/** `bulkProducts` answers with `answer` (everything done unless told) and records each request's input. */
function serveBulk(answer: (input: BulkInput) => { done: number[]; failed: { id: number; message: string }[] } = (input) => ({ done: input.ids, failed: [] })) {
  const inputs: BulkInput[] = [];
  server.use(
    graphql.mutation('AdminBulkProducts', ({ variables }) => {
      const input = variables.input as BulkInput;
      inputs.push(input);
      const { done, failed } = answer(input);
      return HttpResponse.json({ data: { result: { __typename: 'ProductBulkResult', done, failed: failed.map((failure) => ({ __typename: 'ProductBulkFailure', ...failure })) } } });
    }),
  );
  return inputs;
}

/** The ids query pages through `count` products numbered from 1, recording each request's variables. */
function serveProductIds(count: number) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminProductIds', ({ variables }) => {
      requests.push(variables);
      const { page, limit } = variables as { page: number; limit: number };
      const first = (page - 1) * limit + 1;
      const ids = Array.from({ length: Math.max(0, Math.min(limit, count - first + 1)) }, (_, index) => first + index);
      return HttpResponse.json({ data: { list: { __typename: 'ProductList', rows: ids.map((id) => ({ __typename: 'Product', id })), length: count } } });
    }),
  );
  return requests;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('admin products bulk actions', () => {
  it('takes the ticked products off sale in one request, says how many were done and reloads the list', async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди'), productRow(22, 'Сапоги'), productRow(23, 'Шарф')]);
    const inputs = serveBulk();
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    expect(screen.queryByRole('region', { name: 'Выбранные товары' })).toBeNull();
    await user.click(checkbox('Выбрать «Платье миди»'));
    await user.click(checkbox('Выбрать «Шарф»'));
    const bar = screen.getByRole('region', { name: 'Выбранные товары' });
    expect(within(bar).getByText('Выбрано: 2')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Снять с продажи' }));

    expect(await screen.findByText('Готово: 2')).toBeTruthy();
    expect(inputs).toEqual([{ ids: [21, 23], action: 'hide' }]);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Выбранные товары' })).toBeNull();
    await waitFor(() => expect(checkbox('Выбрать «Платье миди»').checked).toBe(false));
  });

  it('offers every product the filters find once the page is ticked, collects their ids page by page and sends at most 1000 a request', async () => {
    serveProductChoices();
    const page = Array.from({ length: 20 }, (_, index) => productRow(index + 1, `Товар ${index + 1}`));
    serveProducts(page, 1500);
    const idRequests = serveProductIds(1500);
    const inputs = serveBulk();
    const { user } = renderApp('/admin/products?q=платье&category=3', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    expect(screen.queryByRole('button', { name: /Выбрать все найденные/ })).toBeNull();
    await user.click(checkbox('Выбрать все на странице'));
    expect(screen.getByText('Выбрано: 20')).toBeTruthy();
    await waitFor(() => expect(checkbox('Выбрать «Товар 7»').checked).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Выбрать все найденные: 1500' }));

    expect(await screen.findByText('Выбрано: 1500')).toBeTruthy();
    expect(idRequests).toHaveLength(15);
    expect(idRequests[0]).toEqual({ page: 1, limit: 100, sort: 'new', q: 'платье', categories: [3] });
    expect(idRequests.map((request) => request.page)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(screen.queryByRole('button', { name: /Выбрать все найденные/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Вернуть в продажу' }));

    expect(await screen.findByText('Готово: 1500')).toBeTruthy();
    expect(inputs.map((input) => [input.action, input.ids.length, input.ids[0]])).toEqual([
      ['show', 1000, 1],
      ['show', 500, 1001],
    ]);
  });

  it('deletes after a confirmation naming the count, lists the product that has orders with its reason and keeps it ticked', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди'), productRow(22, 'Сапоги')]);
    const inputs = serveBulk(() => ({ done: [22], failed: [{ id: 21, message: 'Товар уже заказывали: его можно только снять с продажи' }] }));
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.click(checkbox('Выбрать все на странице'));
    await user.click(screen.getByRole('button', { name: 'Удалить…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить выбранные товары (2)?')).toBeTruthy();
    expect(inputs).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Готово: 1')).toBeTruthy();
    expect(inputs).toEqual([{ ids: [21, 22], action: 'delete' }]);
    const report = await screen.findByRole('alert', { name: 'Товары, которые не изменены' });
    expect(within(report).getByText('Не удалось удалить товаров: 1')).toBeTruthy();
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['«Платье миди»: Товар уже заказывали: его можно только снять с продажи']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Выбрано: 1')).toBeTruthy();
    await waitFor(() => expect(checkbox('Выбрать «Платье миди»').checked).toBe(true));
    await waitFor(() => expect(checkbox('Выбрать «Сапоги»').checked).toBe(false));

    await user.click(within(report).getByRole('button', { name: 'Скрыть отчёт' }));
    expect(screen.queryByRole('alert', { name: 'Товары, которые не изменены' })).toBeNull();
  });

  it('moves the ticked products into the category chosen in the dialog', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди'), productRow(22, 'Сапоги')]);
    const inputs = serveBulk();
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.click(checkbox('Выбрать «Сапоги»'));
    await user.click(screen.getByRole('button', { name: 'Переместить в категорию…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переместить выбранные товары (1)' });
    const move = within(dialog).getByRole('button', { name: 'Переместить' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Выберите категорию', 'Платья', 'Обувь']));
    await user.selectOptions(within(dialog).getByLabelText('Категория'), 'Обувь');
    await user.click(move);

    expect(await screen.findByText('Готово: 1')).toBeTruthy();
    expect(inputs).toEqual([{ ids: [22], action: 'move', categoryId: 4 }]);
  });

  it('keeps the ticked products over pages and another order, and forgets them when a filter changes', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди')], 45);
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.click(checkbox('Выбрать «Платье миди»'));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(screen.getByText('Выбрано: 1')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Сортировка'), 'Сначала дешевле');
    await waitFor(() => expect(window.location.search).toBe('?sort=price_asc'));
    expect(screen.getByText('Выбрано: 1')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Продажа'), 'Сняты с продажи');
    await waitFor(() => expect(screen.queryByText('Выбрано: 1')).toBeNull());
    await waitFor(() => expect(checkbox('Выбрать «Платье миди»').checked).toBe(false));
  });

  it('unticks everything with «Снять выбор»', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди'), productRow(22, 'Сапоги')]);
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.click(checkbox('Выбрать все на странице'));
    await user.click(screen.getByRole('button', { name: 'Снять выбор' }));

    expect(screen.queryByRole('region', { name: 'Выбранные товары' })).toBeNull();
    await waitFor(() => expect(checkbox('Выбрать все на странице').checked).toBe(false));
  });
});
