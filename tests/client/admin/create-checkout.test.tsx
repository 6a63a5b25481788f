import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { order, serveOrder } from '../support/orders';
import { graphQLError, server } from '../support/server';
import { addDress, BASKET_ID, chooseMethods, findCustomerAndAddDress, serveShop } from './phone-order-fixtures';

describe('admin new order', () => {
  it("finds the customer, adds a variant, places the order to the customer's address and opens it", async () => {
    const sent = serveShop();
    serveOrder(order(31, 'new'));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    const basket = await findCustomerAndAddDress(user, 2);
    expect(basket.getByText('Платье летнее')).toBeTruthy();
    expect(basket.getByText('5 000 ₽')).toBeTruthy();
    expect(screen.getByText('Итого: 5 000 ₽')).toBeTruthy();
    expect(sent.created).toBe(1);
    expect(sent.added).toEqual([{ basketId: BASKET_ID, input: { productVariantId: 11, quantity: 2 } }]);

    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');
    expect(screen.getByText('Доставка: 350 ₽')).toBeTruthy();
    expect(screen.getByText('Итого: 5 350 ₽')).toBeTruthy();
    const address = (await screen.findByLabelText('Адрес доставки')) as HTMLSelectElement;
    await waitFor(() => expect(address.value).toBe('3'));
    expect(within(address).getAllByRole('option').map((option) => option.textContent)).toEqual(['Анна Смирнова — 101000, Россия, Москва, ул. Ленина, 1', 'Новый адрес']);

    await user.type(screen.getByLabelText('Комментарий к заказу'), 'Позвонить за час');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 31 оформлен')).toBeTruthy();
    expect(sent.placed).toEqual([{ basketId: BASKET_ID, addressId: 3, phone: '+7 916 123-45-67', userId: 7, deliveryMethodId: 1, paymentMethodId: 5, comment: 'Позвонить за час' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 31' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/checkouts/31');
  });

  it('saves a new address for the customer first and shows its field errors from the server next to the fields', async () => {
    const sent = serveShop({ addresses: [] });
    server.use(
      graphql.mutation('AdminCreateAddress', ({ variables }) => {
        sent.addresses.push(variables.input);
        return graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { zipCode: 'Неверный индекс' });
      }),
    );
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await findCustomerAndAddDress(user, 1);
    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');
    await waitFor(() => expect((screen.getByLabelText('Адрес доставки') as HTMLSelectElement).value).toBe('new'));
    expect((screen.getByLabelText(/Имя получателя/) as HTMLInputElement).value).toBe('Анна');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(3);
    expect(sent.addresses).toEqual([]);

    await user.type(screen.getByLabelText(/Индекс/), '1');
    await user.type(screen.getByLabelText(/Город/), 'Москва');
    await user.type(screen.getByLabelText(/Улица, дом, квартира/), 'ул. Ленина, 1');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Неверный индекс')).toBeTruthy();
    expect(sent.addresses).toEqual([{ firstName: 'Анна', lastName: 'Смирнова', phone: '+7 916 123-45-67', zipCode: '1', country: 'Россия', city: 'Москва', address: 'ул. Ленина, 1', userId: 7 }]);
    expect(sent.placed).toEqual([]);
    expect(window.location.pathname).toBe('/admin/checkouts/create-checkout');
  });

  it('finds customers by part of the surname and lets the manager choose among several', async () => {
    const sent = serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), 'смирн{Enter}');
    const found = await screen.findByRole('list', { name: 'Найденные покупатели' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);
    expect(sent.lookups).toEqual([{ q: 'смирн' }]);
    await user.click(within(found).getByRole('button', { name: 'Выбрать anna@example.ru' }));
    expect(await screen.findByText(/anna@example.ru, \+7 916 123-45-67 \(ID 7\)/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Найденные покупатели' })).toBeNull();
  });

  it('says so when no customer has that email, and asks for a customer, the methods and goods before sending', async () => {
    const sent = serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), 'nobody@example.ru{Enter}');
    expect(await screen.findByText(/Покупатель не найден: проверьте телефон, почту или имя/)).toBeTruthy();
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Добавьте в корзину хотя бы один товар')).toBeTruthy();
    expect(screen.getByText('Выберите способ доставки')).toBeTruthy();
    expect(screen.getByText('Выберите способ оплаты')).toBeTruthy();
    expect(sent.placed).toEqual([]);
  });

  it("finds the customer by a phone written any way and takes a pickup order at the chosen point with the customer's phone", async () => {
    const sent = serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), '8 (916) 123 45 67{Enter}');
    expect(await screen.findByText(/anna@example.ru, \+7 916 123-45-67 \(ID 7\)/)).toBeTruthy();
    await addDress(user, 1);
    await chooseMethods(user, 'Самовывоз из магазина — Бесплатно, до 1 дня');
    expect(screen.queryByLabelText('Адрес доставки')).toBeNull();
    expect((screen.getByLabelText('Телефон для связи') as HTMLInputElement).value).toBe('+7 916 123-45-67');
    expect(screen.getByText('Доставка: Бесплатно')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Выберите пункт самовывоза')).toBeTruthy();
    expect(sent.placed).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/Пункт самовывоза/), '4');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Заказ № 31 оформлен')).toBeTruthy();
    expect(sent.placed).toEqual([{ basketId: BASKET_ID, pickupPointId: 4, phone: '+7 916 123-45-67', userId: 7, deliveryMethodId: 3, paymentMethodId: 5 }]);
  });

  it('takes a new caller: the phone that found nobody, a name, an address, the consent, and no account', async () => {
    const sent = serveShop();
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), '+7 903 111-22-33{Enter}');
    expect(await screen.findByText(/Покупатель не найден/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Новый покупатель' }));
    expect((screen.getByLabelText(/^Телефон[\s*]*$/) as HTMLInputElement).value).toBe('+7 903 111-22-33');
    await user.type(screen.getByLabelText(/^Имя[\s*]*$/), 'Пётр');
    await user.type(screen.getByLabelText(/^Фамилия[\s*]*$/), 'Новиков');
    await addDress(user, 1);
    await chooseMethods(user, 'Курьером — 350 ₽, 1–2 дня');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Без согласия покупателя заказ не оформить')).toBeTruthy();
    expect(screen.getAllByText('Заполните поле')).toHaveLength(3);
    expect(sent.callers).toEqual([]);

    await user.click(screen.getByText('Покупатель согласен на обработку персональных данных'));
    await user.type(screen.getByLabelText(/Индекс/), '170000');
    await user.type(screen.getByLabelText(/Город/), 'Тверь');
    await user.type(screen.getByLabelText(/Улица, дом, квартира/), 'ул. Гагарина, 7');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 32 оформлен')).toBeTruthy();
    expect(sent.callers).toEqual([
      {
        basketId: BASKET_ID,
        deliveryMethodId: 1,
        paymentMethodId: 5,
        firstName: 'Пётр',
        lastName: 'Новиков',
        phone: '+7 903 111-22-33',
        zipCode: '170000',
        country: 'Россия',
        city: 'Тверь',
        address: 'ул. Гагарина, 7',
        consent: true,
      },
    ]);
    expect(sent.placed).toEqual([]);
  });

  it("tells the server's reason when the basket would hold more than the stock", async () => {
    serveShop();
    server.use(graphql.mutation('AdminAddToBasket', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { quantity: 'В наличии только 3 шт.' })));
    const { user } = renderApp('/admin/checkouts/create-checkout', { signedIn: true });

    await user.type(await screen.findByLabelText('Поиск товара'), 'платье{Enter}');
    const variants = await screen.findByRole('table', { name: 'Варианты: Платье летнее' });
    await user.click(within(variants).getByRole('button', { name: 'Добавить DRESS-S-RED' }));

    expect(await screen.findByText('В наличии только 3 шт.')).toBeTruthy();
    expect(screen.getByText('Корзина пуста: найдите товар и добавьте его.')).toBeTruthy();
  });
});
