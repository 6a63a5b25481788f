import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { field, fillRecipient, form, ON_DELIVERY, PICKUP, pickupPoints, placedOrder, serveCheckoutMethods } from './checkout-fixtures';
import { basket, BASKET_ID, data, serve, serveBasketCount } from './shop-fixtures';

const dress = { variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' };

function storedBasket() {
  const answer = basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 });
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serve('query', 'CartPage', () => data({ basket: answer }));
  serveCheckoutMethods();
}


describe('pickup at checkout', () => {
  it('offers the pickup points with their address and hours only once pickup is chosen, and sends the chosen one', async () => {
    storedBasket();
    const point = pickupPoints[1];
    const answer = { ...placedOrder({ id: 51, email: 'anna@example.ru', itemsAmount: 4990, delivery: 'Самовывоз из магазина', address: '' }), pickupPoint: { __typename: 'OrderPickupPoint' as const, name: point.name, address: point.address, hours: point.hours, phone: point.phone } };
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: answer }));
    const { user } = renderApp('/checkout');

    await screen.findByRole('radio', { name: /Курьером/ });
    expect(screen.queryByRole('group', { name: 'Пункт самовывоза' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Самовывоз из магазина/ }));
    const points = screen.getByRole('group', { name: 'Пункт самовывоза' });
    const lesnaya = within(points).getByRole('radio', { name: /Пункт у «Белорусской»/ });
    expect(lesnaya.closest('label')!.textContent).toContain('Москва, ул. Лесная, д. 5 · Пн–Пт 9:00–20:00 · +7 495 123-45-68');
    await user.click(lesnaya);
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 51')).toBeTruthy();
    expect(orders[0]).toMatchObject({ input: { deliveryMethodId: PICKUP, paymentMethodId: ON_DELIVERY, pickupPointId: point.id, phone: '8 916 123 45 67' } });
    const where = screen.getByText('Где забрать').nextElementSibling!;
    expect(where.textContent).toBe('«Пункт у «Белорусской»», Москва, ул. Лесная, д. 5. Пн–Пт 9:00–20:00. +7 495 123-45-68');
  });

  it('shows the server’s «Выберите пункт самовывоза» when no point was chosen', async () => {
    storedBasket();
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { pickupPointId: 'Выберите пункт самовывоза' }));
    const { user } = renderApp('/checkout');

    await user.click(await screen.findByRole('radio', { name: /Самовывоз из магазина/ }));
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Выберите пункт самовывоза')).toBeTruthy();
  });

  it('checks the phone and a six-digit postcode before sending', async () => {
    storedBasket();
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placedOrder({ id: 52, email: 'anna@example.ru', itemsAmount: 4990 }) }));
    const { user } = renderApp('/checkout');

    await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
    await user.type(field(/^Телефон/), '12345');
    await user.type(field(/^Индекс/), '1010');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Индекс — шесть цифр')).toBeTruthy();
    expect(within(form()).getByText('Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567')).toBeTruthy();
    expect(orders).toEqual([]);
  });
});
