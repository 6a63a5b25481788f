import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { ProductCardFragment } from '../../../generated/shop/graphql';
import { cardPictureLoading } from '../../shop/components/ProductPicture';
import { ProductCard } from '../../catalog/components/ProductCard';

export interface WishlistGridProps {
  products: ProductCardFragment[];
  /** The product being taken out right now. */
  pending: number | null;
  /** No change can be made now (one is under way, or the list is still loading). */
  disabled: boolean;
  onRemove: (productId: number) => void;
}

/** The wishlist's products as the catalogue's cards, each with «Убрать из избранного». */
export function WishlistGrid({ products, pending, disabled, onRemove }: WishlistGridProps) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }} listStyleType="none" aria-label="Избранные товары">
      {products.map((product, index) => (
        <Stack as="li" key={product.id} gap="2" aria-label={product.name}>
          <ProductCard product={product} picture={cardPictureLoading(index)} />
          <Button size="sm" variant="ghost" onClick={() => onRemove(product.id)} loading={pending === product.id} disabled={disabled}>
            Убрать из избранного
          </Button>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
