import type { ApolloClient } from '@apollo/client';
import type { WishlistContentsFragment } from '../../generated/wishlist/graphql';
import { WishlistCountDocument } from '../../generated/storefront/graphql';
import { storedWishlistId } from '../shop/wishlist-storage';

/**
 * Stores the wishlist's id (SPEC §4: after a create or an update) and writes the list as the
 * header's wishlist query, so the count shows without asking the server again.
 */
export function keepWishlist(client: ApolloClient, wishlist: WishlistContentsFragment): void {
  client.writeQuery({ query: WishlistCountDocument, variables: { id: wishlist.id }, data: { wishlist } });
  storedWishlistId.save(wishlist.id);
}
