import { useId } from 'react';
import type { ProductCardFragment } from '../../../generated/shop/graphql';
import { Link } from '../../routing';
import { Heading, linkClass } from '../../ui/Text';
import { ProductCard } from './ProductCard';
import styles from './ProductRow.module.css';

export interface ProductRowProps {
  title: string;
  products: ProductCardFragment[];
  /** The catalogue page with all of them («Смотреть все»). */
  allHref?: string;
}

/**
 * A titled row of product cards that scrolls sideways: the home page's «Новинки», «Хиты продаж»
 * and «Скидки», the best sellers under an empty search. Nothing at all when there are no products.
 * It stands below the fold, so its pictures load as it nears.
 */
export function ProductRow({ title, products, allHref }: ProductRowProps) {
  const headingId = useId();
  if (!products.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
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
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
