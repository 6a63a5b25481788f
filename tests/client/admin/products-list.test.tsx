import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_TOKENS } from '../support/render';
import { graphQLError, server } from '../support/server';
import { productRow, serveProductChoices, serveProducts, variantRow } from './product-fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const spreadsheet = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'товары.xlsx', { type: XLSX });

describe('admin products list', () => {
  it("shows each product's picture, name, category, brand, lowest price, quantity in stock and sale", async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди'), productRow(22, 'Сапоги', { brand: null, price: null, productVariants: [], available: false, images: [] })], 2);
    renderApp('/admin/products', { signedIn: true });

    const rows = within(await screen.findByRole('table', { name: 'Товары' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('img', { name: 'Платье миди' }).getAttribute('src')).toBe('/api/images/product-21-thumb.webp');
    expect(within(rows[1]).getByRole('link', { name: 'Платье миди' }).getAttribute('href')).toBe('/admin/products/21');
    expect(within(rows[1]).getByText('Платья')).toBeTruthy();
    expect(within(rows[1]).getByText('Зарина')).toBeTruthy();
    expect(within(rows[1]).getByText('от 1 990 ₽')).toBeTruthy();
    expect(within(rows[1]).getByText('12 шт.')).toBeTruthy();
    expect(within(rows[1]).getByText('В продаже')).toBeTruthy();
    expect(within(rows[2]).getByText('Нет в наличии')).toBeTruthy();
    expect(within(rows[2]).getByText('Снят с продажи')).toBeTruthy();
    expect(within(rows[2]).getByText('без бренда')).toBeTruthy();
    expect(screen.getByText('Всего: 2')).toBeTruthy();
  });

  it('sends the page, search, category, sale and order from the address, and a new filter goes back to the first page', async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди')], 45);
    const { user } = renderApp('/admin/products?q=платье&category=3&available=false&sort=price_asc&page=2', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    expect(requests[0]).toEqual({ page: 2, limit: 20, sort: 'price_asc', q: 'платье', categories: [3], available: false });
    expect((screen.getByLabelText('Название или артикул') as HTMLInputElement).value).toBe('платье');

    const brand = screen.getByLabelText('Бренд') as HTMLSelectElement;
    await waitFor(() => expect([...brand.options].map((option) => option.text)).toEqual(['Все бренды', 'Зарина']));
    await user.selectOptions(brand, 'Зарина');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 20, sort: 'price_asc', q: 'платье', categories: [3], brands: [5], available: false }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('платье')}&category=3&brand=5&available=false&sort=price_asc`);

    await user.selectOptions(screen.getByLabelText('Продажа'), 'Все товары');
    await user.selectOptions(screen.getByLabelText('Сортировка'), 'Новинки');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 20, sort: 'new', q: 'платье', categories: [3], brands: [5] }));

    await user.click(await screen.findByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 2 }));
  });

  it('searches by name or SKU with what is typed, back on the first page', async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди')], 45);
    const { user } = renderApp('/admin/products?page=2', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.type(screen.getByLabelText('Название или артикул'), 'DR-42');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 20, sort: 'new', q: 'DR-42' }));
    expect(window.location.search).toBe('?q=DR-42');
  });

  it('explains that an ordered product cannot be deleted and suggests taking it off sale', async () => {
    serveProductChoices();
    serveProducts([productRow(21, 'Платье миди')]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteProduct', ({ variables }) => {
        sent.push(variables);
        return graphQLError(409, 'IN_USE', 'Удалить невозможно, В файле есть дополнительные данные');
      }),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Платье миди»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить товар «Платье миди»?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Удалить невозможно, В файле есть дополнительные данные Товар уже заказывали: вместо удаления снимите его с продажи.')).toBeTruthy();
    expect(sent).toEqual([{ id: 21 }]);
    expect(screen.queryByText('Товар удалён')).toBeNull();
  });
});

/** «Платье миди» with PM-S (12 in stock, 1 990 ₽) and PM-M (none left, 2 190 ₽). */
const dressWithVariants = () =>
  productRow(21, 'Платье миди', {
    productVariants: [variantRow(211, 'PM-S'), variantRow(212, 'PM-M', { stock: 0, price: 2190, size: { __typename: 'NamedRef', id: 8, name: 'M' } })],
  });

type Dress = ReturnType<typeof dressWithVariants>;

/** `updateProductVariant` changes the served dress as the server would (its price is its variants' lowest) and records each request. */
function serveVariantUpdates(dress: Dress, { delay }: { delay?: Promise<unknown> } = {}) {
  const sent: unknown[] = [];
  server.use(
    graphql.mutation('AdminUpdateProductVariant', async ({ variables }) => {
      sent.push(variables);
      if (delay && sent.length === 1) await delay;
      const variant = dress.productVariants.find((candidate) => candidate.id === variables.id)!;
      const { version, ...changes } = variables.input as { version: number };
      if (version !== variant.version) {
        return HttpResponse.json({ errors: [{ message: 'Запись изменили, пока вы её редактировали.', extensions: { code: 'STALE', status: 409, details: { current: variant } } }] });
      }
      Object.assign(variant, changes, { version: variant.version + 1 });
      dress.price = Math.min(...dress.productVariants.map((candidate) => candidate.price));
      return HttpResponse.json({ data: { saved: { ...variant } } });
    }),
  );
  return sent;
}

const openVariants = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Остатки и цены «Платье миди»' }));
  return screen.findByRole('dialog', { name: 'Остатки и цены «Платье миди»' });
};

describe('admin products stock and prices in place', () => {
  it("saves a variant's stock typed in place as a whole number on Enter and shows the product's new quantity", async () => {
    serveProductChoices();
    const dress = dressWithVariants();
    serveProducts([dress]);
    const sent = serveVariantUpdates(dress);
    const { user } = renderApp('/admin/products', { signedIn: true });

    const row = () => within(screen.getByRole('table', { name: 'Товары' })).getAllByRole('row')[1];
    expect(within(await screen.findByRole('row', { name: /Платье миди/ })).getByText('12 шт.')).toBeTruthy();
    const dialog = await openVariants(user);
    const [, small, medium] = within(dialog).getAllByRole('row');
    const naming = (line: HTMLElement) => within(line).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent);
    expect([naming(small), naming(medium)]).toEqual([
      ['PM-S', 'S', 'Красный'],
      ['PM-M', 'M', 'Красный'],
    ]);
    const stock = within(dialog).getByLabelText('Остаток, шт., PM-M') as HTMLInputElement;
    expect(stock.value).toBe('0');
    await user.clear(stock);
    await user.type(stock, '5{Enter}');

    expect(await screen.findByText('Вариант PM-M сохранён')).toBeTruthy();
    expect(sent).toEqual([{ id: 212, input: { stock: 5, version: 1 } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(within(row()).getByText('17 шт.')).toBeTruthy());
    expect(sent).toHaveLength(1);
  });

  it('keeps the dialog\'s «Готово» outside its scrolling list of variants, so it is in reach however many there are', async () => {
    serveProductChoices();
    const dress = dressWithVariants();
    serveProducts([dress]);
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await openVariants(user);
    const done = within(dialog).getByRole('button', { name: 'Готово' });
    const body = within(dialog).getByRole('table', { name: 'Варианты «Платье миди»' }).closest('.chakra-dialog__body')!;
    expect(body).toBeTruthy();
    expect(body.contains(done)).toBe(false);
    expect(done.closest('.chakra-dialog__footer')).toBeTruthy();
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a price typed the Russian way when the field is left and shows the lowest price the server derives', async () => {
    serveProductChoices();
    const dress = dressWithVariants();
    serveProducts([dress]);
    const sent = serveVariantUpdates(dress);
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await openVariants(user);
    const price = within(dialog).getByLabelText('Цена, ₽, PM-S');
    await user.clear(price);
    await user.type(price, '1 290,40');
    await user.tab();

    await waitFor(() => expect(sent).toEqual([{ id: 211, input: { price: 1290.4, version: 1 } }]));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByText('от 1 290,40 ₽')).toBeTruthy();
  });

  it('saves the stock on leaving it and then the price typed while the stock was saving, as typed: neither replaced nor lost', async () => {
    serveProductChoices();
    const dress = dressWithVariants();
    serveProducts([dress]);
    let answerStock = () => {};
    const sent = serveVariantUpdates(dress, { delay: new Promise<void>((resolve) => (answerStock = resolve)) });
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await openVariants(user);
    const stock = within(dialog).getByLabelText('Остаток, шт., PM-S');
    const price = within(dialog).getByLabelText('Цена, ₽, PM-S') as HTMLInputElement;
    await user.clear(stock);
    await user.type(stock, '7');
    await user.click(price);
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.clear(price);
    await user.type(price, '990');
    answerStock();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { id: 211, input: { stock: 7, version: 1 } },
      { id: 211, input: { price: 990, version: 2 } },
    ]);
    expect(price.value).toBe('990');
    expect(dress.productVariants[0]).toMatchObject({ stock: 7, price: 990, version: 3 });
  });

  it('tells what a variant holds now when it was changed elsewhere meanwhile, and writes over it when saved again', async () => {
    serveProductChoices();
    const dress = dressWithVariants();
    serveProducts([dress]);
    const sent = serveVariantUpdates(dress);
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await openVariants(user);
    // An order takes one while the manager types.
    Object.assign(dress.productVariants[0], { stock: 11, version: 2 });
    const price = within(dialog).getByLabelText('Цена, ₽, PM-S');
    await user.clear(price);
    await user.type(price, '1 890{Enter}');
    expect(await within(dialog).findByText('Запись изменили, пока вы её редактировали: сейчас остаток 11 шт., цена 1 990 ₽. Сохраните ещё раз, чтобы записать своё.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Остаток, шт., PM-S') as HTMLInputElement).value).toBe('11');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить PM-S' }));

    expect(await screen.findByText('Вариант PM-S сохранён')).toBeTruthy();
    expect(sent).toEqual([
      { id: 211, input: { price: 1890, version: 1 } },
      { id: 211, input: { price: 1890, version: 2 } },
    ]);
  });

  it("checks the typed stock before sending and shows the server's Russian refusal beside the field", async () => {
    serveProductChoices();
    serveProducts([dressWithVariants()]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminUpdateProductVariant', ({ variables }) => {
        sent.push(variables);
        return graphQLError(400, 'VALIDATION', 'Проверьте введённые данные', { stock: 'Не больше 1 000 000 шт.' });
      }),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    const dialog = await openVariants(user);
    const stock = within(dialog).getByLabelText('Остаток, шт., PM-S');
    await user.clear(stock);
    await user.type(stock, '2,5{Enter}');
    expect(within(dialog).getByText('Введите целое число')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(stock);
    await user.type(stock, '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить PM-S' }));

    expect(await within(dialog).findByText('Не больше 1 000 000 шт.')).toBeTruthy();
    expect(sent).toEqual([{ id: 211, input: { stock: 2000000, version: 1 } }]);
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect((stock as HTMLInputElement).value).toBe('2000000');
  });
});

describe('admin products spreadsheets', () => {
  it("lists the file's errors by row when the import is refused, and reloads nothing", async () => {
    serveProductChoices();
    const requests = serveProducts([productRow(21, 'Платье миди')]);
    const fields: string[][] = [];
    server.use(
      http.post('*/api/products/import', async ({ request }) => {
        fields.push([...(await request.formData()).keys()]);
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'В файле ошибки (2), ничего не изменено.',
            details: [
              { row: 3, message: 'Не заполнен столбец «Адрес товара»' },
              { row: 7, message: 'Артикул «PM-S» повторяется: он уже есть в строке 4' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    await screen.findByRole('table', { name: 'Товары' });
    await user.upload(screen.getByLabelText('Файл Excel с товарами'), spreadsheet());

    const report = await screen.findByRole('alert', { name: 'Ошибки в файле' });
    expect(within(report).getByText('В файле ошибки (2), ничего не изменено.')).toBeTruthy();
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Строка 3: Не заполнен столбец «Адрес товара»',
      'Строка 7: Артикул «PM-S» повторяется: он уже есть в строке 4',
    ]);
    expect(fields).toEqual([['file']]);
    expect(requests).toHaveLength(1);

    await user.click(within(report).getByRole('button', { name: 'Скрыть ошибки файла' }));
    expect(screen.queryByRole('alert', { name: 'Ошибки в файле' })).toBeNull();
  });

  it('downloads the catalogue as xlsx with the bearer token under the name the server gives', async () => {
    serveProductChoices();
    serveProducts([]);
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:products');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('*/api/products/export', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="products-2026-11-23.xlsx"' } });
      }),
    );
    const { user } = renderApp('/admin/products', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Выгрузить в Excel' }));

    await waitFor(() => expect(names).toEqual(['products-2026-11-23.xlsx']));
    expect(authorizations).toEqual([`Bearer ${TEST_TOKENS.accessToken}`]);
  });
});
