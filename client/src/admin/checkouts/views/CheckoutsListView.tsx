import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { AdminCheckoutsDocument, type AdminCheckoutRowFragment } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { formatDateTime } from '../../settings/format-date';
import { fullName } from '../../users/views/UsersListView';
import { InputFilter } from '../components/InputFilter';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { customerIdFrom } from '../filter-values';
import { isOrderStatus, statusOptions } from '../statuses';
import { checkoutUrls } from '../urls';

const columns: Column<AdminCheckoutRowFragment>[] = [
  {
    header: 'Номер',
    cell: (order) => (
      <RouterLink to={checkoutUrls.order(order.id)} fontWeight="semibold">
        Заказ № {order.id}
      </RouterLink>
    ),
  },
  { header: 'Дата', cell: (order) => formatDateTime(order.createdAt) },
  {
    header: 'Покупатель',
    cell: (order) => (
      <>
        <Text>{fullName(order.contact)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {order.contact.email}
        </Text>
      </>
    ),
  },
  { header: 'Сумма', cell: (order) => formatPrice(order.totalAmount) },
  { header: 'Статус', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** `/admin/checkouts`: every customer's orders, newest first, by status and customer id; a number opens the order. */
export function CheckoutsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(['status', 'userId']);
  const status = isOrderStatus(filters.status) ? filters.status : undefined;
  const { data, loading, error, refetch } = useQuery(AdminCheckoutsDocument, {
    variables: { limit: PAGE_SIZE, offset, status, userId: customerIdFrom(filters.userId) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading
        title="Заказы"
        refreshing={loading && !!data}
        actions={
          <Button asChild>
            <Link to={checkoutUrls.create}>Оформить заказ</Link>
          </Button>
        }
      />
      <ListFilters>
        <SelectFilter label="Статус" allLabel="Все статусы" options={statusOptions} value={status ?? ''} onChange={(value) => setFilter('status', value)} />
        <InputFilter label="ID покупателя" type="number" placeholder="например, 7" value={filters.userId} onApply={(value) => setFilter('userId', value)} />
      </ListFilters>
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Заказов не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable caption="Заказы" columns={columns} rows={rows} />
      </ListResults>
    </Stack>
  );
}
