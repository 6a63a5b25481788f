import { Suspense } from 'react';
import type { ProductCardFragment } from '../../../generated/catalog/graphql';
import { productUrls } from '../../../shared/catalog/product-urls';
import { useHydrated } from '../../../shared/routing/server-page';
import { Link } from '../../routing';
import { Price } from '../../shop/components/Price';
import { ProductPicture, type PictureLoading } from '../../shop/components/ProductPicture';
import { Badge } from '../../ui/Feedback';
import { linkClass } from '../../ui/Text';
import styles from './ProductCard.module.css';
import { lazyNamed } from '../../../shared/routing/lazy-screen';

/**
 * The heart needs the shopper's wishlist, which only the browser knows: it arrives after the page
 * has come alive, outside the catalogue's first load.
 */
const WishlistToggle = lazyNamed(() => import('../../wishlist/views/WishlistToggle'), (module) => module.WishlistToggle);

// More would hide the picture on a phone's two-column grid.
const SHOWN_TAGS = 2;

/** 4990 against 6990 → «−29 %»; null when there is no lower price. */
function discountLabel(price: number | null, oldPrice: number | null): string | null {
  if (price === null || !oldPrice || oldPrice <= price) return null;
  const percent = Math.round((1 - price / oldPrice) * 100);
  return percent > 0 ? `−${percent}\u00a0%` : null;
}

export interface ProductCardProps {
  product: ProductCardFragment;
  picture?: PictureLoading;
  /** The «В избранное» heart over the picture; off where the card has its own removal (the wishlist page). */
  heart?: boolean;
}

/**
 * One product in the catalogue grid: picture, brand, name, price and old price, «Нет в наличии»;
 * over the picture the discount and the tags, and the «В избранное» heart in its corner.
 * The picture is square (its box is sized before it arrives, so nothing shifts) and taken from the
 * WebP copies by width; the cards seen first load theirs at once.
 */
export function ProductCard({ product, picture = 'lazy', heart = true }: ProductCardProps) {
  const hydrated = useHydrated();
  const to = productUrls.product(product.url, product.matchingVariantId);
  const [image] = product.images;
  const discount = discountLabel(product.price, product.oldPrice);
  const tags = product.tags.slice(0, SHOWN_TAGS);
  return (
    <article className={styles.card}>
      {/* The picture repeats the name's link; only the name is announced and reached by Tab. */}
      <Link to={to} tabIndex={-1} aria-hidden className={styles.picture}>
        {image && <ProductPicture filename={image} alt="" sizes="(min-width: 62em) 16rem, (min-width: 48em) 33vw, 50vw" loading={picture} />}
      </Link>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <Link to={to} className={linkClass(true, styles.name)}>
          {product.name}
        </Link>
        <div className={styles.price}>{product.price !== null && <Price price={product.price} oldPrice={product.oldPrice} />}</div>
        {!product.inStock && <Badge tone="gray">Нет в наличии</Badge>}
      </div>
      {/* After the name in reading order, drawn over the picture. */}
      {(discount || tags.length > 0) && (
        <div className={styles.marks}>
          {discount && (
            <Badge tone="red" className={styles.discount}>
              {discount}
            </Badge>
          )}
          {tags.map((tag) => (
            <Badge key={tag.name} tone="accent">
              {tag.name}
            </Badge>
          ))}
        </div>
      )}
      {heart && hydrated && (
        <div className={styles.heart}>
          <Suspense fallback={null}>
            <WishlistToggle productId={product.id} iconOnly />
          </Suspense>
        </div>
      )}
    </article>
  );
}
