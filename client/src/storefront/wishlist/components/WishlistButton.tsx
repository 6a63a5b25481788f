import { Button, type ButtonSize } from '../../ui/Button';
import styles from './WishlistButton.module.css';

export interface WishlistButtonProps {
  /** The product is in the wishlist: the button is pressed. */
  listed: boolean;
  pending: boolean;
  disabled?: boolean;
  onToggle: () => void;
  size?: ButtonSize;
}

/** «♡ В избранное», pressed as «♥ В избранном»: a toggle button. */
export function WishlistButton({ listed, pending, disabled, onToggle, size = 'lg' }: WishlistButtonProps) {
  return (
    <Button variant="outline" size={size} className={styles.button} aria-pressed={listed} onClick={onToggle} loading={pending} disabled={disabled}>
      <span aria-hidden className={listed ? styles.listed : undefined}>
        {listed ? '♥' : '♡'}
      </span>
      {listed ? 'В избранном' : 'В избранное'}
    </Button>
  );
}
