import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/base.entity.js';
import { Checkout } from '../checkout.entity.js';

/** `creating`: written before ЮKassa is asked, so a crash in between loses nothing; then ЮKassa's own status. */
export type PaymentStatus = 'creating' | 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
export type RefundStatus = 'creating' | 'pending' | 'succeeded' | 'canceled';

/** What both a payment and a refund keep: the request sent to ЮKassa with its key, and when to read it back next. */
abstract class YooKassaOperation<Optional extends string = never> extends BaseEntity<'providerId' | 'reason' | 'checkAt' | Optional> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  /** ЮKassa's id, once it has answered. */
  @Property({ length: 64, nullable: true, unique: true })
  providerId?: string | null;

  /** Sent with every attempt of this request, so ЮKassa makes it once. */
  @Property({ type: 'uuid' })
  idempotenceKey!: string;

  /** The body sent to ЮKassa, sent again unchanged on a retry. */
  @Property({ type: 'json' })
  request!: object;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  /** Why ЮKassa cancelled it, in Russian. */
  @Property({ length: 300, nullable: true })
  reason?: string | null;

  /** When the shop reads it back from ЮKassa next, while it has not ended. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  checkAt: Date = new Date();
}

/** One attempt to pay an order online. */
@Entity()
export class Payment extends YooKassaOperation {
  @Property({ length: 24 })
  status!: PaymentStatus;

  /** How the shopper paid: ЮKassa's `payment_method.type` (bank_card, sbp, sberbank…). */
  @Property({ length: 40, nullable: true })
  method?: string | null;

  @Property({ type: 'text', nullable: true })
  confirmationUrl?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt?: Date | null;
}

/** Money returned to the shopper from a succeeded payment. */
@Entity()
export class Refund extends YooKassaOperation<'finishedAt'> {
  @Index()
  @ManyToOne(() => Payment, { ref: true, deleteRule: 'cascade' })
  payment!: Ref<Payment>;

  @Property({ length: 24 })
  status!: RefundStatus;

  /** When ЮKassa said it succeeded or was cancelled: the day the money went back. */
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}

