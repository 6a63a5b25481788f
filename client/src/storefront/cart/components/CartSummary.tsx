import type { ReactNode } from 'react';
import { formatPrice } from '../../../shared/format/format';
import { checkoutUrls } from '../../checkout/urls';
import { Link } from '../../routing';
import { ChargeList } from '../../shop/components/ChargeList';
import { itemCount } from '../../shop/item-count';
import { givesFreeDelivery, type DiscountShare } from '../../shop/order-charges';
import { Button, buttonClass } from '../../ui/Button';
import { Stack, Text } from '../../ui/Text';
import styles from './CartSummary.module.css';
import { DeliveryPrices } from './DeliveryPrices';

export interface CartSummaryProps {
  /** The server's sum of the lines that can be bought, at their prices. */
  itemsAmount: number;
  /** The promotions given, automatic ones and the code's. */
  discounts: DiscountShare[];
  /** What is left to pay for the items: their sum less the discounts. */
  totalAmount: number;
  /** Items in the lines that can be bought. */
  count: number;
  /** Some lines cannot be bought and are not counted. */
  hasProblems: boolean;
  onClear: () => void;
  clearing: boolean;
  /** Why the server refused to empty the basket. */
  refusal?: string;
  /** The promo code field. */
  promo: ReactNode;
}

/**
 * The total as the server counts it — after «Товары» and the discounts, when there are any — the
 * promo code, the delivery prices for the total, «Оформить заказ» when there is something to buy,
 * «Очистить корзину».
 */
export function CartSummary({ itemsAmount, discounts, totalAmount, count, hasProblems, onClear, clearing, refusal, promo }: CartSummaryProps) {
  return (
    <Stack as="section" aria-label="Итого" gap={4} className={styles.summary}>
      {discounts.length > 0 && <ChargeList charges={{ itemsAmount, discounts }} />}
      <Stack row gap={4} justify="between" align="baseline">
        <Text size="lg">
          Итого{count > 0 && `, ${itemCount(count)}`}
        </Text>
        <Text className={styles.total}>{formatPrice(totalAmount)}</Text>
      </Stack>
      {hasProblems && (
        <Text size="sm" tone="danger">
          Отмеченные товары сейчас нельзя купить: они не входят в сумму. Чтобы оформить заказ, уберите их или уменьшите количество.
        </Text>
      )}
      {promo}
      {count > 0 && <DeliveryPrices itemsAmount={totalAmount} freeDelivery={givesFreeDelivery(discounts)} />}
      {count > 0 && (
        <Link to={checkoutUrls.checkout} className={buttonClass({ size: 'lg', fullWidth: true })}>
          Оформить заказ
        </Link>
      )}
      <Button variant="ghost" size="sm" onClick={onClear} loading={clearing} fullWidth>
        {clearing ? 'Очищаем…' : 'Очистить корзину'}
      </Button>
      {refusal && (
        <Text role="alert" tone="danger" size="sm">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
