import type { OrderStatus } from '../../generated/admin/graphql';

/** The order statuses in Russian (CONTRACT §4). */
export const statusLabels: Record<OrderStatus, string> = {
  new: 'Новый',
  processing: 'В обработке',
  paid: 'Оплачен',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

/** The badge color of each status. */
export const statusColors: Record<OrderStatus, string> = {
  new: 'blue',
  processing: 'orange',
  paid: 'teal',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export const statusOptions = (Object.keys(statusLabels) as OrderStatus[]).map((value) => ({ value, label: statusLabels[value] }));

export const isOrderStatus = (value: string): value is OrderStatus => value in statusLabels;

const forward: OrderStatus[] = ['new', 'processing', 'paid', 'shipped', 'delivered'];

/**
 * Where an order may go from `status` (CONTRACT §4): further along new → processing → paid →
 * shipped → delivered (skipping allowed), or cancelled before delivery; nothing leaves the end.
 */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'delivered' || status === 'cancelled') return [];
  return [...forward.slice(forward.indexOf(status) + 1), 'cancelled'];
}
