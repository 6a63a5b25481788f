import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';
import { AdminProductsDocument } from '../../../generated/admin/graphql';
import { sortOptions } from '../../../shared/catalog/product-sorts';
import { customerIdFrom as idFrom } from '../../checkouts/filter-values';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { DataTable } from '../../dictionaries/components/DataTable';
import { EditDeleteActions } from '../../dictionaries/components/DictionaryTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { BulkBar } from '../components/BulkBar';
import { BulkReport } from '../components/BulkReport';
import { ImportPreview } from '../components/ImportPreview';
import { ImportReport } from '../components/ImportReport';
import { productColumns } from '../components/product-columns';
import { SpreadsheetButtons } from '../components/SpreadsheetButtons';
import { productUrls } from '../urls';
import { useProductChoices } from './use-product-choices';
import { useBulkAction } from './use-bulk-action';
import { useProductDelete } from './use-product-delete';
import { useProductSelection, type ProductFilters } from './use-product-selection';
import { useSpreadsheets } from './use-spreadsheets';

/** The shop's orders of the catalogue, newest first here: a product just added is on top. */
const [newest] = sortOptions.filter((option) => option.value === 'new');
const otherSorts = sortOptions.filter((option) => option.value !== 'new');

/** For staff `available` is three-way: on sale with stock, taken off sale, or everything. */
const saleOptions = [
  { value: 'true', label: 'В продаже и в наличии' },
  { value: 'false', label: 'Сняты с продажи' },
];

/** The address's `available=true|false` as the API's flag; anything else is no filter. */
const saleFlag = (text: string) => (text === 'true' || text === 'false' ? text === 'true' : undefined);

/**
 * `/admin/products`: the catalogue, taken-off-sale products too, by name or SKU, category, brand and
 * sale, in the order chosen; the page and filters in the address. Spreadsheets out and in. Ticked
 * products are taken off sale, returned, moved or deleted at once; a variant's stock and price are
 * changed in the row.
 */
export function ProductsListView() {
  const { page, filters, setPage, setFilter } = useListParams(['q', 'category', 'brand', 'available', 'sort']);
  const choices = useProductChoices();
  const sort = otherSorts.find((option) => option.value === filters.sort) ?? newest;
  const category = idFrom(filters.category);
  const brand = idFrom(filters.brand);
  const found: ProductFilters = {
    sort: sort.value,
    q: filters.q || undefined,
    categories: category ? [category] : undefined,
    brands: brand ? [brand] : undefined,
    available: saleFlag(filters.available),
  };
  const { data, loading, error, refetch } = useQuery(AdminProductsDocument, {
    variables: { ...found, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const selection = useProductSelection(found);
  const bulk = useBulkAction({
    nameOf: selection.nameOf,
    onDone: (done) => {
      selection.drop(done);
      return refetch();
    },
  });
  const deletion = useProductDelete(() => refetch());
  const spreadsheets = useSpreadsheets(() => refetch());

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;
  const columns = productColumns(() => refetch());

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading
        title="Товары"
        refreshing={loading && !!data}
        actions={
          <>
            <SpreadsheetButtons exporting={spreadsheets.exporting} checking={spreadsheets.checking} onExport={() => void spreadsheets.exportAll()} onImport={(file) => void spreadsheets.checkFile(file)} />
            <Button asChild>
              <Link to={productUrls.create}>Добавить товар</Link>
            </Button>
          </>
        }
      />
      {spreadsheets.refusal && <ImportReport refusal={spreadsheets.refusal} onClose={spreadsheets.dismiss} />}
      <ImportPreview preview={spreadsheets.pending?.preview ?? null} progress={spreadsheets.progress} onApply={() => void spreadsheets.apply()} onCancel={spreadsheets.cancel} />
      <ListFilters>
        <SearchFilter label="Название или артикул" placeholder="например, платье или DR-42" value={filters.q} onSearch={(value) => setFilter('q', value)} />
        <SelectFilter label="Категория" allLabel="Все категории" options={choices.categories} value={filters.category} onChange={(value) => setFilter('category', value)} />
        <SelectFilter label="Бренд" allLabel="Все бренды" options={choices.brands} value={filters.brand} onChange={(value) => setFilter('brand', value)} />
        <SelectFilter label="Продажа" allLabel="Все товары" options={saleOptions} value={filters.available} onChange={(value) => setFilter('available', value)} />
        {/* The default order is the empty choice, so the address names only another one. */}
        <SelectFilter label="Сортировка" allLabel={newest.label} options={otherSorts} value={sort === newest ? '' : sort.value} onChange={(value) => setFilter('sort', value)} />
      </ListFilters>
      {selection.count > 0 && (
        <BulkBar
          count={selection.count}
          running={bulk.running}
          categories={choices.categories}
          found={selection.coversPage(rows) && total > selection.count ? { total, collecting: selection.collecting, onSelect: selection.selectAllFound } : undefined}
          onAction={(action, categoryId) => bulk.run(action, selection.ids, categoryId)}
          onClear={() => selection.drop()}
        />
      )}
      {bulk.report && <BulkReport report={bulk.report} onClose={bulk.dismissReport} />}
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Товаров не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable
          caption="Товары"
          columns={columns}
          rows={rows}
          selection={selection.forTable(rows)}
          actions={(product) => <EditDeleteActions name={product.name} editUrl={productUrls.edit(product.id)} onDelete={() => deletion.ask(product)} />}
        />
      </ListResults>
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
