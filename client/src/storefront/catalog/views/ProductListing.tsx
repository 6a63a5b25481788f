import { useQuery } from '@apollo/client/react';
import { memo, Suspense, useCallback, useRef, useState } from 'react';
import { lazyNamed, lazyScreen } from '../../../shared/routing/lazy-screen';
import { CatalogCountDocument, CatalogPageDocument, type CatalogFacetsFragment } from '../../../generated/catalog/graphql';
import { storefrontSortOptions } from '../../../shared/catalog/product-sorts';
import { errorMessage } from '../../../shared/errors/error-message';
import { ProductGridSkeleton } from '../../shop/components/ProductSkeletons';
import { SortSelect } from '../../shop/components/SortSelect';
import { itemCount } from '../../shop/item-count';
import { ErrorState } from '../../ui/ErrorState';
import { Stack, Text } from '../../ui/Text';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { filterCount, filtersOf, hasFilters, NO_FILTERS, PRODUCTS_PER_PAGE, type CatalogFilters as Filters } from '../catalog-params';
import { ActiveFilters } from '../components/ActiveFilters';
import { CatalogPages } from '../components/CatalogPages';
import { CategoryLinks } from '../components/CategoryLinks';
import { NothingFound } from '../components/NothingFound';
import { ProductGrid } from '../components/ProductGrid';
import { useCatalogParams } from '../use-catalog-params';
import styles from './ProductListing.module.css';

/**
 * The filters are a part the browser hydrates after the rest of the page: the server renders them
 * (catalog-screens.ts loads them there first), the shopper sees them at once, and their script
 * stays out of the catalogue's first load.
 */
export const CatalogFilters = lazyScreen(
  'src/storefront/catalog/components/CatalogFilters.tsx',
  () => import('../components/CatalogFilters'),
  (module) => module.CatalogFilters,
  { part: true },
);

/** What an empty search offers instead: rarely seen, so a part too, outside the catalogue's first load. */
export const EmptySearch = lazyScreen(
  'src/storefront/search/views/EmptySearch.tsx',
  () => import('../../search/views/EmptySearch'),
  (module) => module.EmptySearch,
  { part: true },
);

/** «Возможно, вы искали» asks its own question once a search's page is shown: a part outside the catalogue's first load. */
const SearchCorrection = lazyNamed(
  () => import('../../search/views/SearchCorrection'),
  (module) => module.SearchCorrection,
);

interface FiltersAsideProps {
  value: Filters;
  /** `value` as text: the part is rendered again only when it, the facets or `onApply` change. */
  filterKey: string;
  facets: CatalogFacetsFragment;
  onApply: (filters: Filters) => void;
}

/**
 * The filters beside the list. Until its chunk has come, the part shows the server's markup; an
 * update reaching its Suspense boundary before then makes React drop that markup and show the
 * fallback, so the filters vanished for a moment after every catalogue page's hydration. It is
 * therefore rendered again only when what it shows changes.
 */
const FiltersAside = memo(
  function FiltersAside({ value, facets, onApply }: FiltersAsideProps) {
    return (
      <Suspense fallback={null}>
        <CatalogFilters live value={value} facets={facets} onApply={onApply} />
      </Suspense>
    );
  },
  (before, after) => before.filterKey === after.filterKey && before.facets === after.facets && before.onApply === after.onApply,
);

/** The filters as the catalogue's query variables. */
function filterVariables({ brands, colors, sizes, tags, minPrice, maxPrice, inStock, discounted }: Filters) {
  const list = (ids: number[]) => (ids.length ? ids : undefined);
  return { brands: list(brands), colors: list(colors), sizes: list(sizes), tags: list(tags), minPrice, maxPrice, available: inStock || undefined, discounted: discounted || undefined };
}

export interface ProductListingProps {
  /** Only the products of this category and its subcategories. */
  categoryId?: number;
  /** The catalogue's front page also offers the root categories. */
  withCategories?: boolean;
}

/**
 * A catalogue page: products of a category or of a search, with the filters, the sort and the
 * pages read from the address. One query per page; while the next page loads the current one stays.
 */
export function ProductListing({ categoryId, withCategories = false }: ProductListingProps) {
  const catalog = useCatalogParams();
  const { query, sort, page } = catalog;
  const filters: Filters = filtersOf(catalog);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [pending, setPending] = useState<Filters | null>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    setPending(null);
  }, []);
  // The filters apply through the latest address, yet keep one callback, so FiltersAside is not rendered again for it.
  const setFilters = useRef(catalog.setFilters);
  setFilters.current = catalog.setFilters;
  const applyFilters = useCallback((next: Filters) => setFilters.current(next), []);
  const where = { name: query || undefined, parent: categoryId };
  const { data, previousData, loading, error, refetch } = useQuery(CatalogPageDocument, {
    variables: {
      ...where,
      ...filterVariables(filters),
      sort,
      page,
      limit: PRODUCTS_PER_PAGE,
      withCategories,
    },
  });
  // The phone's panel counts what its filters would show before they apply.
  const counted = useQuery(CatalogCountDocument, { variables: { ...where, ...filterVariables(pending ?? filters) }, skip: !pending });
  const shown = data ?? previousData;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!shown) return <ProductGridSkeleton />;
  const { rows, length } = shown.products;
  // The form starts again from the address whenever the applied filters change.
  const filterKey = JSON.stringify(filters);
  const chosen = filterCount(filters);
  return (
    <Stack gap={6}>
      {shown.categoriesTree && <CategoryLinks label="Категории" categories={shown.categoriesTree} />}
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FiltersAside value={filters} filterKey={filterKey} facets={shown.productFacets} onApply={applyFilters} />
        </aside>
        {drawerOpen && (
          <Drawer title="Фильтры" closeLabel="Закрыть фильтры" onClose={closeDrawer}>
            <Suspense fallback={null}>
              <CatalogFilters
                key={filterKey}
                value={filters}
                facets={shown.productFacets}
                onChange={setPending}
                submitLabel={`Показать ${itemCount((pending ? (counted.data ?? counted.previousData)?.products.length : length) ?? length)}`}
                onApply={(next) => {
                  closeDrawer();
                  catalog.setFilters(next);
                }}
              />
            </Suspense>
          </Drawer>
        )}
        <div className={styles.results} aria-busy={loading}>
          <div className={styles.bar}>
            <Button variant="outline" size="sm" className={styles.filtersButton} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              Фильтры{chosen > 0 && ` (${chosen})`}
            </Button>
            <Text tone="muted">Найдено {itemCount(length)}</Text>
            <SortSelect value={!query && sort === 'popular' ? 'relevance' : sort} options={storefrontSortOptions(!!query)} onChange={catalog.setSort} />
          </div>
          {query && (
            <Suspense fallback={null}>
              <SearchCorrection query={query} />
            </Suspense>
          )}
          <ActiveFilters value={filters} facets={shown.productFacets} onApply={catalog.setFilters} />
          {rows.length ? (
            <ProductGrid products={rows} />
          ) : (
            <NothingFound query={query} filtered={hasFilters(filters)} onReset={() => catalog.setFilters(NO_FILTERS)} firstPage={length ? catalog.pageHref(1) : undefined} />
          )}
          {!length && query && (
            <Suspense fallback={null}>
              <EmptySearch query={query} />
            </Suspense>
          )}
          <CatalogPages total={length} pageSize={PRODUCTS_PER_PAGE} page={page} pageHref={catalog.pageHref} />
        </div>
      </div>
    </Stack>
  );
}
