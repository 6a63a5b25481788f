import type { CrudApi } from '../../core/crud.js';
import { DeliveryMethod, PaymentMethod } from './checkout-methods.entities.js';
import { deliveryMethodBody, deliveryMethodQuery, paymentMethodBody, paymentMethodQuery } from './checkout-methods.inputs.js';
import type { CheckoutMethodService } from './checkout-methods.service.js';
import { deliveryMethodOutput, paymentMethodOutput } from './shop.outputs.js';

/** Delivery methods as a collection of both APIs: `/delivery-methods`, `deliveryMethods`. */
export const deliveryMethodApi = (service: CheckoutMethodService<DeliveryMethod>): CrudApi => ({
  type: DeliveryMethod,
  one: 'deliveryMethod',
  many: 'deliveryMethods',
  title: 'способ доставки',
  service,
  body: deliveryMethodBody,
  query: deliveryMethodQuery,
  output: deliveryMethodOutput,
});

/** Payment methods as a collection of both APIs: `/payment-methods`, `paymentMethods`. */
export const paymentMethodApi = (service: CheckoutMethodService<PaymentMethod>): CrudApi => ({
  type: PaymentMethod,
  one: 'paymentMethod',
  many: 'paymentMethods',
  title: 'способ оплаты',
  service,
  body: paymentMethodBody,
  query: paymentMethodQuery,
  output: paymentMethodOutput,
});
