import { adminUrls } from '../urls';

/** The customers' baskets, a read-only list. */
export const basketUrls = { list: `${adminUrls.root}/baskets` } as const;
