import { useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AdminBasketsDocument, type AdminBasketRowFragment } from '../../../generated/admin/graphql';
import { formatDateTime, formatPrice } from '../../../shared/format/format';
import { InputFilter } from '../../checkouts/components/InputFilter';
import { amountFrom, customerIdFrom } from '../../checkouts/filter-values';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { fullName } from '../../users/views/UsersListView';
import { BasketContentsDialog } from '../components/BasketContentsDialog';
import { basketStatusColors, basketStatusLabels, basketStatusOptions, isBasketStatus } from '../statuses';

const columns: Column<AdminBasketRowFragment>[] = [
  {
    header: 'Покупатель',
    cell: ({ user }) =>
      user ? (
        <>
          <Text>{fullName(user)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {user.email} · ID {user.id}
          </Text>
        </>
      ) : (
        <Text color="fg.muted">Без покупателя</Text>
      ),
  },
  { header: 'Статус', cell: (basket) => <Badge colorPalette={basketStatusColors[basket.status]}>{basketStatusLabels[basket.status]}</Badge> },
  { header: 'Товаров', cell: (basket) => `${basket.itemCount} шт.` },
  { header: 'Сумма', cell: (basket) => formatPrice(basket.totalAmount) },
  { header: 'Изменена', cell: (basket) => formatDateTime(basket.updatedAt) },
];

const filterNames = ['status', 'userId', 'minTotalAmount', 'maxTotalAmount', 'updatedFrom', 'updatedTo'] as const;

/** `/admin/baskets`: customers' baskets with totals at today's prices, by status, customer, sum and last change; «Состав» shows a basket's lines; read only. */
export function BasketsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(filterNames);
  const status = isBasketStatus(filters.status) ? filters.status : undefined;
  const [opened, setOpened] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminBasketsDocument, {
    variables: {
      limit: PAGE_SIZE,
      offset,
      status,
      userId: customerIdFrom(filters.userId),
      minTotalAmount: amountFrom(filters.minTotalAmount),
      maxTotalAmount: amountFrom(filters.maxTotalAmount),
      updatedFrom: filters.updatedFrom || undefined,
      updatedTo: filters.updatedTo || undefined,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading title="Корзины" refreshing={loading && !!data} />
      <ListFilters>
        <SelectFilter label="Статус" allLabel="Все корзины" options={basketStatusOptions} value={status ?? ''} onChange={(value) => setFilter('status', value)} />
        <InputFilter label="ID покупателя" type="number" placeholder="например, 7" value={filters.userId} onApply={(value) => setFilter('userId', value)} />
        <InputFilter label="Сумма от, ₽" type="number" value={filters.minTotalAmount} onApply={(value) => setFilter('minTotalAmount', value)} />
        <InputFilter label="Сумма до, ₽" type="number" value={filters.maxTotalAmount} onApply={(value) => setFilter('maxTotalAmount', value)} />
        <InputFilter label="Изменена с" type="date" value={filters.updatedFrom} onApply={(value) => setFilter('updatedFrom', value)} />
        <InputFilter label="Изменена по" type="date" value={filters.updatedTo} onApply={(value) => setFilter('updatedTo', value)} />
      </ListFilters>
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Корзин не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable
          caption="Корзины"
          columns={columns}
          rows={rows}
          actions={(basket) =>
            basket.itemCount > 0 && (
              <Button size="xs" variant="outline" onClick={() => setOpened(basket.id)} aria-label={`Состав корзины: ${basket.user ? basket.user.email : 'без покупателя'}, ${formatPrice(basket.totalAmount)}`}>
                Состав
              </Button>
            )
          }
        />
      </ListResults>
      <BasketContentsDialog basketId={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
