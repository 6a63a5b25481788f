/** The product page, loaded when a shopper opens a product. */
import { withShopTheme } from '../shop/ShopTheme';
import { ProductView } from './views/ProductView';

export const ProductScreen = withShopTheme(ProductView);
