import { Skeleton } from '../../ui/Feedback';
import grid from './product-grid.module.css';
import styles from './ProductSkeletons.module.css';

/** Lines of text still on their way, the last one shorter. */
function SkeletonLines({ lines, inset }: { lines: number; inset?: boolean }) {
  return (
    <div className={inset ? `${styles.lines} ${styles.inset}` : styles.lines}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="1rem" width={index === lines - 1 && lines > 1 ? '80%' : '100%'} />
      ))}
    </div>
  );
}

/** A page of products still on its way: cards of the grid's own shape, so nothing jumps when they come. */
export function ProductGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className={grid.grid} role="status" aria-label="Загрузка товаров…">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.card}>
          <div className={styles.square}>
            <Skeleton height="100%" radius="0" />
          </div>
          <SkeletonLines lines={2} inset />
        </div>
      ))}
    </div>
  );
}

/** The product page still on its way: the picture's square beside the name, price and choices. */
export function ProductPageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Загрузка товара…">
      <div className={styles.square}>
        <Skeleton height="100%" radius="var(--radius-lg)" />
      </div>
      <div className={styles.details}>
        <Skeleton height="2rem" width="80%" />
        <Skeleton height="1.5rem" width="30%" />
        <SkeletonLines lines={4} />
      </div>
    </div>
  );
}
