import { formatPrice } from '../../../shared/format/format';
import { checkoutUrls } from '../../checkout/urls';
import { Link } from '../../routing';
import { itemCount } from '../../shop/item-count';
import { Button, buttonClass } from '../../ui/Button';
import { Stack, Text } from '../../ui/Text';
import styles from './CartSummary.module.css';
import { DeliveryPrices } from './DeliveryPrices';

export interface CartSummaryProps {
  /** The server's sum of the lines that can be bought. */
  totalAmount: number;
  /** Items in the lines that can be bought. */
  count: number;
  /** Some lines cannot be bought and are not counted. */
  hasProblems: boolean;
  onClear: () => void;
  clearing: boolean;
  /** Why the server refused to empty the basket. */
  refusal?: string;
}

/** The total as the server counts it, the delivery prices for it, «Оформить заказ» when there is something to buy, «Очистить корзину». */
export function CartSummary({ totalAmount, count, hasProblems, onClear, clearing, refusal }: CartSummaryProps) {
  return (
    <Stack as="section" aria-label="Итого" gap={4} className={styles.summary}>
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
      {count > 0 && <DeliveryPrices itemsAmount={totalAmount} />}
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
