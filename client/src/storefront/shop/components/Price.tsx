import { formatPrice } from '../../../shared/format/format';
import styles from './Price.module.css';

export interface PriceProps {
  price: number;
  /** The price before the discount, struck through when higher than `price`. */
  oldPrice?: number | null;
  size?: 'md' | 'lg';
}

/** A price in roubles with the old price struck through beside it. */
export function Price({ price, oldPrice, size = 'md' }: PriceProps) {
  const discounted = !!oldPrice && oldPrice > price;
  return (
    <div className={size === 'lg' ? `${styles.price} ${styles.lg}` : styles.price}>
      <p className={discounted ? `${styles.now} ${styles.sale}` : styles.now}>{formatPrice(price)}</p>
      {discounted && (
        <s className={styles.old}>
          <span className="visually-hidden">Старая цена: </span>
          {formatPrice(oldPrice)}
        </s>
      )}
    </div>
  );
}
