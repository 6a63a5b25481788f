import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Deleted, pageType } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { Address } from './address.entity.js';
import { addressBody, addressQuery, addressUpdateBody, directAddressBody } from './address.inputs.js';
import type { AddressService } from './address.service.js';

const AddressList = pageType('Address', Address);
const AddressListArgs = argsTypeFrom('AddressListArgs', addressQuery);
const AddressInput = inputTypeFrom('AddressInput', addressBody);
const AddressUpdateInput = inputTypeFrom('AddressUpdateInput', addressUpdateBody);
const DirectAddressInput = inputTypeFrom('DirectAddressInput', directAddressBody);

export function addressResolver(addresses: AddressService) {
  @Resolver()
  class AddressResolver {
    @Query(() => AddressList, { description: 'Мои адреса (сотрудники — любые, фильтр userId)' })
    @Allow('address.list')
    addresses(@Args(() => AddressListArgs) args: object, @Ctx() ctx: Context) {
      return addresses.list(ctx, args);
    }

    @Query(() => Address, { description: 'Адрес: свой или любой для сотрудников' })
    @Allow('address.get')
    address(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return addresses.get(ctx, id);
    }

    @Mutation(() => Address, { description: 'Новый адрес' })
    @Allow('address.create')
    createAddress(@Arg('input', () => AddressInput) input: object, @Ctx() ctx: Context) {
      return addresses.create(ctx, input);
    }

    @Mutation(() => Address, { description: 'Адрес гостя (с согласием на обработку персональных данных)' })
    @Allow('address.direct')
    createDirectAddress(@Arg('input', () => DirectAddressInput) input: object, @Ctx() ctx: Context) {
      return addresses.createDirect(ctx, input);
    }

    @Mutation(() => Address, { description: 'Изменить адрес' })
    @Allow('address.update')
    updateAddress(@Arg('id', () => Int) id: number, @Arg('input', () => AddressUpdateInput) input: object, @Ctx() ctx: Context) {
      return addresses.update(ctx, id, input);
    }

    @Mutation(() => Deleted, { description: 'Удалить адрес' })
    @Allow('address.delete')
    deleteAddress(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return addresses.remove(ctx, id);
    }
  }
  return AddressResolver;
}
