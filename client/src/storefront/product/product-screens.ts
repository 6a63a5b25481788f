/** The product page, loaded when a shopper opens a product. */
export { ProductView as ProductScreen } from './views/ProductView';
