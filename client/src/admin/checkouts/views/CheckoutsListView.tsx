import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { AdminCheckoutsDocument, type AdminCheckoutRowFragment } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatDateTime, formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { fullName } from '../../users/views/UsersListView';
import { InputFilter } from '../components/InputFilter';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { PaymentStatusBadge } from '../components/OrderMoney';
import { customerIdFrom } from '../filter-values';
import { isOrderStatus, statusOptions } from '../statuses';
import { checkoutUrls } from '../urls';
import { useCheckoutsExport } from './use-checkouts-export';

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
  {
    header: 'Оплата',
    cell: (order) => (
      <>
        <PaymentStatusBadge order={order} />
        {order.paidAmount > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {`оплачено ${formatPrice(order.paidAmount)}${order.refundedAmount > 0 ? `, возвращено ${formatPrice(order.refundedAmount)}` : ''}`}
          </Text>
        )}
      </>
    ),
  },
];

const filterNames = ['q', 'status', 'userId', 'from', 'to'] as const;

/**
 * `/admin/checkouts`: every customer's orders, newest first, found by number, email, name or phone,
 * by status, customer id and dates; a number opens the order. «Скачать CSV» saves what is found.
 */
export function CheckoutsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(filterNames);
  const status = isOrderStatus(filters.status) ? filters.status : undefined;
  const userId = customerIdFrom(filters.userId);
  const csv = useCheckoutsExport({ ...filters, status: status ?? '', userId: userId ? String(userId) : '' });
  const { data, loading, error, refetch } = useQuery(AdminCheckoutsDocument, {
    variables: { limit: PAGE_SIZE, offset, status, userId, q: filters.q || undefined, from: filters.from || undefined, to: filters.to || undefined },
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
          <>
            <Button variant="outline" onClick={() => void csv.download()} loading={csv.downloading} loadingText="Выгрузка…">
              Скачать CSV
            </Button>
            <Button asChild variant="outline">
              <Link to={checkoutUrls.returnRequests}>Заявки на возврат</Link>
            </Button>
            <Button asChild>
              <Link to={checkoutUrls.create}>Оформить заказ</Link>
            </Button>
          </>
        }
      />
      <ListFilters>
        <SearchFilter label="Номер, почта, имя или телефон" placeholder="например, 1024 или Смирнова" value={filters.q} onSearch={(value) => setFilter('q', value)} />
        <SelectFilter label="Статус" allLabel="Все статусы" options={statusOptions} value={status ?? ''} onChange={(value) => setFilter('status', value)} />
        <InputFilter label="ID покупателя" type="number" placeholder="например, 7" value={filters.userId} onApply={(value) => setFilter('userId', value)} />
        <InputFilter label="С" type="date" value={filters.from} onApply={(value) => setFilter('from', value)} />
        <InputFilter label="По" type="date" value={filters.to} onApply={(value) => setFilter('to', value)} />
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
