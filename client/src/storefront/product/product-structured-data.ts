import type { ProductPageQuery } from '../../generated/product/graphql';
import { imageUrl } from '../../shared/format/format';
import { productUrls } from '../../shared/catalog/product-urls';
import { SHOP_PICTURE } from '../../shared/components/PageTitle';

type Product = ProductPageQuery['productByUrl'];
type DeliveryMethod = ProductPageQuery['deliveryMethods']['rows'][number];

/** What the page knows of the shop besides the product: its delivery methods and RETURN_DAYS. */
export interface ShopTerms {
  deliveryMethods: readonly DeliveryMethod[];
  returnDays: number;
}

const availability = (inStock: boolean) => `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];

/**
 * The product's description, or one made from what it has when it came without (imported from 1C):
 * «Сарафан льняной — Норд, категория «Платья». Цвета: красный, синий. Размеры: 44, 46.»
 */
export function productDescription(product: Product): string {
  const own = product.desc?.trim();
  if (own) return own;
  const colours = unique(product.productVariants.map((variant) => variant.color?.name.toLocaleLowerCase('ru')));
  const sizes = unique(product.productVariants.map((variant) => variant.size?.name));
  return [
    `${product.name}${product.brand ? ` — ${product.brand.name}` : ''}, категория «${product.category.name}».`,
    colours.length ? `${colours.length > 1 ? 'Цвета' : 'Цвет'}: ${colours.join(', ')}.` : '',
    sizes.length ? `${sizes.length > 1 ? 'Размеры' : 'Размер'}: ${sizes.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The product's pictures as paths of the shop: its own and its variants', else its category's, else the shop's. */
export function productPictures(product: Product): string[] {
  const own = unique([...product.images, ...product.productVariants.flatMap((variant) => variant.images)]);
  if (own.length) return own.map(imageUrl);
  return [product.categoryImage ? imageUrl(product.categoryImage) : SHOP_PICTURE];
}

const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/**
 * One `OfferShippingDetails` per delivery method the shop prices itself, to anywhere in Russia: its
 * price, nothing when the product's price reaches the method's free threshold, and its transit days.
 * The shop keeps no handling time, so none is claimed. СДЭК's methods are left out: their price and
 * days are quoted per city and parcel at checkout (CONTRACT §20), so no one figure is true.
 */
function shippingDetails(methods: readonly DeliveryMethod[], price: number) {
  return methods.filter((method) => method.kind === 'manual').map((method) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: method.name,
    shippingRate: { '@type': 'MonetaryAmount', value: method.freeFrom !== null && method.freeFrom !== undefined && price >= method.freeFrom ? 0 : method.price, currency: 'RUB' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'RU' },
    deliveryTime: { '@type': 'ShippingDeliveryTime', transitTime: days(method.minDays, Math.max(method.minDays, method.maxDays)) },
  }));
}

/**
 * Returns within RETURN_DAYS of delivery, sent back by post at the buyer's cost: the law of distance
 * selling (ЗоЗПП ст. 26.1) lets the seller keep the cost of the return delivery, as the shop's
 * return requests do (CONTRACT §19).
 */
const returnPolicy = (returnDays: number) => ({
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'RU',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: returnDays,
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
});

/**
 * schema.org `Product` of a product page (CONTRACT §8): its pictures as absolute addresses, the brand,
 * an `AggregateOffer` when its variants' prices differ (an `Offer` otherwise) with the shipping of
 * each delivery method and the return policy, the `gtin` of the first variant with a barcode, and the
 * rating once reviewed. A product not on sale (no priced variant) has no offer: Google wants a price
 * in every Offer (issue 47).
 */
export function productStructuredData(product: Product, publicUrl: string, terms: ShopTerms): object {
  const prices = product.productVariants.map((variant) => variant.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const url = `${publicUrl}${productUrls.product(product.url)}`;
  const inStock = product.productVariants.some((variant) => variant.stock > 0);
  const policies = { shippingDetails: shippingDetails(terms.deliveryMethods, low), hasMerchantReturnPolicy: returnPolicy(terms.returnDays) };
  const offers =
    !product.available || !prices.length
      ? undefined
      : low !== high
        ? { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: prices.length, priceCurrency: 'RUB', availability: availability(inStock), url, ...policies }
        : { '@type': 'Offer', price: low, priceCurrency: 'RUB', availability: availability(inStock), url, ...policies };
  const gtin = product.productVariants.find((variant) => variant.barcode)?.barcode;
  return {
    '@type': 'Product',
    name: product.name,
    url,
    // never empty: a product without pictures shows its category's, or the shop's own (CONTRACT §12)
    image: productPictures(product).map((path) => `${publicUrl}${path}`),
    description: productDescription(product),
    sku: product.productVariants[0]?.sku ?? String(product.id),
    ...(gtin ? { gtin } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(offers ? { offers } : {}),
    ...(product.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } } : {}),
  };
}
