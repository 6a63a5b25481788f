import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { BasketCountDocument } from '../../../generated/storefront/graphql';
import { cartUrls } from '../../cart/urls';
import { itemCount } from '../item-count';
import { useStoredBasket } from '../use-stored-basket';

/**
 * The header's link to the basket with the number of items in it (the sum of the quantities). It
 * reads the stored basket once; every change to the basket answers the whole basket, which updates
 * this count through the Apollo cache without asking again.
 */
export function BasketLink() {
  const { data } = useStoredBasket(BasketCountDocument);
  const count = data?.basket.orderProducts.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={cartUrls.cart} aria-label={count ? `Корзина, ${itemCount(count)}` : 'Корзина'}>
        Корзина
        {count > 0 && (
          <Box as="span" bg="colorPalette.solid" color="colorPalette.contrast" borderRadius="full" px="1.5" minW="5" textAlign="center" fontSize="xs" aria-hidden>
            {count}
          </Box>
        )}
      </Link>
    </Button>
  );
}
