import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { UserRef } from '../../core/graphql.js';
import type { AuditRecordView } from './audit.service.js';
import type { Dashboard } from './dashboard.service.js';

@ObjectType('DashboardDay', { description: 'День периода: заказы (все оформленные), выручка за вычетом возвратов и возвраты — по дню движения денег', simpleResolvers: true })
class DashboardDayType {
  @Field({ description: 'ГГГГ-ММ-ДД, по времени магазина' }) date: string;
  @Field(() => Int) orders: number;
  @Field(() => Float, { description: 'Получено минус возвращено, ₽' }) revenue: number;
  @Field(() => Float, { description: 'Возвращено покупателям, ₽' }) refunds: number;
}

@ObjectType('DashboardTotals', { description: 'Итоги периода', simpleResolvers: true })
class DashboardTotalsType {
  @Field(() => Int, { description: 'Оформлено заказов, вместе с отменёнными' }) orders: number;
  @Field(() => Float, { description: 'Выручка: получено за период минус возвращено за период, ₽' }) revenue: number;
  @Field(() => Float, { description: 'Возвраты денег за период, ₽' }) refunds: number;
  @Field(() => Float, { description: 'Средний чек без отменённых и полностью возвращённых, ₽' }) averageOrder: number;
  @Field(() => Int, { description: 'Из них отменено' }) cancelled: number;
  @Field(() => Float, { description: 'Скидки по заказам без отменённых (товары и бесплатная доставка), ₽' }) discounts: number;
  @Field(() => Int, { description: 'Заказов без отменённых, получивших скидку' }) discountedOrders: number;
}

@ObjectType('DashboardTopProduct', { description: 'Товар-лидер продаж за период', simpleResolvers: true })
class DashboardTopProductType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field(() => Int, { description: 'Продано, шт.' }) quantity: number;
  @Field(() => Float, { description: 'Со скидками, ₽' }) revenue: number;
}

@ObjectType('DashboardPromotion', { description: 'Акция, давшая больше всего скидок за период', simpleResolvers: true })
class DashboardPromotionType {
  @Field(() => Int, { nullable: true, description: 'Пусто, если акцию с тех пор удалили' }) promotionId: number | null;
  @Field() name: string;
  @Field(() => Int, { description: 'Заказов без отменённых, получивших её' }) orders: number;
  @Field(() => Float, { description: 'Сколько она дала скидки, ₽' }) amount: number;
}

@ObjectType('DashboardLowStock', { description: 'Вариант, который заканчивается', simpleResolvers: true })
class DashboardLowStockType {
  @Field(() => Int) productId: number;
  @Field(() => Int) variantId: number;
  @Field() name: string;
  @Field() sku: string;
  @Field(() => Int) stock: number;
}

@ObjectType('DashboardWaiting', { description: 'Что ждёт менеджера', simpleResolvers: true })
class DashboardWaitingType {
  @Field(() => Int, { description: 'Заказы в статусе «Новый»' }) newOrders: number;
  @Field(() => Int, { description: 'Вопросы без ответа' }) unansweredQuestions: number;
  @Field(() => Int, { description: 'Отзывы без ответа' }) unansweredReviews: number;
}

@ObjectType('Dashboard', { description: 'Сводка back office за период', simpleResolvers: true })
export class DashboardType implements Dashboard {
  @Field({ description: 'Первый день периода' }) from: string;
  @Field({ description: 'Последний день периода' }) to: string;
  @Field(() => [DashboardDayType]) days: Dashboard['days'];
  @Field(() => DashboardTotalsType) totals: Dashboard['totals'];
  @Field(() => [DashboardTopProductType]) topProducts: Dashboard['topProducts'];
  @Field(() => [DashboardPromotionType], { description: 'До пяти акций, давших больше всего скидок' }) promotions: Dashboard['promotions'];
  @Field(() => [DashboardLowStockType]) lowStock: Dashboard['lowStock'];
  @Field(() => DashboardWaitingType) waiting: Dashboard['waiting'];
  @Field(() => Int, { description: 'Новые подписчики за период' }) newSubscribers: number;
}

@ObjectType('AuditRecord', { description: 'Изменение, сделанное сотрудником', simpleResolvers: true })
export class AuditRecordType implements AuditRecordView {
  @Field(() => Int) id: number;
  @Field() at: Date;
  @Field(() => UserRef, { nullable: true }) user: AuditRecordView['user'];
  @Field({ description: 'create, update, delete, status, role, import или bulk' }) action: string;
  @Field({ description: 'Таблица записи: product, checkout, users…' }) entity: string;
  @Field(() => Int, { nullable: true }) entityId: number | null;
  @Field(() => GraphQLJSONObject, { description: 'Поле → [было, стало]' }) changes: AuditRecordView['changes'];
}

@ObjectType('AuditRecordList', { description: 'Страница журнала изменений', simpleResolvers: true })
export class AuditRecordListType {
  @Field(() => [AuditRecordType]) rows: AuditRecordView[];
  @Field(() => Int) length: number;
}
