import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DiscountType } from './basket.types.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { orderStatuses, type OrderStatus } from './checkout.entity.js';
import type { CheckoutView } from './checkout-list.js';
import type { CheckoutStep } from './checkout-history.js';
import { pageType, UserRef } from '../../core/graphql.js';
import type { OrderCustomer } from './order-customers.js';
import { OrderPaymentStatusEnum, PaymentType, RefundType } from './payment/payment.types.js';
import type { OrderPaymentStatus } from './checkout.entity.js';
import { OrderReturnType } from './returns/order-return.api.js';

const OrderStatusEnum = graphqlEnum('OrderStatus', orderStatuses, 'Статус заказа');

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
}

@ObjectType('OrderMethod', { description: 'Способ доставки или оплаты, как он записан в заказе', simpleResolvers: true })
class OrderMethodType {
  @Field(() => Int) id: number;
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
  @Field(() => Float, { description: 'Сумма товаров по ценам, ₽' }) itemsAmount: number;
  @Field(() => String, { nullable: true, description: 'Промокод заказа' }) promoCode: string | null;
  @Field(() => [DiscountType], { description: 'Акции и промокод заказа' }) discounts: CheckoutView['discounts'];
  @Field(() => Float, { description: 'Скидка: по строкам и бесплатная доставка, ₽' }) discountAmount: number;
  @Field(() => Float, { description: 'Итого: товары − скидка + доставка, ₽' }) totalAmount: number;
  @Field(() => OrderPaymentStatusEnum, { nullable: true, description: 'Оплата онлайн; пусто у других способов оплаты' }) paymentStatus: OrderPaymentStatus | null;
  @Field({ description: 'Ключ заказа: с ним гость видит и оплачивает заказ' }) accessToken: string;
  @Field(() => PaymentType, { nullable: true, description: 'Последняя попытка оплаты онлайн' }) payment: CheckoutView['payment'];
  @Field(() => [PaymentType]) payments: CheckoutView['payments'];
  @Field(() => [RefundType]) refunds: CheckoutView['refunds'];
  @Field(() => [OrderReturnType], { description: 'Возвраты товаров' }) returns: CheckoutView['returns'];
  @Field() createdAt: Date;
  @Field(() => CheckoutRecipientType) contact: CheckoutView['contact'];
  @Field(() => [CheckoutLineType]) orderProducts: CheckoutView['orderProducts'];
}

@ObjectType('CheckoutStep', { description: 'Шаг истории заказа: оформление (from пусто) или смена статуса', simpleResolvers: true })
export class CheckoutStepType implements CheckoutStep {
  @Field() at: Date;
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Статус до' }) from: OrderStatus | null;
  @Field(() => OrderStatusEnum, { description: 'Статус после' }) status: OrderStatus;
  @Field(() => UserRef, { nullable: true, description: 'Кто: сотрудник, покупатель или никто (гость)' }) user: CheckoutStep['user'];
}

@ObjectType('CheckoutHistory', { description: 'История статусов заказа, от оформления', simpleResolvers: true })
export class CheckoutHistoryType {
  @Field(() => [CheckoutStepType]) rows: CheckoutStep[];
  @Field(() => Int) length: number;
}

@ObjectType('CheckoutList', { description: 'Страница списка заказов', simpleResolvers: true })
export class CheckoutListType {
  @Field(() => [CheckoutType]) rows: CheckoutView[];
  @Field(() => Int) length: number;
}

@ObjectType('OrderCustomer', { description: 'Покупатель для заказа по телефону', simpleResolvers: true })
export class OrderCustomerType implements OrderCustomer {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ description: 'Последний телефон из заказов или адресов' }) phone: string;
}

export const OrderCustomerListType = pageType('OrderCustomer', OrderCustomerType);
