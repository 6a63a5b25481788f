import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { formatDateTime, formatPrice } from '../../../shared/format/format';
import { orderPaymentStatusNames, paymentMethodName, paymentStatusNames, refundStatusNames } from '../../../shared/orders/payment-statuses';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { Panel } from './Panel';

type OnlineMoney = Pick<AdminCheckoutDetailsFragment, 'paymentStatus' | 'payments' | 'refunds'>;
type Payment = OnlineMoney['payments'][number];
type Refund = OnlineMoney['refunds'][number];

/** A payment or a refund has no number until ЮKassa answers, so its row is keyed by its place. */
interface Row<T> {
  id: number;
  item: T;
}
const rowsOf = <T,>(items: T[]): Row<T>[] => items.map((item, id) => ({ id, item }));

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100) / 100;

/**
 * What came in (succeeded payments), what went back (refunds not cancelled: a pending one already
 * holds its money at ЮKassa) and what may still be returned.
 */
function onlineSums({ payments, refunds }: OnlineMoney) {
  const paid = sum(payments.filter((payment) => payment.status === 'succeeded').map((payment) => payment.amount));
  const returned = sum(refunds.filter((refund) => refund.status !== 'canceled').map((refund) => refund.amount));
  return { paid, returned, left: sum([paid, -returned]) };
}

const paymentColumns: Column<Row<Payment>>[] = [
  { header: 'Дата', cell: ({ item }) => formatDateTime(item.createdAt) },
  { header: 'Номер в ЮKassa', cell: ({ item }) => item.id ?? '—' },
  { header: 'Сумма', cell: ({ item }) => formatPrice(item.amount) },
  { header: 'Способ', cell: ({ item }) => paymentMethodName(item.method) },
  {
    header: 'Статус',
    cell: ({ item }) => (
      <>
        <Text>{paymentStatusNames[item.status]}</Text>
        {item.status === 'canceled' && item.reason && (
          <Text fontSize="xs" color="fg.muted">
            {item.reason}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Оплачен', cell: ({ item }) => (item.paidAt ? formatDateTime(item.paidAt) : '—') },
];

const refundColumns: Column<Row<Refund>>[] = [
  { header: 'Дата', cell: ({ item }) => formatDateTime(item.createdAt) },
  { header: 'Номер в ЮKassa', cell: ({ item }) => item.id ?? '—' },
  { header: 'Сумма', cell: ({ item }) => formatPrice(item.amount) },
  { header: 'Статус', cell: ({ item }) => refundStatusNames[item.status] },
  { header: 'Причина', cell: ({ item }) => item.reason ?? '—' },
];

export interface OrderPaymentsProps {
  order: OnlineMoney;
  /** «Вернуть деньги», with what is left to return. */
  onRefund: (left: number) => void;
}

/** «Оплата онлайн»: where the order's payment stands, its attempts at ЮKassa, its refunds and the sums. */
export function OrderPayments({ order, onRefund }: OrderPaymentsProps) {
  const { paid, returned, left } = onlineSums(order);
  return (
    <Panel title="Оплата онлайн">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text>Статус оплаты: {order.paymentStatus ? orderPaymentStatusNames[order.paymentStatus] : '—'}</Text>
          {left > 0 && (
            <Button variant="outline" onClick={() => onRefund(left)}>
              Вернуть деньги
            </Button>
          )}
        </HStack>
        {order.payments.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">Платежи</Text>
            <DataTable caption="Платежи" columns={paymentColumns} rows={rowsOf(order.payments)} />
          </Stack>
        )}
        {order.refunds.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">Возвраты</Text>
            <DataTable caption="Возвраты" columns={refundColumns} rows={rowsOf(order.refunds)} />
          </Stack>
        )}
        <Stack gap="1" align="end">
          <Text>Оплачено: {formatPrice(paid)}</Text>
          <Text>Возвращено: {formatPrice(returned)}</Text>
        </Stack>
      </Stack>
    </Panel>
  );
}
