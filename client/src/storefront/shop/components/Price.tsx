import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { formatPrice } from '../../../shared/format/format';

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
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'md'} color={discounted ? 'fg.error' : undefined}>
        {formatPrice(price)}
      </Text>
      {discounted && (
        <Text as="s" color="fg.muted" fontSize={size === 'lg' ? 'md' : 'sm'}>
          <VisuallyHidden>Старая цена: </VisuallyHidden>
          {formatPrice(oldPrice)}
        </Text>
      )}
    </HStack>
  );
}
