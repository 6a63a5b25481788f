import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { ExchangeOverviewType } from './exchange-overview.types.js';
import type { ExchangeRuns } from './exchange-runs.js';

export function exchangeResolver(runs: ExchangeRuns) {
  @Resolver()
  class ExchangeResolver {
    @Query(() => ExchangeOverviewType, { description: 'Адреса фида и обмена с 1С, последние обмены (сотрудники)' })
    @Allow('exchange.read')
    exchangeOverview(@Ctx() ctx: Context) {
      return runs.overview(ctx);
    }
  }
  return ExchangeResolver;
}
