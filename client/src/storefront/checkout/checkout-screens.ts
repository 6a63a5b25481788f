/** The checkout, loaded when a shopper opens it (its confirmation page is a chunk of its own: success-screens.ts). */
export { CheckoutView as CheckoutScreen } from './views/CheckoutView';
