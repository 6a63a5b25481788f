import { crudRoutes } from '../../core/crud.js';
import type { Route } from '../../core/rest.js';
import { addressApi } from './address.resolver.js';
import { directAddressBody } from './address.inputs.js';
import { addressOutput } from './shop.outputs.js';
import type { AddressService } from './address.service.js';

/** Delivery addresses (SPEC §7 «Subscribers and addresses»); `/addresses/direct` before `/addresses/{addressId}`. */
export function addressRoutes(addresses: AddressService): Route[] {
  return [
    { method: 'post', path: '/addresses/direct', tag: 'Address', operation: 'address.direct', summary: 'Адрес гостя (с согласием)', body: directAddressBody, response: addressOutput, handle: (ctx, req) => addresses.createDirect(ctx, req.body) },
    ...crudRoutes('/addresses', addressApi(addresses)),
  ];
}
