import { productImageUrl } from '../../../shared/catalog/product-image';
import { formatPrice } from '../../../shared/format/format';
import { Stack, Text } from '../../ui/Text';
import { variantDetails } from '../variant-details';
import type { OrderCharges } from '../order-charges';
import { ChargeList } from './ChargeList';
import styles from './OrderLines.module.css';
import { Price } from './Price';

export interface OrderLine {
  id: number;
  name: string;
  /** The chosen variant's picture (of its colour). */
  image?: string | null;
  /** «Размер: M · Цвет: Синий», «Артикул: PM-12». */
  details?: string;
  quantity: number;
  price: number;
  /** What the promotions took off the line (its whole quantity), ₽, and a unit's price after it. */
  discount?: number;
  discountedPrice?: number;
  /** Why the line cannot be bought now: it is highlighted. */
  problem?: string;
}

/** A placed order's line as these lines show it: the chosen variant's picture, colour, size and SKU. */
export function placedLine(line: { id: number; productName: string; sku: string; sizeName: string | null; colorName: string | null; image: string | null; quantity: number; price: number; discount: number; discountedPrice: number }): OrderLine {
  const { productName, sku, sizeName, colorName, ...rest } = line;
  return { ...rest, name: productName, details: variantDetails({ sizeName, colorName }, sku) };
}

/**
 * The lines of a basket or an order — name, quantity × price, sum (a discounted one beside the old
 * sum struck through) — then, when there is a delivery or a discount, what makes up the total, and the total.
 */
export function OrderLines({ lines, totalAmount, charges }: { lines: OrderLine[]; totalAmount: number; charges?: OrderCharges }) {
  return (
    <Stack gap={4}>
      <ul className={styles.lines} aria-label="Состав заказа">
        {lines.map((line) => {
          const full = line.price * line.quantity;
          const discounted = !!line.discount && line.discount > 0;
          return (
            <li key={line.id} className={styles.line} aria-label={line.name}>
              <div className={styles.thumb}>{line.image && <img src={productImageUrl(line.image, 'thumb')} alt="" width={56} height={56} loading="lazy" />}</div>
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
                {discounted ? <Price price={(Math.round(full * 100) - Math.round(line.discount! * 100)) / 100} oldPrice={full} /> : <p className={styles.sum}>{formatPrice(full)}</p>}
                <Text size="sm" tone="muted">
                  {line.quantity} × {formatPrice(discounted ? (line.discountedPrice ?? line.price) : line.price)}
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
      {charges && (charges.delivery || charges.discounts.length > 0) && <ChargeList charges={charges} className={styles.charges} />}
      <div className={styles.total}>
        <p className={styles.totalLabel}>Итого</p>
        <p className={styles.totalSum}>{formatPrice(totalAmount)}</p>
      </div>
    </Stack>
  );
}
