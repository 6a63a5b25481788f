import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument } from '../../generated/basket/graphql';
import { errorMessage, errorCode, fieldErrors } from '../../shared/errors/error-message';
import { storedBasketId } from '../shop/basket-storage';

/** What the promo code field shows and does; the basket page and the checkout each hold one. */
export interface PromoCode {
  pending: 'apply' | 'remove' | null;
  /** Why the last code was refused (when applied, or when an order was placed with it). */
  refusal?: string;
  /** Applies a code; true when the basket took it. */
  apply: (code: string) => Promise<boolean>;
  remove: () => Promise<void>;
  /** Shows a refusal that came from elsewhere: the order placed with the code. */
  refuse: (reason: string) => void;
}

/** Why the server refused a code, in its own words («Промокод не найден», «Срок действия промокода истёк»…). */
export const promoCodeRefusal = (error: unknown): string => fieldErrors(error).code ?? errorMessage(error);

/**
 * The basket's promo code: apply one (a new one replaces the old) or remove it. Each answers the
 * whole basket, which the Apollo cache takes in, so the lines, discounts and totals follow. A
 * refusal is shown under the field, once; a basket the server no longer knows is forgotten.
 */
export function usePromoCode(basketId: string): PromoCode {
  const [applyPromoCode] = useMutation(ApplyPromoCodeDocument);
  const [removePromoCode] = useMutation(RemovePromoCodeDocument);
  const [pending, setPending] = useState<PromoCode['pending']>(null);
  const [refusal, setRefusal] = useState<string>();

  const send = async (action: 'apply' | 'remove', request: () => Promise<unknown>): Promise<boolean> => {
    setPending(action);
    setRefusal(undefined);
    try {
      await request();
      return true;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') storedBasketId.forget();
      const reason = promoCodeRefusal(error);
      setRefusal(reason);
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    refusal,
    apply: (code) => send('apply', () => applyPromoCode({ variables: { basketId, code } })),
    remove: async () => void (await send('remove', () => removePromoCode({ variables: { basketId } }))),
    refuse: setRefusal,
  };
}
