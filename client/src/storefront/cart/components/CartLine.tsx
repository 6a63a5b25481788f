import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { BasketContentsFragment } from '../../../generated/shop/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { formatPrice } from '../../../shared/format/format';
import { productUrls } from '../../../shared/catalog/product-urls';
import { Price } from '../../shop/components/Price';
import { QuantityStepper } from '../../shop/components/QuantityStepper';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { variantDetails } from '../../shop/variant-details';

export type BasketLine = BasketContentsFragment['orderProducts'][number];

export interface CartLineProps {
  line: BasketLine;
  /** Why the line cannot be bought now («Нет в наличии», «В наличии только 2 шт.»…): it is highlighted. */
  problem?: string;
  /** Why the server refused the last change of this line. */
  refusal?: string;
  pending: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the basket: picture, name, size and colour, price, quantity, sum, «Удалить». */
export function CartLine({ line, problem, refusal, pending, onQuantityChange, onRemove }: CartLineProps) {
  const { product, size, color, oldPrice, stock } = line.productVariant;
  const to = productUrls.product(product.url);
  const [image] = product.images;
  return (
    <Flex
      as="li"
      gap="4"
      p="4"
      borderWidth="1px"
      borderRadius="l3"
      borderColor={problem ? 'border.error' : undefined}
      bg={problem ? 'bg.error' : 'bg.panel'}
      aria-label={product.name}
      aria-busy={pending}
    >
      <Box w={{ base: '20', md: '24' }} flexShrink={0}>
        <AspectRatio ratio={1} bg="bg.muted" borderRadius="l2" overflow="hidden">
          {image ? <Image src={productImageUrl(image, 'thumb')} alt="" objectFit="cover" loading="lazy" /> : <Box />}
        </AspectRatio>
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <RouterLink to={to} fontWeight="medium">
          {product.name}
        </RouterLink>
        {(size || color) && (
          <Text fontSize="sm" color="fg.muted">
            {variantDetails({ size, color })}
          </Text>
        )}
        <Price price={line.price} oldPrice={oldPrice} />
        {problem && (
          <Text color="fg.error" fontWeight="medium">
            {problem}
          </Text>
        )}
        <HStack gap="4" wrap="wrap" justify="space-between">
          <QuantityStepper value={line.quantity} max={stock} onChange={onQuantityChange} disabled={pending} label={`Количество: ${product.name}`} />
          <Text fontWeight="semibold">{formatPrice(line.price * line.quantity)}</Text>
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={pending}>
            Удалить
          </Button>
        </HStack>
        {refusal && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {refusal}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
