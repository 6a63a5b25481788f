import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import { findPage, withoutBlanks, type Page } from '../../core/list.js';
import { authorize, authorizeOwner, can } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import { User } from '../identity/user.entity.js';
import { Address } from './address.entity.js';
import { addressBody, addressQuery, addressUpdateBody, directAddressBody } from './address.inputs.js';

/** Delivery addresses: users keep their own, staff see and keep anyone's, guests leave one with consent. */
export class AddressService {
  constructor(private readonly consents: ConsentService) {}

  /** Own addresses; staff may ask for anyone's (`userId`) or all. */
  async list(ctx: Context, input: unknown): Promise<Page<Address>> {
    const { userId, limit, offset, sortBy, orderBy } = parse(addressQuery, withoutBlanks(input));
    const owner = can(ctx.actor, 'address.manage') ? userId : ctx.actor!.id;
    return findPage(ctx.em, Address, owner ? { user: owner } : {}, { limit, offset, sortBy, orderBy });
  }

  get(ctx: Context, id: unknown): Promise<Address> {
    return this.owned(ctx, ctx.em, id);
  }

  /** A signed-in user's new address; staff may keep one for a customer (`userId`). */
  async create(ctx: Context, input: unknown): Promise<Address> {
    const { userId, ...fields } = parse(addressBody, input);
    const ownerId = userId ?? ctx.actor!.id;
    if (ownerId !== ctx.actor!.id) authorize(ctx.actor, 'address.manage');
    const owner = await ctx.em.findOne(User, ownerId);
    if (!owner) throw badInput({ userId: 'Пользователь не найден' });
    const address = ctx.em.create(Address, { ...fields, user: owner });
    await ctx.em.flush();
    return address;
  }

  /** A guest's address, with consent to keep it (152-ФЗ). */
  async createDirect(ctx: Context, input: unknown): Promise<Address> {
    const { consent: _consent, email, ...fields } = parse(directAddressBody, input);
    return ctx.em.transactional(async (em) => {
      const user = ctx.actor ? em.getReference(User, ctx.actor.id) : null;
      const address = em.create(Address, { ...fields, user });
      this.consents.record(ctx, em, { purpose: 'address', email: email ?? null, phone: fields.phone ?? null, user });
      await em.flush();
      return address;
    });
  }

  async update(ctx: Context, id: unknown, input: unknown): Promise<Address> {
    const address = await this.owned(ctx, ctx.em, id);
    ctx.em.assign(address, parse(addressUpdateBody, input));
    await ctx.em.flush();
    return address;
  }

  /** Orders keep their own copy of the address, so deleting one never changes an order. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const address = await this.owned(ctx, ctx.em, id);
    await ctx.em.remove(address).flush();
    return { id: address.id };
  }

  /** The address if the caller owns it or is staff; 404 if there is none, 403 if it is someone else's. */
  async owned(ctx: Context, em: EntityManager, id: unknown): Promise<Address> {
    const address = await em.findOne(Address, parse(idSchema, id));
    if (!address) throw notFound();
    authorizeOwner(ctx.actor, address.user?.id, 'address.manage');
    return address;
  }
}
