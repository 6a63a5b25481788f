import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

const promotion = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Promotion',
  id,
  name,
  code: null,
  kind: 'percent',
  value: 10,
  minOrderAmount: null,
  categoryIds: [],
  brandIds: [],
  productIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  active: true,
  used: 0,
  discountTotal: 0,
  createdAt: '2026-11-26T21:30:00.000Z',
  version: 1,
  ...overrides,
});

type Promotion = ReturnType<typeof promotion>;

/** The list answers with `rows()` at each request and records the variables. */
function servePromotions(rows: () => Promotion[]) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminPromotions', ({ variables }) => {
      requests.push(variables);
      const page = rows();
      return HttpResponse.json({ data: { list: { __typename: 'PromotionList', rows: page, length: page.length } } });
    }),
  );
  return requests;
}

const product = (id: number, name: string) => ({ __typename: 'Product', id, name });

/**
 * The form's choices: two categories (one under the other) and a brand; the product search finds
 * dresses by «пла»; the names of products already chosen are asked by id.
 */
function serveChoices() {
  const searches: unknown[] = [];
  server.use(
    graphql.query('AdminPromotionChoices', () =>
      HttpResponse.json({
        data: {
          categories: {
            __typename: 'CategoryList',
            rows: [
              { __typename: 'Category', id: 2, name: 'Летние', parent: { __typename: 'Category', id: 1 } },
              { __typename: 'Category', id: 1, name: 'Платья', parent: null },
            ],
          },
          brands: { __typename: 'BrandList', rows: [{ __typename: 'Brand', id: 5, name: 'Зарина' }] },
        },
      }),
    ),
    graphql.query('AdminPromotionProductSearch', ({ variables }) => {
      searches.push(variables);
      const found = String(variables.q).toLowerCase().startsWith('пла') ? [product(11, 'Платье летнее'), product(12, 'Платье вечернее')] : [];
      return HttpResponse.json({ data: { products: { __typename: 'ProductList', rows: found } } });
    }),
    graphql.query('AdminPromotionProducts', ({ variables }) =>
      HttpResponse.json({ data: { products: { __typename: 'ProductList', rows: (variables.ids as number[]).map((id) => product(id, `Юбка ${id}`)) } } }),
    ),
  );
  return searches;
}

/** `createPromotion` records its input and answers `answer`, or the refusal given. */
function serveCreate(answer: () => Response | Promotion) {
  const inputs: unknown[] = [];
  server.use(
    graphql.mutation('CreatePromotion', ({ variables }) => {
      inputs.push(variables.input);
      const reply = answer();
      return reply instanceof Response ? reply : HttpResponse.json({ data: { saved: reply } });
    }),
  );
  return inputs;
}

/** The field (a Chakra field root, role group) a control sits in. */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('[role="group"]')!;

const autumn = promotion(1, 'Осенняя скидка', { endsAt: '2099-12-31T20:59:00.000Z', used: 3, discountTotal: 1500 });
const summer = promotion(2, 'Летний промокод', {
  code: 'LETO500',
  kind: 'fixed',
  value: 500,
  startsAt: '2020-05-31T21:00:00.000Z',
  endsAt: '2020-08-31T20:59:00.000Z',
  usageLimit: 5,
  used: 3,
  discountTotal: 1500,
});
const delivery = promotion(3, 'Доставка даром', { kind: 'free_delivery', value: 0, minOrderAmount: 3000, active: false });
const newYear = promotion(4, 'Новый год', { code: 'NY2099', value: 12.5, startsAt: '2098-12-31T21:00:00.000Z' });

describe('admin promotions list', () => {
  it('opens from the side menu and tells each promotion in words: code, discount, period, usage, discount given and state', async () => {
    const requests = servePromotions(() => [autumn, summer, delivery, newYear]);
    const { user } = renderApp('/admin/dashboard', { signedIn: true });

    const menu = await screen.findByRole('navigation', { name: 'Разделы панели управления' });
    await user.click(within(menu).getByRole('link', { name: 'Акции' }));
    const [, auto, code, off, ahead] = within(await screen.findByRole('table', { name: 'Акции' })).getAllByRole('row');
    expect(window.location.pathname).toBe('/admin/promotions');
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });

    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(auto).slice(0, 5)).toEqual(['Осенняя скидкаавтоматически, без промокода', '−10 %', 'до 31.12.2099', '3скидки 1 500 ₽', 'Действует']);
    expect(cells(code).slice(0, 5)).toEqual(['Летний промокодпромокод LETO500', '−500 ₽', 'с 01.06.2020 по 31.08.2020', '3 из 5скидки 1 500 ₽', 'Закончилась']);
    expect(cells(off).slice(0, 5)).toEqual(['Доставка даромавтоматически, без промокода', 'Бесплатная доставкана заказ от 3 000 ₽', 'Бессрочно', '0скидки 0 ₽', 'Выключена']);
    expect(cells(ahead).slice(0, 5)).toEqual(['Новый годпромокод NY2099', '−12,5 %', 'с 01.01.2099', '0скидки 0 ₽', 'Ещё не началась']);
    expect(within(code).getByRole('link', { name: 'Изменить «Летний промокод»' }).getAttribute('href')).toBe('/admin/promotions/2');
    expect(screen.getByRole('link', { name: 'Новая акция' }).getAttribute('href')).toBe('/admin/promotions/create');
  });

  it('filters by state and searches by name or code, keeping both in the address', async () => {
    const requests = servePromotions(() => [delivery]);
    const { user } = renderApp('/admin/promotions', { signedIn: true });

    await screen.findByRole('table', { name: 'Акции' });
    await user.selectOptions(screen.getByLabelText('Состояние'), 'Выключенные');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, active: false }));
    await user.type(screen.getByLabelText('Поиск'), 'LETO{Enter}');

    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, active: false, q: 'LETO' }));
    expect(new URLSearchParams(window.location.search).toString()).toBe('active=false&q=LETO');
  });

  it('deletes a promotion after confirmation and says «Акция удалена»', async () => {
    let rows = [autumn, summer];
    servePromotions(() => rows);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeletePromotion', ({ variables }) => {
        deleted.push(variables);
        rows = [autumn];
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 2 } } });
      }),
    );
    const { user } = renderApp('/admin/promotions', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Летний промокод»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить акцию «Летний промокод»? В оформленных заказах её скидка останется.')).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Акция удалена')).toBeTruthy();
    expect(deleted).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.queryByText('Летний промокод')).toBeNull());
  });
});

describe('admin promotion form', () => {
  it('creates a promo code with its sum, conditions, products found by search and a period in Moscow time', async () => {
    servePromotions(() => []);
    const searches = serveChoices();
    const inputs = serveCreate(() => promotion(9, 'Минус 500', { code: 'MINUS500', kind: 'fixed', value: 500 }));
    const { user } = renderApp('/admin/promotions/create', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Новая акция' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Название/), ' Минус 500 ');
    await user.type(screen.getByLabelText('Промокод'), 'MINUS500');
    expect(screen.getByText('Пусто — скидка применяется сама, без промокода')).toBeTruthy();
    expect(screen.getByLabelText(/Скидка, %/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Вид скидки/), 'Сумма на заказ, ₽');
    expect(screen.queryByLabelText(/Скидка, %/)).toBeNull();
    await user.type(screen.getByLabelText(/Скидка, ₽/), '500');
    await user.type(screen.getByLabelText('Минимальная сумма заказа, ₽'), '3000');
    await user.click(await screen.findByRole('checkbox', { name: 'Платья / Летние' }));
    await user.click(screen.getByRole('checkbox', { name: 'Зарина' }));
    await user.type(screen.getByLabelText('Найти товар'), 'пла');
    await user.click(await screen.findByRole('button', { name: 'Добавить «Платье вечернее»' }));
    expect(within(screen.getByRole('list', { name: 'Выбранные товары' })).getByText('Платье вечернее')).toBeTruthy();
    // A search goes out after a pause in typing, never with fewer than two letters.
    expect(searches.at(-1)).toEqual({ q: 'пла' });
    expect(searches.every((variables) => String((variables as { q: string }).q).length >= 2)).toBe(true);
    fireEvent.change(screen.getByLabelText('Начало действия'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(screen.getByLabelText('Конец действия'), { target: { value: '2026-12-31T23:59' } });
    await user.type(screen.getByLabelText('Сколько заказов всего'), '100');
    await user.type(screen.getByLabelText('Сколько заказов одного покупателя'), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Только на первый заказ покупателя' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Акция создана')).toBeTruthy();
    expect(inputs).toEqual([
      {
        name: 'Минус 500',
        code: 'MINUS500',
        kind: 'fixed',
        value: 500,
        minOrderAmount: 3000,
        categoryIds: [2],
        brandIds: [5],
        productIds: [12],
        startsAt: '2026-11-30T21:00:00.000Z',
        endsAt: '2026-12-31T20:59:00.000Z',
        usageLimit: 100,
        perCustomerLimit: 1,
        firstOrderOnly: true,
        active: true,
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions'));
  });

  it('creates an automatic promotion on every product with empty fields sent as none', async () => {
    serveChoices();
    const inputs = serveCreate(() => promotion(9, 'Всем по 10 %'));
    const { user } = renderApp('/admin/promotions/create', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Всем по 10 %');
    await user.type(screen.getByLabelText(/Скидка, %/), '10');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Акция создана')).toBeTruthy();
    expect(inputs).toEqual([
      {
        name: 'Всем по 10 %',
        code: null,
        kind: 'percent',
        value: 10,
        minOrderAmount: null,
        categoryIds: [],
        brandIds: [],
        productIds: [],
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: null,
        firstOrderOnly: false,
        active: true,
      },
    ]);
  });

  it('asks for a name and a value before sending anything', async () => {
    serveChoices();
    const inputs = serveCreate(() => promotion(9, 'Лишняя'));
    const { user } = renderApp('/admin/promotions/create', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));

    const value = screen.getByLabelText(/Скидка, %/);
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(within(fieldOf(value)).getByText('Заполните поле')).toBeTruthy();
    expect(within(fieldOf(screen.getByLabelText(/Название/))).getByText('Заполните поле')).toBeTruthy();
    expect(inputs).toEqual([]);
  });

  it("shows the server's refusal of a percent under the value, and keeps the form", async () => {
    serveChoices();
    serveCreate(() => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { value: 'Процент: больше 0 и не больше 100' }));
    const { user } = renderApp('/admin/promotions/create', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Полцены и ещё');
    await user.type(screen.getByLabelText(/Скидка, %/), '150');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const value = screen.getByLabelText(/Скидка, %/);
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(within(fieldOf(value)).getByText('Процент: больше 0 и не больше 100')).toBeTruthy();
    expect(await screen.findByText('Отправлены неверные данные.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/promotions/create');
  });

  it('shows a taken code under «Промокод»', async () => {
    serveChoices();
    serveCreate(() => graphQLError(409, 'DUPLICATE', 'Такая запись уже существует.', { field: 'code', code: 'Такой промокод уже есть' }));
    const { user } = renderApp('/admin/promotions/create', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Ещё раз лето');
    await user.type(screen.getByLabelText('Промокод'), 'leto500');
    await user.type(screen.getByLabelText(/Скидка, %/), '5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const code = screen.getByLabelText('Промокод');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(fieldOf(code)).getByText('Такой промокод уже есть')).toBeTruthy();
  });
});

describe('admin promotion page', () => {
  const saved = promotion(7, 'Юбки со скидкой', {
    code: 'SKIRT',
    value: 15,
    minOrderAmount: 2000,
    categoryIds: [1],
    productIds: [31, 32],
    startsAt: '2026-11-30T21:00:00.000Z',
    endsAt: '2026-12-31T20:59:00.000Z',
    usageLimit: 50,
    used: 4,
    discountTotal: 2400,
  });

  it('loads the promotion into the form, then saves the changes: free delivery with no code and a product fewer', async () => {
    serveChoices();
    servePromotions(() => [saved]);
    server.use(graphql.query('AdminPromotion', ({ variables }) => HttpResponse.json({ data: { record: { ...saved, id: variables.id } } })));
    const updates: unknown[] = [];
    server.use(
      graphql.mutation('UpdatePromotion', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({ data: { saved: { ...saved, code: null, kind: 'free_delivery', value: 0, productIds: [32] } } });
      }),
    );
    const { user } = renderApp('/admin/promotions/7', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Акция «Юбки со скидкой»' })).toBeTruthy();
    expect(screen.getByText(/^Применена в 4 заказах, скидка 2\s400\s₽$/)).toBeTruthy();
    expect((screen.getByLabelText('Промокод') as HTMLInputElement).value).toBe('SKIRT');
    expect((screen.getByLabelText(/Скидка, %/) as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Минимальная сумма заказа, ₽') as HTMLInputElement).value).toBe('2 000');
    expect((screen.getByLabelText('Начало действия') as HTMLInputElement).value).toBe('2026-12-01T00:00');
    expect((screen.getByLabelText('Конец действия') as HTMLInputElement).value).toBe('2026-12-31T23:59');
    expect((screen.getByLabelText('Сколько заказов всего') as HTMLInputElement).value).toBe('50');
    expect((await screen.findByRole('checkbox', { name: 'Платья' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Платья / Летние' }) as HTMLInputElement).checked).toBe(false);
    const chosen = await screen.findByRole('list', { name: 'Выбранные товары' });
    expect(await within(chosen).findByText('Юбка 31')).toBeTruthy();

    await user.clear(screen.getByLabelText('Промокод'));
    await user.selectOptions(screen.getByLabelText(/Вид скидки/), 'Бесплатная доставка');
    expect(screen.queryByLabelText(/Скидка, %/)).toBeNull();
    await user.click(within(chosen).getByRole('button', { name: 'Убрать «Юбка 31»' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Акция изменена')).toBeTruthy();
    expect(updates).toEqual([
      {
        id: 7,
        input: {
          name: 'Юбки со скидкой',
          code: null,
          kind: 'free_delivery',
          minOrderAmount: 2000,
          categoryIds: [1],
          brandIds: [],
          productIds: [32],
          startsAt: '2026-11-30T21:00:00.000Z',
          endsAt: '2026-12-31T20:59:00.000Z',
          usageLimit: 50,
          perCustomerLimit: null,
          firstOrderOnly: false,
          active: true,
          // The version read: a change made meanwhile by someone else is refused, not overwritten.
          version: 1,
        },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions'));
  });

  it('deletes the promotion after confirmation and goes back to the list', async () => {
    serveChoices();
    servePromotions(() => []);
    server.use(graphql.query('AdminPromotion', () => HttpResponse.json({ data: { record: saved } })));
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeletePromotion', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 7 } } });
      }),
    );
    const { user } = renderApp('/admin/promotions/7', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Акция удалена')).toBeTruthy();
    expect(deleted).toEqual([{ id: 7 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions'));
  });
});
