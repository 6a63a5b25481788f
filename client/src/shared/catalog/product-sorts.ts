import type { ProductSort } from '../../generated/shop/graphql';

/** The product list's orders (CONTRACT §6), as the storefront and the back office offer them. */
export const sortOptions: readonly { value: ProductSort; label: string }[] = [
  { value: 'popular', label: 'Популярные' },
  { value: 'new', label: 'Новинки' },
  { value: 'price_asc', label: 'Сначала дешевле' },
  { value: 'price_desc', label: 'Сначала дороже' },
  { value: 'rating', label: 'С высоким рейтингом' },
];
