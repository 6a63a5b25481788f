import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { AdminStockMovementsDocument, type AdminStockMovementsQuery, type StockReason } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatDateTime } from '../../../shared/format/format';
import { Panel } from '../../checkouts/components/Panel';
import { checkoutUrls } from '../../checkouts/urls';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';

const PAGE = 20;

export const stockReasonNames: Record<StockReason, string> = {
  order: 'Заказ',
  cancel: 'Отмена заказа',
  return: 'Возврат',
  import: 'Импорт из Excel',
  exchange: 'Обмен с 1С',
  manual: 'Вручную',
  reservation: 'Резерв под оплату',
  release: 'Снятие резерва',
};

type Movement = AdminStockMovementsQuery['stockMovements']['rows'][number];

const columns: Column<Movement>[] = [
  { header: 'Дата', cell: (movement) => formatDateTime(movement.at) },
  { header: 'Артикул', cell: (movement) => movement.sku },
  {
    header: 'Изменение',
    cell: (movement) => (
      <Text color={movement.delta < 0 ? 'fg.error' : 'fg.success'} fontVariantNumeric="tabular-nums">
        {movement.delta > 0 ? `+${movement.delta}` : `−${-movement.delta}`}
      </Text>
    ),
  },
  { header: 'Остаток', cell: (movement) => movement.stockAfter },
  {
    header: 'Причина',
    cell: (movement) => (
      <>
        {stockReasonNames[movement.reason]}
        {movement.orderId && (
          <>
            {' '}
            <RouterLink to={checkoutUrls.order(movement.orderId)}>№ {movement.orderId}</RouterLink>
          </>
        )}
      </>
    ),
  },
  { header: 'Кто', cell: (movement) => movement.user?.email ?? (movement.orderId ? 'покупатель' : 'магазин') },
];

/** «Движение остатков»: why each of the product's variants stands at its stock, newest first, a page at a time. */
export function StockHistory({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(AdminStockMovementsDocument, { variables: { productId, page, limit: PAGE }, fetchPolicy: 'network-only' });
  const history = data?.stockMovements;
  const pages = history ? Math.max(1, Math.ceil(history.length / PAGE)) : 1;
  return (
    <Panel title="Движение остатков">
      {!history ? (
        <Text color="fg.muted">{loading ? 'Загрузка…' : '—'}</Text>
      ) : !history.rows.length ? (
        <Text color="fg.muted">Остатки этого товара ещё не менялись.</Text>
      ) : (
        <Stack gap="3">
          <DataTable caption="Движение остатков" columns={columns} rows={history.rows} />
          {pages > 1 && (
            <HStack gap="3">
              <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Новее
              </Button>
              <Text fontSize="sm">
                Страница {page} из {pages}
              </Text>
              <Button size="sm" variant="outline" disabled={page === pages} onClick={() => setPage(page + 1)}>
                Старее
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Panel>
  );
}
