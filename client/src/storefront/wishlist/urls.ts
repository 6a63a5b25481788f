/** The shopper's wishlist. */
export const wishlistUrls = {
  wishlist: '/wishlist',
} as const;
