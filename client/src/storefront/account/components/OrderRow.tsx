import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { MyOrdersQuery } from '../../../generated/account/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatDate, formatPrice } from '../../../shared/format/format';
import { itemCount } from '../../shop/item-count';
import { accountUrls } from '../urls';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';

export type OrderSummary = MyOrdersQuery['myCheckouts']['rows'][number];

/** One order in the list: its number (a link to it), date, status, item count and total. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const count = order.orderProducts.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <HStack as="li" justify="space-between" align="flex-start" gap="4" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-label={`Заказ № ${order.id}`}>
      <Stack gap="1">
        <RouterLink to={accountUrls.order(order.id)} fontWeight="semibold">
          Заказ № {order.id}
        </RouterLink>
        <Text fontSize="sm" color="fg.muted">
          от {formatDate(order.createdAt)} · {itemCount(count)}
        </Text>
      </Stack>
      <Stack gap="1" align="flex-end">
        <OrderStatusBadge status={order.status} />
        <Text fontWeight="semibold">{formatPrice(order.totalAmount)}</Text>
      </Stack>
    </HStack>
  );
}
