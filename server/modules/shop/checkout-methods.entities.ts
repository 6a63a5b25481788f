import { DecimalType, Entity, Enum, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';

/** Roubles as numbers in both APIs, stored exactly. */
const roubles = () => ({ type: new DecimalType('number'), precision: 12, scale: 2 });

/** What every dictionary of the checkout shares: shown to shoppers while active, in the staff's order. */
@ObjectType()
abstract class CheckoutChoice<Optional extends string = never> extends BaseEntity<'active' | 'position' | 'version' | Optional> {
  @Field({ description: 'Название' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Предлагается покупателям' })
  @Property({ default: true })
  active: boolean = true;

  @Field(() => Int, { description: 'Место в списке' })
  @Property({ default: 0 })
  position: number = 0;

  /** Raised by the database on every change (migration RecordVersions), and by MikroORM's optimistic lock on its own writes: a change based on an older one is refused. */
  @Field(() => Int, { description: 'Версия: растёт с каждым изменением' })
  @Property({ version: true })
  version: number = 1;
}

/** A way of delivering or paying: a choice with a description for the shopper. */
@ObjectType()
abstract class CheckoutMethod extends CheckoutChoice<'description'> {
  @Field({ description: 'Описание для покупателя' })
  @Property({ type: 'text', default: '' })
  description: string = '';
}

/** Where a pickup order is collected (CONTRACT §19); orders keep their own copy of it. */
@ObjectType({ description: 'Пункт самовывоза' })
@Entity()
export class PickupPoint extends CheckoutChoice {
  @Field({ description: 'Адрес' })
  @Property({ length: 500 })
  address!: string;

  @Field({ description: 'Часы работы' })
  @Property({ length: 200 })
  hours!: string;

  @Field({ description: 'Телефон в виде +79161234567' })
  @Property({ length: 12 })
  phone!: string;
}

/** A pickup point as an order keeps it. */
export type PickupPlace = Pick<PickupPoint, 'name' | 'address' | 'hours' | 'phone'>;

export const deliveryKinds = ['manual', 'cdek_pickup', 'cdek_courier'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];
export const DeliveryKindEnum = graphqlEnum('DeliveryKind', deliveryKinds, 'Как доставляют: manual — магазин по своей цене, cdek_pickup — СДЭК до пункта выдачи или постамата, cdek_courier — СДЭК курьером до двери');
/** A method whose price and days СДЭК quotes for each basket (CONTRACT §20). */
export const byCdek = (method: { kind: DeliveryKind }) => method.kind !== 'manual';

@ObjectType({ description: 'Способ доставки' })
@Entity()
export class DeliveryMethod extends CheckoutMethod {
  @Field(() => Float, { description: 'Стоимость, ₽' })
  @Property(roubles())
  price!: number;

  @Field(() => Float, { nullable: true, description: 'Сумма заказа, от которой доставка бесплатна, ₽' })
  @Property({ ...roubles(), nullable: true })
  freeFrom?: number | null;

  @Field(() => Int, { description: 'Срок доставки от, дней' })
  @Property()
  minDays!: number;

  @Field(() => Int, { description: 'Срок доставки до, дней' })
  @Property()
  maxDays!: number;

  @Field({ description: 'Нужен адрес доставки (нет — самовывоз)' })
  @Property({ default: true })
  needsAddress: boolean = true;

  @Field(() => DeliveryKindEnum, { description: 'Вид доставки; у способов СДЭК цена и срок — из расчёта СДЭК для корзины, а не из полей способа' })
  @Enum({ items: () => deliveryKinds, nativeEnumName: 'delivery_kind', default: 'manual' })
  kind: DeliveryKind = 'manual';
}

export const paymentKinds = ['on_delivery', 'bank_transfer', 'online'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const PaymentKindEnum = graphqlEnum('PaymentKind', paymentKinds, 'Как платят: при получении, переводом по счёту или онлайн через ЮKassa');

@ObjectType({ description: 'Способ оплаты' })
@Entity()
export class PaymentMethod extends CheckoutMethod {
  @Field(() => PaymentKindEnum, { description: 'Вид оплаты' })
  @Enum({ items: () => paymentKinds, nativeEnumName: 'payment_kind' })
  kind!: PaymentKind;
}

/** What delivery costs for an order of this many roubles: free from the method's threshold. */
export function deliveryPrice(method: Pick<DeliveryMethod, 'price' | 'freeFrom'>, itemsAmount: number): number {
  return method.freeFrom != null && itemsAmount >= method.freeFrom ? 0 : method.price;
}
