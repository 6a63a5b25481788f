/** The basket page, and the checkout its «Оформить заказ» leads to. */
export const cartUrls = {
  cart: '/cart',
  checkout: '/checkout',
} as const;
