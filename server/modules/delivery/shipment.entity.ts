import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import type { ShipmentState } from './carrier.js';

export const shipmentStates = ['registering', 'registered', 'shipped', 'delivered', 'problem'] as const satisfies readonly ShipmentState[];

const ShipmentStateEnum = graphqlEnum('ShipmentState', shipmentStates, 'Где посылка: регистрируется, принята службой, в пути, вручена, проблема');

/**
 * An order handed to a carrier (CONTRACT §20): one per order, kept with the carrier's uuid and
 * number, the neutral state and the carrier's last status as it was read back.
 */
@ObjectType({ description: 'Отправление заказа службой доставки' })
@Entity()
export class Shipment extends BaseEntity<'state' | 'trackNumber' | 'statusCode' | 'statusName' | 'statusAt' | 'checkedAt'> {
  @Field(() => Int, { description: 'Заказ' })
  @Property({ unique: true })
  checkoutId!: number;

  @Field({ description: 'Служба доставки: cdek' })
  @Property({ length: 20 })
  carrier!: string;

  @Field({ description: 'Идентификатор отправления у службы доставки' })
  @Property({ length: 64, unique: true })
  uuid!: string;

  @Field(() => String, { nullable: true, description: 'Трек-номер: номер отправления у службы доставки' })
  @Property({ length: 40, nullable: true })
  trackNumber?: string | null;

  @Field(() => ShipmentStateEnum, { description: 'Состояние отправления' })
  @Enum({ items: () => shipmentStates, nativeEnumName: 'shipment_state', default: 'registering' })
  state: ShipmentState = 'registering';

  @Field(() => String, { nullable: true, description: 'Последний статус службы доставки: код' })
  @Property({ length: 60, nullable: true })
  statusCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Последний статус службы доставки: название' })
  @Property({ length: 200, nullable: true })
  statusName?: string | null;

  @Field(() => Date, { nullable: true, description: 'Когда служба доставки назначила последний статус' })
  @Property({ type: 'timestamptz', nullable: true })
  statusAt?: Date | null;

  /** When the shop last read the shipment back from the carrier. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  checkedAt: Date = new Date();
}
