import type { OrderStatus } from '../../generated/account/graphql';

/** Whether staff may delete an order (CONTRACT §17): new or cancelled, with nothing paid; the server says the same. */
export const orderDeletable = (order: { status: OrderStatus; paidAmount: number }) => (order.status === 'new' || order.status === 'cancelled') && order.paidAmount === 0;
