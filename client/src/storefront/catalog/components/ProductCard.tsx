import type { ProductCardFragment } from '../../../generated/shop/graphql';
import { productUrls } from '../../../shared/catalog/product-urls';
import { Link } from '../../routing';
import { Price } from '../../shop/components/Price';
import { ProductPicture, type PictureLoading } from '../../shop/components/ProductPicture';
import { Badge } from '../../ui/Feedback';
import { linkClass } from '../../ui/Text';
import styles from './ProductCard.module.css';

/**
 * One product in the catalogue grid: picture, brand, name, price and old price, «Нет в наличии».
 * The picture is square (its box is sized before it arrives, so nothing shifts) and taken from the
 * WebP copies by width; the cards seen first load theirs at once.
 */
export function ProductCard({ product, picture = 'lazy' }: { product: ProductCardFragment; picture?: PictureLoading }) {
  const to = productUrls.product(product.url);
  const [image] = product.images;
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
    </article>
  );
}
