import { WishlistCountDocument } from '../../../generated/storefront/graphql';
import { wishlistUrls } from '../../wishlist/urls';
import { CountLink } from '../components/CountLink';
import { useStoredRecord } from '../use-stored-record';
import { storedWishlistId } from '../wishlist-storage';

/**
 * The header's link to the wishlist with the number of products in it. Every change to the
 * wishlist answers the whole list, which updates this count through the Apollo cache.
 */
export function WishlistLink() {
  const { data } = useStoredRecord(storedWishlistId, WishlistCountDocument);
  return <CountLink label="Избранное" icon="heart" to={wishlistUrls.wishlist} count={data?.wishlist.products.length ?? 0} />;
}
