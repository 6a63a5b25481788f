import { DecimalType, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/base.entity.js';
import { Checkout } from '../checkout.entity.js';

export const promotionKinds = ['percent', 'fixed', 'free_delivery'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** Roubles as numbers, stored exactly. */
const roubles = () => ({ type: new DecimalType('number'), precision: 12, scale: 2 });

/**
 * A promotion (CONTRACT §15): with a code the shopper types, or without one, applied by itself.
 * Empty product, category and brand lists mean every product; a category takes its subcategories.
 */
@Entity()
export class Promotion extends BaseEntity<'code' | 'minOrderAmount' | 'categoryIds' | 'brandIds' | 'productIds' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'firstOrderOnly' | 'active' | 'version'> {
  @Property({ length: 200 })
  name!: string;

  /** Unique whatever the case (an index on lower(code) in the migration). */
  @Property({ length: 50, nullable: true })
  code?: string | null;

  @Enum({ items: () => promotionKinds, nativeEnumName: 'promotion_kind' })
  kind!: PromotionKind;

  /** Percent for `percent`, roubles for `fixed`, nothing for `free_delivery`. */
  @Property(roubles())
  value: number = 0;

  @Property({ ...roubles(), nullable: true })
  minOrderAmount?: number | null;

  @Property({ type: 'int[]', default: '{}' })
  categoryIds: number[] = [];

  @Property({ type: 'int[]', default: '{}' })
  brandIds: number[] = [];

  @Property({ type: 'int[]', default: '{}' })
  productIds: number[] = [];

  @Property({ type: 'timestamptz', nullable: true })
  startsAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  endsAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  usageLimit?: number | null;

  @Property({ type: 'integer', nullable: true })
  perCustomerLimit?: number | null;

  @Property({ default: false })
  firstOrderOnly: boolean = false;

  @Index()
  @Property({ default: true })
  active: boolean = true;

  /** Raised by the database on every change (migration RecordVersions): a change based on an older one is refused. */
  @Property({ default: 1 })
  version: number = 1;
}

/**
 * A promotion given on an order, with the name and amount as they were: the order's copy, and what
 * usage limits count (orders not cancelled).
 */
@Entity()
export class CheckoutDiscount extends BaseEntity<'freeDelivery'> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  @Index()
  @ManyToOne(() => Promotion, { ref: true, nullable: true, deleteRule: 'set null' })
  promotion?: Ref<Promotion> | null;

  @Property({ length: 200 })
  name!: string;

  @Property(roubles())
  amount!: number;

  /** The amount is the delivery's price, taken off by a free-delivery promotion. */
  @Property({ default: false })
  freeDelivery: boolean = false;
}
