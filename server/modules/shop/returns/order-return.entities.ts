import { Collection, DecimalType, Entity, Index, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/base.entity.js';
import { User } from '../../identity/user.entity.js';
import { Checkout, CheckoutLine } from '../checkout.entity.js';
import { Refund } from '../payment/payment.entities.js';

const roubles = () => ({ type: new DecimalType('number'), precision: 12, scale: 2 });

/** Goods a shopper sent back from a shipped or delivered order (CONTRACT §16), and the money owed for them. */
@Entity({ tableName: 'order_return' })
export class OrderReturn extends BaseEntity<'restock' | 'refund' | 'user'> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  @Property({ length: 500 })
  reason!: string;

  /** The goods went back on sale (movement `return`); otherwise they are written off. */
  @Property({ default: false })
  restock: boolean = false;

  /** What the returned units cost the shopper, after their discounts. */
  @Property(roubles())
  amount!: number;

  /** The money sent back through ЮKassa, for an order paid online. */
  @ManyToOne(() => Refund, { ref: true, nullable: true, deleteRule: 'set null' })
  refund?: Ref<Refund> | null;

  /** The staff member who took the return. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @OneToMany(() => OrderReturnLine, (line) => line.orderReturn)
  lines = new Collection<OrderReturnLine>(this);
}

/** How many units of one order line came back, and their sum. */
@Entity({ tableName: 'order_return_line' })
export class OrderReturnLine extends BaseEntity {
  @Index()
  @ManyToOne(() => OrderReturn, { ref: true, deleteRule: 'cascade' })
  orderReturn!: Ref<OrderReturn>;

  @Index()
  @ManyToOne(() => CheckoutLine, { ref: true, deleteRule: 'cascade' })
  checkoutLine!: Ref<CheckoutLine>;

  @Property()
  quantity!: number;

  @Property(roubles())
  amount!: number;
}
