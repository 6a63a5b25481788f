import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { order } from '../support/orders';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { COURIER, placedOrder, serveCheckoutMethods, withDiscounts } from './checkout-fixtures';
import { basket, BASKET_ID, data, serve, serveBasketCount } from './shop-fixtures';

const leaveShopFor = vi.hoisted(() => vi.fn());
vi.mock('../../../client/src/shared/routing/leave-shop', () => ({ leaveShopFor }));

const ONLINE = 3;
const CONFIRM = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2d1b';
const dress = { variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' };

/** A stored basket of one dress, and a shop that takes money online beside the ways a fresh shop has. */
function basketToPayOnline() {
  const answer = basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 });
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serve('query', 'CartPage', () => data({ basket: answer }));
  serveCheckoutMethods();
  serve('query', 'CheckoutMethods', () =>
    data({
      deliveryMethods: { __typename: 'DeliveryMethodList', rows: [{ __typename: 'DeliveryMethod', id: COURIER, name: 'Курьером', description: '', price: 350, freeFrom: 5000, minDays: 1, maxDays: 2, needsAddress: true, kind: 'manual' }] },
      paymentMethods: {
        __typename: 'PaymentMethodList',
        rows: [
          { __typename: 'PaymentMethod', id: 1, name: 'При получении: наличными или картой', description: '' },
          { __typename: 'PaymentMethod', id: ONLINE, name: 'Онлайн: картой, через СБП или SberPay', description: 'Оплата сразу после оформления' },
        ],
      },
      pickupPoints: { __typename: 'PickupPointList', rows: [] },
    }),
  );
}

/** Order 12 as the page by its key reads it, its payment standing as given. */
const orderPaying = (paymentStatus: string, payment: { status: string; confirmationUrl: string | null; reason: string | null }) => ({
  ...withDiscounts(order(12, paymentStatus === 'succeeded' ? 'paid' : 'new', 5340)),
  paymentStatus,
  payment: { __typename: 'Payment', id: '2d1b-000f-5000', ...payment },
});

describe('paying online', () => {
  it('sends a guest to ЮKassa’s payment page as soon as the order is placed', async () => {
    basketToPayOnline();
    const placed = { ...placedOrder({ id: 12, email: 'anna@example.ru', itemsAmount: 4990, deliveryPrice: 350, payment: 'Онлайн: картой, через СБП или SberPay' }), paymentStatus: 'pending', payment: { __typename: 'Payment' as const, confirmationUrl: CONFIRM } };
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placed }));
    serve('query', 'UnpaidOrder', () => data({ checkout: { __typename: 'Checkout', id: 12, status: 'new', paymentStatus: 'pending', accessToken: 'order-key-12', payment: { __typename: 'Payment', id: '2d1b-000f-5000', confirmationUrl: CONFIRM } } }));
    const { user } = renderApp('/checkout');

    await user.click(await screen.findByRole('radio', { name: /Онлайн: картой, через СБП или SberPay/ }));
    const form = screen.getByRole('form', { name: 'Оформление заказа' });
    for (const [label, value] of [[/^Имя/, 'Анна'], [/^Фамилия/, 'Смирнова'], [/^Телефон/, '+7 900 123-45-67'], [/^Индекс/, '101000'], [/^Город/, 'Москва'], [/^Улица, дом, квартира/, 'ул. Ленина, 1'], [/^Электронная почта/, 'anna@example.ru']] as const)
      await user.type(within(form).getByLabelText(label), value);
    await user.click(within(form).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await vi.waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith(CONFIRM));
    expect(orders[0]).toMatchObject({ input: { paymentMethodId: ONLINE, deliveryMethodId: COURIER } });
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
    // Should the shopper come back without paying, the basket will say the order waits.
    expect(localStorage.getItem('unpaidOrder')).toBe('12:order-key-12');
  });

  it('says on the basket and checkout pages, back from ЮKassa unpaid, that the order waits to be paid, with «Перейти к оплате»', async () => {
    localStorage.setItem('unpaidOrder', '12:order-key-12');
    const asked = serve('query', 'UnpaidOrder', () => data({ checkout: { __typename: 'Checkout', id: 12, status: 'new', paymentStatus: 'pending', accessToken: 'order-key-12', payment: { __typename: 'Payment', id: '2d1b-000f-5000', confirmationUrl: CONFIRM } } }));
    const { unmount } = renderApp('/cart');

    expect(await screen.findByText('Заказ № 12 ждёт оплаты')).toBeTruthy();
    expect(screen.getByText('В корзине пока ничего нет.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' }).getAttribute('href')).toBe(CONFIRM);
    expect(asked[0]).toEqual({ id: 12, token: 'order-key-12' });
    unmount();

    renderApp('/checkout');
    expect(await screen.findByText('Заказ № 12 ждёт оплаты')).toBeTruthy();
    expect(screen.getByText('Корзина пуста — оформлять пока нечего.')).toBeTruthy();
  });

  it('forgets the order once it is paid: the basket says nothing of it', async () => {
    localStorage.setItem('unpaidOrder', '12:order-key-12');
    const asked = serve('query', 'UnpaidOrder', () => data({ checkout: { __typename: 'Checkout', id: 12, status: 'paid', paymentStatus: 'succeeded', accessToken: 'order-key-12', payment: null } }));
    renderApp('/cart');

    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem('unpaidOrder')).toBeNull());
    expect(screen.queryByText(/ждёт оплаты/)).toBeNull();
  });

  it('shows a guest back from ЮKassa that the payment is awaited, then that the order is paid once the shop hears so', async () => {
    let answers = 0;
    const asked = serve('query', 'MyOrder', () =>
      data({ checkout: answers++ === 0 ? orderPaying('pending', { status: 'pending', confirmationUrl: CONFIRM, reason: null }) : orderPaying('succeeded', { status: 'succeeded', confirmationUrl: null, reason: null }) }),
    );
    renderApp('/order/12?token=order-key-12');

    expect(await screen.findByRole('heading', { name: 'Заказ № 12' })).toBeTruthy();
    expect(await screen.findByText('Ждём оплату')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' }).getAttribute('href')).toBe(CONFIRM);
    expect(await screen.findByText('Заказ оплачен', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Оплачен')).toBeTruthy();
    expect(asked[0]).toEqual({ id: 12, token: 'order-key-12' });
  });

  it('gives ЮKassa’s reason for a failed payment, and «Оплатить снова» sends the shopper to a new payment', async () => {
    serve('query', 'MyOrder', () => data({ checkout: orderPaying('canceled', { status: 'canceled', confirmationUrl: null, reason: 'Недостаточно денег для оплаты.' }) }));
    const payments = serve('mutation', 'PayOrder', () => data({ payCheckout: { __typename: 'Payment', id: '2d1c-000f-5000', status: 'pending', confirmationUrl: `${CONFIRM}-2`, reason: null } }));
    const { user } = renderApp('/order/12?token=order-key-12');

    expect(await screen.findByText('Оплата не прошла')).toBeTruthy();
    expect(screen.getByText('Недостаточно денег для оплаты.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    await vi.waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith(`${CONFIRM}-2`));
    expect(payments).toEqual([{ id: 12, token: 'order-key-12' }]);
  });

  it('shows the missing page for an order opened with a wrong key', async () => {
    serve('query', 'MyOrder', () => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    renderApp('/order/12?token=wrong');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });
});
