import type { ProductSort } from '../../generated/catalog/graphql';

/** The product list's orders (CONTRACT §6), as the storefront and the back office offer them. */
export const sortOptions: readonly { value: ProductSort; label: string }[] = [
  { value: 'popular', label: 'Популярные' },
  { value: 'new', label: 'Новинки' },
  { value: 'price_asc', label: 'Сначала дешевле' },
  { value: 'price_desc', label: 'Сначала дороже' },
  { value: 'rating', label: 'С высоким рейтингом' },
];

/**
 * The storefront's orders: first its natural one, `relevance` — the best match to the search, or
 * the most popular without one (as the server reads it) — then the others; «Популярные» is offered
 * apart only while searching.
 */
export function storefrontSortOptions(searching: boolean): readonly { value: ProductSort; label: string }[] {
  return [{ value: 'relevance', label: searching ? 'По соответствию' : 'Популярные' }, ...sortOptions.filter((option) => searching || option.value !== 'popular')];
}
