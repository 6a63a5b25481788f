export const productUrls = {
  productPattern: '/product/:url',
  /** `variantId`: the variant the page opens on (a basket's line, a card under colour or size filters). */
  product: (url: string, variantId?: number | null) => `/product/${encodeURIComponent(url)}${variantId ? `?variant=${variantId}` : ''}`,
} as const;
