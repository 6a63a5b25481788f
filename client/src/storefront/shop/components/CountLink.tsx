import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { itemCount } from '../item-count';
import styles from './CountLink.module.css';

export interface CountLinkProps {
  label: string;
  to: string;
  /** How many items: shown beside the label unless 0, and read out as «Корзина, 3 товара». */
  count: number;
}

/** A header link with a count: «Избранное 2», «Корзина 3». */
export function CountLink({ label, to, count }: CountLinkProps) {
  return (
    <Link to={to} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={count ? `${label}, ${itemCount(count)}` : label}>
      {label}
      {count > 0 && (
        <span className={styles.count} aria-hidden>
          {count}
        </span>
      )}
    </Link>
  );
}
