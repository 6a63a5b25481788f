import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DiscountType } from './basket.types.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { orderStatuses, type OrderStatus } from './checkout.entity.js';
import type { CheckoutView } from './checkout-list.js';
import type { CheckoutStep } from './checkout-history.js';
import type { CheckoutBulkFailure, CheckoutBulkResult } from './order-status.service.js';
import { pageType, UserRef } from '../../core/graphql.js';
import type { OrderCustomer, OrderCustomerPlace } from './order-customers.js';
import { OrderPaymentStatusEnum, PaymentType, RefundType } from './payment/payment.types.js';
import type { OrderPaymentStatus } from './checkout.entity.js';
import { OrderReturnType } from './returns/order-return.api.js';
import { orderEventKinds } from './order-events.js';
import { ReturnRequestType } from './returns/return-request.types.js';
import { carriers, type Carrier } from './shipping-carriers.js';

const OrderStatusEnum = graphqlEnum('OrderStatus', orderStatuses, 'Статус заказа');
const CarrierEnum = graphqlEnum('Carrier', carriers, 'Служба доставки посылки');

@ObjectType('CheckoutRecipient', { description: 'Получатель и адрес доставки, как они записаны в заказе', simpleResolvers: true })
class CheckoutRecipientType {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() address: string;
  @Field() city: string;
  @Field() country: string;
  @Field() zipCode: string;
  @Field() comment: string;
}

@ObjectType('CheckoutLine', { description: 'Купленный вариант: цена и название на момент заказа', simpleResolvers: true })
class CheckoutLineType {
  @Field(() => Int) id: number;
  @Field(() => Int) productVariantId: number;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'Цена за штуку, ₽' }) price: number;
  @Field(() => Float, { description: 'Скидка на строку (на всё количество), ₽' }) discount: number;
  @Field(() => Float, { description: 'Цена за штуку со скидкой, ₽' }) discountedPrice: number;
  @Field(() => Int, { description: 'Сколько штук вернули' }) returnedQuantity: number;
  @Field() productName: string;
  @Field() sku: string;
  @Field(() => String, { nullable: true, description: 'Размер варианта' }) size: string | null;
  @Field(() => String, { nullable: true, description: 'Цвет варианта' }) color: string | null;
  @Field(() => String, { nullable: true, description: 'Размер варианта на момент заказа' }) sizeName: string | null;
  @Field(() => String, { nullable: true, description: 'Цвет варианта на момент заказа' }) colorName: string | null;
  @Field(() => String, { nullable: true, description: 'Фото варианта (его цвета) на момент заказа: имя файла для /api/images/{name}' }) image: string | null;
}

@ObjectType('OrderMethod', { description: 'Способ доставки или оплаты, как он записан в заказе', simpleResolvers: true })
class OrderMethodType {
  @Field(() => Int) id: number;
  @Field() name: string;
}

@ObjectType('OrderPickupPoint', { description: 'Пункт самовывоза, как он записан в заказе', simpleResolvers: true })
class OrderPickupPointType {
  @Field() name: string;
  @Field() address: string;
  @Field({ description: 'Часы работы' }) hours: string;
  @Field({ description: 'Телефон в виде +79161234567' }) phone: string;
}

@ObjectType('OrderDeliveryDays', { description: 'Срок доставки СДЭК по расчёту при оформлении, календарных дней от передачи в СДЭК', simpleResolvers: true })
class OrderDeliveryDaysType {
  @Field(() => Int) min: number;
  @Field(() => Int) max: number;
}

@ObjectType('OrderDeliveryPoint', { description: 'Пункт СДЭК, как он записан в заказе', simpleResolvers: true })
class OrderDeliveryPointType {
  @Field({ description: 'Код пункта в СДЭК' }) code: string;
  @Field() address: string;
  @Field({ description: 'pickup — пункт выдачи, locker — постамат' }) type: 'pickup' | 'locker';
}

@ObjectType('OrderDeliveryCity', { description: 'Город доставки СДЭК', simpleResolvers: true })
class OrderDeliveryCityType {
  @Field(() => Int, { description: 'Код города в СДЭК' }) code: number;
  @Field() name: string;
}

@ObjectType('Checkout', { description: 'Заказ', simpleResolvers: true })
export class CheckoutType implements CheckoutView {
  @Field(() => Int) id: number;
  @Field(() => OrderStatusEnum) status: OrderStatus;
  @Field(() => Int, { nullable: true, description: 'Сохранённый адрес, на который оформлен заказ' }) addressId: number | null;
  @Field(() => String, { nullable: true }) basketId: string | null;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => OrderMethodType, { nullable: true, description: 'Способ доставки' }) deliveryMethod: CheckoutView['deliveryMethod'];
  @Field(() => Float, { description: 'Стоимость доставки, ₽' }) deliveryPrice: number;
  @Field(() => OrderMethodType, { nullable: true, description: 'Способ оплаты' }) paymentMethod: CheckoutView['paymentMethod'];
  @Field(() => OrderPickupPointType, { nullable: true, description: 'Где забрать заказ; пусто у доставки курьером' }) pickupPoint: CheckoutView['pickupPoint'];
  @Field(() => Int, { nullable: true, description: 'Тариф СДЭК, по которому рассчитана доставка; пусто у способов магазина' }) deliveryTariff: number | null;
  @Field(() => OrderDeliveryDaysType, { nullable: true, description: 'Срок доставки СДЭК {min, max}, календарных дней; пусто у способов магазина' }) deliveryDays: CheckoutView['deliveryDays'];
  @Field(() => OrderDeliveryPointType, { nullable: true, description: 'Пункт выдачи или постамат СДЭК; пусто у курьера и у способов магазина' }) deliveryPoint: CheckoutView['deliveryPoint'];
  @Field(() => OrderDeliveryCityType, { nullable: true, description: 'Город доставки СДЭК; пусто у способов магазина' }) deliveryCity: CheckoutView['deliveryCity'];
  @Field(() => Float, { description: 'Сумма товаров по ценам, ₽' }) itemsAmount: number;
  @Field(() => String, { nullable: true, description: 'Промокод заказа' }) promoCode: string | null;
  @Field(() => [DiscountType], { description: 'Акции и промокод заказа' }) discounts: CheckoutView['discounts'];
  @Field(() => Float, { description: 'Скидка: по строкам и бесплатная доставка, ₽' }) discountAmount: number;
  @Field(() => Float, { description: 'Итого: товары − скидка + доставка, ₽' }) totalAmount: number;
  @Field(() => Int, { description: 'Товаров в заказе, шт.: сумма количеств строк' }) itemCount: number;
  @Field(() => OrderPaymentStatusEnum, { nullable: true, description: 'Где деньги заказа; пусто, пока ничего не платили' }) paymentStatus: OrderPaymentStatus | null;
  @Field(() => Float, { description: 'Оплачено: через ЮKassa и магазину, ₽' }) paidAmount: number;
  @Field(() => Float, { description: 'Возвращено денег, ₽' }) refundedAmount: number;
  @Field(() => Float, { description: 'Стоимость возвращённых товаров, ₽' }) returnedAmount: number;
  @Field(() => Int, { description: 'Версия заказа: растёт с каждым изменением' }) version: number;
  @Field({ description: 'Ключ заказа: с ним гость видит и оплачивает заказ' }) accessToken: string;
  @Field(() => PaymentType, { nullable: true, description: 'Последняя попытка оплаты онлайн' }) payment: CheckoutView['payment'];
  @Field(() => [PaymentType]) payments: CheckoutView['payments'];
  @Field(() => [RefundType]) refunds: CheckoutView['refunds'];
  @Field(() => [OrderReturnType], { description: 'Возвраты товаров' }) returns: CheckoutView['returns'];
  @Field(() => [ReturnRequestType], { description: 'Заявки покупателя на возврат' }) returnRequests: CheckoutView['returnRequests'];
  @Field(() => Date, { nullable: true, description: 'До какого момента покупатель может попросить возврат; пусто, пока заказ не доставлен' }) returnUntil: Date | null;
  @Field(() => String, { nullable: true, description: 'Трек-номер посылки' }) trackNumber: string | null;
  @Field(() => CarrierEnum, { nullable: true, description: 'Служба доставки посылки' }) carrier: Carrier | null;
  @Field(() => String, { nullable: true, description: 'Страница отслеживания посылки у службы доставки' }) trackingUrl: string | null;
  @Field() createdAt: Date;
  @Field(() => CheckoutRecipientType) contact: CheckoutView['contact'];
  @Field(() => [CheckoutLineType]) orderProducts: CheckoutView['orderProducts'];
}

const OrderEventKindEnum = graphqlEnum('OrderEventKind', orderEventKinds, 'Событие заказа');

@ObjectType('CheckoutStep', { description: 'Событие в истории заказа: оформление, смена статуса, оплата, возврат денег или товаров', simpleResolvers: true })
export class CheckoutStepType implements CheckoutStep {
  @Field() at: Date;
  @Field(() => OrderEventKindEnum) kind: CheckoutStep['kind'];
  @Field({ description: 'Кто: имя и email сотрудника, «Покупатель», «ЮKassa» или «Магазин»' }) by: string;
  @Field({ description: 'Что случилось' }) text: string;
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Статус до (у смены статуса)' }) from: OrderStatus | null;
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Статус после (у смены статуса)' }) status: OrderStatus | null;
  @Field(() => Float, { nullable: true, description: 'Сумма события, ₽' }) amount: number | null;
  @Field(() => UserRef, { nullable: true, description: 'Сотрудник, если это сделал сотрудник' }) user: CheckoutStep['user'];
}

@ObjectType('CheckoutHistory', { description: 'История заказа, от оформления', simpleResolvers: true })
export class CheckoutHistoryType {
  @Field(() => [CheckoutStepType]) rows: CheckoutStep[];
  @Field(() => Int) length: number;
}

@ObjectType('CheckoutBulkFailure', { description: 'Заказ, который массовое действие не изменило, и причина', simpleResolvers: true })
class CheckoutBulkFailureType implements CheckoutBulkFailure {
  @Field(() => Int) id: number;
  @Field({ description: 'Код ошибки (ORDER_STATUS, NOT_FOUND, STALE…)' }) code: string;
  @Field({ description: 'Причина по-русски' }) message: string;
}

@ObjectType('CheckoutBulkResult', { description: 'Итог смены статуса нескольких заказов', simpleResolvers: true })
export class CheckoutBulkResultType implements CheckoutBulkResult {
  @Field(() => [Int], { description: 'Заказы, статус которых изменён' }) done: number[];
  @Field(() => [CheckoutBulkFailureType], { description: 'Заказы, оставшиеся как были, с причиной' }) failed: CheckoutBulkFailure[];
}

@ObjectType('CheckoutList', { description: 'Страница списка заказов', simpleResolvers: true })
export class CheckoutListType {
  @Field(() => [CheckoutType]) rows: CheckoutView[];
  @Field(() => Int) length: number;
}

@ObjectType('OrderCustomerPlace', { description: 'Куда ушёл последний заказ гостя', simpleResolvers: true })
class OrderCustomerPlaceType implements OrderCustomerPlace {
  @Field() address: string;
  @Field() city: string;
  @Field() country: string;
  @Field() zipCode: string;
}

@ObjectType('OrderCustomer', { description: 'Покупатель для заказа по телефону: с учётной записью или гость прошлых заказов', simpleResolvers: true })
export class OrderCustomerType implements OrderCustomer {
  @Field(() => Int, { nullable: true, description: 'Учётная запись; пусто у гостя прошлых заказов' }) id: number | null;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ description: 'Телефон, по которому нашёлся покупатель; при поиске по почте или имени — последний из заказов или адресов' }) phone: string;
  @Field(() => OrderCustomerPlaceType, { nullable: true, description: 'Куда ушёл последний заказ гостя; пусто у покупателя с учётной записью' }) lastPlace: OrderCustomerPlace | null;
}

export const OrderCustomerListType = pageType('OrderCustomer', OrderCustomerType);
