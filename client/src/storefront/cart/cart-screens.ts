/** The basket page, loaded when a shopper opens it. */
import { withShopTheme } from '../shop/ShopTheme';
import { CartView } from './views/CartView';

export const CartScreen = withShopTheme(CartView);
