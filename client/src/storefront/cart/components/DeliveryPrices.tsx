import { useQuery } from '@apollo/client/react';
import { CheckoutMethodsDocument } from '../../../generated/basket/graphql';
import { formatPrice } from '../../../shared/format/format';
import { deliveryPriceFor, deliveryPriceLabel } from '../../../shared/format/delivery-terms';
import { Text } from '../../ui/Text';
import styles from './CartSummary.module.css';

/**
 * What each way of delivery costs for this basket (its sum after the discounts), and how much more
 * makes it free; all free under a free-delivery promotion. A СДЭК method's price comes at checkout,
 * for the city. The shopper chooses at checkout. Nothing
 * while the methods load or when the shop offers none.
 */
export function DeliveryPrices({ itemsAmount, freeDelivery = false }: { itemsAmount: number; freeDelivery?: boolean }) {
  const { data } = useQuery(CheckoutMethodsDocument);
  const methods = data?.deliveryMethods.rows ?? [];
  if (!methods.length) return null;
  return (
    <section aria-label="Доставка" className={styles.delivery}>
      <Text weight="medium">Доставка</Text>
      <ul className={styles.methods}>
        {methods.map((method) => {
          const carried = method.kind !== 'manual';
          const price = freeDelivery ? 0 : deliveryPriceFor(method, itemsAmount);
          const free = freeDelivery || (method.freeFrom != null && itemsAmount >= method.freeFrom);
          const short = method.freeFrom != null && !free && (carried || price > 0) ? method.freeFrom - itemsAmount : 0;
          return (
            <li key={method.id}>
              <span className={styles.method}>
                <span>{method.name}</span>
                <span className={styles.price}>{carried && !free ? 'по расчёту СДЭК' : deliveryPriceLabel(price)}</span>
              </span>
              {short > 0 && (
                <Text size="sm" tone="muted">
                  Добавьте товаров на {formatPrice(short)} — и доставка будет бесплатной
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      <Text size="sm" tone="muted">
        Способ доставки и оплаты выберете при оформлении.
      </Text>
    </section>
  );
}
