/** The catalogue's screens, loaded when a shopper opens the catalogue. */
import { withShopTheme } from '../shop/ShopTheme';
import { CatalogView } from './views/CatalogView';
import { CategoryView } from './views/CategoryView';

export const CatalogScreen = withShopTheme(CatalogView);
export const CategoryScreen = withShopTheme(CategoryView);
