import type { TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { isStaleId, type StoredId } from './stored-id';

/**
 * The stored basket or wishlist through `document` (a query by `id`): nothing is asked while none is
 * stored, and one the server no longer knows is forgotten, so the next addition starts a new one.
 */
export function useStoredRecord<TData>(stored: StoredId, document: TypedDocumentNode<TData, { id: string }>, fetchPolicy?: WatchQueryFetchPolicy) {
  const id = stored.useId();
  const result = useQuery(document, id ? { variables: { id }, fetchPolicy } : skipToken);
  const stale = !!result.error && isStaleId(result.error);
  useEffect(() => {
    if (stale) stored.forget();
  }, [stale, stored]);
  // A query switched off keeps its last answer: once the id is forgotten, there is nothing to show.
  return { ...result, id, stale, data: id ? result.data : undefined };
}
