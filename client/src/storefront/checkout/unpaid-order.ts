import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnpaidOrderDocument } from '../../generated/basket/graphql';
import { errorCode } from '../../shared/errors/error-message';
import { storedUnpaidOrder } from './unpaid-order-storage';

/** Still waiting for its money: not paid (or failed), not cancelled. */
const waiting = (order: { status: string; paymentStatus: string | null }) => order.status !== 'cancelled' && (order.paymentStatus === 'pending' || order.paymentStatus === 'canceled');

/**
 * The order placed from this browser that waits to be paid, if any: back from ЮKassa's page without
 * paying, the shopper finds it on the basket and checkout pages. Once it is paid or cancelled, or
 * the shop no longer knows it, it is forgotten (not when the shop could not be asked).
 */
export function useUnpaidOrder() {
  const kept = storedUnpaidOrder.useId();
  const [id, token] = kept?.split(':') ?? [];
  const { data, error } = useQuery(UnpaidOrderDocument, id && token ? { variables: { id: Number(id), token }, fetchPolicy: 'network-only' } : skipToken);
  const settled = errorCode(error) === 'NOT_FOUND' || (!!data && !waiting(data.checkout));
  useEffect(() => {
    if (settled) storedUnpaidOrder.forget();
  }, [settled]);
  return kept && !settled ? (data?.checkout ?? null) : null;
}
