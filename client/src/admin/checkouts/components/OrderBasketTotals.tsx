import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminOrderBasketFragment } from '../../../generated/admin/graphql';
import { deliveryPriceLabel } from '../../../shared/format/delivery-terms';
import { formatPrice } from '../../../shared/format/format';

export interface OrderBasketTotalsProps {
  basket: AdminOrderBasketFragment | null;
  /** What delivery costs for this basket by the chosen method; unknown until one is chosen. */
  delivery?: number;
}

const kopecks = (roubles: number) => Math.round(roubles * 100);

/**
 * What the order will cost, as the server counts it: «Товары» at their prices, each promotion with
 * what it takes off (or «Бесплатная доставка»), «Скидка всего», the delivery and «Итого».
 */
export function OrderBasketTotals({ basket, delivery }: OrderBasketTotalsProps) {
  const discounts = basket?.discounts ?? [];
  return (
    <Stack gap="1" align="end" aria-label="Итого по корзине" role="group">
      {discounts.length > 0 && <Text>Товары: {formatPrice(basket!.itemsAmount)}</Text>}
      {discounts.map((discount, i) => (
        <Text key={`${discount.promotionId}-${i}`} color="fg.success">
          {discount.freeDelivery ? `Бесплатная доставка: ${discount.name}` : `Скидка: ${discount.name}: −${formatPrice(discount.amount)}`}
        </Text>
      ))}
      {basket && basket.discountAmount > 0 && <Text fontWeight="medium">Скидка всего: −{formatPrice(basket.discountAmount)}</Text>}
      {delivery !== undefined && <Text>Доставка: {deliveryPriceLabel(delivery)}</Text>}
      <Text fontSize="lg" fontWeight="semibold" aria-live="polite">
        Итого: {formatPrice((kopecks(basket?.totalAmount ?? 0) + kopecks(delivery ?? 0)) / 100)}
      </Text>
    </Stack>
  );
}
