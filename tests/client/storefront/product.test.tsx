import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { basket, BASKET_ID, data, productPage, serve, serveBasketCount } from './shop-fixtures';

const size = (name: string) => ({ __typename: 'NamedRef', name, url: name.toLowerCase() });
const blue = { __typename: 'ColorRef', name: 'Синий', url: 'blue', code: '#1f4e9c' };
const red = { __typename: 'ColorRef', name: 'Красный', url: 'red', code: '#e32636' };

const variant = (id: number, sizeName: string, color: typeof blue, stock: number, price = 4990) => ({
  __typename: 'ProductVariant',
  id,
  sku: `PM-${id}`,
  price,
  oldPrice: 6990,
  stock,
  images: [`variant-${id}.png`],
  barcode: null,
  parameters: {},
  size: size(sizeName),
  color,
});

const dress = {
  __typename: 'Product',
  id: 21,
  name: 'Платье миди',
  url: 'plate-midi',
  desc: 'Лёгкое платье из льна.\n<b>Не гладить</b> при высокой температуре.',
  price: 4990,
  oldPrice: 6990,
  inStock: true,
  rating: 4.5,
  reviewCount: 2,
  images: ['plate-midi.png'],
  parameters: { Материал: 'Лён', Сезон: 'Лето', Уход: '' },
  brand: { __typename: 'BrandRef', id: 3, name: 'Лён и хлопок' },
  category: { __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' },
  categoryPath: [{ __typename: 'NamedRef', name: 'Женщинам', url: 'women' }, { __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' }],
  productVariants: [variant(11, 'S', blue, 3), variant(12, 'M', blue, 5), variant(13, 'M', red, 0)],
};

const serveProduct = () => serve('query', 'ProductPage', () => data(productPage(dress)));

/** The basket after adding two of variant 12. */
const withTwoDresses = basket([{ variantId: 12, quantity: 2, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' }], {
  totalAmount: 9980,
});

async function chooseSize(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(within(await screen.findByRole('group', { name: 'Размер' })).getByRole('button', { name }));
}

describe('product page', () => {
  it('adds the chosen size, colour and quantity to a new basket, stores its id and counts it in the header', async () => {
    serveProduct();
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([], { totalAmount: 0 }) }));
    const added = serve('mutation', 'AddToBasket', () => data({ addToBasket: withTwoDresses }));
    const counted = serveBasketCount(withTwoDresses);
    const { user } = renderApp('/product/plate-midi');

    const sizes = await screen.findByRole('group', { name: 'Размер' });
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Больше' }));
    await user.click(screen.getByRole('button', { name: 'В корзину' }));

    expect(await screen.findByRole('link', { name: 'Перейти в корзину' })).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(added).toEqual([{ basketId: BASKET_ID, input: { productVariantId: 12, quantity: 2 } }]);
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
    expect(await screen.findByRole('link', { name: 'Корзина, 2 товара' })).toBeTruthy();
    expect(counted).toEqual([]);
  });

  it('adds to the stored basket without making another one', async () => {
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    serveProduct();
    serveBasketCount(basket([], { totalAmount: 0 }));
    const created = serve('mutation', 'CreateBasket', () => data({ createBasket: basket([], { totalAmount: 0 }) }));
    const added = serve('mutation', 'AddToBasket', () => data({ addToBasket: withTwoDresses }));
    const { user } = renderApp('/product/plate-midi');

    await chooseSize(user, 'S');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));

    expect(await screen.findByRole('link', { name: 'Корзина, 2 товара' })).toBeTruthy();
    expect(added).toEqual([{ basketId: BASKET_ID, input: { productVariantId: 11, quantity: 1 } }]);
    expect(created).toEqual([]);
  });

  it('confirms an addition once, under the button, without a notice over the header’s counters', async () => {
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    serveProduct();
    serveBasketCount(basket([], { totalAmount: 0 }));
    serve('mutation', 'AddToBasket', () => data({ addToBasket: withTwoDresses }));
    const { user } = renderApp('/product/plate-midi');

    await chooseSize(user, 'M');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByRole('link', { name: 'Перейти в корзину' })).toBeTruthy();
    // Long enough for the notices' toaster to arrive, were a notice raised.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getAllByText('Товар добавлен в корзину')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Уведомления' })).toBeNull();
  });

  it('shows the server refusal when the stock ran out meanwhile', async () => {
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    serveProduct();
    serveBasketCount(basket([], { totalAmount: 0 }));
    serve('mutation', 'AddToBasket', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { quantity: 'В наличии только 1 шт.' }));
    const { user } = renderApp('/product/plate-midi');

    await chooseSize(user, 'S');
    await user.click(screen.getByRole('button', { name: 'В корзину' }));

    expect((await screen.findAllByText('В наличии только 1 шт.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Товар добавлен в корзину')).toBeNull();
  });

  it('shows the gallery, the price with the old one, the description as plain text the filled-in parameters and the whole category path', async () => {
    serveProduct();
    const { user } = renderApp('/product/plate-midi');

    expect(await screen.findByRole('heading', { level: 1, name: 'Платье миди' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Платье миди' }).getAttribute('src')).toBe('/api/images/variant-11-card.webp');
    expect(screen.getByRole('img', { name: 'Платье миди, фото 2' }).getAttribute('src')).toBe('/api/images/plate-midi-card.webp');
    await user.click(screen.getByRole('button', { name: 'Фото 2 из 2' }));
    expect(screen.getByRole('button', { name: 'Фото 2 из 2' }).getAttribute('aria-pressed')).toBe('true');

    // A tap opens the picture large, in the original upload; a click zooms it; ‹ › and Escape work.
    await user.click(screen.getByRole('button', { name: 'Увеличить фото 2 из 2' }));
    const zoom = await screen.findByRole('dialog', { name: 'Платье миди, фото 2: фото 2 из 2' });
    const large = within(zoom).getByRole('img');
    expect(large.getAttribute('src')).toMatch(/^\/api\/images\/plate-midi(\.\w+)?$/);
    await user.click(large);
    expect(large.className).toMatch(/zoomedIn/);
    await user.click(within(zoom).getByRole('button', { name: 'Следующее фото' }));
    expect(within(zoom).getByRole('img', { name: 'Платье миди' })).toBeTruthy();
    await user.click(within(zoom).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.getByText('4 990 ₽')).toBeTruthy();
    expect(screen.getByText(/6 990 ₽/).closest('s')).toBeTruthy();
    expect(screen.getByText(/<b>Не гладить<\/b> при высокой температуре/)).toBeTruthy();
    expect(document.querySelector('main b')).toBeNull();

    const parameters = screen.getByRole('table', { name: 'Характеристики' });
    expect(within(parameters).getAllByRole('row').map((row) => row.textContent)).toEqual(['МатериалЛён', 'СезонЛето']);
    expect(screen.getByRole('link', { name: 'Платья' }).getAttribute('href')).toBe('/catalog/women-dresses');
    expect(screen.getByRole('link', { name: 'Женщинам' }).getAttribute('href')).toBe('/catalog/women');
  });

  it('turns the large pictures with a swipe, and the browser’s Back closes them instead of leaving the product', async () => {
    serveProduct();
    const { user } = renderApp('/product/plate-midi');
    await user.click(await screen.findByRole('button', { name: 'Увеличить фото 1 из 2' }));
    const zoom = await screen.findByRole('dialog', { name: 'Платье миди: фото 1 из 2' });
    const frame = within(zoom).getByRole('img').parentElement!;

    fireEvent.touchStart(frame, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(zoom.getAttribute('aria-label')).toBe('Платье миди, фото 2: фото 2 из 2');
    // A short or mostly upright move is not a swipe.
    fireEvent.touchStart(frame, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 270, clientY: 400 }] });
    expect(zoom.getAttribute('aria-label')).toBe('Платье миди, фото 2: фото 2 из 2');

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/product/plate-midi');
  });

  it('reads the average rating with a decimal comma', async () => {
    serveProduct();
    renderApp('/product/plate-midi');

    expect(await screen.findByText(/4,5 · 2 отзыва/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeTruthy();
  });

  it('offers only the sizes and colours of the product, marks the sold-out one and does not sell it', async () => {
    serveProduct();
    const { user } = renderApp('/product/plate-midi');

    const colors = await screen.findByRole('group', { name: 'Цвет' });
    expect(within(colors).getAllByRole('button').map((button) => button.textContent)).toEqual(['Синий', 'Красный']);
    expect(within(screen.getByRole('group', { name: 'Размер' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['S', 'M']);
    await chooseSize(user, 'S');
    expect(screen.getByText('Осталось 3 шт.')).toBeTruthy();

    await user.click(within(colors).getByRole('button', { name: 'Красный (в другом сочетании)' }));

    const sizes = screen.getByRole('group', { name: 'Размер' });
    expect(within(sizes).getByRole('button', { name: 'M (нет в наличии)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Нет в наличии')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'В корзину' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the variant a letter’s link names (?variant=), even a sold-out one', async () => {
    serveProduct();
    renderApp('/product/plate-midi?variant=13');

    const colors = await screen.findByRole('group', { name: 'Цвет' });
    expect(within(colors).getByRole('button', { name: /^Красный/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Размер' })).getByRole('button', { name: 'M (нет в наличии)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Нет в наличии')).toBeTruthy();
  });

  it('opens on the colour of the first variant in stock when the link names one the product does not have, with no size chosen', async () => {
    serveProduct();
    renderApp('/product/plate-midi?variant=999');

    expect(await screen.findByRole('button', { name: 'Выберите размер' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Цвет' })).getByRole('button', { name: 'Синий' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('chooses no size for the shopper: «Выберите размер» takes them to the sizes and adds nothing, and the address follows the choice', async () => {
    serveProduct();
    const added = serve('mutation', 'AddToBasket', () => data({ addToBasket: withTwoDresses }));
    const { user } = renderApp('/product/plate-midi');
    const historyLength = window.history.length;

    const sizes = await screen.findByRole('group', { name: 'Размер' });
    expect(within(sizes).getAllByRole('button').every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Выберите размер' }));
    expect(document.activeElement).toBe(within(sizes).getByRole('button', { name: 'S' }));
    expect(added).toEqual([]);

    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(window.location.search).toBe('?variant=12');
    // The choice replaces the address: Back leaves the product instead of stepping through sizes.
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeTruthy();
  });

  it('tells apart 1C\'s variants that differ only by «Вариант», and gives the first barcode as the JSON-LD gtin', async () => {
    const boot = (id: number, name: string, stock: number, barcode: string | null) => ({ ...variant(id, 'S', blue, stock), sku: `Б-${name}`, size: null, color: null, barcode, parameters: { Вариант: name } });
    const boots = { ...dress, productVariants: [boot(31, '35', 0, null), boot(32, '36', 4, '4600000000369'), boot(33, '37', 2, null)] };
    serve('query', 'ProductPage', () => data(productPage(boots)));
    const { user } = renderApp('/product/plate-midi');

    const choices = await screen.findByRole('group', { name: 'Вариант' });
    expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual(['35', '36', '37']);
    expect(screen.queryByRole('group', { name: 'Размер' })).toBeNull();
    expect(screen.getByText('Артикул: Б-36')).toBeTruthy();
    await user.click(within(choices).getByRole('button', { name: '37' }));
    expect(screen.getByText('Артикул: Б-37')).toBeTruthy();

    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    expect(structured).toContainEqual(expect.objectContaining({ '@type': 'Product', gtin: '4600000000369' }));
  });

  it('shows a product with no priced variant as «Нет в продаже», with nothing to add to the basket and no offer in JSON-LD', async () => {
    serve('query', 'ProductPage', () => data(productPage({ ...dress, available: false, price: null, oldPrice: null, productVariants: [] })));
    renderApp('/product/plate-midi');
    expect(await screen.findByText('Нет в продаже')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    const product = structured.find((item) => item['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty('offers');
  });

  it('answers an unknown product with the 404 page', async () => {
    serve('query', 'ProductPage', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    renderApp('/product/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  });
});
