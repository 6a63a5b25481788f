import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { UserRef } from '../../core/graphql.js';
import type { ExchangeOverview, ExchangeRunView } from './exchange-runs.js';

@ObjectType('ExchangeRun', { description: 'Один шаг обмена с 1С / МойСклад в журнале', simpleResolvers: true })
export class ExchangeRunType implements ExchangeRunView {
  @Field(() => Int) id: number;
  @Field() at: Date;
  @Field(() => UserRef, { nullable: true, description: 'Сотрудник, под чьей учётной записью шёл обмен' }) user: ExchangeRunView['user'];
  @Field(() => String, { description: 'catalog-import, offers-import, sale-query, sale-success или sale-file' }) kind: ExchangeRunView['kind'];
  @Field({ description: 'Имя файла, если он был' }) filename: string;
  @Field(() => String, { description: 'success, progress (часть файла, 1С продолжит) или failure' }) outcome: ExchangeRunView['outcome'];
  @Field(() => GraphQLJSONObject, { description: 'Что сделано: productsCreated, ordersSent… → число' }) counts: ExchangeRunView['counts'];
  @Field({ description: 'Причина ошибки или предупреждения' }) message: string;
}

@ObjectType('ExchangeOverview', { description: 'Адреса фида Яндекс Маркета и обмена с 1С, последние обмены', simpleResolvers: true })
export class ExchangeOverviewType implements ExchangeOverview {
  @Field({ description: 'Адрес фида, с ?token=, если задан FEED_TOKEN' }) feedUrl: string;
  @Field({ description: 'Фид защищён токеном' }) feedTokenSet: boolean;
  @Field({ description: 'Адрес обмена для 1С и МойСклад' }) exchangeUrl: string;
  @Field(() => [ExchangeRunType], { description: 'Последние 20 обменов, новые первыми' }) runs: ExchangeRunView[];
}
