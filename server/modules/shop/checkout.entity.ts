import { randomBytes } from 'node:crypto';
import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { ProductVariant } from '../catalogue/product.entities.js';
import { User } from '../identity/user.entity.js';
import { Address } from './address.entity.js';
import { DeliveryMethod, PaymentMethod, type PickupPlace } from './checkout-methods.entities.js';
import type { Carrier } from './shipping-carriers.js';

/** A СДЭК point as an order keeps it. */
export interface CarrierPoint {
  code: string;
  address: string;
  type: 'pickup' | 'locker';
}

/** A city as an order keeps it: the carrier's code and the name the shopper chose. */
export interface CarrierCity {
  code: number;
  name: string;
}

/** Order statuses (CONTRACT §4) in their forward order; `cancelled` stands apart. */
export const orderStatuses = ['new', 'processing', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses as people read them: letters, history, the orders file, 1C's documents. */
export const statusNames: Record<OrderStatus, string> = { new: 'Новый', processing: 'В обработке', paid: 'Оплачен', shipped: 'Отправлен', delivered: 'Доставлен', cancelled: 'Отменён' };

export const orderPaymentStatuses = ['pending', 'succeeded', 'canceled', 'partially_refunded', 'refunded'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** Where an order's money stands (CONTRACT §17), in the words of the back office. */
export const paymentStatusNames: Record<OrderPaymentStatus, string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Оплата отменена',
  partially_refunded: 'Частично возвращён',
  refunded: 'Возвращён',
};

/** An order: what was bought at which price (copied from the variants), who gets it and where. */
@Entity({ tableName: 'checkout' })
@Index({ properties: ['status', 'createdAt'] })
export class Checkout extends BaseEntity<'status' | 'lines' | 'comment' | 'phone' | 'deliveryMethodName' | 'deliveryPrice' | 'paymentMethodName' | 'paymentStatus' | 'accessToken' | 'promoCode' | 'discountAmount' | 'paidAmount' | 'refundedAmount' | 'returnedAmount' | 'version'> {
  @Enum({ items: () => orderStatuses, nativeEnumName: 'order_status', default: 'new' })
  status: OrderStatus = 'new';

  @Index()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @Property({ type: 'uuid', nullable: true })
  basketId?: string | null;

  /** The saved address it was sent to; the fields below are the order's own copy, kept if that address changes or goes. */
  @Index()
  @ManyToOne(() => Address, { ref: true, nullable: true, deleteRule: 'set null', fieldName: 'address_id' })
  deliveryAddress?: Ref<Address> | null;

  @Property({ length: 100 }) firstName!: string;
  @Property({ length: 100 }) lastName!: string;
  @Property({ length: 254 }) email!: string;
  @Property({ length: 40, default: '' }) phone: string = '';
  @Property({ length: 500 }) address!: string;
  @Property({ length: 100 }) city!: string;
  @Property({ length: 100 }) country!: string;
  @Property({ length: 20 }) zipCode!: string;

  @Property({ type: 'text', default: '' })
  comment: string = '';

  /** How it is delivered and paid for, the names and price copied when ordered; none for a client of the original API that sends no methods. */
  @ManyToOne(() => DeliveryMethod, { ref: true, nullable: true, deleteRule: 'restrict' })
  deliveryMethod?: Ref<DeliveryMethod> | null;

  @Property({ length: 200, default: '' })
  deliveryMethodName: string = '';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  deliveryPrice: string = '0';

  /** The pickup point's name, address, hours and phone as they were when ordered (CONTRACT §19); none for a courier. */
  @Property({ type: 'json', nullable: true })
  pickupPoint?: PickupPlace | null;

  /** СДЭК's tariff the delivery was quoted for (CONTRACT §20); none for the shop's own methods. */
  @Property({ nullable: true })
  deliveryTariff?: number | null;

  /** The quoted days, calendar days from handing the parcel to СДЭК. */
  @Property({ nullable: true })
  deliveryDaysMin?: number | null;

  @Property({ nullable: true })
  deliveryDaysMax?: number | null;

  /** The СДЭК pickup point or parcel locker chosen, as it was when ordered. */
  @Property({ type: 'json', nullable: true })
  deliveryPoint?: CarrierPoint | null;

  /** The city СДЭК delivers to, by its code at СДЭК. */
  @Property({ type: 'json', nullable: true })
  deliveryCity?: CarrierCity | null;

  @ManyToOne(() => PaymentMethod, { ref: true, nullable: true, deleteRule: 'restrict' })
  paymentMethod?: Ref<PaymentMethod> | null;

  @Property({ length: 200, default: '' })
  paymentMethodName: string = '';

  /** The lines' sum at their prices; `totalAmount` = this − `discountAmount` + `deliveryPrice`. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  itemsAmount!: string;

  /** The code the order was placed with, and all its promotions gave (the lines' discounts and a free delivery's price). */
  @Property({ length: 50, nullable: true })
  promoCode?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  discountAmount: string = '0';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalAmount!: string;

  /**
   * Where the order's money stands (CONTRACT §17), with the sums below: summed up by `sumUpMoney`
   * from the payments and refunds at ЮKassa and those the shop recorded itself; none while nothing
   * was asked of ЮKassa and nothing was paid.
   */
  @Property({ length: 20, nullable: true })
  paymentStatus?: OrderPaymentStatus | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  paidAmount: string = '0';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  refundedAmount: string = '0';

  /** The value of the goods that came back in returns. */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  returnedAmount: string = '0';

  /** The parcel's number at its carrier, given when the order is shipped (CONTRACT §19). */
  @Property({ length: 40, nullable: true })
  trackNumber?: string | null;

  @Property({ length: 20, nullable: true })
  carrier?: Carrier | null;

  /** Raised by the database on every change (migration RecordVersions): a change based on an older one is refused. */
  @Property({ default: 1 })
  version: number = 1;

  /** The buyer's email and phone written one way (`core/contacts.ts`), and the address the order came from: what limits count by (CONTRACT §18). */
  @Property({ length: 254, nullable: true })
  emailKey?: string | null;

  @Property({ length: 11, nullable: true })
  phoneKey?: string | null;

  @Property({ length: 45, nullable: true })
  placedIp?: string | null;

  /** Lets a guest who placed the order see and pay it (given in the checkout's answer, in the payment's return link). */
  @Property({ length: 64 })
  accessToken: string = randomBytes(24).toString('base64url');

  @OneToMany(() => CheckoutLine, (line) => line.checkout)
  lines = new Collection<CheckoutLine>(this);
}

/** One bought variant of an order, its price and name as they were when ordered. */
@Entity()
export class CheckoutLine extends BaseEntity<'discount'> {
  @Index()
  @ManyToOne(() => Checkout, { ref: true, deleteRule: 'cascade' })
  checkout!: Ref<Checkout>;

  @Index()
  @ManyToOne(() => ProductVariant, { ref: true, deleteRule: 'restrict' })
  productVariant!: Ref<ProductVariant>;

  @Property() quantity!: number;
  @Property({ type: 'decimal', precision: 12, scale: 2 }) price!: string;
  /** What the promotions took off this line, all its units together. */
  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 }) discount: string = '0';
  @Property({ length: 300 }) productName!: string;
  @Property({ length: 100 }) sku!: string;
  /** The chosen variant's size, colour and picture when it was ordered (CONTRACT §19). */
  @Property({ length: 200, nullable: true }) sizeName?: string | null;
  @Property({ length: 200, nullable: true }) colorName?: string | null;
  @Property({ type: 'text', nullable: true }) image?: string | null;
}
