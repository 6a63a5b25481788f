import { Badge } from '@chakra-ui/react/badge';
import type { OrderStatus } from '../../generated/account/graphql';
import { orderStatusColors, orderStatusNames } from './order-statuses';

/** «В обработке» on the status's colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={orderStatusColors[status]}>{orderStatusNames[status]}</Badge>;
}
