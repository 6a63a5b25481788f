import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/base.entity.js';
import { User } from '../../identity/user.entity.js';
import { Checkout, CheckoutLine } from '../checkout.entity.js';
import { OrderReturn } from './order-return.entities.js';

/** Where a shopper's request to return goods stands (CONTRACT §19). */
export const returnRequestStatuses = ['requested', 'accepted', 'declined'] as const;
export type ReturnRequestStatus = (typeof returnRequestStatuses)[number];

/** A shopper asking to send goods of a delivered order back (CONTRACT §19); staff accept it (a return of §16) or decline it. */
@Entity({ tableName: 'return_request' })
export class ReturnRequest extends BaseEntity<'status' | 'comment' | 'decisionReason' | 'decidedBy' | 'decidedAt' | 'orderReturn'> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  @Index()
  @Enum({ items: () => returnRequestStatuses, nativeEnumName: 'return_request_status', default: 'requested' })
  status: ReturnRequestStatus = 'requested';

  @Property({ length: 500 })
  reason!: string;

  @Property({ type: 'text', default: '' })
  comment: string = '';

  /** Why staff declined (required then), or what they added when accepting. */
  @Property({ length: 500, nullable: true })
  decisionReason?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  decidedBy?: Ref<User> | null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  /** The return an accepted request became. */
  @ManyToOne(() => OrderReturn, { ref: true, nullable: true, deleteRule: 'set null' })
  orderReturn?: Ref<OrderReturn> | null;

  @OneToMany(() => ReturnRequestLine, (line) => line.returnRequest)
  lines = new Collection<ReturnRequestLine>(this);
}

/** How many units of one order line the shopper asks to return. */
@Entity({ tableName: 'return_request_line' })
export class ReturnRequestLine extends BaseEntity {
  @Index()
  @ManyToOne(() => ReturnRequest, { ref: true, deleteRule: 'cascade' })
  returnRequest!: Ref<ReturnRequest>;

  @Index()
  @ManyToOne(() => CheckoutLine, { ref: true, deleteRule: 'cascade' })
  checkoutLine!: Ref<CheckoutLine>;

  @Property()
  quantity!: number;
}
