/** The basket page. */
export const cartUrls = {
  cart: '/cart',
} as const;
