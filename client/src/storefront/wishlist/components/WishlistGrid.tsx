import type { ProductCardFragment } from '../../../generated/wishlist/graphql';
import { ProductCard } from '../../catalog/components/ProductCard';
import { cardPictureLoading } from '../../shop/components/ProductPicture';
import grid from '../../shop/components/product-grid.module.css';
import { Button } from '../../ui/Button';
import styles from './WishlistGrid.module.css';

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
    <ul className={grid.grid} aria-label="Избранные товары">
      {products.map((product, index) => (
        <li key={product.id} className={styles.item} aria-label={product.name}>
          <ProductCard product={product} picture={cardPictureLoading(index)} heart={false} />
          <Button size="sm" variant="ghost" onClick={() => onRemove(product.id)} loading={pending === product.id} disabled={disabled}>
            Убрать из избранного
          </Button>
        </li>
      ))}
    </ul>
  );
}
