import { Field, Float, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../../core/graphql-inputs.js';
import { orderPaymentStatuses } from '../checkout.entity.js';
import type { PaymentView, RefundView } from './payment-views.js';

export const OrderPaymentStatusEnum = graphqlEnum('OrderPaymentStatus', orderPaymentStatuses, 'Оплата заказа онлайн: ждёт, оплачен, не прошла, деньги возвращены');
const PaymentStatusEnum = graphqlEnum('PaymentStatus', ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const, 'Статус платежа в ЮKassa');
const RefundStatusEnum = graphqlEnum('RefundStatus', ['pending', 'succeeded', 'canceled'] as const, 'Статус возврата в ЮKassa');

@ObjectType('Payment', { description: 'Платёж онлайн через ЮKassa', simpleResolvers: true })
export class PaymentType implements PaymentView {
  @Field(() => String, { nullable: true, description: 'Номер платежа в ЮKassa; пусто, пока ЮKassa не ответила' }) id: string | null;
  @Field(() => PaymentStatusEnum) status: PaymentView['status'];
  @Field(() => Float, { description: '₽' }) amount: number;
  @Field(() => String, { nullable: true, description: 'Чем оплачен: bank_card, sbp, sberbank…' }) method: string | null;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Страница ЮKassa, где покупатель платит (пока платёж ждёт его)' }) confirmationUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Почему платёж отменён' }) reason: string | null;
  @Field() createdAt: Date;
}

@ObjectType('Refund', { description: 'Возврат денег через ЮKassa', simpleResolvers: true })
export class RefundType implements RefundView {
  @Field(() => String, { nullable: true, description: 'Номер возврата в ЮKassa; пусто, пока ЮKassa не ответила' }) id: string | null;
  @Field(() => RefundStatusEnum) status: RefundView['status'];
  @Field(() => Float, { description: '₽' }) amount: number;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field() createdAt: Date;
}
