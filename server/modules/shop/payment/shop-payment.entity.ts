import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/base.entity.js';
import { User } from '../../identity/user.entity.js';
import { Checkout } from '../checkout.entity.js';
import { OrderReturn } from '../returns/order-return.entities.js';

/**
 * Money the shop itself took or gave back for an order (CONTRACT §17): cash or a transfer,
 * recorded when staff move the order to «Оплачен» or «Доставлен», and what went back by hand for a
 * return or a cancellation of such an order.
 */
@Entity()
export class ShopPayment extends BaseEntity<'user' | 'orderReturn'> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  @Property({ length: 10 })
  kind!: 'payment' | 'refund';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** The return this money went back for. */
  @ManyToOne(() => OrderReturn, { ref: true, nullable: true, deleteRule: 'set null' })
  orderReturn?: Ref<OrderReturn> | null;
}
