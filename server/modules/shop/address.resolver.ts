import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import type { CrudApi } from '../../core/crud.js';
import { Allow } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import { Address } from './address.entity.js';
import { addressBody, addressQuery, addressUpdateBody, directAddressBody } from './address.inputs.js';
import type { AddressService } from './address.service.js';
import { addressOutput } from './shop.outputs.js';

/** A user's own addresses (staff: anyone's) as a collection of both APIs. */
export const addressApi = (addresses: AddressService): CrudApi => ({
  type: Address,
  one: 'address',
  many: 'addresses',
  title: 'адрес доставки',
  service: addresses,
  body: addressBody,
  updateBody: addressUpdateBody,
  query: addressQuery,
  output: addressOutput,
});

const DirectAddressInput = inputTypeFrom('DirectAddressInput', directAddressBody);

export function directAddressResolver(addresses: AddressService) {
  @Resolver()
  class DirectAddressResolver {
    @Mutation(() => Address, { description: 'Адрес гостя (с согласием на обработку персональных данных)' })
    @Allow('address.direct')
    createDirectAddress(@Arg('input', () => DirectAddressInput) input: object, @Ctx() ctx: Context) {
      return addresses.createDirect(ctx, input);
    }
  }
  return DirectAddressResolver;
}
