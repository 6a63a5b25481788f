import { storedId } from '../shop/stored-id';

/** The order this browser placed to pay online, as «id:key», kept until it is paid or cancelled. */
export const storedUnpaidOrder = storedId('unpaidOrder');

export const rememberUnpaid = (order: { id: number; accessToken: string }) => storedUnpaidOrder.save(`${order.id}:${order.accessToken}`);
