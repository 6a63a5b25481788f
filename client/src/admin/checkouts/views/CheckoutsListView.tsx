import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminCheckoutsDocument, type AdminCheckoutRowFragment, type OrderPaymentFilter } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { fieldErrors } from '../../../shared/errors/error-message';
import { formatDateTime, formatPhone, formatPrice } from '../../../shared/format/format';
import { orderPaymentStatusNames } from '../../../shared/orders/payment-statuses';
import { DataTable, type RowSelection } from '../../dictionaries/components/DataTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { fullName } from '../../users/views/UsersListView';
import { BulkStatusReport } from '../components/BulkStatusReport';
import { InputFilter } from '../components/InputFilter';
import { OrderBulkBar } from '../components/OrderBulkBar';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { PaymentStatusBadge } from '../components/OrderMoney';
import { customerIdFrom } from '../filter-values';
import { isOrderStatus, statusOptions } from '../statuses';
import { checkoutUrls } from '../urls';
import { useBulkStatus } from './use-bulk-status';
import { useCheckoutsExport } from './use-checkouts-export';

/** Two lines in one cell: what the column names, and a muted detail under it that wraps, a long address too (so the list fits 1280 px). */
const twoLines = (main: ReactNode, detail: ReactNode) => (
  <>
    {main}
    <Text fontSize="xs" color="fg.muted" whiteSpace="normal" overflowWrap="anywhere">
      {detail}
    </Text>
  </>
);

const columns: Column<AdminCheckoutRowFragment>[] = [
  {
    header: 'Заказ',
    cell: (order) =>
      twoLines(
        <RouterLink to={checkoutUrls.order(order.id)} fontWeight="semibold" whiteSpace="nowrap">
          Заказ № {order.id}
        </RouterLink>,
        formatDateTime(order.createdAt),
      ),
  },
  {
    header: 'Покупатель',
    cell: (order) => twoLines(<Text>{fullName(order.contact)}</Text>, [order.contact.phone && formatPhone(order.contact.phone), order.contact.email].filter(Boolean).join(' · ')),
  },
  { header: 'Сумма', cell: (order) => twoLines(<Text whiteSpace="nowrap">{formatPrice(order.totalAmount)}</Text>, `${order.itemCount} шт.`) },
  {
    header: 'Доставка',
    cell: (order) => (
      <Text whiteSpace="normal" minW="7rem">
        {order.deliveryMethod?.name ?? '—'}
      </Text>
    ),
  },
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

const paymentFilters = ['pending', 'succeeded', 'canceled', 'partially_refunded', 'refunded', 'none'] as const satisfies readonly OrderPaymentFilter[];
const paymentOptions = paymentFilters.map((value) => ({ value, label: value === 'none' ? 'Не оплачивали (—)' : orderPaymentStatusNames[value] }));
const isPaymentFilter = (value: string): value is OrderPaymentFilter => (paymentFilters as readonly string[]).includes(value);

const filterNames = ['q', 'status', 'paymentStatus', 'customer', 'userId', 'from', 'to'] as const;

/**
 * The ticked orders of the list: they stay while the manager turns pages, and are dropped when a
 * filter changes, since the orders found then are others.
 */
function useOrderSelection(filtersKey: string) {
  const [state, setState] = useState({ filtersKey, ids: new Set<number>() });
  const ids = state.filtersKey === filtersKey ? state.ids : new Set<number>();
  const update = (change: (next: Set<number>) => void) =>
    setState((current) => {
      const next = new Set(current.filtersKey === filtersKey ? current.ids : []);
      change(next);
      return { filtersKey, ids: next };
    });
  const mark = (rows: readonly { id: number }[], checked: boolean) => update((next) => rows.forEach((row) => (checked ? next.add(row.id) : next.delete(row.id))));
  return {
    ids: [...ids].sort((a, b) => a - b),
    forTable: (rows: readonly AdminCheckoutRowFragment[]): RowSelection<AdminCheckoutRowFragment> => ({
      isSelected: (row) => ids.has(row.id),
      onToggle: (row, checked) => mark([row], checked),
      onTogglePage: (checked) => mark(rows, checked),
      rowLabel: (row) => `Выбрать заказ № ${row.id}`,
    }),
    /** Unticks these orders (those a change moved), or all of them. */
    drop: (dropped?: readonly number[]) => update((next) => (dropped ? dropped.forEach((id) => next.delete(id)) : next.clear())),
  };
}

/**
 * `/admin/checkouts`: every customer's orders, newest first, with their pieces, delivery and payment;
 * found by number, email, name or phone, by status, payment status, customer and dates (a customer's
 * account through `?userId=` from the order page); a number opens the order. Ticked orders move to
 * one status at once (the refused are named with the reason) or print together. «Скачать CSV» saves what is found.
 */
export function CheckoutsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(filterNames);
  const status = isOrderStatus(filters.status) ? filters.status : undefined;
  const paymentStatus = isPaymentFilter(filters.paymentStatus) ? filters.paymentStatus : undefined;
  const userId = customerIdFrom(filters.userId);
  const csv = useCheckoutsExport({ ...filters, status: status ?? '', paymentStatus: paymentStatus ?? '', userId: userId ? String(userId) : '' });
  const { data, loading, error, refetch } = useQuery(AdminCheckoutsDocument, {
    variables: {
      limit: PAGE_SIZE,
      offset,
      status,
      paymentStatus,
      customer: filters.customer || undefined,
      userId,
      q: filters.q || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const selection = useOrderSelection(JSON.stringify(filters));
  const bulk = useBulkStatus((done) => {
    selection.drop(done);
    return refetch();
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
        <SelectFilter label="Оплата" allLabel="Любая оплата" options={paymentOptions} value={paymentStatus ?? ''} onChange={(value) => setFilter('paymentStatus', value)} />
        <InputFilter
          label="Покупатель"
          type="text"
          placeholder="имя, почта или телефон"
          value={filters.customer}
          error={filters.customer ? fieldErrors(error).customer : undefined}
          onApply={(value) => setFilter('customer', value)}
        />
        <InputFilter label="С" type="date" value={filters.from} onApply={(value) => setFilter('from', value)} />
        <InputFilter label="По" type="date" value={filters.to} onApply={(value) => setFilter('to', value)} />
      </ListFilters>
      {userId && (
        <HStack gap="3">
          <Text>Заказы покупателя с учётной записью № {userId}</Text>
          <Button size="sm" variant="ghost" onClick={() => setFilter('userId', '')}>
            Все покупатели
          </Button>
        </HStack>
      )}
      {selection.ids.length > 0 && <OrderBulkBar ids={selection.ids} running={bulk.running} onStatus={(next) => bulk.run(selection.ids, next)} onClear={() => selection.drop()} />}
      {bulk.report && <BulkStatusReport report={bulk.report} onClose={bulk.dismissReport} />}
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Заказов не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable caption="Заказы" columns={columns} rows={rows} selection={selection.forTable(rows)} />
      </ListResults>
    </Stack>
  );
}
