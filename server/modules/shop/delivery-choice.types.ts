import { Field, Float, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { int, money } from '../../core/outputs.js';
import { DeliveryKindEnum, deliveryKinds, type DeliveryKind } from './checkout-methods.entities.js';

const pointKinds = ['pickup', 'locker'] as const;
const PointKindEnum = graphqlEnum('DeliveryPointType', pointKinds, 'pickup — пункт выдачи, locker — постамат');

export const cityOutput = z
  .object({ code: int.describe('Код города в СДЭК'), name: z.string().describe('Город с областью и страной') })
  .meta({ id: 'DeliveryCity', description: 'Город доставки СДЭК' });

export const pointOutput = z
  .object({
    code: z.string().describe('Код пункта в СДЭК'),
    name: z.string(),
    address: z.string(),
    hours: z.string().describe('Часы работы, как их пишет СДЭК'),
    type: z.enum(pointKinds).describe('pickup — пункт выдачи, locker — постамат'),
    lat: z.number(),
    lon: z.number(),
  })
  .meta({ id: 'DeliveryPoint', description: 'Пункт выдачи или постамат СДЭК' });

export const offerOutput = z
  .object({
    deliveryMethodId: int,
    name: z.string().describe('Название способа доставки'),
    kind: z.enum(deliveryKinds),
    price: money.describe('Сколько заплатит покупатель за доставку, ₽ (0, если сумма заказа не меньше freeFrom)'),
    carrierPrice: money.describe('Цена СДЭК, ₽'),
    freeFrom: money.nullable().describe('Сумма заказа, от которой доставка бесплатна, ₽'),
    daysMin: int.describe('Срок от, календарных дней'),
    daysMax: int.describe('Срок до, календарных дней'),
    tariff: int.describe('Тариф СДЭК'),
  })
  .meta({ id: 'DeliveryOffer', description: 'Расчёт способа доставки СДЭК для корзины' });

@ObjectType('DeliveryCity', { description: 'Город доставки СДЭК', simpleResolvers: true })
export class DeliveryCityType {
  @Field(() => Int, { description: 'Код города в СДЭК' }) code: number;
  @Field({ description: 'Город с областью и страной' }) name: string;
}

@ObjectType('DeliveryPoint', { description: 'Пункт выдачи или постамат СДЭК', simpleResolvers: true })
export class DeliveryPointType {
  @Field({ description: 'Код пункта в СДЭК' }) code: string;
  @Field() name: string;
  @Field() address: string;
  @Field({ description: 'Часы работы, как их пишет СДЭК' }) hours: string;
  @Field(() => PointKindEnum) type: (typeof pointKinds)[number];
  @Field(() => Float) lat: number;
  @Field(() => Float) lon: number;
}

@ObjectType('DeliveryOffer', { description: 'Расчёт способа доставки СДЭК для корзины', simpleResolvers: true })
export class DeliveryOfferType {
  @Field(() => Int) deliveryMethodId: number;
  @Field({ description: 'Название способа доставки' }) name: string;
  @Field(() => DeliveryKindEnum) kind: DeliveryKind;
  @Field(() => Float, { description: 'Сколько заплатит покупатель за доставку, ₽ (0, если сумма заказа не меньше freeFrom)' }) price: number;
  @Field(() => Float, { description: 'Цена СДЭК, ₽' }) carrierPrice: number;
  @Field(() => Float, { nullable: true, description: 'Сумма заказа, от которой доставка бесплатна, ₽' }) freeFrom: number | null;
  @Field(() => Int, { description: 'Срок от, календарных дней' }) daysMin: number;
  @Field(() => Int, { description: 'Срок до, календарных дней' }) daysMax: number;
  @Field(() => Int, { description: 'Тариф СДЭК' }) tariff: number;
}

export const mapOutput = z
  .object({ apiKey: z.string().nullable().describe('Ключ JavaScript API Яндекс Карт; null — карты нет') })
  .meta({ id: 'DeliveryMap', description: 'Карта пунктов выдачи' });

@ObjectType('DeliveryMap', { description: 'Карта пунктов выдачи', simpleResolvers: true })
export class DeliveryMapType {
  @Field(() => String, { nullable: true, description: 'Ключ JavaScript API Яндекс Карт; пусто — пункты только списком' }) apiKey: string | null;
}
