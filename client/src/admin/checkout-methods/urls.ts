import { dictionaryUrls } from '../dictionaries/urls';

export const deliveryMethodUrls = dictionaryUrls('delivery-methods', 'create-delivery-method');
export const paymentMethodUrls = dictionaryUrls('payment-methods', 'create-payment-method');
export const pickupPointUrls = dictionaryUrls('pickup-points', 'create-pickup-point');
