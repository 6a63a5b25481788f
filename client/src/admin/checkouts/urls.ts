import { adminUrls } from '../urls';

const list = `${adminUrls.root}/checkouts`;

/** The orders screens (SPEC §2): the list, a new order for a customer and one order by its number. */
export const checkoutUrls = {
  list,
  create: `${list}/create-checkout`,
  orderPattern: `${list}/:id`,
  order: (id: number) => `${list}/${id}`,
  /** The list narrowed to one customer's orders. */
  customerOrders: (userId: number) => `${list}?userId=${userId}`,
} as const;
