import type { TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { forgetBasketId, isStaleBasket, useBasketId } from './basket-storage';

/**
 * The stored basket through `document` (a `basket(id)` query): nothing is asked while no basket is
 * stored, and a basket the server no longer knows is forgotten, so the next addition starts a new one.
 */
export function useStoredBasket<TData>(document: TypedDocumentNode<TData, { id: string }>, fetchPolicy?: WatchQueryFetchPolicy) {
  const id = useBasketId();
  const result = useQuery(document, id ? { variables: { id }, fetchPolicy } : skipToken);
  const stale = !!result.error && isStaleBasket(result.error);
  useEffect(() => {
    if (stale) forgetBasketId();
  }, [stale]);
  return { id, ...result };
}
