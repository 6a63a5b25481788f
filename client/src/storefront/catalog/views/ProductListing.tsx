import { useQuery } from '@apollo/client/react';
import { CatalogPageDocument } from '../../../generated/shop/graphql';
import { sortOptions } from '../../../shared/catalog/product-sorts';
import { errorMessage } from '../../../shared/errors/error-message';
import { ProductGridSkeleton } from '../../shop/components/ProductSkeletons';
import { SortSelect } from '../../shop/components/SortSelect';
import { itemCount } from '../../shop/item-count';
import { ErrorState } from '../../ui/ErrorState';
import { Stack, Text } from '../../ui/Text';
import { hasFilters, NO_FILTERS, PRODUCTS_PER_PAGE, type CatalogFilters as Filters } from '../catalog-params';
import { CatalogFilters } from '../components/CatalogFilters';
import { CatalogPages } from '../components/CatalogPages';
import { CategoryLinks } from '../components/CategoryLinks';
import { NothingFound } from '../components/NothingFound';
import { ProductGrid } from '../components/ProductGrid';
import { useCatalogParams } from '../use-catalog-params';
import styles from './ProductListing.module.css';

export interface ProductListingProps {
  /** Only the products of this category and its subcategories. */
  categoryId?: number;
  /** The brands offered as filters: those of this category's subtree; every brand when left out. */
  brandScope?: number;
  /** The catalogue's front page also offers the root categories. */
  withCategories?: boolean;
}

/**
 * A catalogue page: products of a category or of a search, with the filters, the sort and the
 * pages read from the address. One query per page; while the next page loads the current one stays.
 */
export function ProductListing({ categoryId, brandScope, withCategories = false }: ProductListingProps) {
  const catalog = useCatalogParams();
  const { query, sort, page, brands, minPrice, maxPrice, inStock } = catalog;
  const filters: Filters = { brands, minPrice, maxPrice, inStock };
  const { data, previousData, loading, error, refetch } = useQuery(CatalogPageDocument, {
    variables: {
      name: query || undefined,
      parent: categoryId,
      brands: brands.length ? brands : undefined,
      minPrice,
      maxPrice,
      available: inStock || undefined,
      sort,
      page,
      limit: PRODUCTS_PER_PAGE,
      brandScope,
      withCategories,
    },
  });
  const shown = data ?? previousData;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!shown) return <ProductGridSkeleton />;
  const { rows, length } = shown.products;
  return (
    <Stack gap={6}>
      {shown.categoriesTree && <CategoryLinks label="Категории" categories={shown.categoriesTree} />}
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <CatalogFilters
            key={[brands.join(','), minPrice, maxPrice, inStock].join('|')}
            value={filters}
            brands={shown.brands.rows}
            priceRange={shown.priceRange}
            onApply={catalog.setFilters}
          />
        </aside>
        <div className={styles.results} aria-busy={loading}>
          <div className={styles.bar}>
            <Text tone="muted">Найдено {itemCount(length)}</Text>
            <SortSelect value={sort} options={sortOptions} onChange={catalog.setSort} />
          </div>
          {rows.length ? (
            <ProductGrid products={rows} />
          ) : (
            <NothingFound query={query} filtered={hasFilters(filters)} onReset={() => catalog.setFilters(NO_FILTERS)} firstPage={length ? catalog.pageHref(1) : undefined} />
          )}
          <CatalogPages total={length} pageSize={PRODUCTS_PER_PAGE} page={page} pageHref={catalog.pageHref} />
        </div>
      </div>
    </Stack>
  );
}
