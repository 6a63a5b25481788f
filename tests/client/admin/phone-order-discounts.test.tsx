import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';
import { basketWith, BASKET_ID, chooseMethods, findCustomerAndAddDress, serveShop } from './phone-order-fixtures';

/** Adding the dress answers the basket `answer` makes of the quantity. */
function serveAdding(answer: (quantity: number) => ReturnType<typeof basketWith>) {
  server.use(graphql.mutation('AdminAddToBasket', ({ variables }) => HttpResponse.json({ data: { basket: answer((variables.input as { quantity: number }).quantity) } })));
}

/** The promo code calls: a known code gives 10 % off the two dresses, any other is refused as the server words it. */
function servePromoCodes() {
  const sent = { applied: [] as unknown[], removed: [] as unknown[] };
  server.use(
    graphql.mutation('AdminApplyPromoCode', ({ variables }) => {
      sent.applied.push(variables);
      if (variables.code !== 'SUMMER10') return graphQLError(400, 'PROMO_REFUSED', 'Промокод не найден', { reason: 'not_found' });
      return HttpResponse.json({ data: { basket: basketWith(2, { promoCode: 'SUMMER10', discounts: [{ name: 'Лето −10 %', amount: 500 }] }) } });
    }),
    graphql.mutation('AdminRemovePromoCode', ({ variables }) => {
      sent.removed.push(variables);
      return HttpResponse.json({ data: { basket: basketWith(2) } });
    }),
  );
  return sent;
}

const promoField = () => screen.getByRole('form', { name: 'Промокод на скидку' });

describe('admin phone order basket', () => {
  it('shows each promotion with what it takes off, the discount in all, the discounted price beside the price struck through, and the total with delivery', async () => {
    serveShop();
    serveAdding((quantity) => basketWith(quantity, { discounts: [{ name: 'Лето −10 %', amount: 300 }, { name: 'Второе платье', amount: 200 }] }));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    const basket = await findCustomerAndAddDress(user, 2);
    const price = basket.getByText('2 500 ₽');
    expect(price.tagName).toBe('S');
    expect(basket.getByText('2 250 ₽')).toBeTruthy();
    expect(basket.getByText('4 500 ₽')).toBeTruthy();
    const totals = within(screen.getByRole('group', { name: 'Итого по корзине' }));
    expect(totals.getByText('Товары: 5 000 ₽')).toBeTruthy();
    expect(totals.getByText('Скидка: Лето −10 %: −300 ₽')).toBeTruthy();
    expect(totals.getByText('Скидка: Второе платье: −200 ₽')).toBeTruthy();
    expect(totals.getByText('Скидка всего: −500 ₽')).toBeTruthy();
    expect(totals.getByText('Итого: 4 500 ₽')).toBeTruthy();

    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');
    expect(totals.getByText('Доставка: 350 ₽')).toBeTruthy();
    expect(totals.getByText('Итого: 4 850 ₽')).toBeTruthy();
  });

  it('strikes through the variant’s old price when no promotion applies, and shows no discounts', async () => {
    serveShop();
    serveAdding((quantity) => basketWith(quantity, { oldPrice: 3200 }));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    const basket = await findCustomerAndAddDress(user, 1);
    expect(basket.getByText('3 200 ₽').tagName).toBe('S');
    expect(basket.getAllByText('2 500 ₽')).toHaveLength(2);
    expect(screen.queryByText(/Скидка/)).toBeNull();
    expect(screen.getByText('Итого: 2 500 ₽')).toBeTruthy();
  });

  it('makes every delivery free with a free-delivery promotion', async () => {
    serveShop();
    serveAdding((quantity) => basketWith(quantity, { discounts: [{ name: 'Доставка в подарок', amount: 0, freeDelivery: true }] }));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await findCustomerAndAddDress(user, 1);
    expect(screen.getByText('Бесплатная доставка: Доставка в подарок')).toBeTruthy();
    await chooseMethods(user, 'Курьером — Бесплатно, 1–2 дня');
    expect(screen.getByText('Доставка: Бесплатно')).toBeTruthy();
    expect(screen.getByText('Итого: 2 500 ₽')).toBeTruthy();
  });

  it('applies a promo code to the basket, shows a refusal under the field in the server’s words, and removes the code', async () => {
    const shop = serveShop();
    const sent = servePromoCodes();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await findCustomerAndAddDress(user, 2);
    const code = within(promoField()).getByLabelText('Промокод');
    await user.type(code, 'ЛЕТО{Enter}');
    expect(await within(promoField()).findByText('Промокод не найден')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code as HTMLInputElement).value).toBe('ЛЕТО');

    await user.clear(code);
    await user.type(code, 'SUMMER10');
    await user.click(within(promoField()).getByRole('button', { name: 'Применить' }));
    const applied = await screen.findByRole('region', { name: 'Промокод на скидку' });
    expect(within(applied).getByText('Промокод SUMMER10 применён')).toBeTruthy();
    expect(screen.getByText('Скидка: Лето −10 %: −500 ₽')).toBeTruthy();
    expect(screen.getByText('Итого: 4 500 ₽')).toBeTruthy();
    expect(sent.applied).toEqual([
      { basketId: BASKET_ID, code: 'ЛЕТО' },
      { basketId: BASKET_ID, code: 'SUMMER10' },
    ]);

    await user.click(within(applied).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(within(promoField()).getByLabelText('Промокод')).toBeTruthy());
    expect(screen.queryByText(/Скидка/)).toBeNull();
    expect(screen.getByText('Итого: 5 000 ₽')).toBeTruthy();
    expect(sent.removed).toEqual([{ basketId: BASKET_ID }]);
    expect(shop.created).toBe(1);
  });

  it('asks for a code before applying, and tells why an applied code gives nothing now', async () => {
    serveShop();
    const sent = servePromoCodes();
    serveAdding((quantity) => basketWith(quantity, { promoCode: 'AUTUMN', promoProblem: 'Срок действия промокода истёк' }));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.click(within(await screen.findByRole('form', { name: 'Промокод на скидку' })).getByRole('button', { name: 'Применить' }));
    expect(within(promoField()).getByText('Введите промокод')).toBeTruthy();
    expect(sent.applied).toEqual([]);

    await findCustomerAndAddDress(user, 1);
    const applied = await screen.findByRole('region', { name: 'Промокод на скидку' });
    expect(within(applied).getByText('Промокод AUTUMN применён')).toBeTruthy();
    expect(within(applied).getByRole('alert').textContent).toBe('Срок действия промокода истёк');
  });
});
