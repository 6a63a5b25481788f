import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { MyWishlistDocument } from '../../generated/wishlist/graphql';
import { BasketCountDocument, WishlistCountDocument } from '../../generated/storefront/graphql';
import { createBasket, keepBasket } from '../cart/start-basket';
import { keepWishlist } from '../wishlist/keep-wishlist';
import { storedBasketId } from './basket-storage';
import { isStaleId, type StoredId } from './stored-id';
import { storedWishlistId } from './wishlist-storage';

/**
 * Asks the server for the stored basket or wishlist with the customer's token, which makes it
 * theirs. False when none is stored, or when the server no longer knows it (it is then forgotten);
 * an outage keeps it.
 */
async function refetchStored(client: ApolloClient, stored: StoredId, query: TypedDocumentNode<unknown, { id: string }>): Promise<boolean> {
  const id = stored.read();
  if (!id) return false;
  try {
    await client.query({ query, variables: { id }, fetchPolicy: 'network-only' });
    return true;
  } catch (error) {
    if (!isStaleId(error)) throw error;
    stored.forget();
    return false;
  }
}

/**
 * After a customer signs in (see use-follow-customer.ts): their basket and wishlist, merged by the
 * server with what this browser kept. When the browser kept none, `createBasket` answers the
 * customer's existing basket (or a new one) and their own wishlist is looked up, so the header's
 * counts are right on every device. Nothing is asked or stored once `current` turns false (the
 * customer signed out meanwhile).
 */
export async function claimShopperRecords(client: ApolloClient, current: () => boolean): Promise<void> {
  const claimBasket = async () => {
    if (await refetchStored(client, storedBasketId, BasketCountDocument)) return;
    const basket = await createBasket(client);
    if (current()) keepBasket(client, basket);
  };

  const claimWishlist = async () => {
    if (await refetchStored(client, storedWishlistId, WishlistCountDocument)) return;
    const { data } = await client.query({ query: MyWishlistDocument, fetchPolicy: 'network-only' });
    const [own] = data?.wishlists.rows ?? [];
    if (own && current()) keepWishlist(client, own);
  };

  if (current()) await Promise.allSettled([claimBasket(), claimWishlist()]);
}
