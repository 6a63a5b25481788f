/** The wishlist page, loaded when a shopper opens it. */
export { WishlistView as WishlistScreen } from './views/WishlistView';
