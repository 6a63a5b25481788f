import { crudRoutes, type CrudApi } from '../../core/crud.js';
import type { Route } from '../../core/rest.js';
import { DeliveryMethod, PaymentMethod, PickupPoint } from './checkout-methods.entities.js';
import { deliveryMethodBody, deliveryMethodQuery, paymentMethodBody, paymentMethodQuery, pickupPointBody, pickupPointQuery } from './checkout-methods.inputs.js';
import type { CheckoutMethodService } from './checkout-methods.service.js';
import { deliveryMethodOutput, paymentMethodOutput, pickupPointOutput } from './shop.outputs.js';

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

/** Pickup points as a collection of both APIs: `/pickup-points`, `pickupPoints`. */
export const pickupPointApi = (service: CheckoutMethodService<PickupPoint>): CrudApi => ({
  type: PickupPoint,
  one: 'pickupPoint',
  many: 'pickupPoints',
  title: 'пункт самовывоза',
  service,
  body: pickupPointBody,
  query: pickupPointQuery,
  output: pickupPointOutput,
});

/** The points' REST calls; the list says who sees which. */
export function pickupPointRoutes(api: CrudApi): Route[] {
  return crudRoutes('/pickup-points', api).map((route) =>
    route.method === 'get' && route.path === '/pickup-points' ? { ...route, summary: 'Пункты самовывоза: сотрудники видят все (фильтр active), покупатели и гости — только действующие' } : route,
  );
}
