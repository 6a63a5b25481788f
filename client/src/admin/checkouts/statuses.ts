import type { OrderStatus } from '../../generated/admin/graphql';

import { orderStatusNames } from '../../shared/orders/order-statuses';

export const statusOptions = (Object.keys(orderStatusNames) as OrderStatus[]).map((value) => ({ value, label: orderStatusNames[value] }));

export const isOrderStatus = (value: string): value is OrderStatus => value in orderStatusNames;

const forward: OrderStatus[] = ['new', 'processing', 'paid', 'shipped', 'delivered'];

/**
 * Where an order may go from `status` (CONTRACT §4): further along new → processing → paid →
 * shipped → delivered (skipping allowed), or cancelled before delivery; nothing leaves the end.
 */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'delivered' || status === 'cancelled') return [];
  return [...forward.slice(forward.indexOf(status) + 1), 'cancelled'];
}
