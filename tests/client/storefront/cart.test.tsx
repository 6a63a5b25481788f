import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { serveCheckoutMethods } from './checkout-fixtures';
import { basket, BASKET_ID, data, serve, serveBasketCount, type BasketAnswer } from './shop-fixtures';

const dress = { variantId: 12, price: 4990, oldPrice: 6990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' };
const boots = { variantId: 31, price: 8990, stock: 0, name: 'Ботинки зимние', url: 'botinki-zimnie', size: '38', color: 'Чёрный' };

/** Two dresses that can be bought and one pair of boots that cannot. */
const twoDressesAndBoots = basket(
  [
    { ...dress, quantity: 2 },
    { ...boots, quantity: 1 },
  ],
  { totalAmount: 9980, problems: [{ productVariantId: 31, reason: 'Нет в наличии' }] },
);

/** A stored basket whose page and header count answer `answer`. */
function storedBasket(answer: BasketAnswer) {
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serveCheckoutMethods();
  return serve('query', 'CartPage', () => data({ basket: answer }));
}

const line = (name: string) => screen.getByRole('listitem', { name });

describe('basket page', () => {
  it('shows the lines, the server total and the reason of each line that cannot be bought', async () => {
    storedBasket(twoDressesAndBoots);
    renderApp('/cart');

    const dressLink = await screen.findByRole('link', { name: 'Платье миди' });
    // The line opens on its own variant and shows it: its colour's picture and words.
    expect(dressLink.getAttribute('href')).toBe('/product/plate-midi?variant=12');
    expect(within(line('Платье миди')).getByText('Цвет: Синий · Размер: M')).toBeTruthy();
    expect(line('Платье миди').querySelector('img')!.getAttribute('src')).toBe('/api/images/plate-midi-12-thumb.webp');
    expect(within(line('Платье миди')).getByText(/6 990 ₽/).closest('s')).toBeTruthy();
    expect(within(line('Платье миди')).getByText('9 980 ₽')).toBeTruthy();
    expect(within(line('Платье миди')).getByRole('group', { name: 'Количество: Платье миди' }).textContent).toContain('2');
    expect(within(line('Ботинки зимние')).getByText('Нет в наличии')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Итого' });
    expect(within(summary).getByText('Итого, 2 товара')).toBeTruthy();
    expect(within(summary).getByText('9 980 ₽')).toBeTruthy();
    expect(within(summary).getByText(/не входят в сумму/)).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Оформить заказ' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Корзина, 3 товара' })).toBeTruthy();
  });

  it('shows what each delivery costs for the basket and how much more makes the courier free', async () => {
    storedBasket(basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }));
    renderApp('/cart');

    const delivery = await screen.findByRole('region', { name: 'Доставка' });
    const price = (name: string) => within(delivery).getByText(name).nextElementSibling!.textContent;
    expect(price('Курьером')).toMatch(/350\s₽/);
    expect(price('Почтой России')).toMatch(/300\s₽/);
    expect(price('Самовывоз из магазина')).toBe('Бесплатно');
    expect(within(delivery).getByText(/Добавьте товаров на 10\s₽ — и доставка будет бесплатной/)).toBeTruthy();
  });

  it('tells that a СДЭК method is priced at checkout for the city, and free from its threshold', async () => {
    const cdek = (id: number, name: string, freeFrom: number) => ({ __typename: 'DeliveryMethod', id, name, description: '', price: 0, freeFrom, minDays: 0, maxDays: 0, needsAddress: false, kind: 'cdek_pickup' });
    storedBasket(basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 }));
    serve('query', 'CheckoutMethods', () =>
      data({
        deliveryMethods: { __typename: 'DeliveryMethodList', rows: [cdek(4, 'СДЭК до пункта выдачи', 6000), cdek(5, 'СДЭК в постамат', 4000)] },
        paymentMethods: { __typename: 'PaymentMethodList', rows: [] },
        pickupPoints: { __typename: 'PickupPointList', rows: [] },
      }),
    );
    renderApp('/cart');

    const delivery = await screen.findByRole('region', { name: 'Доставка' });
    const price = (name: string) => within(delivery).getByText(name).nextElementSibling!.textContent;
    expect(price('СДЭК до пункта выдачи')).toBe('по расчёту СДЭК');
    expect(price('СДЭК в постамат')).toBe('Бесплатно');
    expect(within(delivery).getByText(/Добавьте товаров на 1\s010\s₽ — и доставка будет бесплатной/)).toBeTruthy();
  });

  it('changes a line quantity with the stepper, and the total and the header count follow', async () => {
    storedBasket(twoDressesAndBoots);
    const changes = serve('mutation', 'SetBasketLine', () =>
      data({ setBasketLine: basket([{ ...dress, quantity: 3 }, { ...boots, quantity: 1 }], { totalAmount: 14970, problems: twoDressesAndBoots.problems }) }),
    );
    const { user } = renderApp('/cart');

    await user.click(within(await screen.findByRole('group', { name: 'Количество: Платье миди' })).getByRole('button', { name: 'Больше' }));

    expect(await screen.findByRole('link', { name: 'Корзина, 4 товара' })).toBeTruthy();
    expect(changes).toEqual([{ basketId: BASKET_ID, input: { productVariantId: 12, quantity: 3 } }]);
    expect(within(screen.getByRole('region', { name: 'Итого' })).getByText('14 970 ₽')).toBeTruthy();
  });

  it('shows the server refusal of a quantity above the stock once, beside the line, with no notice over the page', async () => {
    storedBasket(twoDressesAndBoots);
    serve('mutation', 'SetBasketLine', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { quantity: 'В наличии только 2 шт.' }));
    const { user } = renderApp('/cart');

    await user.click(within(await screen.findByRole('group', { name: 'Количество: Платье миди' })).getByRole('button', { name: 'Больше' }));

    expect(await within(line('Платье миди')).findByRole('alert')).toHaveProperty('textContent', 'В наличии только 2 шт.');
    expect(within(line('Платье миди')).getByRole('group', { name: 'Количество: Платье миди' }).textContent).toContain('2');
    // Long enough for the notices' toaster to arrive, were a notice raised.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getAllByText('В наличии только 2 шт.')).toHaveLength(1);
  });

  it('removes a line, then empties the basket', async () => {
    storedBasket(twoDressesAndBoots);
    const removals = serve('mutation', 'RemoveFromBasket', () => data({ removeFromBasket: basket([{ ...dress, quantity: 2 }], { totalAmount: 9980 }) }));
    const clears = serve('mutation', 'ClearBasket', () => data({ clearBasket: basket([], { totalAmount: 0 }) }));
    const { user } = renderApp('/cart');

    await screen.findByRole('link', { name: 'Ботинки зимние' });
    await user.click(within(line('Ботинки зимние')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ботинки зимние' })).toBeNull());
    expect(removals).toEqual([{ basketId: BASKET_ID, productVariantId: 31 }]);

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    expect(await screen.findByText('В корзине пока ничего нет.')).toBeTruthy();
    expect(clears).toEqual([{ basketId: BASKET_ID }]);
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeTruthy();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
  });

  it('forgets a stored basket the server no longer knows and shows an empty basket', async () => {
    localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
    serve('query', 'BasketCount', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    serve('query', 'CartPage', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    renderApp('/cart');

    expect(await screen.findByText('В корзине пока ничего нет.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull());
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog');
  });

  it('forgets a stored basket id the server refuses as malformed', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'not-a-uuid');
    serve('query', 'BasketCount', () => graphQLError(400, 'VALIDATION', 'Неверный идентификатор корзины'));
    renderApp('/');
    await waitFor(() => expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull());
  });

  it('shows an empty basket without asking the server when none is stored', async () => {
    const pages = serve('query', 'CartPage', () => data({ basket: basket([], { totalAmount: 0 }) }));
    renderApp('/cart');
    expect(await screen.findByText('В корзине пока ничего нет.')).toBeTruthy();
    expect(pages).toEqual([]);
  });
});
