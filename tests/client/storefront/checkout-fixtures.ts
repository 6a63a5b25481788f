import { screen, within } from '@testing-library/react';
import type { renderApp } from '../support/render';
import { noCarrier } from '../support/orders';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { BASKET_ID, data, serve, serveBasketCount, type BasketAnswer, type discount } from './shop-fixtures';

export const delivery = (id: number, name: string, price: number, freeFrom: number | null, minDays: number, maxDays: number, needsAddress = true, kind: 'manual' | 'cdek_pickup' | 'cdek_courier' = 'manual') => ({
  __typename: 'DeliveryMethod',
  id,
  name,
  description: '',
  price,
  freeFrom,
  minDays,
  maxDays,
  needsAddress,
  kind,
});

const payment = (id: number, name: string) => ({ __typename: 'PaymentMethod', id, name, description: '' });

/** The methods a fresh shop starts with (CONTRACT §9). */
export const COURIER = 1;
export const PICKUP = 3;
export const ON_DELIVERY = 1;
export const BANK_TRANSFER = 2;

/** The pickup points shoppers choose from (CONTRACT §19). */
export const pickupPoints = [
  { __typename: 'PickupPoint', id: 1, name: 'Магазин на Мясницкой', address: 'Москва, ул. Мясницкая, д. 24', hours: 'Ежедневно 10:00–21:00', phone: '+74951234567' },
  { __typename: 'PickupPoint', id: 2, name: 'Пункт у «Белорусской»', address: 'Москва, ул. Лесная, д. 5', hours: 'Пн–Пт 9:00–20:00', phone: '+74951234568' },
];

export const serveCheckoutMethods = () =>
  serve('query', 'CheckoutMethods', () =>
    data({
      deliveryMethods: {
        __typename: 'DeliveryMethodList',
        rows: [delivery(COURIER, 'Курьером', 350, 5000, 1, 2), delivery(2, 'Почтой России', 300, null, 5, 10), delivery(PICKUP, 'Самовывоз из магазина', 0, null, 0, 1, false)],
      },
      paymentMethods: {
        __typename: 'PaymentMethodList',
        rows: [payment(ON_DELIVERY, 'При получении: наличными или картой'), payment(BANK_TRANSFER, 'Банковским переводом по счёту')],
      },
      pickupPoints: { __typename: 'PickupPointList', rows: pickupPoints },
    }),
  );

type Discount = ReturnType<typeof discount>;

/** A stored basket whose page (or checkout summary) and header count answer `answer`, in a shop with the fresh methods; returns the page's requests. */
export function serveStoredBasket(answer: BasketAnswer) {
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serveCheckoutMethods();
  return serve('query', 'CartPage', () => data({ basket: answer }));
}

interface PlacedSpec {
  id: number;
  email: string;
  itemsAmount: number;
  deliveryPrice?: number;
  delivery?: string | null;
  payment?: string | null;
  address?: string;
  /** The promotions given (free delivery with the delivery's price), and what they take off the dresses. */
  discounts?: Discount[];
  lineDiscount?: number;
  promoCode?: string | null;
}

/** Kopecks, so the fixtures' sums stay exact. */
const kopecks = (roubles: number) => Math.round(roubles * 100);

/** What an order answers about its promotions (CONTRACT §15): none unless given; the total is items − discount + delivery. */
function orderDiscounts(itemsAmount: number, deliveryPrice: number, discounts: Discount[], promoCode: string | null) {
  const discountAmount = discounts.reduce((sum, given) => sum + kopecks(given.amount), 0) / 100;
  return { promoCode, discounts, discountAmount, totalAmount: (kopecks(itemsAmount) - kopecks(discountAmount) + kopecks(deliveryPrice)) / 100 };
}

/** An order as the checkout mutations answer it: one line of two dresses worth `itemsAmount`. */
export const placedOrder = ({
  id,
  email,
  itemsAmount,
  deliveryPrice = 0,
  delivery = 'Курьером',
  payment = 'При получении: наличными или картой',
  address = 'ул. Ленина, 1, кв. 5',
  discounts = [],
  lineDiscount = 0,
  promoCode = null,
}: PlacedSpec) => ({
  __typename: 'Checkout',
  id,
  itemsAmount,
  deliveryPrice,
  ...orderDiscounts(itemsAmount, deliveryPrice, discounts, promoCode),
  deliveryMethod: delivery && { __typename: 'OrderMethod', name: delivery },
  paymentMethod: payment && { __typename: 'OrderMethod', name: payment },
  pickupPoint: null as null | { __typename: 'OrderPickupPoint'; name: string; address: string; hours: string; phone: string },
  ...noCarrier,
  contact: { __typename: 'CheckoutRecipient', email, address, city: address ? 'Москва' : '', zipCode: address ? '101000' : '' },
  orderProducts: [
    { __typename: 'CheckoutLine', id: 1, productName: 'Платье миди', sku: 'DRS-RED-M', sizeName: 'M', colorName: 'Красный', image: 'dress-red.png', quantity: 2, price: itemsAmount / 2, discount: lineDiscount, discountedPrice: (kopecks(itemsAmount) - kopecks(lineDiscount)) / 200 },
  ],
  accessToken: `order-key-${id}`,
  paymentStatus: null as string | null,
  payment: null as { __typename: 'Payment'; confirmationUrl: string | null } | null,
});

interface OrderRecord {
  itemsAmount: number;
  deliveryPrice: number;
  totalAmount: number;
  orderProducts: { price: number; quantity: number }[];
}

/**
 * An order of tests/client/support/orders.ts as the storefront now reads it: with the promotions
 * given and each line's discount (`lineDiscounts` in the lines' order); none unless given.
 */
export function withDiscounts<T extends OrderRecord>(record: T, { discounts = [], lineDiscounts = [], promoCode = null }: { discounts?: Discount[]; lineDiscounts?: number[]; promoCode?: string | null } = {}) {
  const priced = discounts.length ? orderDiscounts(record.itemsAmount, record.deliveryPrice, discounts, promoCode) : { ...orderDiscounts(0, 0, [], promoCode), totalAmount: record.totalAmount };
  return {
    ...record,
    ...priced,
    orderProducts: record.orderProducts.map((line, i) => {
      const off = lineDiscounts[i] ?? 0;
      return { ...line, discount: off, discountedPrice: (kopecks(line.price) * line.quantity - kopecks(off)) / 100 / line.quantity };
    }),
  };
}

/** The guest's order form and one of its fields by label. */
export const form = () => screen.getByRole('form', { name: 'Оформление заказа' });
export const field = (label: RegExp) => within(form()).getByLabelText(label);

/** Анна Смирнова, her phone and email, and the consent: what a guest fills in for a pickup order. */
export async function fillRecipient(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(/^Имя/), 'Анна');
  await user.type(field(/^Фамилия/), 'Смирнова');
  await user.type(field(/^Телефон/), '8 916 123 45 67');
  await user.type(field(/^Электронная почта/), 'anna@example.ru');
  await user.click(within(form()).getByRole('checkbox'));
}
