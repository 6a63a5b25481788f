/** The checkout and its confirmation page, loaded when a shopper opens them. */
import { withShopTheme } from '../shop/ShopTheme';
import { CheckoutSuccessView } from './views/CheckoutSuccessView';
import { CheckoutView } from './views/CheckoutView';

export const CheckoutScreen = withShopTheme(CheckoutView);
export const CheckoutSuccessScreen = withShopTheme(CheckoutSuccessView);
