/** The checkout, and the page that confirms a placed order. */
export const checkoutUrls = {
  checkout: '/checkout',
  successPattern: '/checkout/success/:id',
  success: (id: number) => `/checkout/success/${id}`,
} as const;
