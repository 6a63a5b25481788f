export const productUrls = {
  productPattern: '/product/:url',
  product: (url: string) => `/product/${encodeURIComponent(url)}`,
} as const;
