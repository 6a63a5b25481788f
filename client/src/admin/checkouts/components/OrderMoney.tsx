import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutRowFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import { orderPaymentStatusNames } from '../../../shared/orders/payment-statuses';

const statusColors = { pending: 'yellow', succeeded: 'green', canceled: 'red', partially_refunded: 'orange', refunded: 'gray' } as const;

/** Where an order's money stands (CONTRACT §17): its payment status; «—» while nothing was paid or asked for. */
export function PaymentStatusBadge({ order }: { order: Pick<AdminCheckoutRowFragment, 'paymentStatus'> }) {
  if (!order.paymentStatus) return <Text as="span">—</Text>;
  return <Badge colorPalette={statusColors[order.paymentStatus]}>{orderPaymentStatusNames[order.paymentStatus]}</Badge>;
}

/** The order's money in one line: its payment status, what was paid, what went back, what goods came back. */
export function OrderMoney({ order }: { order: AdminCheckoutRowFragment }) {
  return (
    <HStack gap="3" wrap="wrap" aria-label="Деньги заказа">
      <PaymentStatusBadge order={order} />
      <Text>Оплачено: {formatPrice(order.paidAmount)}</Text>
      {order.refundedAmount > 0 && <Text>Возвращено: {formatPrice(order.refundedAmount)}</Text>}
      {order.returnedAmount > 0 && <Text>Товаров вернули на {formatPrice(order.returnedAmount)}</Text>}
    </HStack>
  );
}
