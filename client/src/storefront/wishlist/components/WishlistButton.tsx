import { Button, type ButtonSize } from '../../ui/Button';
import styles from './WishlistButton.module.css';

export interface WishlistButtonProps {
  /** The product is in the wishlist: the button is pressed. */
  listed: boolean;
  pending: boolean;
  disabled?: boolean;
  onToggle: () => void;
  size?: ButtonSize;
  /** A heart alone (over a card's picture), named by aria-label. */
  iconOnly?: boolean;
}

/** «♡ В избранное», pressed as «♥ В избранном»: a toggle button. */
export function WishlistButton({ listed, pending, disabled, onToggle, size = 'lg', iconOnly }: WishlistButtonProps) {
  const name = listed ? 'В избранном' : 'В избранное';
  const heart = (
    <span aria-hidden className={listed ? styles.listed : undefined}>
      {listed ? '♥' : '♡'}
    </span>
  );
  if (iconOnly)
    return (
      <Button variant="ghost" size="sm" className={styles.heart} aria-label={name} aria-pressed={listed} onClick={onToggle} loading={pending} disabled={disabled}>
        {!pending && heart}
      </Button>
    );
  return (
    <Button variant="outline" size={size} className={styles.button} aria-pressed={listed} onClick={onToggle} loading={pending} disabled={disabled}>
      {heart}
      {name}
    </Button>
  );
}
