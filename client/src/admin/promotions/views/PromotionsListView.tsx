import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPromotionsDocument } from '../../../generated/admin/graphql';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { DataTable } from '../../dictionaries/components/DataTable';
import { EditDeleteActions } from '../../dictionaries/components/DictionaryTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { promotionColumns } from '../components/promotion-columns';
import { promotionUrls } from '../urls';
import { usePromotionDelete } from './use-promotion-delete';

const activeOptions = [
  { value: 'true', label: 'Включённые' },
  { value: 'false', label: 'Выключенные' },
];

/**
 * `/admin/promotions`: the promotions and codes newest first, switched on or off, found by a part
 * of the name or code; each with what it gives, when, how often it was used and how much it gave.
 */
export function PromotionsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(['active', 'q']);
  const active = filters.active === 'true' ? true : filters.active === 'false' ? false : undefined;
  const { data, loading, error, refetch } = useQuery(AdminPromotionsDocument, {
    variables: { limit: PAGE_SIZE, offset, active, q: filters.q || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const deletion = usePromotionDelete(() => refetch());
  // The states («Закончилась», «Ещё не началась») are as of the moment the list was opened.
  const [columns] = useState(() => promotionColumns(Date.now()));
  const rows = data?.list.rows ?? [];

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading
        title="Акции"
        refreshing={loading && !!data}
        actions={
          <Button asChild>
            <Link to={promotionUrls.create}>Новая акция</Link>
          </Button>
        }
      />
      <ListFilters>
        <SelectFilter label="Состояние" allLabel="Все" options={activeOptions} value={active === undefined ? '' : String(active)} onChange={(value) => setFilter('active', value)} />
        <SearchFilter label="Поиск" placeholder="название или промокод" value={filters.q} onSearch={(value) => setFilter('q', value)} />
      </ListFilters>
      <ListResults query={{ data, loading, error, refetch }} total={data?.list.length ?? 0} rowCount={rows.length} empty="Акций не найдено." page={page} onPageChange={setPage}>
        <DataTable
          caption="Акции"
          columns={columns}
          rows={rows}
          actions={(promotion) => <EditDeleteActions name={promotion.name} editUrl={promotionUrls.edit(promotion.id)} onDelete={() => deletion.ask(promotion)} />}
        />
      </ListResults>
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
