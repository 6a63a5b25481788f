import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { data, productPage, serve } from './shop-fixtures';

/** «Сообщить о поступлении» on the product page (CONTRACT §16, §18). */

const size = (name: string) => ({ __typename: 'NamedRef', name, url: name.toLowerCase() });
const blue = { __typename: 'ColorRef', name: 'Синий', url: 'blue', code: '#1f4e9c' };

const variant = (id: number, sizeName: string, stock: number) => ({
  __typename: 'ProductVariant',
  id,
  sku: `PM-${id}`,
  price: 4990,
  oldPrice: null,
  stock,
  images: [],
  barcode: null,
  parameters: {},
  size: size(sizeName),
  color: blue,
});

const dress = {
  __typename: 'Product',
  id: 21,
  name: 'Платье миди',
  url: 'plate-midi',
  desc: 'Лёгкое платье из льна.',
  price: 4990,
  oldPrice: null,
  inStock: true,
  rating: 0,
  reviewCount: 0,
  images: ['plate-midi.png'],
  parameters: {},
  brand: null,
  category: { __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' },
  categoryPath: [{ __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' }],
  productVariants: [variant(11, 'S', 3), variant(12, 'M', 0)],
};

const serveProduct = () => serve('query', 'ProductPage', () => data(productPage(dress)));
const serveAlert = (
  status: 'active' | 'pending' = 'active',
  answer: (input: Record<string, unknown>) => Response = (input) => data({ subscribeStockAlert: { __typename: 'StockAlert', id: 1, productVariantId: input.productVariantId, email: input.email, status } }),
) =>
  serve('mutation', 'SubscribeStockAlert', (variables) => answer(variables.input as Record<string, unknown>));

async function chooseSoldOut(user: ReturnType<typeof renderApp>['user']) {
  const sizes = await screen.findByRole('group', { name: 'Размер' });
  await user.click(within(sizes).getByRole('button', { name: /^M/ }));
}

describe('«Сообщить о поступлении» on the product page', () => {
  it('is offered only for a sold-out variant, beside the disabled basket button', async () => {
    serveProduct();
    const { user } = renderApp('/product/plate-midi');
    await user.click(within(await screen.findByRole('group', { name: 'Размер' })).getByRole('button', { name: 'S' }));
    expect(await screen.findByText('Осталось 3 шт.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).toBeNull();
    await chooseSoldOut(user);
    expect(screen.getByText('Нет в наличии')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'В корзину' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Сообщить о поступлении' })).toBeTruthy();
  });

  it('opens a form that sends the address and the consent for the chosen variant and says where the letter will go', async () => {
    serveProduct();
    const sent = serveAlert();
    const { user } = renderApp('/product/plate-midi');
    await chooseSoldOut(user);
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    const form = await screen.findByRole('form', { name: 'Сообщить о поступлении' });
    expect(document.activeElement).toBe(within(form).getByLabelText(/Электронная почта/));
    expect(within(form).getByRole('link', { name: 'Текст согласия' }).getAttribute('href')).toBe('/personal-data');
    await user.type(within(form).getByLabelText(/Электронная почта/), 'boris@example.ru');
    await user.click(within(form).getByRole('button', { name: 'Сообщить мне' }));
    expect(await within(form).findByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: /согласен на обработку/ }));
    await user.click(within(form).getByRole('button', { name: 'Сообщить мне' }));
    expect(await screen.findByText('Мы напишем на boris@example.ru, когда товар появится')).toBeTruthy();
    expect(sent).toEqual([{ input: { productVariantId: 12, email: 'boris@example.ru', consent: true } }]);
  });

  it('asks to check the mail when the address must be confirmed first, and does not promise the letter yet', async () => {
    serveProduct();
    const sent = serveAlert('pending');
    const { user } = renderApp('/product/plate-midi');
    await chooseSoldOut(user);
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    const form = await screen.findByRole('form', { name: 'Сообщить о поступлении' });
    await user.type(within(form).getByLabelText(/Электронная почта/), 'new@example.ru');
    await user.click(within(form).getByRole('checkbox', { name: /согласен на обработку/ }));
    await user.click(within(form).getByRole('button', { name: 'Сообщить мне' }));
    expect(await screen.findByText('Проверьте почту: мы отправили письмо для подтверждения адреса')).toBeTruthy();
    expect(screen.queryByText(/Мы напишем на/)).toBeNull();
    expect(sent).toEqual([{ input: { productVariantId: 12, email: 'new@example.ru', consent: true } }]);
  });

  it('fills in a signed-in shopper’s address', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    serveProduct();
    const { user } = renderApp('/product/plate-midi', { signedIn: true });
    await chooseSoldOut(user);
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    const form = await screen.findByRole('form', { name: 'Сообщить о поступлении' });
    await waitFor(() => expect((within(form).getByLabelText(/Электронная почта/) as HTMLInputElement).value).toBe('anna@example.ru'));
  });

  it('shows the server’s reason under its field', async () => {
    serveProduct();
    serveAlert('active', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { email: 'Неверный адрес электронной почты' }));
    const { user } = renderApp('/product/plate-midi');
    await chooseSoldOut(user);
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    const form = await screen.findByRole('form', { name: 'Сообщить о поступлении' });
    // passes the page's own check, refused by the server's
    await user.type(within(form).getByLabelText(/Электронная почта/), 'anna@example.r');
    await user.click(within(form).getByRole('checkbox', { name: /согласен на обработку/ }));
    await user.click(within(form).getByRole('button', { name: 'Сообщить мне' }));
    const field = within(form).getByLabelText(/Электронная почта/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Неверный адрес электронной почты')).toBeTruthy();
    expect(screen.queryByText(/Мы напишем на/)).toBeNull();
  });
});
