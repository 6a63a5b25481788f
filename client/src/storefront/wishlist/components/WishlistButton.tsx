import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';

export interface WishlistButtonProps {
  /** The product is in the wishlist: the button is pressed. */
  listed: boolean;
  pending: boolean;
  disabled?: boolean;
  onToggle: () => void;
  size?: ButtonProps['size'];
}

/** «♡ В избранное», pressed as «♥ В избранном»: a toggle button. */
export function WishlistButton({ listed, pending, disabled, onToggle, size = 'lg' }: WishlistButtonProps) {
  return (
    <Button variant="outline" size={size} alignSelf="flex-start" aria-pressed={listed} onClick={onToggle} loading={pending} disabled={disabled}>
      <Box as="span" aria-hidden color={listed ? 'fg.error' : undefined}>
        {listed ? '♥' : '♡'}
      </Box>
      {listed ? 'В избранном' : 'В избранное'}
    </Button>
  );
}
