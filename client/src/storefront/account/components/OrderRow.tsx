import type { MyOrdersQuery } from '../../../generated/account/graphql';
import { formatDate, formatPrice } from '../../../shared/format/format';
import { Link } from '../../routing';
import { itemCount } from '../../shop/item-count';
import { Stack, Text, linkClass } from '../../ui/Text';
import { accountUrls } from '../urls';
import { OrderStatus } from './OrderStatus';
import styles from './OrderRow.module.css';
import panel from './panel.module.css';

export type OrderSummary = MyOrdersQuery['myCheckouts']['rows'][number];

/** One order in the list: its number (a link to it), date, status, item count and total. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const count = order.orderProducts.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Stack as="li" row gap={4} align="start" className={`${panel.panel} ${styles.row}`} aria-label={`Заказ № ${order.id}`}>
      <Stack gap={1}>
        <Link to={accountUrls.order(order.id)} className={linkClass(false, styles.number)}>
          Заказ № {order.id}
        </Link>
        <Text size="sm" tone="muted">
          от {formatDate(order.createdAt)} · {itemCount(count)}
        </Text>
      </Stack>
      <Stack gap={1} className={styles.side}>
        <OrderStatus status={order.status} className={styles.status} />
        <Text weight="medium">{formatPrice(order.totalAmount)}</Text>
      </Stack>
    </Stack>
  );
}
