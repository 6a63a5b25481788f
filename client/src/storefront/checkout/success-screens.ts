/**
 * The page confirming a placed order, apart from the checkout's chunk: the checkout's first load
 * does not carry it (0.9 KB gz); the checkout fetches it while the order is being placed.
 */
export { CheckoutSuccessView as CheckoutSuccessScreen } from './views/CheckoutSuccessView';
