import type { ProductPageQuery } from '../../generated/product/graphql';
import { imageUrl } from '../../shared/format/format';
import { productUrls } from '../../shared/catalog/product-urls';
import { SHOP_PICTURE } from '../../shared/components/PageTitle';

type Product = ProductPageQuery['productByUrl'];

const availability = (inStock: boolean) => `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;

/**
 * schema.org `Product` of a product page (CONTRACT §8): its pictures as absolute addresses, the brand,
 * an `AggregateOffer` when its variants' prices differ (an `Offer` otherwise), the `gtin` of the first
 * variant with a barcode, and the rating once reviewed.
 */
export function productStructuredData(product: Product, publicUrl: string): object {
  const prices = product.productVariants.map((variant) => variant.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const url = `${publicUrl}${productUrls.product(product.url)}`;
  const inStock = product.productVariants.some((variant) => variant.stock > 0);
  // A product not on sale (no priced variant) has no offer: Google wants a price in every Offer (CONTRACT §8, issue 47).
  const offers = !product.available || !prices.length
    ? undefined
    : low !== high
    ? { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, priceCurrency: 'RUB', availability: availability(inStock), url }
      : { '@type': 'Offer', price: low, priceCurrency: 'RUB', availability: availability(inStock), url };
  const images = [...new Set([...product.images, ...product.productVariants.flatMap((variant) => variant.images)])];
  const gtin = product.productVariants.find((variant) => variant.barcode)?.barcode;
  return {
    '@type': 'Product',
    name: product.name,
    url,
    // never empty: a product without pictures shows the shop's own (CONTRACT §12)
    image: images.length ? images.map((name) => `${publicUrl}${imageUrl(name)}`) : [`${publicUrl}${SHOP_PICTURE}`],
    description: product.desc ?? undefined,
    sku: product.productVariants[0]?.sku ?? String(product.id),
    ...(gtin ? { gtin } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(offers ? { offers } : {}),
    ...(product.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } } : {}),
  };
}
