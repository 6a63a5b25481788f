import { formatPrice } from '../../../shared/format/format';
import { deliveryPriceLabel } from '../../../shared/format/delivery-terms';
import { Stack, Text } from '../../ui/Text';
import styles from './OrderLines.module.css';

export interface OrderLine {
  id: number;
  name: string;
  /** «Размер: M · Цвет: Синий», «Артикул: PM-12». */
  details?: string;
  quantity: number;
  price: number;
  /** Why the line cannot be bought now: it is highlighted. */
  problem?: string;
}

/** How an order is delivered, when it is chosen: the items' sum and the delivery's price come before the total. */
export interface OrderDelivery {
  name: string;
  price: number;
  itemsAmount: number;
}

/** The lines of a basket or an order — name, quantity × price, sum — the delivery and the total. */
export function OrderLines({ lines, totalAmount, delivery }: { lines: OrderLine[]; totalAmount: number; delivery?: OrderDelivery }) {
  return (
    <Stack gap={4}>
      <ul className={styles.lines} aria-label="Состав заказа">
        {lines.map((line) => (
          <li key={line.id} className={styles.line} aria-label={line.name}>
            <div className={styles.what}>
              <p className={styles.name}>{line.name}</p>
              {line.details && (
                <Text size="sm" tone="muted">
                  {line.details}
                </Text>
              )}
              {line.problem && (
                <Text size="sm" tone="danger" weight="medium">
                  {line.problem}
                </Text>
              )}
            </div>
            <div className={styles.sums}>
              <p className={styles.sum}>{formatPrice(line.price * line.quantity)}</p>
              <Text size="sm" tone="muted">
                {line.quantity} × {formatPrice(line.price)}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      {delivery && (
        <dl className={styles.charges}>
          <div className={styles.charge}>
            <dt>Товары</dt>
            <dd>{formatPrice(delivery.itemsAmount)}</dd>
          </div>
          <div className={styles.charge}>
            <dt>Доставка: {delivery.name}</dt>
            <dd>{deliveryPriceLabel(delivery.price)}</dd>
          </div>
        </dl>
      )}
      <div className={styles.total}>
        <p className={styles.totalLabel}>Итого</p>
        <p className={styles.totalSum}>{formatPrice(totalAmount)}</p>
      </div>
    </Stack>
  );
}
