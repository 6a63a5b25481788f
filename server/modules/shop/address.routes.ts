import { z } from 'zod';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { addressBody, addressQuery, addressUpdateBody, directAddressBody } from './address.inputs.js';
import type { AddressService } from './address.service.js';

/** Delivery addresses (SPEC §7 «Subscribers and addresses»). */
export function addressRoutes(addresses: AddressService): Route[] {
  const tag = 'Address';
  const params = z.object({ addressId: id });
  return [
    { method: 'post', path: '/addresses/direct', tag, operation: 'address.direct', summary: 'Адрес гостя (с согласием)', body: directAddressBody, handle: (ctx, req) => addresses.createDirect(ctx, req.body) },
    { method: 'get', path: '/addresses', tag, operation: 'address.list', summary: 'Мои адреса (сотрудники — любые, фильтр userId)', query: addressQuery, handle: (ctx, req) => addresses.list(ctx, req.query) },
    { method: 'post', path: '/addresses', tag, operation: 'address.create', summary: 'Новый адрес', body: addressBody, handle: (ctx, req) => addresses.create(ctx, req.body) },
    { method: 'get', path: '/addresses/{addressId}', tag, operation: 'address.get', summary: 'Адрес: свой или любой для сотрудников', params, handle: (ctx, req) => addresses.get(ctx, req.params.addressId) },
    { method: 'put', path: '/addresses/{addressId}', tag, operation: 'address.update', summary: 'Изменить адрес', params, body: addressUpdateBody, handle: (ctx, req) => addresses.update(ctx, req.params.addressId, req.body) },
    { method: 'delete', path: '/addresses/{addressId}', tag, operation: 'address.delete', summary: 'Удалить адрес', params, handle: (ctx, req) => addresses.remove(ctx, req.params.addressId) },
  ];
}
