import { Link } from '../../routing';
import { Icon, type IconName } from '../../ui/Icon';
import { itemCount } from '../item-count';
import styles from './CountLink.module.css';

export interface CountLinkProps {
  label: string;
  icon: IconName;
  to: string;
  /** How many items: a badge on the icon unless 0, read out as «Корзина, 3 товара». */
  count: number;
}

/**
 * A header link with an icon and a count: «Избранное 2», «Корзина 3»; on phones the icon alone.
 * The count is drawn by CSS from `data-count`, so the link's only text is its label, which its
 * spoken name («Корзина, 3 товара») starts with.
 */
export function CountLink({ label, icon, to, count }: CountLinkProps) {
  return (
    <Link to={to} className={styles.link} aria-label={count ? `${label}, ${itemCount(count)}` : label}>
      <span className={styles.icon}>
        <Icon name={icon} />
        {count > 0 && <span className={styles.count} data-count={count} />}
      </span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
