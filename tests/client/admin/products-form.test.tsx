import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../client/src/app/App';
import { AppProviders } from '../../../client/src/app/AppProviders';
import { createApolloClient } from '../../../client/src/shared/apollo/create-apollo-client';
import { saveTokens } from '../../../client/src/shared/auth/token-storage';
import { renderApp, TEST_TOKENS } from '../support/render';
import { graphQLError, server } from '../support/server';
import { productChoices, productRecord, serveProductChoices, serveProducts } from './product-fixtures';

/** The mutation's variables, recorded when the request arrives, answered with the saved product. */
function serveSave(operation: 'AdminCreateProduct' | 'AdminUpdateProduct', answer: () => Response = () => HttpResponse.json({ data: { saved: productRecord } })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(operation, ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
type User = ReturnType<typeof renderApp>['user'];

/** Puts text into a field at once (typing letter by letter is slow and proves nothing more here). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The variants' rows, without the row under each that holds its folded weight and box. */
const variantRows = () =>
  within(screen.getByRole('table', { name: 'Варианты товара' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryByLabelText(/^Артикул/));

const noParcel = { weight: null, length: null, width: null, height: null };

/** The form's choices answer only when the returned function is called: what is typed meanwhile must stay. */
function serveLateChoices() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const { categories, brands, colors, sizes, tags } = productChoices;
  server.use(
    graphql.query('AdminProductChoices', async () => {
      await arrived;
      return HttpResponse.json({ data: { categories, brands } });
    }),
    graphql.query('AdminVariantChoices', async () => {
      await arrived;
      return HttpResponse.json({ data: { colors, sizes, tags } });
    }),
  );
  return arrive;
}

describe('admin product form', () => {
  it('creates a product with its parameters, pictures and variants, then says «Товар создан» on the list', async () => {
    serveProductChoices();
    serveProducts([]);
    const uploads: number[] = [];
    server.use(
      http.post('*/api/images', async ({ request }) => {
        uploads.push((await request.formData()).getAll('files').length);
        return HttpResponse.json([`uploaded-${uploads.length}.png`], { status: 201 });
      }),
    );
    const sent = serveSave('AdminCreateProduct');
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await fill(user, await screen.findByLabelText(/Название/), 'Платье летнее');
    await fill(user, screen.getByLabelText('Описание'), 'Из хлопка.');
    const category = screen.getByLabelText(/^Категория/) as HTMLSelectElement;
    await waitFor(() => expect([...category.options].map((option) => option.text)).toEqual(['Выберите категорию', 'Платья', 'Обувь']));
    expect(screen.getByText('Выберите категорию: параметры у каждой свои.')).toBeTruthy();
    await user.selectOptions(category, 'Платья');
    await user.selectOptions(screen.getByLabelText('Бренд'), 'Зарина');
    await fill(user, screen.getByLabelText('Материал'), 'Хлопок');
    await user.click(screen.getByRole('checkbox', { name: 'Лето' }));

    await user.upload(screen.getByLabelText('Фото товара: выбрать файлы'), picture('перед.png'));
    expect(await screen.findByRole('img', { name: 'Фото товара: 1' })).toBeTruthy();
    expect(await screen.findByText('Изображение загружено')).toBeTruthy();

    await fill(user, screen.getByLabelText('Артикул, вариант 1'), 'PL-S');
    await user.selectOptions(screen.getByLabelText('Размер, вариант 1'), 'S');
    await user.selectOptions(screen.getByLabelText('Цвет, вариант 1'), 'Красный');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '1990,5');
    await fill(user, screen.getByLabelText('Остаток, шт., вариант 1'), '4');
    await user.upload(screen.getByLabelText('Фото, вариант 1: выбрать файлы'), picture('красное.png'));
    expect(await screen.findByRole('img', { name: 'Фото, вариант 1: 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await fill(user, screen.getByLabelText('Артикул, вариант 2'), 'PL-M');
    await user.selectOptions(screen.getByLabelText('Размер, вариант 2'), 'M');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 2'), '2190');
    await fill(user, screen.getByLabelText('Старая цена, ₽, вариант 2'), '2490');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Товар создан')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/products');
    expect(uploads).toEqual([1, 1]);
    expect(sent).toEqual([
      {
        input: {
          name: 'Платье летнее',
          desc: 'Из хлопка.',
          categoryId: 3,
          brandId: 5,
          available: true,
          images: ['uploaded-1.png'],
          tagIds: [9],
          colorIds: [],
          sizeIds: [],
          parameters: { Материал: 'Хлопок' },
          ...noParcel,
          productVariants: [
            { sku: 'PL-S', sizeId: 7, colorId: 1, price: 1990.5, oldPrice: null, stock: 4, images: ['uploaded-2.png'], ...noParcel },
            { sku: 'PL-M', sizeId: 8, colorId: null, price: 2190, oldPrice: 2490, stock: 0, images: [], ...noParcel },
          ],
        },
      },
    ]);
  });

  it('keeps a name typed before the categories, brands, colours and sizes arrive, and saves it', async () => {
    const arrive = serveLateChoices();
    serveProducts([]);
    const sent = serveSave('AdminCreateProduct');
    const { user } = renderApp('/admin/products', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Добавить товар' }));
    await screen.findByRole('heading', { name: 'Новый товар' });

    await fill(user, screen.getByLabelText(/Название/), 'Платье летнее');
    await fill(user, screen.getByLabelText('Описание'), 'Из хлопка.');
    await fill(user, screen.getByLabelText('Артикул, вариант 1'), 'PL-S');
    arrive();
    const category = screen.getByLabelText(/^Категория/) as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(3));
    expect((screen.getByLabelText(/Название/) as HTMLInputElement).value).toBe('Платье летнее');
    expect((screen.getByLabelText('Описание') as HTMLTextAreaElement).value).toBe('Из хлопка.');
    expect((screen.getByLabelText('Артикул, вариант 1') as HTMLInputElement).value).toBe('PL-S');

    await user.selectOptions(category, 'Обувь');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '1990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Товар создан')).toBeTruthy();
    expect(screen.queryByText('Заполните поле')).toBeNull();
    expect(sent).toEqual([expect.objectContaining({ input: expect.objectContaining({ name: 'Платье летнее', desc: 'Из хлопка.', categoryId: 4 }) })]);
  }, 30_000);

  it('opens «Добавить товар» under StrictMode, as the browser entry renders the app, and keeps what is typed while the choices arrive', async () => {
    const arrive = serveLateChoices();
    saveTokens(TEST_TOKENS);
    window.history.replaceState(null, '', '/admin/products/create-product');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <AppProviders client={createApolloClient({ uri: 'http://localhost/graphql' })}>
          <App />
        </AppProviders>
      </StrictMode>,
    );

    const name = (await screen.findByLabelText(/Название/)) as HTMLInputElement;
    await fill(user, name, 'Платье летнее');
    arrive();
    await waitFor(() => expect((screen.getByLabelText(/^Категория/) as HTMLSelectElement).options).toHaveLength(3));
    expect((screen.getByLabelText(/Название/) as HTMLInputElement).value).toBe('Платье летнее');
  }, 30_000);

  it('checks the name, the category, the prices, the stock and repeated SKUs before sending anything', async () => {
    serveProductChoices();
    const sent = serveSave('AdminCreateProduct');
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await fill(user, await screen.findByLabelText('Артикул, вариант 1'), 'PL-S');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '0');
    await fill(user, screen.getByLabelText('Остаток, шт., вариант 1'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await fill(user, screen.getByLabelText('Артикул, вариант 2'), 'pl-s');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 2'), '100');
    await fill(user, screen.getByLabelText('Старая цена, ₽, вариант 2'), '-5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Исправьте отмеченные поля.')).toBeTruthy();
    expect(screen.getByText('Заполните поле')).toBeTruthy();
    expect(screen.getByText('Выберите категорию', { selector: '.chakra-field__errorText' })).toBeTruthy();
    const [first, second] = variantRows();
    expect(within(first).getByText('Цена должна быть больше нуля')).toBeTruthy();
    expect(within(first).getByText('Целое число, не меньше нуля')).toBeTruthy();
    expect(within(second).getByText('Такой артикул уже есть в этом товаре')).toBeTruthy();
    expect(within(second).getByText('Старая цена должна быть больше нуля')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("puts the server's reasons beside the fields they name, a variant's in its row", async () => {
    serveProductChoices();
    const sent = serveSave('AdminCreateProduct', () =>
      graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', {
        url: 'Допустимы латинские буквы, цифры и дефисы между ними',
        'productVariants.1.price': 'Не больше двух знаков после запятой',
      }),
    );
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await fill(user, await screen.findByLabelText(/Название/), 'Платье');
    await fill(user, screen.getByLabelText('Адрес (URL)'), 'Платье!');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Платья' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/^Категория/), 'Платья');
    await fill(user, screen.getByLabelText('Артикул, вариант 1'), 'P-1');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '100');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await fill(user, screen.getByLabelText('Артикул, вариант 2'), 'P-2');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 2'), '100.123');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const reason = await screen.findByText('Не больше двух знаков после запятой');
    expect(variantRows()[1].contains(reason)).toBe(true);
    const url = screen.getByLabelText('Адрес (URL)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Допустимы латинские буквы, цифры и дефисы между ними')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Отправлены неверные данные.')).toBeTruthy();

    await user.type(screen.getByLabelText('Цена, ₽, вариант 2'), '{Backspace}');
    expect(screen.queryByText('Не больше двух знаков после запятой')).toBeNull();
  });

  it("edits a product keeping its variants' ids, sending the whole new list of variants and no colour or size that only a variant brings", async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', ({ variables }) => HttpResponse.json({ data: { record: { ...productRecord, id: variables.id } } })));
    const sent = serveSave('AdminUpdateProduct');
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Товар «Платье миди»' })).toBeTruthy();
    expect((screen.getByLabelText('Материал') as HTMLInputElement).value).toBe('Хлопок');
    expect(screen.getByRole('link', { name: 'Открыть на витрине' }).getAttribute('href')).toBe('/product/plate-midi');
    await user.click(screen.getByRole('button', { name: 'Фото товара: сдвинуть 2 левее' }));
    await user.click(screen.getByRole('button', { name: 'Удалить вариант 1' }));
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '2290');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await fill(user, screen.getByLabelText('Артикул, вариант 2'), 'PM-L');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 2'), '2390');
    await user.click(screen.getByRole('checkbox', { name: 'В продаже' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Товар обновлён')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].id).toBe(21);
    expect(sent[0].input).toMatchObject({
      version: 7,
      url: 'plate-midi',
      available: false,
      images: ['plate-2.png', 'plate-1.png'],
      // the variants' colour and sizes are the server's to add: a removed variant's size 7 goes with it
      colorIds: [],
      sizeIds: [],
      parameters: { Материал: 'Хлопок' },
      productVariants: [
        { id: 12, version: 4, sku: 'PM-M', sizeId: 8, colorId: 1, price: 2290, oldPrice: null, stock: 3, images: [] },
        { sku: 'PM-L', sizeId: null, colorId: null, price: 2390, oldPrice: null, stock: 0, images: [] },
      ],
    });
  });

  it('sends the product’s weight and box, and a variant’s own from its folded «Вес и габариты», an empty one as null', async () => {
    serveProductChoices();
    serveProducts([]);
    const record = { ...productRecord, weight: 600, productVariants: productRecord.productVariants.map((one, i) => (i === 1 ? { ...one, weight: 450 } : one)) };
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record } })));
    const sent = serveSave('AdminUpdateProduct');
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    const parcel = within(await screen.findByRole('region', { name: 'Вес и габариты' }));
    expect((parcel.getByLabelText('Вес, г') as HTMLInputElement).value).toBe('600');
    expect(parcel.getByLabelText('Длина, см').getAttribute('placeholder')).toBe('30');
    expect(parcel.getByText(/Пустое поле — по умолчанию магазина: 500 г, 30×20×10 см/)).toBeTruthy();
    await fill(user, parcel.getByLabelText('Длина, см'), '35');
    await fill(user, parcel.getByLabelText('Ширина, см'), '25');
    await fill(user, parcel.getByLabelText('Высота, см'), '8');

    // Folded under each variant, so the row keeps its width; the summary says what is set.
    expect(screen.queryByLabelText('Вес, г, вариант 1')).toBeNull();
    const second = screen.getByRole('button', { name: /^Вес и габариты: 450 г, вариант 2$/ });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    const first = screen.getByRole('button', { name: /^Вес и габариты: как у товара, вариант 1$/ });
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Вес, г, вариант 1').getAttribute('placeholder')).toBe('600');
    expect(screen.getByLabelText('Длина, см, вариант 1').getAttribute('placeholder')).toBe('35');
    expect(screen.getByText(/Пустое поле — как у товара, а если и у товара пусто — по умолчанию магазина: 500 г, 30×20×10 см/)).toBeTruthy();
    await fill(user, screen.getByLabelText('Вес, г, вариант 1'), '300');
    await fill(user, screen.getByLabelText('Высота, см, вариант 1'), '12');
    expect(first.textContent).toContain('Вес и габариты: 300 г, …×…×12 см');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Товар обновлён')).toBeTruthy();
    expect(sent[0].input).toMatchObject({
      weight: 600,
      length: 35,
      width: 25,
      height: 8,
      productVariants: [
        { id: 11, sku: 'PM-S', weight: 300, length: null, width: null, height: 12 },
        { id: 12, sku: 'PM-M', weight: 450, length: null, width: null, height: null },
      ],
    });
  });

  it('refuses a weight or side that is not a whole number above zero, opening the variant’s «Вес и габариты» to say why', async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })));
    const sent = serveSave('AdminUpdateProduct');
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    const parcel = within(await screen.findByRole('region', { name: 'Вес и габариты' }));
    await fill(user, parcel.getByLabelText('Вес, г'), '0,5');
    await user.click(screen.getByRole('button', { name: /^Вес и габариты: как у товара, вариант 2$/ }));
    await fill(user, screen.getByLabelText('Ширина, см, вариант 2'), '-3');
    await user.click(screen.getByRole('button', { name: /^Вес и габариты: .*, вариант 2$/ }));
    expect(screen.queryByLabelText('Ширина, см, вариант 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Исправьте отмеченные поля.')).toBeTruthy();
    expect(parcel.getByText('Целое число больше нуля')).toBeTruthy();
    const width = screen.getByLabelText('Ширина, см, вариант 2');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Целое число больше нуля')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('refuses to write over a product changed meanwhile: shows its values now, and saves the typed ones again only when asked', async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })));
    const changedElsewhere = { ...productRecord, version: 8, productVariants: productRecord.productVariants.map((one, i) => (i === 0 ? { ...one, version: 5, price: 1790 } : one)) };
    const sent = serveSave('AdminUpdateProduct', () =>
      sent.length === 1
        ? HttpResponse.json({ errors: [{ message: 'Запись изменили, пока вы её редактировали.', extensions: { code: 'STALE', status: 409, details: { current: changedElsewhere } } }] })
        : HttpResponse.json({ data: { saved: { ...changedElsewhere, version: 9 } } }),
    );
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await fill(user, await screen.findByLabelText('Цена, ₽, вариант 2'), '2500');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Запись изменили, пока вы её редактировали. Ничего не сохранено.')).toBeTruthy();
    expect(within(notice).getByText('PM-S: цена 1 790 ₽, остаток 3 шт.')).toBeTruthy();
    expect((screen.getByLabelText('Цена, ₽, вариант 2') as HTMLInputElement).value).toBe('2 500');

    await user.click(within(notice).getByRole('button', { name: 'Оставить мои — сохраню ещё раз' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    expect(await screen.findByText('Товар обновлён')).toBeTruthy();
    expect(sent.map(({ input }) => (input as { version: number; productVariants: { version: number }[] }).version)).toEqual([7, 8]);
    expect((sent[1].input as { productVariants: { version: number; price: number }[] }).productVariants.map(({ version, price }) => [version, price])).toEqual([
      [5, 1990],
      [4, 2500],
    ]);
  });

  it('deletes the product from its page after confirmation and returns to the list', async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })));
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteProduct', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 21 } } });
      }),
    );
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить товар' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Товар удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 21 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/products'));
  });

  it('shows the product’s stock history under the form: each change with its reason, the order as a link and who, newest first, a page at a time', async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })));
    const asked: unknown[] = [];
    const movement = (id: number, delta: number, stockAfter: number, reason: string, orderId: number | null, email: string | null) => ({
      __typename: 'StockMovement',
      id,
      at: '2026-11-27T09:30:00.000Z',
      sku: 'LN-S',
      delta,
      stockAfter,
      reason,
      orderId,
      user: email && { __typename: 'UserRef', id: 1, email },
    });
    server.use(
      graphql.query('AdminStockMovements', ({ variables }) => {
        asked.push(variables);
        const rows = variables.page === 1 ? [movement(3, -2, 5, 'order', 1042, null), movement(2, -3, 7, 'manual', null, 'manager@shop.ru')] : [movement(1, 10, 10, 'exchange', null, 'admin@shop.ru')];
        return HttpResponse.json({ data: { stockMovements: { __typename: 'StockMovementList', rows, length: 21 } } });
      }),
    );
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    const history = await screen.findByRole('table', { name: 'Движение остатков' });
    const rows = within(history).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['27.11.2026, 12:30', 'LN-S', '−2', '5', 'Заказ № 1042', 'покупатель'],
      ['27.11.2026, 12:30', 'LN-S', '−3', '7', 'Вручную', 'manager@shop.ru'],
    ]);
    expect(within(history).getByRole('link', { name: '№ 1042' }).getAttribute('href')).toBe('/admin/checkouts/1042');
    // nobody waits for this product's variants: no «Ждут поступления»
    expect(screen.queryByRole('region', { name: 'Ждут поступления' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Старее' }));
    expect(await screen.findByText('Обмен с 1С')).toBeTruthy();
    expect(screen.getByText('Страница 2 из 2')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ productId: productRecord.id, page: 2, limit: 20 });
  });

  it('tells how many shoppers wait for each sold-out variant to come back', async () => {
    serveProductChoices();
    serveProducts([]);
    server.use(graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })));
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminStockAlertsWaiting', ({ variables }) => {
        asked.push(variables);
        const rows = [
          { __typename: 'StockAlertCount', variantId: 1, sku: 'LN-S', waiting: 3 },
          { __typename: 'StockAlertCount', variantId: 2, sku: 'LN-M', waiting: 1 },
        ];
        return HttpResponse.json({ data: { stockAlertsWaiting: { __typename: 'StockAlertCountList', rows } } });
      }),
    );
    renderApp('/admin/products/21', { signedIn: true });
    const panel = await screen.findByRole('region', { name: 'Ждут поступления' });
    expect(within(panel).getByText(/Ждут поступления: 4 адреса\./)).toBeTruthy();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['LN-S: 3 адреса', 'LN-M: 1 адрес']);
    expect(asked).toEqual([{ productId: productRecord.id }]);
  });
});
