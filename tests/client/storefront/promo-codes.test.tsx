import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { order } from '../support/orders';
import { renderApp } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { placedOrder, serveStoredBasket, withDiscounts } from './checkout-fixtures';
import { basket, BASKET_ID, data, discount, serve } from './shop-fixtures';

const dress = { variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий' };

const SALE10 = discount(5, 'Минус 10% по промокоду', 998);
const twoDresses = basket([{ ...dress, quantity: 2 }], { totalAmount: 9980 });
/** Two dresses with SALE10 applied: 10 % off, 998 ₽. */
const twoDressesOnSale = basket([{ ...dress, quantity: 2, discount: 998 }], { totalAmount: 8982, discounts: [SALE10], promoCode: 'SALE10' });

/** The sentence a control is described by (its refusal, under it). */
const description = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
/** The value of a row of the summary: the element after its label. */
const charge = (area: HTMLElement, label: string) => within(area).getByText(label).nextElementSibling!.textContent;

const cartSummary = () => screen.getByRole('region', { name: 'Итого' });
const promoField = () => screen.getByLabelText('Промокод');

describe('promo code in the basket', () => {
  it('applies a code with Enter and shows its discount, the discounted line and the new total', async () => {
    serveStoredBasket(twoDresses);
    const applied = serve('mutation', 'ApplyPromoCode', () => data({ applyPromoCode: twoDressesOnSale }));
    const { user } = renderApp('/cart');

    await user.type(await screen.findByLabelText('Промокод'), 'SALE10{Enter}');

    expect(await screen.findByText('Промокод SALE10 применён')).toBeTruthy();
    expect(applied).toEqual([{ basketId: BASKET_ID, code: 'SALE10' }]);
    expect(charge(cartSummary(), 'Товары')).toMatch(/^9\s980\s₽$/);
    expect(charge(cartSummary(), 'Скидка: Минус 10% по промокоду')).toMatch(/^−998\s₽$/);
    expect(within(cartSummary()).getByText('Итого, 2 товара').nextElementSibling!.textContent).toMatch(/^8\s982\s₽$/);
    expect(screen.queryByLabelText('Промокод')).toBeNull();
  });

  it('shows the reason of a refused code under the field and keeps the code typed', async () => {
    serveStoredBasket(twoDresses);
    const reason = 'Срок действия промокода истёк';
    serve('mutation', 'ApplyPromoCode', () => graphQLError(400, 'VALIDATION', reason, { code: reason }));
    const { user } = renderApp('/cart');

    await user.type(await screen.findByLabelText('Промокод'), 'OSEN2025');
    await user.click(screen.getByRole('button', { name: 'Применить' }));

    await waitFor(() => expect(description(promoField())).toBe(reason));
    expect(promoField().getAttribute('aria-invalid')).toBe('true');
    expect(promoField()).toHaveProperty('value', 'OSEN2025');
    expect(within(cartSummary()).getByText('Итого, 2 товара').nextElementSibling!.textContent).toMatch(/^9\s980\s₽$/);
  });

  it('asks for a code before sending an empty one', async () => {
    serveStoredBasket(twoDresses);
    const applied = serve('mutation', 'ApplyPromoCode', () => data({ applyPromoCode: twoDressesOnSale }));
    const { user } = renderApp('/cart');

    await user.click(await screen.findByRole('button', { name: 'Применить' }));

    expect(description(promoField())).toBe('Введите промокод');
    expect(applied).toEqual([]);
  });

  it('removes the applied code, and the basket is back at its full price', async () => {
    serveStoredBasket(twoDressesOnSale);
    const removed = serve('mutation', 'RemovePromoCode', () => data({ removePromoCode: twoDresses }));
    const { user } = renderApp('/cart');

    await screen.findByText('Промокод SALE10 применён');
    await user.click(within(screen.getByRole('region', { name: 'Промокод на скидку' })).getByRole('button', { name: 'Убрать' }));

    expect(await screen.findByLabelText('Промокод')).toHaveProperty('value', '');
    expect(removed).toEqual([{ basketId: BASKET_ID }]);
    expect(screen.queryByText(/^Скидка:/)).toBeNull();
    expect(within(cartSummary()).getByText('Итого, 2 товара').nextElementSibling!.textContent).toMatch(/^9\s980\s₽$/);
  });

  it('says beside an applied code why it gives nothing now', async () => {
    serveStoredBasket(basket([{ ...dress, quantity: 1 }], { totalAmount: 4990, promoCode: 'BIG3000', promoProblem: 'Промокод действует для заказов от 5000 ₽' }));
    renderApp('/cart');

    const promo = await screen.findByRole('region', { name: 'Промокод на скидку' });
    expect(within(promo).getByText('Промокод BIG3000 применён')).toBeTruthy();
    expect(within(promo).getByRole('alert').textContent).toBe('Промокод действует для заказов от 5000 ₽');
  });

  it('shows an automatic promotion’s discount with no code applied', async () => {
    serveStoredBasket(basket([{ ...dress, quantity: 2, discount: 500 }], { totalAmount: 9480, discounts: [discount(2, 'Осенняя распродажа', 500)] }));
    renderApp('/cart');

    expect(await screen.findByLabelText('Промокод')).toHaveProperty('value', '');
    expect(charge(cartSummary(), 'Скидка: Осенняя распродажа')).toMatch(/^−500\s₽$/);
    expect(within(cartSummary()).getByText('Итого, 2 товара').nextElementSibling!.textContent).toMatch(/^9\s480\s₽$/);
  });

  it('shows a discounted line at its new price and sum, the old price struck through', async () => {
    serveStoredBasket(twoDressesOnSale);
    renderApp('/cart');

    const line = await screen.findByRole('listitem', { name: 'Платье миди' });
    expect(within(line).getByText('4 491 ₽')).toBeTruthy();
    const old = within(line).getByText(/4 990 ₽/).closest('s')!;
    expect(old.textContent).toMatch(/^Старая цена: 4\s990\s₽$/);
    expect(within(line).getByText('8 982 ₽')).toBeTruthy();
  });

  it('shows free delivery from a code, and every delivery at no charge', async () => {
    serveStoredBasket(basket([{ ...dress, quantity: 1 }], { totalAmount: 4990, discounts: [discount(7, 'Доставка в подарок', 0, true)], promoCode: 'DOSTAVKA' }));
    renderApp('/cart');

    const delivery = await screen.findByRole('region', { name: 'Доставка' });
    expect(charge(cartSummary(), 'Бесплатная доставка')).toBe('Доставка в подарок');
    expect(within(delivery).getByText('Курьером').nextElementSibling!.textContent).toBe('Бесплатно');
    expect(within(delivery).getByText('Почтой России').nextElementSibling!.textContent).toBe('Бесплатно');
    expect(within(delivery).queryByText(/Добавьте товаров/)).toBeNull();
  });
});

const form = () => screen.getByRole('form', { name: 'Оформление заказа' });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const checkoutSummary = () => screen.getByRole('region', { name: 'Ваш заказ' });

/** A guest's form as a shopper fills it in, consent included. */
async function fillGuestForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
  await user.type(field(/^Фамилия/), 'Смирнова');
  await user.type(field(/^Телефон/), '+7 900 123-45-67');
  await user.type(field(/^Индекс/), '101000');
  await user.type(field(/^Город/), 'Москва');
  await user.type(field(/^Улица, дом, квартира/), 'ул. Ленина, 1, кв. 5');
  await user.type(field(/^Электронная почта/), 'anna@example.ru');
  await user.click(within(form()).getByRole('checkbox'));
}

describe('promo code at checkout', () => {
  it('counts the total as the items less the discount plus the delivery', async () => {
    serveStoredBasket(basket([{ ...dress, quantity: 1, discount: 499 }], { totalAmount: 4491, discounts: [discount(5, 'Минус 10% по промокоду', 499)], promoCode: 'SALE10' }));
    renderApp('/checkout');

    const summary = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByRole('listitem', { name: 'Платье миди' }).textContent).toMatch(/1 × 4\s491\s₽/);
    expect(charge(summary, 'Товары')).toMatch(/^4\s990\s₽$/);
    expect(charge(summary, 'Скидка: Минус 10% по промокоду')).toMatch(/^−499\s₽$/);
    expect(charge(summary, 'Доставка: Курьером')).toMatch(/^350\s₽$/);
    expect(charge(summary, 'Итого')).toMatch(/^4\s841\s₽$/);
    expect(await within(summary).findByText('Промокод SALE10 применён')).toBeTruthy();
  });

  it('applies a free-delivery code there: the discount shows and the delivery is free', async () => {
    const oneDress = basket([{ ...dress, quantity: 1 }], { totalAmount: 4990 });
    serveStoredBasket(oneDress);
    const applied = serve('mutation', 'ApplyPromoCode', () =>
      data({ applyPromoCode: basket([{ ...dress, quantity: 1 }], { totalAmount: 4990, discounts: [discount(7, 'Доставка в подарок', 0, true)], promoCode: 'DOSTAVKA' }) }),
    );
    const { user } = renderApp('/checkout');

    const summary = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(charge(summary, 'Итого')).toMatch(/^5\s340\s₽$/);
    await user.type(within(summary).getByLabelText('Промокод'), 'DOSTAVKA{Enter}');

    expect(await within(summary).findByText('Промокод DOSTAVKA применён')).toBeTruthy();
    expect(applied).toEqual([{ basketId: BASKET_ID, code: 'DOSTAVKA' }]);
    expect(charge(summary, 'Бесплатная доставка')).toBe('Доставка в подарок');
    expect(charge(summary, 'Доставка: Курьером')).toMatch(/^бесплатно$/i);
    expect(charge(summary, 'Итого')).toMatch(/^4\s990\s₽$/);
    expect(screen.getByRole('radio', { name: /Курьером/ }).closest('label')!.textContent).toMatch(/Бесплатно$/);
  });

  it('shows at the promo field why the order was refused for its code, keeping what was typed in the form', async () => {
    const pages = serveStoredBasket(twoDressesOnSale);
    const reason = 'Срок действия промокода истёк';
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(400, 'PROMO_REFUSED', reason, { reason: 'expired' }));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    const promo = within(checkoutSummary()).getByRole('region', { name: 'Промокод на скидку' });
    expect((await within(promo).findByRole('alert')).textContent).toBe(reason);
    expect(field(/^Имя/)).toHaveProperty('value', 'Анна');
    expect(field(/^Улица, дом, квартира/)).toHaveProperty('value', 'ул. Ленина, 1, кв. 5');
    expect(within(form()).queryByRole('link', { name: 'Вернуться в корзину' })).toBeNull();
    await waitFor(() => expect(pages.length).toBeGreaterThan(1));
  });

  it('shows a code used up meanwhile at the promo field, not as a basket to settle', async () => {
    serveStoredBasket(twoDressesOnSale);
    serve('mutation', 'PlaceDirectCheckout', () => graphQLError(409, 'PROMO_USED_UP', 'Промокод уже использован'));
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    const promo = within(checkoutSummary()).getByRole('region', { name: 'Промокод на скидку' });
    expect((await within(promo).findByRole('alert')).textContent).toBe('Промокод уже использован');
    expect(within(form()).queryByRole('link', { name: 'Вернуться в корзину' })).toBeNull();
    expect(field(/^Электронная почта/)).toHaveProperty('value', 'anna@example.ru');
    expect(screen.queryByRole('heading', { name: 'Заказ оформлен' })).toBeNull();
  });

  it('confirms the placed order with its discounts, the free delivery and the discounted line', async () => {
    serveStoredBasket(twoDressesOnSale);
    serve('mutation', 'PlaceDirectCheckout', () =>
      data({
        placeDirectCheckout: placedOrder({
          id: 48,
          email: 'anna@example.ru',
          itemsAmount: 9980,
          deliveryPrice: 350,
          lineDiscount: 998,
          discounts: [SALE10, discount(7, 'Доставка в подарок', 350, true)],
          promoCode: 'SALE10',
        }),
      }),
    );
    const { user } = renderApp('/checkout');

    await fillGuestForm(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 48')).toBeTruthy();
    const placed = screen.getByRole('region', { name: 'Состав заказа' });
    const line = within(placed).getByRole('listitem', { name: 'Платье миди' });
    expect(line.textContent).toMatch(/2 × 4\s491\s₽/);
    expect(within(line).getByText(/9 980 ₽/).closest('s')).toBeTruthy();
    expect(charge(placed, 'Товары')).toMatch(/^9\s980\s₽$/);
    expect(charge(placed, 'Скидка: Минус 10% по промокоду')).toMatch(/^−998\s₽$/);
    expect(charge(placed, 'Бесплатная доставка')).toBe('Доставка в подарок');
    expect(charge(placed, 'Доставка: Курьером')).toBe('Бесплатно');
    expect(charge(placed, 'Итого')).toMatch(/^8\s982\s₽$/);
  });
});

describe('discounts on the customer’s order', () => {
  it('shows the order’s discount and its lines at the discounted prices beside the prices struck through', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    const record = withDiscounts(order(12, 'processing'), { discounts: [discount(2, 'Осенняя распродажа', 400)], lineDiscounts: [400, 0] });
    serve('query', 'MyOrder', () => data({ checkout: record }));
    renderApp('/profile/orders/12', { signedIn: true });

    const line = await screen.findByRole('listitem', { name: 'Платье летнее' });
    expect(line.textContent).toMatch(/2 × 1\s800\s₽/);
    expect(within(line).getByText(/4 000 ₽/).closest('s')).toBeTruthy();
    expect(within(line).getByText('3 600 ₽')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Шарф' }).querySelector('s')).toBeNull();
    expect(screen.getByText('Скидка: Осенняя распродажа').nextElementSibling!.textContent).toMatch(/^−400\s₽$/);
    expect(screen.getByText('Итого').nextElementSibling!.textContent).toMatch(/^4\s600\s₽$/);
  });
});
