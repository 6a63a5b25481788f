/** The basket page, loaded when a shopper opens it. */
export { CartView as CartScreen } from './views/CartView';
