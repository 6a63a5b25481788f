/**
 * The customer's orders, loaded when one of these pages is opened; an anonymous visitor is sent to
 * the sign-in page, and an order opened by its key needs no sign-in.
 */
import { OrdersView } from './views/OrdersView';
import { OrderView } from './views/OrderView';
import { signedIn } from './views/SignedInOnly';

export const OrdersScreen = signedIn(OrdersView);
export const OrderScreen = signedIn(OrderView);
/** An order opened by its key (`?token=`): no sign-in needed. */
export const OrderByKeyScreen = OrderView;
