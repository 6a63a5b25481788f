import { graphql, HttpResponse } from 'msw';
import { server } from './server';

/** What an order delivered by the shop's own method answers about СДЭК (CONTRACT §20): nothing. */
export const noCarrier = { deliveryTariff: null, deliveryDays: null, deliveryPoint: null, deliveryCity: null };

export type OrderStatus = 'new' | 'processing' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

/** An order of Анна Смирнова (customer 7): two dresses at 2 000 ₽ and a scarf at 1 000 ₽, by courier (free from 5 000 ₽), paid on delivery. */
export const order = (id: number, status: OrderStatus, totalAmount = 5000) => ({
  __typename: 'Checkout',
  id,
  version: 1,
  status,
  userId: 7,
  itemsAmount: 5000,
  promoCode: null as string | null,
  discountAmount: 0,
  discounts: [] as object[],
  deliveryPrice: 0,
  deliveryMethod: { __typename: 'OrderMethod', id: 1, name: 'Курьером' },
  paymentMethod: { __typename: 'OrderMethod', id: 1, name: 'При получении: наличными или картой' },
  pickupPoint: null as null | { __typename: 'OrderPickupPoint'; name: string; address: string; hours: string; phone: string },
  totalAmount,
  itemCount: 3,
  // Paid on delivery: staff moving it to «Оплачен» or «Доставлен» recorded the money.
  paymentStatus: (status === 'paid' || status === 'delivered' ? 'succeeded' : null) as string | null,
  paidAmount: status === 'paid' || status === 'delivered' ? totalAmount : 0,
  refundedAmount: 0,
  returnedAmount: 0,
  payment: null as object | null,
  payments: [] as object[],
  refunds: [] as object[],
  returns: [] as object[],
  returnRequests: [] as object[],
  returnUntil: null as string | null,
  trackNumber: null as string | null,
  carrier: null as string | null,
  trackingUrl: null as string | null,
  // The shop's own courier: no СДЭК tariff, term, point or city (CONTRACT §20).
  deliveryTariff: null as number | null,
  deliveryDays: null as null | { __typename: string; min: number; max: number },
  deliveryPoint: null as null | { __typename: string; code: string; address: string; type: string },
  deliveryCity: null as null | { __typename: string; code: number; name: string },
  accessToken: `order-key-${id}`,
  createdAt: '2026-03-05T10:00:00.000Z',
  contact: {
    __typename: 'CheckoutRecipient',
    firstName: 'Анна',
    lastName: 'Смирнова',
    email: 'anna@example.ru',
    phone: '+79001234567',
    address: 'ул. Ленина, 1, кв. 5',
    city: 'Москва',
    country: 'Россия',
    zipCode: '101000',
    comment: 'Позвонить за час',
  },
  orderProducts: [
    { __typename: 'CheckoutLine', id: 1, productVariantId: 11, quantity: 2, price: 2000, discount: 0, discountedPrice: 2000, returnedQuantity: 0, productName: 'Платье летнее', sku: 'DRESS-S-RED', size: 'S', color: 'Красный', sizeName: 'S', colorName: 'Красный', image: 'dress-red.png' },
    { __typename: 'CheckoutLine', id: 2, productVariantId: 12, quantity: 1, price: 1000, discount: 0, discountedPrice: 1000, returnedQuantity: 0, productName: 'Шарф', sku: 'SCARF-1', size: null, color: null, sizeName: null, colorName: null, image: null },
  ],
});

/** Its history: placed by the customer, then (unless still new) moved by the shop's admin. */
const historyOf = (record: ReturnType<typeof order>) => ({
  __typename: 'CheckoutHistory',
  rows: [
    { __typename: 'CheckoutStep', at: record.createdAt, kind: 'placed', by: 'Покупатель', text: 'Заказ оформлен на 5 000 ₽', status: null },
    ...(record.status === 'new'
      ? []
      : [{ __typename: 'CheckoutStep', at: '2026-03-06T09:30:00.000Z', kind: 'status', by: 'Админ Магазина (admin@shop.local)', text: `Статус: Новый → ${record.status}`, status: record.status }]),
  ],
});

/** `checkout(id)` answers with this order, `checkoutHistory(id)` with its timeline. */
export function serveOrder(record: ReturnType<typeof order>) {
  server.use(
    graphql.query('AdminCheckout', () => HttpResponse.json({ data: { record } })),
    graphql.query('AdminCheckoutHistory', () => HttpResponse.json({ data: { history: historyOf(record) } })),
  );
}

/** `checkout(id)` answers with whatever `current()` gives at the time of each request. */
export function serveChangingOrder(current: () => ReturnType<typeof order>) {
  serveOrder(current());
  server.use(graphql.query('AdminCheckout', () => HttpResponse.json({ data: { record: current() } })));
}

/** The orders list answers with these rows, and records the variables of each request. */
export function serveOrders(rows: ReturnType<typeof order>[], length = rows.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminCheckouts', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'CheckoutList', rows, length } } });
    }),
  );
  return requests;
}
