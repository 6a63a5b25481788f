import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';
import { productRecord, serveProductChoices, serveProducts } from './product-fixtures';

type User = ReturnType<typeof renderApp>['user'];

/** Puts text into a field at once. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

const brand = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Brand',
  id: 3,
  name: 'Зарина',
  url: 'zarina',
  image: null,
  showOnMain: false,
  category: null,
  ...overrides,
});

/** The brand's page loads brand 3; saving it records the variables and answers the brand. */
function serveBrand() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminBrand', () => HttpResponse.json({ data: { record: brand() } })),
    graphql.mutation('UpdateBrand', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { saved: brand(variables.input as Record<string, unknown>) } });
    }),
  );
  return sent;
}

/** Product 21 as loaded; saving it records the variables and answers the product with the sent prices. */
function serveProduct() {
  serveProductChoices();
  serveProducts([]);
  const sent: { id: number; input: { productVariants: { price: number }[] } }[] = [];
  server.use(
    graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: productRecord } })),
    graphql.mutation('AdminUpdateProduct', ({ variables }) => {
      sent.push(variables as (typeof sent)[number]);
      const prices = sent.at(-1)!.input.productVariants.map((variant) => variant.price);
      const productVariants = productRecord.productVariants.map((variant, index) => ({ ...variant, price: prices[index] ?? variant.price }));
      return HttpResponse.json({ data: { saved: { ...productRecord, productVariants } } });
    }),
  );
  return sent;
}

const leaveQuestion = async () => within(await screen.findByRole('alertdialog')).getByText('Уйти без сохранения?');

describe('leaving a form with unsaved changes', () => {
  it('asks before a half-edited product is left through a link: «Остаться» keeps the values, «Уйти» leaves', async () => {
    serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await fill(user, await screen.findByLabelText(/^Название/), 'Платье макси');
    await user.click(screen.getByRole('link', { name: 'Цвета' }));

    expect(await leaveQuestion()).toBeTruthy();
    expect(within(screen.getByRole('alertdialog')).getByText('Изменения будут потеряны.')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/products/21');
    expect(valueOf(/^Название/)).toBe('Платье макси');

    await user.click(screen.getByRole('link', { name: 'Цвета' }));
    await leaveQuestion();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/colors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Цвета' })).toBeTruthy();
  });

  it('asks before a half-edited brand is left through its «Отмена», and leaves on «Уйти»', async () => {
    serveBrand();
    const { user } = renderApp('/admin/brands/3', { signedIn: true });

    await fill(user, await screen.findByLabelText(/^Название/), 'Зарина Люкс');
    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    await leaveQuestion();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(valueOf(/^Название/)).toBe('Зарина Люкс');

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    await leaveQuestion();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/brands'));
  });

  it('lets an untouched form go without a question', async () => {
    serveBrand();
    const { user } = renderApp('/admin/brands/3', { signedIn: true });

    await screen.findByLabelText(/^Название/);
    await user.click(screen.getByRole('link', { name: 'Цвета' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/colors'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing once the changes are saved', async () => {
    const sent = serveBrand();
    const { user } = renderApp('/admin/brands/3', { signedIn: true });

    await fill(user, await screen.findByLabelText(/^Название/), 'Зарина Люкс');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    expect(await screen.findByText('Бренд изменён')).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Цвета' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/colors'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the browser ask before closing or reloading the tab while changes are unsaved', async () => {
    serveBrand();
    const { user } = renderApp('/admin/brands/3', { signedIn: true });
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    const name = await screen.findByLabelText(/^Название/);
    expect(closeTab()).toBe(false);
    await fill(user, name, 'Зарина Люкс');
    expect(closeTab()).toBe(true);
    await fill(user, name, 'Зарина');
    expect(closeTab()).toBe(false);
  });
});

describe('a refused save', () => {
  it('focuses the first field the form itself refuses and marks it invalid', async () => {
    serveProductChoices();
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await fill(user, await screen.findByLabelText('Цена, ₽, вариант 1'), '100');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const name = screen.getByLabelText(/^Название/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Категория/).getAttribute('aria-invalid')).toBe('true');
  });

  it("focuses the first field the server's details name", async () => {
    server.use(graphql.mutation('CreateColor', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { url: 'Допустимы латинские буквы, цифры и дефисы между ними' })));
    const { user } = renderApp('/admin/colors/create-color', { signedIn: true });

    await user.type(await screen.findByLabelText(/^Название/), 'Красный');
    await user.type(screen.getByLabelText(/^Адрес/), 'Красный цвет');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Допустимы латинские буквы, цифры и дефисы между ними')).toBeTruthy();
    const url = screen.getByLabelText(/^Адрес/);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('required fields', () => {
  it('carry the required mark and aria-required', async () => {
    serveProductChoices();
    renderApp('/admin/products/create-product', { signedIn: true });

    const name = await screen.findByLabelText(/^Название/);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Категория/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Артикул, вариант 1').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Адрес (URL)').getAttribute('aria-required')).toBeNull();
    expect(document.querySelector(`label[for="${name.id}"] .chakra-field__requiredIndicator`)?.textContent).toBe('*');
  });
});

describe('«Сохранить и остаться»', () => {
  it('creates a brand and opens its edit page', async () => {
    server.use(
      graphql.mutation('CreateBrand', () => HttpResponse.json({ data: { saved: brand({ id: 8, name: 'Северный ветер', url: 'severnyj-veter' }) } })),
      graphql.query('AdminBrand', ({ variables }) => HttpResponse.json({ data: { record: brand({ id: variables.id, name: 'Северный ветер', url: 'severnyj-veter' }) } })),
    );
    const { user } = renderApp('/admin/brands/create-brand', { signedIn: true });

    await fill(user, await screen.findByLabelText(/^Название/), 'Северный ветер');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));

    expect(await screen.findByText('Бренд создан')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/brands/8'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение бренда «Северный ветер»' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps an edited product on its page, while «Сохранить» returns to the list', async () => {
    const sent = serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await fill(user, await screen.findByLabelText('Цена, ₽, вариант 1'), '2000');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));
    expect(await screen.findByText('Товар обновлён')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/products/21');
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/products'));
    expect(sent).toHaveLength(2);
  });
});

describe('Russian numbers in the product form', () => {
  it('sends «4 990,50» as 4990.5 and shows it back as «4 990,50»', async () => {
    const sent = serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await screen.findByLabelText('Цена, ₽, вариант 2');
    expect(valueOf('Цена, ₽, вариант 2')).toBe('2 190');
    await fill(user, screen.getByLabelText('Цена, ₽, вариант 1'), '4 990,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));

    expect(await screen.findByText('Товар обновлён')).toBeTruthy();
    expect(sent[0].input.productVariants[0].price).toBe(4990.5);
    expect(valueOf('Цена, ₽, вариант 1')).toBe('4 990,50');
  });

  it('redraws a price typed with a point the Russian way when the field is left', async () => {
    serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await fill(user, await screen.findByLabelText('Старая цена, ₽, вариант 1'), '4990.5');
    await user.tab();
    expect(valueOf('Старая цена, ₽, вариант 1')).toBe('4 990,50');
  });

  it('shows the whole of a long SKU', async () => {
    serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });
    const sku = 'PLATE-MIDI-LETNEE-KRASNOE-XXL-2026';

    const input = (await screen.findByLabelText('Артикул, вариант 1')) as HTMLInputElement;
    await fill(user, input, sku);
    expect(input.size).toBeGreaterThanOrEqual(sku.length);
    expect(input.title).toBe(sku);
  });
});
