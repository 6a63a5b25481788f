/** The checkout and its confirmation page, loaded when a shopper opens them. */
export { CheckoutSuccessView as CheckoutSuccessScreen } from './views/CheckoutSuccessView';
export { CheckoutView as CheckoutScreen } from './views/CheckoutView';
