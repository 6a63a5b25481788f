import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatPrice } from '../../../shared/format/format';

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

/** The lines of a basket or an order — name, quantity × price, sum — and the total. */
export function OrderLines({ lines, totalAmount }: { lines: OrderLine[]; totalAmount: number }) {
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Состав заказа">
        {lines.map((line) => (
          <HStack as="li" key={line.id} justify="space-between" align="flex-start" gap="4" aria-label={line.name}>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium">{line.name}</Text>
              {line.details && (
                <Text fontSize="sm" color="fg.muted">
                  {line.details}
                </Text>
              )}
              {line.problem && (
                <Text fontSize="sm" color="fg.error" fontWeight="medium">
                  {line.problem}
                </Text>
              )}
            </Stack>
            <Stack gap="0.5" align="flex-end" flexShrink={0}>
              <Text fontWeight="semibold">{formatPrice(line.price * line.quantity)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {line.quantity} × {formatPrice(line.price)}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
      <HStack justify="space-between" align="baseline" borderTopWidth="1px" pt="3">
        <Text fontSize="lg">Итого</Text>
        <Text fontSize="xl" fontWeight="bold">
          {formatPrice(totalAmount)}
        </Text>
      </HStack>
    </Stack>
  );
}
