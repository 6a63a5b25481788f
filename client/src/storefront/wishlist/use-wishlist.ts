import { useApolloClient } from '@apollo/client/react';
import { CreateWishlistDocument, UpdateWishlistDocument } from '../../generated/wishlist/graphql';
import { WishlistCountDocument } from '../../generated/storefront/graphql';
import { errorCode } from '../../shared/errors/error-message';
import { useStoredRecord } from '../shop/use-stored-record';
import { storedWishlistId } from '../shop/wishlist-storage';
import { keepWishlist } from './keep-wishlist';

/**
 * The stored wishlist's products and its two changes: add a product, remove one. The whole ordered
 * list is sent each time (`updateWishlist`); the first addition makes the wishlist, and one the
 * server no longer knows is made anew. Nothing changes until the stored list is known (`ready`),
 * so a change never drops products that have not arrived yet.
 */
export function useWishlist() {
  const client = useApolloClient();
  const { id, data } = useStoredRecord(storedWishlistId, WishlistCountDocument);
  const productIds = data?.wishlist.products.map((product) => product.id) ?? [];

  const create = async (next: number[]) => {
    // client.mutate rather than useMutation: the catalogue's cards use this, and its page has no room for that hook.
    const { data: created } = await client.mutate({ mutation: CreateWishlistDocument, variables: { productIds: next } });
    keepWishlist(client, created!.createWishlist);
  };

  const replace = async (next: number[]) => {
    if (!id) return create(next);
    try {
      const { data: updated } = await client.mutate({ mutation: UpdateWishlistDocument, variables: { id, productIds: next } });
      keepWishlist(client, updated!.updateWishlist);
    } catch (error) {
      if (errorCode(error) !== 'NOT_FOUND') throw error;
      storedWishlistId.forget();
      await create(next);
    }
  };

  return {
    ready: !id || !!data,
    has: (productId: number) => productIds.includes(productId),
    add: (productId: number) => replace([...productIds, productId]),
    remove: (productId: number) => replace(productIds.filter((listed) => listed !== productId)),
  };
}
