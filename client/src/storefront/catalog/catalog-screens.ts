/** The catalogue's screens, loaded when a shopper opens the catalogue. */
export { CatalogView } from './views/CatalogView';
export { CategoryView } from './views/CategoryView';
