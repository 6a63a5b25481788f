/** The information pages of the footer (SPEC §1, §2). `/dilevery` is spelled so on purpose. */
export const infoUrls = {
  deliveryInfo: '/dilevery',
  returnPolicy: '/return-policy',
  reviews: '/reviews',
  contacts: '/contacts',
  guarantee: '/guarantee',
  howToBuy: '/how-to-buy',
  delivery: '/delivery',
  discount: '/discount',
} as const;

export type InfoPageKey = keyof typeof infoUrls;
