import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { renderApp } from '../support/render';
import { server } from '../support/server';

export const BASKET_ID = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';

export const customer = { __typename: 'OrderCustomer', id: 7, email: 'anna@example.ru', firstName: 'Анна', lastName: 'Смирнова', phone: '+7 916 123-45-67', lastPlace: null };
/** A guest of past orders: no account, and where the last order went. */
export const guest = {
  __typename: 'OrderCustomer',
  id: null,
  email: 'ivan@example.ru',
  firstName: 'Иван',
  lastName: 'Гостев',
  phone: '+7 (926) 555-44-33',
  lastPlace: { __typename: 'OrderCustomerPlace', zipCode: '190000', country: 'Россия', city: 'Санкт-Петербург', address: 'Невский пр., 10' },
};
/** Who the customer search knows: Анна, her namesake, and a guest who ordered before. */
export const people = [customer, { __typename: 'OrderCustomer', id: 8, email: 'olga@example.ru', firstName: 'Ольга', lastName: 'Смирнова', phone: '', lastPlace: null }, guest];

const orderMethods = {
  deliveryMethods: {
    __typename: 'DeliveryMethodList',
    rows: [
      { __typename: 'DeliveryMethod', id: 1, name: 'Курьером', price: 350, freeFrom: 10000, minDays: 1, maxDays: 2, needsAddress: true },
      { __typename: 'DeliveryMethod', id: 3, name: 'Самовывоз из магазина', price: 0, freeFrom: null, minDays: 0, maxDays: 1, needsAddress: false },
    ],
  },
  paymentMethods: { __typename: 'PaymentMethodList', rows: [{ __typename: 'PaymentMethod', id: 5, name: 'При получении: наличными или картой' }] },
  pickupPoints: { __typename: 'PickupPointList', rows: [{ __typename: 'PickupPoint', id: 4, name: 'Магазин на Мясницкой', address: 'Москва, ул. Мясницкая, д. 24', hours: 'Ежедневно 10:00–21:00' }] },
};

const savedAddress = {
  __typename: 'Address',
  id: 3,
  firstName: 'Анна',
  lastName: 'Смирнова',
  address: 'ул. Ленина, 1',
  city: 'Москва',
  country: 'Россия',
  zipCode: '101000',
  phone: '',
};

const dress = {
  __typename: 'Product',
  id: 40,
  name: 'Платье летнее',
  productVariants: [
    { __typename: 'ProductVariant', id: 11, sku: 'DRESS-S-RED', price: 2500, stock: 3, size: { __typename: 'NamedRef', id: 1, name: 'S' }, color: { __typename: 'ColorRef', id: 2, name: 'Красный' } },
    { __typename: 'ProductVariant', id: 12, sku: 'DRESS-M-RED', price: 2500, stock: 0, size: { __typename: 'NamedRef', id: 3, name: 'M' }, color: { __typename: 'ColorRef', id: 2, name: 'Красный' } },
  ],
};

interface Discount {
  name: string;
  amount: number;
  freeDelivery?: boolean;
}

/**
 * The basket as every basket mutation answers it: the variant's lines at its price (the variant's
 * old price `oldPrice`), less the discounts, all on the one line, with the code that gave them.
 */
export const basketWith = (quantity: number, { discounts = [] as Discount[], promoCode = null as string | null, promoProblem = null as string | null, oldPrice = null as number | null } = {}) => {
  const itemsAmount = 2500 * quantity;
  const discountAmount = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return {
    __typename: 'Basket',
    id: BASKET_ID,
    itemsAmount,
    discountAmount,
    totalAmount: itemsAmount - discountAmount,
    promoCode,
    promoProblem,
    discounts: discounts.map((discount, i) => ({ __typename: 'Discount', promotionId: i + 1, freeDelivery: false, ...discount })),
    orderProducts:
      quantity > 0
        ? [
            {
              __typename: 'BasketLine',
              id: 1,
              quantity,
              price: 2500,
              discount: discountAmount,
              discountedPrice: (itemsAmount - discountAmount) / quantity,
              productVariant: {
                __typename: 'BasketVariant',
                id: 11,
                sku: 'DRESS-S-RED',
                oldPrice,
                stock: 3,
                size: 'S',
                color: 'Красный',
                product: { __typename: 'BasketProduct', id: 40, name: 'Платье летнее' },
              },
            },
          ]
        : [],
    problems: [],
  };
};

/** The customer, their addresses, the product search and the basket, each recording what it was sent. */
export function serveShop({ addresses = [savedAddress] }: { addresses?: (typeof savedAddress)[] } = {}) {
  const sent = { lookups: [] as unknown[], searches: [] as unknown[], created: 0, added: [] as unknown[], placed: [] as unknown[], callers: [] as unknown[], addresses: [] as unknown[] };
  server.use(
    graphql.query('AdminCustomerSearch', ({ variables }) => {
      sent.lookups.push(variables);
      const q = String(variables.q).toLowerCase();
      const digits = (text: string) => text.replace(/\D/g, '').replace(/^[78](?=\d{10}$)/, '');
      const byPhone = (phone: string) => digits(q).length >= 5 && digits(phone).includes(digits(q));
      const rows = people.filter((person) => person.email.includes(q) || person.lastName.toLowerCase().includes(q) || byPhone(person.phone));
      return HttpResponse.json({ data: { found: { __typename: 'OrderCustomerList', rows } } });
    }),
    graphql.query('AdminOrderMethods', () => HttpResponse.json({ data: orderMethods })),
    graphql.query('AdminCustomerAddresses', () => HttpResponse.json({ data: { list: { __typename: 'AddressList', rows: addresses, length: addresses.length } } })),
    graphql.query('AdminProductSearch', ({ variables }) => {
      sent.searches.push(variables);
      return HttpResponse.json({ data: { products: { __typename: 'ProductList', rows: [dress], length: 1 } } });
    }),
    graphql.mutation('AdminCreateBasket', () => {
      sent.created += 1;
      return HttpResponse.json({ data: { basket: basketWith(0) } });
    }),
    graphql.mutation('AdminAddToBasket', ({ variables }) => {
      sent.added.push(variables);
      return HttpResponse.json({ data: { basket: basketWith((variables.input as { quantity: number }).quantity) } });
    }),
    graphql.mutation('AdminCreateAddress', ({ variables }) => {
      sent.addresses.push(variables.input);
      return HttpResponse.json({ data: { saved: { ...savedAddress, id: 9 } } });
    }),
    graphql.mutation('AdminPlaceCheckout', ({ variables }) => {
      sent.placed.push(variables.input);
      return HttpResponse.json({ data: { placed: { __typename: 'Checkout', id: 31 } } });
    }),
    graphql.mutation('AdminPlaceCallerCheckout', ({ variables }) => {
      sent.callers.push(variables.input);
      return HttpResponse.json({ data: { placed: { __typename: 'Checkout', id: 32 } } });
    }),
  );
  return sent;
}

export type User = ReturnType<typeof renderApp>['user'];

/** Finds the customer by email, then adds `quantity` of the dress in size S to the basket. */
export async function findCustomerAndAddDress(user: User, quantity: number) {
  await user.type(await screen.findByLabelText('Телефон, почта или имя покупателя'), 'anna@example.ru{Enter}');
  expect(await screen.findByText(/anna@example.ru, \+7 916 123-45-67 \(ID 7\)/)).toBeTruthy();
  return addDress(user, quantity);
}

export async function addDress(user: User, quantity: number) {
  await user.type(screen.getByLabelText('Поиск товара'), 'платье{Enter}');
  const variants = await screen.findByRole('table', { name: 'Варианты: Платье летнее' });
  expect(within(variants).getByText('Нет в наличии')).toBeTruthy();
  expect(within(variants).getByRole('button', { name: 'Добавить DRESS-M-RED' }).hasAttribute('disabled')).toBe(true);

  const count = within(variants).getByLabelText('Количество, DRESS-S-RED');
  await user.clear(count);
  await user.type(count, String(quantity));
  await user.click(within(variants).getByRole('button', { name: 'Добавить DRESS-S-RED' }));
  return within(await screen.findByRole('table', { name: 'Корзина заказа' }));
}

/** Picks a delivery by how the select describes it, and payment on delivery. */
export async function chooseMethods(user: User, delivery: string) {
  const select = screen.getByLabelText(/Способ доставки/) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  const option = within(select).getByRole('option', { name: (name) => name.replace(/\s+/g, ' ') === delivery }) as HTMLOptionElement;
  await user.selectOptions(select, option.value);
  await user.selectOptions(screen.getByLabelText(/Способ оплаты/), '5');
}
