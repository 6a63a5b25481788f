/** The wishlist page, loaded when a shopper opens it. */
import { withShopTheme } from '../shop/ShopTheme';
import { WishlistView } from './views/WishlistView';

export const WishlistScreen = withShopTheme(WishlistView);
