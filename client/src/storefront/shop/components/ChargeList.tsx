import { formatPrice } from '../../../shared/format/format';
import { deliveryPriceLabel } from '../../../shared/format/delivery-terms';
import { isFreeDelivery, type DiscountShare, type OrderCharges } from '../order-charges';
import styles from './ChargeList.module.css';

/** «Бесплатная доставка» beside the promotion that gives it, unless its name says just that. */
function FreeDelivery({ discount }: { discount: DiscountShare }) {
  const named = discount.name.trim().toLowerCase() !== 'бесплатная доставка';
  return (
    <div className={styles.charge}>
      <dt>Бесплатная доставка</dt>
      <dd className={styles.note}>{named ? discount.name : 'по акции'}</dd>
    </div>
  );
}

/**
 * What makes up a basket's or an order's total: «Товары» at their prices, each discount
 * («Скидка: …» with its sum, or «Бесплатная доставка»), and the delivery with its price.
 */
export function ChargeList({ charges, className }: { charges: OrderCharges; className?: string }) {
  return (
    <dl className={[styles.charges, className].filter(Boolean).join(' ')}>
      <div className={styles.charge}>
        <dt>Товары</dt>
        <dd>{formatPrice(charges.itemsAmount)}</dd>
      </div>
      {charges.discounts.map((discount, i) =>
        isFreeDelivery(discount) ? (
          <FreeDelivery key={i} discount={discount} />
        ) : (
          <div key={i} className={`${styles.charge} ${styles.discount}`}>
            <dt>Скидка: {discount.name}</dt>
            <dd>−{formatPrice(discount.amount)}</dd>
          </div>
        ),
      )}
      {charges.delivery && (
        <div className={styles.charge}>
          <dt>Доставка: {charges.delivery.name}</dt>
          <dd>{deliveryPriceLabel(charges.delivery.price)}</dd>
        </div>
      )}
    </dl>
  );
}
