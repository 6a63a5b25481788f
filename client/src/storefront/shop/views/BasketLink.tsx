import { BasketCountDocument } from '../../../generated/storefront/graphql';
import { cartUrls } from '../../cart/urls';
import { storedBasketId } from '../basket-storage';
import { CountLink } from '../components/CountLink';
import { useStoredRecord } from '../use-stored-record';

/**
 * The header's link to the basket with the number of items in it (the sum of the quantities). It
 * reads the stored basket once; every change to the basket answers the whole basket, which updates
 * this count through the Apollo cache without asking again.
 */
export function BasketLink() {
  const { data } = useStoredRecord(storedBasketId, BasketCountDocument);
  const count = data?.basket.orderProducts.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return <CountLink label="Корзина" icon="bag" to={cartUrls.cart} count={count} />;
}
