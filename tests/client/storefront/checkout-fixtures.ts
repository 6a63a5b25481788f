import { data, serve } from './shop-fixtures';

const delivery = (id: number, name: string, price: number, freeFrom: number | null, minDays: number, maxDays: number, needsAddress = true) => ({
  __typename: 'DeliveryMethod',
  id,
  name,
  description: '',
  price,
  freeFrom,
  minDays,
  maxDays,
  needsAddress,
});

const payment = (id: number, name: string) => ({ __typename: 'PaymentMethod', id, name, description: '' });

/** The methods a fresh shop starts with (CONTRACT §9). */
export const COURIER = 1;
export const PICKUP = 3;
export const ON_DELIVERY = 1;
export const BANK_TRANSFER = 2;

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
    }),
  );

interface PlacedSpec {
  id: number;
  email: string;
  itemsAmount: number;
  deliveryPrice?: number;
  delivery?: string | null;
  payment?: string | null;
  address?: string;
}

/** An order as the checkout mutations answer it: one line of dresses worth `itemsAmount`. */
export const placedOrder = ({ id, email, itemsAmount, deliveryPrice = 0, delivery = 'Курьером', payment = 'При получении: наличными или картой', address = 'ул. Ленина, 1, кв. 5' }: PlacedSpec) => ({
  __typename: 'Checkout',
  id,
  itemsAmount,
  deliveryPrice,
  totalAmount: itemsAmount + deliveryPrice,
  deliveryMethod: delivery && { __typename: 'OrderMethod', name: delivery },
  paymentMethod: payment && { __typename: 'OrderMethod', name: payment },
  contact: { __typename: 'CheckoutRecipient', email, address, city: address ? 'Москва' : '', zipCode: address ? '101000' : '' },
  orderProducts: [{ __typename: 'CheckoutLine', id: 1, productName: 'Платье миди', quantity: 2, price: itemsAmount / 2 }],
  accessToken: `order-key-${id}`,
  paymentStatus: null as string | null,
  payment: null as { __typename: 'Payment'; confirmationUrl: string | null } | null,
});
