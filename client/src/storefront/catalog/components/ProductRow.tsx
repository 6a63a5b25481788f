import { useId } from 'react';
import type { ProductCardFragment } from '../../../generated/catalog/graphql';
import { Link } from '../../routing';
import { Heading, linkClass } from '../../ui/Text';
import { cardPictureLoading } from '../../shop/components/ProductPicture';
import { ProductCard } from './ProductCard';
import styles from './ProductRow.module.css';

export interface ProductRowProps {
  title: string;
  products: ProductCardFragment[];
  /** The catalogue page with all of them («Смотреть все»). */
  allHref?: string;
  /** The row stands in the first screen: its first pictures load at once, the very first before anything else. */
  firstScreen?: boolean;
}

/**
 * A titled row of product cards that scrolls sideways: the home page's «Новинки», «Хиты продаж»
 * and «Скидки», the best sellers under an empty search. Nothing at all when there are no products.
 * Below the first screen its pictures load as it nears, and the browser lays it out only then.
 */
export function ProductRow({ title, products, allHref, firstScreen = false }: ProductRowProps) {
  const headingId = useId();
  if (!products.length) return null;
  return (
    <section className={firstScreen ? styles.section : `${styles.section} ${styles.later}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading as="h2" size="2xl" id={headingId}>
          {title}
        </Heading>
        {allHref && (
          <Link to={allHref} className={linkClass()}>
            Смотреть все<span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </div>
      <ul className={styles.row}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} picture={firstScreen ? cardPictureLoading(index) : 'lazy'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
