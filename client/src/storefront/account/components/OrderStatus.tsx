import type { OrderStatus as Status } from '../../../generated/account/graphql';
import { orderStatusNames } from '../../../shared/orders/order-statuses';
import { Badge, type BadgeTone } from '../../ui/Feedback';

/** The storefront's tone of each status (the back office's badge keeps Chakra's palette). */
const tones: Record<Status, BadgeTone> = {
  new: 'blue',
  processing: 'yellow',
  paid: 'accent',
  shipped: 'gray',
  delivered: 'green',
  cancelled: 'red',
};

/** «В обработке» on the status's colour. */
export function OrderStatus({ status, className }: { status: Status; className?: string }) {
  return <Badge tone={tones[status]} className={className}>{orderStatusNames[status]}</Badge>;
}
