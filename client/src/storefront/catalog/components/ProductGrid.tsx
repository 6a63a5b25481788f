import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { ProductCardFragment } from '../../../generated/shop/graphql';
import { cardPictureLoading } from '../../shop/components/ProductPicture';
import { ProductCard } from './ProductCard';

/** A page of products as cards: two across on a phone, four on a wide screen. */
export function ProductGrid({ products }: { products: ProductCardFragment[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }} listStyleType="none" aria-label="Товары">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} picture={cardPictureLoading(index)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
