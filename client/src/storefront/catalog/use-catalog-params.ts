import { useSearchParams } from 'react-router-dom';
import type { ProductSort } from '../../generated/shop/graphql';
import { readCatalogParams, writeCatalogParams, type CatalogFilters } from './catalog-params';

/**
 * The sort, filters and page of a catalogue page, kept in the address so a reload, a shared link
 * and the browser's back and forward buttons show the same products. A new sort or new filters go
 * back to the first page.
 */
export function useCatalogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  return {
    ...params,
    query: searchParams.get('q')?.trim() ?? '',
    /** The address of page `page` of the same list (for links). */
    pageHref: (page: number) => `?${writeCatalogParams(searchParams, { ...params, page })}`,
    setSort: (sort: ProductSort) => setSearchParams(writeCatalogParams(searchParams, { ...params, sort, page: 1 })),
    setFilters: ({ brands, minPrice, maxPrice, inStock }: CatalogFilters) =>
      setSearchParams(writeCatalogParams(searchParams, { sort: params.sort, page: 1, brands, minPrice, maxPrice, inStock })),
  };
}
