import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutDetailsFragment, AdminOrderReturnFragment } from '../../../generated/admin/graphql';
import { formatDateTime, formatPrice } from '../../../shared/format/format';
import { refundStatusNames } from '../../../shared/orders/payment-statuses';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { returnable } from '../views/use-order-return';
import { Panel } from './Panel';

const returnColumns: Column<AdminOrderReturnFragment>[] = [
  { header: 'Дата', cell: (taken) => formatDateTime(taken.createdAt) },
  {
    header: 'Товары',
    cell: (taken) => (
      <Stack gap="0">
        {taken.lines.map((line) => (
          <Text key={line.orderProductId}>
            {line.productName} ({line.sku}) × {line.quantity}
          </Text>
        ))}
      </Stack>
    ),
  },
  { header: 'Сумма', cell: (taken) => formatPrice(taken.amount) },
  { header: 'Причина', cell: (taken) => taken.reason },
  { header: 'Склад', cell: (taken) => (taken.restock ? 'Вернули в продажу' : 'Списан') },
  { header: 'Деньги', cell: (taken) => (taken.refund ? `ЮKassa: ${refundStatusNames[taken.refund.status].toLowerCase()}` : 'Вне ЮKassa') },
];

/** Statuses whose goods have left the shop, so they can come back. */
const RETURNABLE = ['shipped', 'delivered'];

/** «Возвраты товаров»: what came back and when, and «Оформить возврат» while something still can. */
export function OrderReturns({ order, onReturn }: { order: AdminCheckoutDetailsFragment; onReturn: () => void }) {
  const canReturn = RETURNABLE.includes(order.status) && order.orderProducts.some((line) => returnable(line) > 0);
  if (!canReturn && !order.returns.length) return null;
  return (
    <Panel title="Возвраты товаров">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text>{order.returns.length ? `Возвращено на ${formatPrice(order.returns.reduce((sum, taken) => sum + taken.amount, 0))}` : 'Возвратов не было'}</Text>
          {canReturn && (
            <Button variant="outline" onClick={onReturn}>
              Оформить возврат
            </Button>
          )}
        </HStack>
        {order.returns.length > 0 && <DataTable caption="Возвраты товаров" columns={returnColumns} rows={order.returns} />}
      </Stack>
    </Panel>
  );
}
