import type { OrderStatus } from '../../generated/account/graphql';

/** The order statuses in Russian (CONTRACT §4). */
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

const orderDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-03-05T10:00:00.000Z' → «5 марта 2026 г.» (in the browser's time zone). */
export const formatOrderDate = (iso: string): string => orderDate.format(new Date(iso));
