import { CatalogFilters, EmptySearch } from './views/ProductListing';

/** The catalogue's screens, loaded when a shopper opens the catalogue. */
export { CatalogView as CatalogScreen } from './views/CatalogView';
export { CategoryView as CategoryScreen } from './views/CategoryView';

/** What the server loads before rendering a catalogue page besides the screen: the parts the browser hydrates later. */
export const preloadOnServer = async () => {
  await Promise.all([CatalogFilters.preload(), EmptySearch.preload()]);
};
