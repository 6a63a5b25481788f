import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { itemCount } from '../item-count';

export interface CountLinkProps {
  label: string;
  to: string;
  /** How many items: shown beside the label unless 0, and read out as «Корзина, 3 товара». */
  count: number;
}

/** A header link with a count: «Избранное 2», «Корзина 3». */
export function CountLink({ label, to, count }: CountLinkProps) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={to} aria-label={count ? `${label}, ${itemCount(count)}` : label}>
        {label}
        {count > 0 && (
          <Box as="span" bg="colorPalette.solid" color="colorPalette.contrast" borderRadius="full" px="1.5" minW="5" textAlign="center" fontSize="xs" aria-hidden>
            {count}
          </Box>
        )}
      </Link>
    </Button>
  );
}
