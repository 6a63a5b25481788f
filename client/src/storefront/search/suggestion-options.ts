import type { SearchSuggestQuery } from '../../generated/search/graphql';
import { productUrls } from '../../shared/catalog/product-urls';
import { catalogListUrl } from '../catalog/catalog-params';
import { catalogUrls } from '../catalog/urls';

/** The server suggests nothing for fewer characters (CONTRACT §9). */
export const MIN_QUERY_LENGTH = 2;

export type SuggestionKind = 'product' | 'category' | 'brand';

/** One line of the suggestion list: where it leads, and for a product its price and picture. */
export interface Suggestion {
  kind: SuggestionKind;
  key: string;
  name: string;
  href: string;
  price?: number | null;
  image?: string | null;
  /** A product's brand, which tells apart products of the same name. */
  brand?: string | null;
}

/** The list's groups in the order shown: products, then categories, then brands. */
export const suggestionGroups: { kind: SuggestionKind; title: string }[] = [
  { kind: 'product', title: 'Товары' },
  { kind: 'category', title: 'Категории' },
  { kind: 'brand', title: 'Бренды' },
];

/** The server's suggestions as one list in the order shown; a brand leads to the catalogue filtered by it. */
export function suggestionsOf({ products, categories, brands }: SearchSuggestQuery['searchSuggest']): Suggestion[] {
  return [
    ...products.map((product) => ({ kind: 'product' as const, key: `product-${product.id}`, name: product.name, href: productUrls.product(product.url), price: product.price, image: product.image, brand: product.brand })),
    ...categories.map((category) => ({ kind: 'category' as const, key: `category-${category.id}`, name: category.name, href: catalogUrls.category(category.url) })),
    ...brands.map((brand) => ({ kind: 'brand' as const, key: `brand-${brand.id}`, name: brand.name, href: catalogListUrl({ brands: [brand.id] }) })),
  ];
}
