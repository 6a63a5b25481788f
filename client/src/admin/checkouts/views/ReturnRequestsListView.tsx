import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { AdminReturnRequestsDocument, type AdminReturnRequestFragment } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { returnRequestColumns } from '../components/ReturnRequestColumns';
import { isReturnRequestStatus, returnRequestStatusOptions } from '../return-requests';
import { checkoutUrls } from '../urls';

const columns: Column<AdminReturnRequestFragment>[] = [
  returnRequestColumns[0],
  { header: 'Заказ', cell: (request) => <RouterLink to={checkoutUrls.order(request.checkoutId)}>Заказ № {request.checkoutId}</RouterLink> },
  ...returnRequestColumns.slice(1),
];

const filterNames = ['status'] as const;

/**
 * `/admin/checkouts/return-requests`: shoppers' requests to return goods (CONTRACT §19), newest
 * first, by status; each leads to its order, where staff accept or decline it.
 */
export function ReturnRequestsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(filterNames);
  const status = isReturnRequestStatus(filters.status) ? filters.status : undefined;
  const { data, loading, error, refetch } = useQuery(AdminReturnRequestsDocument, {
    variables: { limit: PAGE_SIZE, offset, status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.list.rows ?? [];
  useLastPageFallback(data?.list, page, setPage);
  return (
    <Stack gap="5">
      <ListHeading title="Заявки на возврат" back={{ to: checkoutUrls.list, label: 'Заказы' }} refreshing={loading && !!data} />
      <ListFilters>
        <SelectFilter label="Статус" allLabel="Все заявки" options={returnRequestStatusOptions} value={status ?? ''} onChange={(value) => setFilter('status', value)} />
      </ListFilters>
      <ListResults query={{ data, loading, error, refetch }} total={data?.list.length ?? 0} rowCount={rows.length} empty="Заявок на возврат нет." page={page} onPageChange={setPage}>
        <DataTable caption="Заявки на возврат" columns={columns} rows={rows} />
      </ListResults>
    </Stack>
  );
}
