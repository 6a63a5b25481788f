import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../shared/format/format';
import { itemCount } from '../../shop/item-count';
import { checkoutUrls } from '../../checkout/urls';

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

/** The total as the server counts it, «Оформить заказ» when there is something to buy, «Очистить корзину». */
export function CartSummary({ totalAmount, count, hasProblems, onClear, clearing, refusal }: CartSummaryProps) {
  return (
    <Stack as="section" aria-label="Итого" gap="4" p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <HStack justify="space-between" align="baseline">
        <Text fontSize="lg">
          Итого{count > 0 && `, ${itemCount(count)}`}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {formatPrice(totalAmount)}
        </Text>
      </HStack>
      {hasProblems && (
        <Text fontSize="sm" color="fg.error">
          Отмеченные товары сейчас нельзя купить: они не входят в сумму. Чтобы оформить заказ, уберите их или уменьшите количество.
        </Text>
      )}
      {count > 0 && (
        <Button asChild size="lg">
          <Link to={checkoutUrls.checkout}>Оформить заказ</Link>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onClear} loading={clearing} loadingText="Очищаем…">
        Очистить корзину
      </Button>
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
