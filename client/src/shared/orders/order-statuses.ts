import type { OrderStatus } from '../../generated/account/graphql';

/** The order statuses in Russian (CONTRACT §4), for the shopper's and the manager's screens alike. */
export const orderStatusNames: Record<OrderStatus, string> = {
  new: 'Новый',
  processing: 'В обработке',
  paid: 'Оплачен',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

/** The badge colour of each status. */
export const orderStatusColors: Record<OrderStatus, string> = {
  new: 'blue',
  processing: 'orange',
  paid: 'teal',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};
