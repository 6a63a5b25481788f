/** The catalogue's screens, loaded when a shopper opens the catalogue. */
export { CatalogView as CatalogScreen } from './views/CatalogView';
export { CategoryView as CategoryScreen } from './views/CategoryView';
