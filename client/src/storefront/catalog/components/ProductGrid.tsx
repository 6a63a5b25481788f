import type { ProductCardFragment } from '../../../generated/catalog/graphql';
import { cardPictureLoading } from '../../shop/components/ProductPicture';
import grid from '../../shop/components/product-grid.module.css';
import { ProductCard } from './ProductCard';

/** A page of products as cards: two across on a phone, four on a wide screen. */
export function ProductGrid({ products }: { products: ProductCardFragment[] }) {
  return (
    <ul className={grid.grid} aria-label="Товары">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} picture={cardPictureLoading(index)} />
        </li>
      ))}
    </ul>
  );
}
