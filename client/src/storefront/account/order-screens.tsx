/**
 * The customer's orders and delivery addresses, loaded when one of these pages is opened. They draw
 * the shop's badges and lists, so they are wrapped in the shop's Chakra system; an anonymous
 * visitor is sent to the sign-in page.
 */
import type { ComponentType } from 'react';
import { withShopTheme } from '../shop/ShopTheme';
import { AddressesView } from './views/AddressesView';
import { OrdersView } from './views/OrdersView';
import { OrderView } from './views/OrderView';
import { SignedInOnly } from './views/SignedInOnly';

const signedIn = (View: ComponentType): ComponentType =>
  withShopTheme(() => (
    <SignedInOnly>
      <View />
    </SignedInOnly>
  ));

export const OrdersScreen = signedIn(OrdersView);
export const OrderScreen = signedIn(OrderView);
export const AddressesScreen = signedIn(AddressesView);
