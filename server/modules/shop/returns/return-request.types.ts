import { Field, Int, ObjectType } from 'type-graphql';
import { pageType } from '../../../core/graphql.js';
import { graphqlEnum } from '../../../core/graphql-inputs.js';
import { returnRequestStatuses } from './return-request.entities.js';
import type { ReturnRequestView } from './return-request-views.js';

const ReturnRequestStatusEnum = graphqlEnum('ReturnRequestStatus', returnRequestStatuses, 'Заявка на возврат: requested — рассматривается, accepted — принята, declined — отклонена');

@ObjectType('ReturnRequestLine', { description: 'Сколько штук строки заказа покупатель просит вернуть', simpleResolvers: true })
class ReturnRequestLineType {
  @Field(() => Int, { description: 'Строка заказа (orderProducts[].id)' }) orderProductId: number;
  @Field() productName: string;
  @Field() sku: string;
  @Field(() => Int) quantity: number;
}

@ObjectType('ReturnRequest', { description: 'Заявка покупателя на возврат товаров доставленного заказа', simpleResolvers: true })
export class ReturnRequestType implements ReturnRequestView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'Заказ' }) checkoutId: number;
  @Field(() => ReturnRequestStatusEnum) status: ReturnRequestView['status'];
  @Field({ description: 'Причина, названная покупателем' }) reason: string;
  @Field({ description: 'Комментарий покупателя' }) comment: string;
  @Field(() => String, { nullable: true, description: 'Причина решения (обязательна при отказе)' }) decisionReason: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Когда рассмотрена' }) decidedAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Возврат, которым стала принятая заявка' }) orderReturnId: number | null;
  @Field(() => [ReturnRequestLineType]) lines: ReturnRequestView['lines'];
}

export const ReturnRequestListType = pageType('ReturnRequest', ReturnRequestType);
