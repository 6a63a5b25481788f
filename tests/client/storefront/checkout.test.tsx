import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { renderApp } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { BANK_TRANSFER, COURIER, ON_DELIVERY, PICKUP, placedOrder, serveCheckoutMethods } from './checkout-fixtures';
import { address, basket, BASKET_ID, data, serve, serveAddresses, serveBasketCount, type BasketAnswer } from './shop-fixtures';

const dress = { variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' };
const twoDresses = basket([{ ...dress, quantity: 2 }], { totalAmount: 9980 });

/** A stored basket whose checkout summary and header count answer `answer`. */
function storedBasket(answer: BasketAnswer = twoDresses) {
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serve('query', 'CartPage', () => data({ basket: answer }));
  serveCheckoutMethods();
}

const placed = (id: number, email: string) => placedOrder({ id, email, itemsAmount: 9980 });
const chosenMethods = { deliveryMethodId: COURIER, paymentMethodId: ON_DELIVERY };

const form = () => screen.getByRole('form', { name: 'Оформление заказа' });
const field = (label: RegExp) => within(form()).getByLabelText(label);

/** Fills in the guest form as a shopper would, consent included. */
async function fillGuestForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
  await user.type(field(/^Фамилия/), 'Смирнова');
  await user.type(field(/^Телефон/), '+7 900 123-45-67');
  await user.type(field(/^Индекс/), '101000');
  await user.type(field(/^Город/), 'Москва');
  await user.type(field(/^Улица, дом, квартира/), 'ул. Ленина, 1, кв. 5');
  await user.type(field(/^Электронная почта/), 'anna@example.ru');
  await user.type(field(/^Комментарий к заказу/), 'Позвонить за час');
  await user.click(within(form()).getByRole('checkbox'));
}

describe('checkout for a guest', () => {
  it('sends the form with the consent and the first methods, drops the stored basket and confirms the order with its lines, delivery, payment and total', async () => {
    storedBasket();
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placed(42, 'anna@example.ru') }));
    const { user } = renderApp('/checkout');

    const summary = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByRole('listitem', { name: 'Платье миди' }).textContent).toMatch(/2 × 4\s990\s₽/);
    expect(within(summary).getAllByText('9 980 ₽').length).toBeGreaterThan(0);
    expect(field(/^Страна/)).toHaveProperty('value', 'Россия');
    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByRole('heading', { name: 'Заказ оформлен' })).toBeTruthy();
    expect(screen.getByText('Заказ № 42')).toBeTruthy();
    const order = screen.getByRole('region', { name: 'Состав заказа' });
    expect(within(order).getByRole('listitem', { name: 'Платье миди' }).textContent).toMatch(/2 × 4\s990\s₽/);
    expect(within(order).getByText('Доставка: Курьером')).toBeTruthy();
    expect(within(order).getByText('Бесплатно')).toBeTruthy();
    expect(within(order).getByText('При получении: наличными или картой')).toBeTruthy();
    expect(within(order).getByText('101000, Москва, ул. Ленина, 1, кв. 5')).toBeTruthy();
    expect(screen.getByText(/письмо с его составом на anna@example.ru/)).toBeTruthy();
    expect(window.location.pathname).toBe('/checkout/success/42');
    expect(orders).toEqual([
      {
        input: {
          basketId: BASKET_ID,
          firstName: 'Анна',
          lastName: 'Смирнова',
          phone: '+7 900 123-45-67',
          zipCode: '101000',
          country: 'Россия',
          city: 'Москва',
          address: 'ул. Ленина, 1, кв. 5',
          email: 'anna@example.ru',
          comment: 'Позвонить за час',
          consent: true,
          ...chosenMethods,
        },
      },
    ]);
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Корзина' })).toBeTruthy();
  });

  it('asks for the consent and the required fields before sending anything', async () => {
    storedBasket();
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placed(42, 'anna@example.ru') }));
    const { user } = renderApp('/checkout');

    await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(within(form()).getByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(within(form()).getAllByText('Заполните поле').length).toBeGreaterThan(3);
    expect(orders).toEqual([]);
  });

  it('shows the server reasons from extensions.details under their fields', async () => {
    storedBasket();
    serve('mutation', 'PlaceDirectCheckout', () =>
      graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { zipCode: 'Такого индекса нет', email: 'Почтовый ящик не существует' }),
    );
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Такого индекса нет')).toBeTruthy();
    expect(within(form()).getByText('Почтовый ящик не существует')).toBeTruthy();
    // Shown once, under the fields: no general alert or notice repeats it.
    expect(screen.queryByText('Отправлены неверные данные.')).toBeNull();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
  });

  it('says the stock ran out, names the short line with what is left and offers the way back to the basket on OUT_OF_STOCK', async () => {
    storedBasket();
    const message = 'Товара «Платье миди» (SKU-12) осталось меньше, чем в заказе. Обновите корзину.';
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(409, 'OUT_OF_STOCK', message, { variantId: 12, sku: 'SKU-12', left: 1 }));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText(message)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByRole('listitem', { name: 'Платье миди' }).textContent).toContain('В наличии только 1 шт.');
    await user.click(within(form()).getByRole('link', { name: 'Вернуться в корзину' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
  });

  it('tells a shopper with too many unpaid orders which ones and what to do, and keeps the basket (CONTRACT §18)', async () => {
    storedBasket();
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(429, 'RATE_LIMITED', 'Сначала оплатите или отмените неоплаченные заказы', { orders: [41, 42, 43] }));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(
      await within(form()).findByText(
        'Сначала оплатите или отмените неоплаченные заказы: № 41, № 42, № 43. Ссылка на оплату есть в письме о каждом заказе; можно выбрать оплату при получении — или подождать: неоплаченный заказ отменится сам.',
      ),
    ).toBeTruthy();
    expect(within(form()).queryByRole('link', { name: 'Вернуться в корзину' })).toBeNull();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe(BASKET_ID);
  });

  it('sends an order that crossed another request (RETRY) again by itself instead of calling the basket outdated', async () => {
    storedBasket();
    let calls = 0;
    serve('mutation', 'PlaceDirectCheckout', () =>
      ++calls === 1 ? graphQLError(409, 'RETRY', 'Эти данные сейчас меняет другой запрос. Повторите попытку.') : data({ placeDirectCheckout: placed(43, 'anna@example.ru') }),
    );
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByRole('heading', { name: 'Заказ оформлен' })).toBeTruthy();
    expect(screen.getByText('Заказ № 43')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('tells the shopper to try again, without sending them to the basket, when every retry crossed another request', async () => {
    storedBasket();
    const orders = serve('mutation', 'PlaceDirectCheckout', () => graphQLError(409, 'RETRY', 'Эти данные сейчас меняет другой запрос. Повторите попытку.'));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Эти данные сейчас меняет другой запрос. Повторите попытку.')).toBeTruthy();
    expect(within(form()).queryByRole('link', { name: 'Вернуться в корзину' })).toBeNull();
    expect(orders.length).toBe(3);
  });

  it('sends the shopper to the basket first while a line cannot be bought', async () => {
    storedBasket(basket([{ ...dress, quantity: 2 }, { variantId: 31, quantity: 1, price: 8990, stock: 0, name: 'Ботинки зимние', url: 'botinki' }], {
      totalAmount: 9980,
      problems: [{ productVariantId: 31, reason: 'Нет в наличии' }],
    }));
    renderApp('/checkout');

    expect(await screen.findByText('В корзине есть товары, которые сейчас нельзя купить')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Ботинки зимние' })).getByText('Нет в наличии')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('form', { name: 'Оформление заказа' })).toBeNull();
  });

  it('says there is nothing to order without a stored basket', async () => {
    renderApp('/checkout');
    expect(await screen.findByText('Корзина пуста — оформлять пока нечего.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog');
  });
});

describe('checkout for a signed-in customer', () => {
  const signedIn = () => server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));

  it('orders to the latest saved address, asked for with limit 1 and chosen by default', async () => {
    signedIn();
    storedBasket();
    const lookups = serveAddresses([address(8, 'ул. Ленина, 1'), address(5, 'пр. Мира, 10')]);
    const orders = serve('mutation', 'PlaceCheckout', () => data({ placeCheckout: placed(43, 'anna@example.ru') }));
    const { user } = renderApp('/checkout', { signedIn: true });

    const latest = await screen.findByRole('radio', { name: /ул. Ленина, 1/ });
    expect(latest).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /пр. Мира, 10/ })).toBeNull();
    expect(lookups).toEqual([{ limit: 1 }]);
    await user.type(field(/^Комментарий к заказу/), 'Домофон 5');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 43')).toBeTruthy();
    expect(orders).toEqual([{ input: { basketId: BASKET_ID, addressId: 8, phone: '+7 900 123-45-67', comment: 'Домофон 5', ...chosenMethods } }]);
    expect(screen.getByRole('link', { name: 'Мои заказы' }).getAttribute('href')).toBe('/profile/orders');
  });

  it('offers the other saved addresses on request and orders to the one chosen', async () => {
    signedIn();
    storedBasket();
    serveAddresses([address(8, 'ул. Ленина, 1'), address(5, 'пр. Мира, 10')]);
    const orders = serve('mutation', 'PlaceCheckout', () => data({ placeCheckout: placed(44, 'anna@example.ru') }));
    const { user } = renderApp('/checkout', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Показать все адреса (2)' }));
    await user.click(await screen.findByRole('radio', { name: /пр. Мира, 10/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 44')).toBeTruthy();
    expect(orders).toEqual([{ input: { basketId: BASKET_ID, addressId: 5, phone: '+7 900 123-45-67', ...chosenMethods } }]);
  });

  it('saves a new address typed in, then orders to it', async () => {
    signedIn();
    storedBasket();
    serveAddresses([]);
    const saved = serve('mutation', 'CreateAddress', () => data({ createAddress: address(9, 'ул. Садовая, 3') }));
    const orders = serve('mutation', 'PlaceCheckout', () => data({ placeCheckout: placed(45, 'anna@example.ru') }));
    const { user } = renderApp('/checkout', { signedIn: true });

    await waitFor(() => expect(field(/^Имя/)).toHaveProperty('value', 'Анна'));
    await user.type(field(/^Индекс/), '190000');
    await user.clear(field(/^Город/));
    await user.type(field(/^Город/), 'Санкт-Петербург');
    await user.type(field(/^Улица, дом, квартира/), 'ул. Садовая, 3');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await within(form()).findByText('Заполните поле')).toBeTruthy();
    await user.type(field(/^Телефон/), '8 921 555 01 02');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 45')).toBeTruthy();
    expect(saved).toEqual([
      { input: { firstName: 'Анна', lastName: 'Смирнова', phone: '8 921 555 01 02', zipCode: '190000', country: 'Россия', city: 'Санкт-Петербург', address: 'ул. Садовая, 3' } },
    ]);
    expect(orders).toEqual([{ input: { basketId: BASKET_ID, addressId: 9, phone: '8 921 555 01 02', ...chosenMethods } }]);
  });
});

describe('delivery and payment at checkout', () => {
  const oneDress = basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 });

  it('adds the courier’s price below 5 000 ₽ to the total, and picked up asks no street address', async () => {
    storedBasket(oneDress);
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placedOrder({ id: 46, email: 'anna@example.ru', itemsAmount: 4990, delivery: 'Самовывоз из магазина', address: '' }) }));
    const { user } = renderApp('/checkout');

    const courier = await screen.findByRole('radio', { name: /Курьером/ });
    expect(courier).toHaveProperty('checked', true);
    expect(courier.closest('label')!.textContent).toMatch(/1–2 дня · бесплатно от 5\s000\s₽.*350\s₽/);
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByText('Доставка: Курьером').nextElementSibling!.textContent).toMatch(/350\s₽/);
    const total = () => within(summary).getByText('Итого').nextElementSibling!.textContent;
    expect(total()).toMatch(/5\s340\s₽/);

    await user.click(screen.getByRole('radio', { name: /Самовывоз из магазина/ }));
    await user.click(screen.getByRole('radio', { name: /Банковским переводом/ }));
    await user.click(screen.getByRole('radio', { name: /Магазин на Мясницкой/ }));
    expect(total()).toMatch(/4\s990\s₽/);
    expect(within(form()).queryByLabelText(/^Улица, дом, квартира/)).toBeNull();
    await user.type(field(/^Имя/), 'Анна');
    await user.type(field(/^Фамилия/), 'Смирнова');
    await user.type(field(/^Телефон/), '+7 900 123-45-67');
    await user.type(field(/^Электронная почта/), 'anna@example.ru');
    await user.click(within(form()).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 46')).toBeTruthy();
    expect(screen.getByText('Мы позвоним, когда заказ будет готов к выдаче.')).toBeTruthy();
    expect(orders).toEqual([
      {
        input: {
          basketId: BASKET_ID,
          firstName: 'Анна',
          lastName: 'Смирнова',
          phone: '+7 900 123-45-67',
          email: 'anna@example.ru',
          consent: true,
          deliveryMethodId: PICKUP,
          paymentMethodId: BANK_TRANSFER,
          pickupPointId: 1,
        },
      },
    ]);
  });

  it('lets a signed-in customer pick up with a phone instead of an address', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    storedBasket(oneDress);
    serveAddresses([address(8, 'ул. Ленина, 1', { phone: '+7 900 111-22-33' })]);
    const orders = serve('mutation', 'PlaceCheckout', () => data({ placeCheckout: placedOrder({ id: 47, email: 'anna@example.ru', itemsAmount: 4990, delivery: 'Самовывоз из магазина', address: '' }) }));
    const { user } = renderApp('/checkout', { signedIn: true });

    await user.click(await screen.findByRole('radio', { name: /Самовывоз из магазина/ }));
    expect(screen.queryByRole('radio', { name: /ул. Ленина, 1/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Магазин на Мясницкой/ }));
    expect(field(/^Телефон/)).toHaveProperty('value', '+7 900 111-22-33');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 47')).toBeTruthy();
    expect(orders).toEqual([{ input: { basketId: BASKET_ID, phone: '+7 900 111-22-33', deliveryMethodId: PICKUP, paymentMethodId: ON_DELIVERY, pickupPointId: 1 } }]);
  });

  it('shows the server’s refusal of a method that is no longer offered', async () => {
    storedBasket();
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(400, 'DELIVERY_UNAVAILABLE', 'Отправлены неверные данные.', { deliveryMethodId: 'Способ доставки не найден или сейчас недоступен' }));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Способ доставки не найден или сейчас недоступен')).toBeTruthy();
  });
});
