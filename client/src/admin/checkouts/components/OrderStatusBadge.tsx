import { Badge } from '@chakra-ui/react/badge';
import type { OrderStatus } from '../../../generated/admin/graphql';
import { statusColors, statusLabels } from '../statuses';

/** «Оплачен» on the status's color. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={statusColors[status]}>{statusLabels[status]}</Badge>;
}
