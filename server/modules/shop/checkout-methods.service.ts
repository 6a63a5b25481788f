import { wrap, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { badInput, flushOrRefuse, inUse, notFound, refusal, refuseStale, statusMessages, type ErrorCode } from '../../core/errors.js';
import { findPage, withoutBlanks, type Page } from '../../core/list.js';
import { can, type Operation } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { VersionedMemo } from '../../core/versioned-memo.js';
import { byCdek, DeliveryMethod, PaymentMethod, PickupPoint } from './checkout-methods.entities.js';
import { deliveryMethodBody, deliveryMethodQuery, paymentMethodBody, paymentMethodQuery, pickupPointBody, pickupPointQuery } from './checkout-methods.inputs.js';

type Method = DeliveryMethod | PaymentMethod | PickupPoint;

interface MethodKind<E extends Method> {
  entity: EntityClass<E>;
  body: z.ZodObject;
  query: typeof deliveryMethodQuery | typeof paymentMethodQuery | typeof pickupPointQuery;
  /** Who sees the inactive ones and changes them. */
  manage: Operation;
  /** The body's field naming a method of this kind at checkout. */
  field: string;
  /** «Способ доставки»: how a refusal names it. */
  title: string;
  /** The code of an order naming a method not offered (CONTRACT §21). */
  notOffered: ErrorCode;
  /** Refuses a method as staff wrote it (throws a 400). */
  check(method: E): void;
  /** Methods the shop cannot offer now, whatever their flag says: shoppers never see them. */
  unavailable?: FilterQuery<E>;
}

/**
 * Ways to deliver or to pay (CONTRACT §9): staff keep the list, shoppers see the active ones in
 * the staff's order. A method some order names cannot be deleted (deactivate it instead); orders
 * keep their own copy of its name and price.
 */
export class CheckoutMethodService<E extends Method> {
  /** `shopperReads`: what shoppers are shown, kept until the content changes (every product page asks for the delivery methods). */
  constructor(
    private readonly kind: MethodKind<E>,
    private readonly shopperReads?: VersionedMemo,
  ) {}

  async list(ctx: Context, input: unknown): Promise<Page<E>> {
    const { active, ...page } = parse(this.kind.query, withoutBlanks(input));
    if (can(ctx.actor, this.kind.manage)) return findPage(ctx.em, this.kind.entity, (active === undefined ? {} : { active }) as FilterQuery<E>, page);
    const offered = () => findPage(ctx.em, this.kind.entity, this.offered({}) as FilterQuery<E>, page);
    return this.shopperReads ? this.shopperReads.read(`${this.kind.title} ${JSON.stringify(page)}`, offered) : offered();
  }

  /** One method; shoppers do not see inactive ones. */
  async get(ctx: Context, id: unknown): Promise<E> {
    const staff = can(ctx.actor, this.kind.manage);
    const method = await ctx.em.findOne(this.kind.entity, (staff ? { id: parse(idSchema, id) } : this.offered({ id: parse(idSchema, id) })) as FilterQuery<E>);
    if (!method) throw notFound();
    return method;
  }

  async create(ctx: Context, input: unknown): Promise<E> {
    const { position, version: _version, ...data } = parse(this.kind.body, input) as Partial<E>;
    const [last] = await ctx.em.find(this.kind.entity, {}, { orderBy: { position: 'DESC' } as never, limit: 1 });
    const method = ctx.em.create(this.kind.entity, { ...data, position: position ?? (last?.position ?? -1) + 1 } as never);
    this.kind.check(method);
    await ctx.em.flush();
    return method;
  }

  /** Changes a method; one sent with an older `version` than stored is refused (409 STALE with the method now). */
  async update(ctx: Context, id: unknown, input: unknown): Promise<E> {
    const methodId = parse(idSchema, id);
    const { position, version, ...data } = parse(this.kind.body.partial(), input) as Partial<E>;
    return ctx.em.transactional(async (em) => {
      const method = await em.findOne(this.kind.entity, { id: methodId } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!method) throw notFound();
      await refuseStale(version, method.version, async () => wrap(method).toObject());
      em.assign(method, (position == null ? data : { ...data, position }) as never);
      this.kind.check(method);
      await em.flush();
      return method;
    });
  }

  /** Deletes a method no order names; one that some order names is refused with 409. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const method = await this.get(ctx, id);
    const methodId = method.id;
    ctx.em.remove(method);
    await flushOrRefuse(ctx.em, inUse);
    return { id: methodId };
  }

  /** The active method an order names, else 400 on the body's field. */
  async forOrder(em: EntityManager, id: number): Promise<E> {
    const method = await em.findOne(this.kind.entity, this.offered({ id }) as FilterQuery<E>);
    if (!method) throw refusal(400, this.kind.notOffered, statusMessages[400], { [this.kind.field]: `${this.kind.title} не найден или сейчас недоступен` });
    return method;
  }

  /** `where` narrowed to what shoppers may choose: active, and available now. */
  private offered(where: object): object {
    return { ...where, active: true, ...((this.kind.unavailable as object | undefined) ?? {}) };
  }
}

/**
 * Delivery methods; `missingSettings` names the СДЭК settings not given (CONTRACT §20): until they
 * are, a СДЭК method cannot be made active, and one that is stays hidden from shoppers. A СДЭК
 * method to a point takes no street address, one to the door does, whatever staff tick.
 */
export const deliveryMethodService = (missingSettings: string[] = [], shopperReads?: VersionedMemo) =>
  new CheckoutMethodService<DeliveryMethod>(
    {
      entity: DeliveryMethod,
      body: deliveryMethodBody,
      query: deliveryMethodQuery,
      manage: 'deliveryMethod.update',
      field: 'deliveryMethodId',
      title: 'Способ доставки',
      notOffered: 'DELIVERY_UNAVAILABLE',
      check: (method) => {
        if (method.maxDays < method.minDays) throw badInput({ maxDays: 'Не меньше срока «от»' });
        if (!byCdek(method)) return;
        if (method.active && missingSettings.length) throw badInput({ active: `Доставку СДЭК можно включить, когда заданы настройки: ${missingSettings.join(', ')}` });
        method.needsAddress = method.kind === 'cdek_courier';
      },
      unavailable: missingSettings.length ? { kind: 'manual' } : undefined,
    },
    shopperReads,
  );

/** Pickup points (CONTRACT §19): orders keep a copy of theirs, so any may be changed or deleted. */
export const pickupPointService = (shopperReads?: VersionedMemo) =>
  new CheckoutMethodService<PickupPoint>(
    {
      entity: PickupPoint,
      body: pickupPointBody,
      query: pickupPointQuery,
      manage: 'pickupPoint.update',
      field: 'pickupPointId',
      title: 'Пункт самовывоза',
      notOffered: 'VALIDATION',
      check: () => undefined,
    },
    shopperReads,
  );

/**
 * Payment methods; `missingSettings` names the ЮKassa settings not given (CONTRACT §14): until
 * they are, an `online` method cannot be made active, and one that is stays hidden from shoppers.
 */
export const paymentMethodService = (missingSettings: string[], shopperReads?: VersionedMemo) =>
  new CheckoutMethodService<PaymentMethod>(
    {
      entity: PaymentMethod,
      body: paymentMethodBody,
      query: paymentMethodQuery,
      manage: 'paymentMethod.update',
      field: 'paymentMethodId',
      title: 'Способ оплаты',
      notOffered: 'VALIDATION',
      check: (method) => {
        if (method.kind === 'online' && method.active && missingSettings.length)
          throw badInput({ active: `Оплату онлайн можно включить, когда заданы настройки ЮKassa: ${missingSettings.join(', ')}` });
      },
      unavailable: missingSettings.length ? { kind: { $ne: 'online' } } : undefined,
    },
    shopperReads,
  );

/** Adds the pickup points while there are none (the demo seed). */
export async function addPickupPointsWhenNone(em: EntityManager, points: Pick<PickupPoint, 'name' | 'address' | 'hours' | 'phone' | 'position'>[]): Promise<void> {
  if (await em.count(PickupPoint)) return;
  for (const point of points) em.create(PickupPoint, point);
  await em.flush();
}

/** With ЮKassa set up, the online method every shop starts with is offered, unless staff have changed it since. */
export async function offerOnlinePayment(em: EntityManager): Promise<void> {
  await em.execute(`UPDATE payment_method SET active = true WHERE kind = 'online' AND NOT active AND updated_at = created_at`);
}
