import type { Route } from '../../core/rest.js';
import { exchangeOverviewOutput } from './exchange.outputs.js';
import type { ExchangeRuns } from './exchange-runs.js';

/** The back office's view of the exchange (CONTRACT §11): the feed's and the 1C exchange's addresses and the last runs. */
export function exchangeApiRoutes(runs: ExchangeRuns): Route[] {
  return [{ method: 'get', path: '/exchange', tag: 'Back office', operation: 'exchange.read', summary: 'Адреса фида и обмена с 1С, последние 20 обменов', response: exchangeOverviewOutput, handle: (ctx) => runs.overview(ctx) }];
}
