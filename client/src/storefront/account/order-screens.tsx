/**
 * The customer's orders and delivery addresses, loaded when one of these pages is opened; an
 * anonymous visitor is sent to the sign-in page.
 */
import type { ComponentType } from 'react';
import { AddressesView } from './views/AddressesView';
import { OrdersView } from './views/OrdersView';
import { OrderView } from './views/OrderView';
import { SignedInOnly } from './views/SignedInOnly';

const signedIn =
  (View: ComponentType): ComponentType =>
  () => (
    <SignedInOnly>
      <View />
    </SignedInOnly>
  );

export const OrdersScreen = signedIn(OrdersView);
export const OrderScreen = signedIn(OrderView);
/** An order opened by its key (`?token=`): no sign-in needed. */
export const OrderByKeyScreen = OrderView;
export const AddressesScreen = signedIn(AddressesView);
