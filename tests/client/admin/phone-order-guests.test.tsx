import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order, serveOrder } from '../support/orders';
import { renderApp } from '../support/render';
import { addDress, BASKET_ID, chooseMethods, serveShop, type User } from './phone-order-fixtures';

const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Looks the caller up and answers the list of those found. */
async function lookUp(user: User, text: string) {
  await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), `${text}{Enter}`);
  return within(await screen.findByRole('list', { name: 'Найденные покупатели' }));
}

describe('admin phone order for a guest of past orders', () => {
  it('finds the guest by a phone written another way, shows that phone, and fills the caller from the last order', async () => {
    serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    const found = await lookUp(user, '8 926 555 44 33');
    expect(found.getByText('Иван Гостев, ivan@example.ru, +7 (926) 555-44-33 — гость прошлых заказов, без учётной записи')).toBeTruthy();
    await user.click(found.getByRole('button', { name: 'Выбрать ivan@example.ru' }));

    expect(screen.getByText(/гость прошлых заказов, без учётной записи\. Данные взяты из последнего заказа/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Найденные покупатели' })).toBeNull();
    expect([valueOf(/^Имя[\s*]*$/), valueOf(/^Фамилия[\s*]*$/), valueOf(/^Телефон[\s*]*$/), valueOf(/^Почта/)]).toEqual(['Иван', 'Гостев', '+7 (926) 555-44-33', 'ivan@example.ru']);
    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');
    expect([valueOf(/Индекс/), valueOf(/Страна/), valueOf(/Город/), valueOf(/Улица, дом, квартира/)]).toEqual(['190000', 'Россия', 'Санкт-Петербург', 'Невский пр., 10']);
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();
  });

  it('is not taken at once even when found alone: the manager chooses them, and the order goes the guest’s way with the consent', async () => {
    const sent = serveShop();
    serveOrder(order(32, 'new'));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    const found = await lookUp(user, 'гостев');
    expect(found.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/\(ID/)).toBeNull();
    await user.click(found.getByRole('button', { name: 'Выбрать ivan@example.ru' }));
    await addDress(user, 1);
    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Без согласия покупателя заказ не оформить')).toBeTruthy();
    await user.click(screen.getByText('Покупатель согласен на обработку персональных данных'));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 32 оформлен')).toBeTruthy();
    expect(sent.callers).toEqual([
      {
        basketId: BASKET_ID,
        deliveryMethodId: 1,
        paymentMethodId: 5,
        firstName: 'Иван',
        lastName: 'Гостев',
        phone: '+7 (926) 555-44-33',
        email: 'ivan@example.ru',
        zipCode: '190000',
        country: 'Россия',
        city: 'Санкт-Петербург',
        address: 'Невский пр., 10',
        consent: true,
      },
    ]);
    expect(sent.placed).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 32' })).toBeTruthy();
  });

  it('starts a new caller afresh after a guest was chosen', async () => {
    serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.click((await lookUp(user, 'гостев')).getByRole('button', { name: 'Выбрать ivan@example.ru' }));
    await user.click(screen.getByRole('button', { name: 'Новый покупатель' }));

    expect(screen.queryByText(/гость прошлых заказов/)).toBeNull();
    expect([valueOf(/^Имя[\s*]*$/), valueOf(/^Почта/)]).toEqual(['', '']);
  });
});
