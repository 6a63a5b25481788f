import { adminUrls } from '../urls';

/** The exchange with Yandex Market and 1C / МойСклад: their addresses and the log of exchanges. */
export const exchangeUrls = {
  home: `${adminUrls.root}/exchange`,
} as const;
