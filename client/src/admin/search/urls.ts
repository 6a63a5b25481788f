import { adminUrls } from '../urls';

/** The search over products, orders and customers: `/admin/search?q=…`. */
export const searchUrls = {
  list: `${adminUrls.root}/search`,
  of: (q: string) => `${adminUrls.root}/search?${new URLSearchParams({ q })}`,
} as const;
