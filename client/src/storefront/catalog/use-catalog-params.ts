import type { ProductSort } from '../../generated/catalog/graphql';
import { useLocation, useSearchParams } from '../routing';
import { filtersOf, readCatalogParams, writeCatalogParams, type CatalogFilters } from './catalog-params';

/**
 * The sort, filters and page of a catalogue page, kept in the address so a reload, a shared link
 * and the browser's back and forward buttons show the same products. A new sort or new filters go
 * back to the first page.
 */
export function useCatalogParams() {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const href = (next: URLSearchParams) => {
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return {
    ...params,
    query: searchParams.get('q')?.trim() ?? '',
    /** The address of page `page` of the same list (for links). */
    pageHref: (page: number) => href(writeCatalogParams(searchParams, { ...params, page })),
    setSort: (sort: ProductSort) => setSearchParams(writeCatalogParams(searchParams, { ...params, sort, page: 1 })),
    setFilters: (filters: CatalogFilters) => setSearchParams(writeCatalogParams(searchParams, { sort: params.sort, page: 1, ...filtersOf(filters) })),
  };
}
