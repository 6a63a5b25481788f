import type { ProductSort } from '../../generated/catalog/graphql';
import { storefrontSortOptions } from '../../shared/catalog/product-sorts';
import { catalogUrls } from './urls';

/** Products on one catalogue page. */
export const PRODUCTS_PER_PAGE = 24;

/** Relevance while searching, popularity otherwise (the server's reading of `relevance`). */
const DEFAULT_SORT: ProductSort = 'relevance';

/** The filters a shopper applies; `undefined` price bounds mean «any». */
export interface CatalogFilters {
  brands: number[];
  colors: number[];
  sizes: number[];
  tags: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Only products sold below their old price (the home page's «Скидки»). */
  discounted: boolean;
}

/** What the address holds for a catalogue page besides the search text (`q`, set by the header). */
export interface CatalogParams extends CatalogFilters {
  sort: ProductSort;
  page: number;
}

/** The address's names: `?sort=price_asc&brand=3&brand=5&color=2&size=7&tag=1&minPrice=1000&maxPrice=5000&inStock=1&discounted=1&page=2`. */
const keys = { sort: 'sort', page: 'page', minPrice: 'minPrice', maxPrice: 'maxPrice', inStock: 'inStock', discounted: 'discounted' } as const;

/** The filters chosen from lists of ids, with their names in the address. */
export const idFilters = { brands: 'brand', colors: 'color', sizes: 'size', tags: 'tag' } as const;
export type IdFilter = keyof typeof idFilters;
const idFilterNames = Object.keys(idFilters) as IdFilter[];

const positiveInteger = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

const price = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The catalogue page the address describes; anything malformed falls back to its default. */
export function readCatalogParams(params: URLSearchParams): CatalogParams {
  const sort = params.get(keys.sort);
  return {
    sort: storefrontSortOptions(true).some((option) => option.value === sort) ? (sort as ProductSort) : DEFAULT_SORT,
    page: positiveInteger(params.get(keys.page)) ?? 1,
    ...(Object.fromEntries(idFilterNames.map((filter) => [filter, params.getAll(idFilters[filter]).flatMap((id) => positiveInteger(id) ?? [])])) as Record<IdFilter, number[]>),
    minPrice: price(params.get(keys.minPrice)),
    maxPrice: price(params.get(keys.maxPrice)),
    inStock: params.get(keys.inStock) === '1',
    discounted: params.get(keys.discounted) === '1',
  };
}

/** The address for `next`, keeping the search text and leaving defaults out. */
export function writeCatalogParams(current: URLSearchParams, next: CatalogParams): URLSearchParams {
  const params = new URLSearchParams();
  const query = current.get('q');
  if (query) params.set('q', query);
  if (next.sort !== DEFAULT_SORT) params.set(keys.sort, next.sort);
  for (const filter of idFilterNames) next[filter].forEach((id) => params.append(idFilters[filter], String(id)));
  if (next.minPrice !== undefined) params.set(keys.minPrice, String(next.minPrice));
  if (next.maxPrice !== undefined) params.set(keys.maxPrice, String(next.maxPrice));
  if (next.inStock) params.set(keys.inStock, '1');
  if (next.discounted) params.set(keys.discounted, '1');
  if (next.page > 1) params.set(keys.page, String(next.page));
  return params;
}

export const NO_FILTERS: CatalogFilters = { brands: [], colors: [], sizes: [], tags: [], inStock: false, discounted: false };

/** The catalogue's address for a sort and filters: the home page's «Смотреть все», a brand among the search suggestions. */
export function catalogListUrl(params: Partial<CatalogParams>): string {
  const search = writeCatalogParams(new URLSearchParams(), { sort: DEFAULT_SORT, page: 1, ...NO_FILTERS, ...params }).toString();
  return search ? `${catalogUrls.catalog}?${search}` : catalogUrls.catalog;
}

/** How many filters are chosen: each id, a price bound, «Только в наличии», «Со скидкой». */
export const filterCount = (filters: CatalogFilters): number =>
  idFilterNames.reduce((sum, filter) => sum + filters[filter].length, 0) +
  Number(filters.minPrice !== undefined) +
  Number(filters.maxPrice !== undefined) +
  Number(filters.inStock) +
  Number(filters.discounted);

export const hasFilters = (filters: CatalogFilters): boolean => filterCount(filters) > 0;

/** The filters alone, out of a catalogue page's parameters. */
export const filtersOf = ({ brands, colors, sizes, tags, minPrice, maxPrice, inStock, discounted }: CatalogFilters): CatalogFilters => ({
  brands,
  colors,
  sizes,
  tags,
  minPrice,
  maxPrice,
  inStock,
  discounted,
});
