import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ClearBasketDocument, RemoveFromBasketDocument, SetBasketLineDocument } from '../../generated/basket-lines/graphql';
import { errorCode } from '../../shared/errors/error-message';
import { storedBasketId } from '../shop/basket-storage';
import { basketRefusal } from './basket-refusal';

/** What a change is about: one line (by its variant's id) or the whole basket. */
export type ChangeTarget = number | 'basket';

/**
 * The basket page's changes: a line's quantity, removing a line, emptying the basket. Each answers
 * the whole basket, which the Apollo cache takes in (the page and the header's count follow). A
 * refusal is shown once, beside what it concerns; a basket the server no longer
 * knows is forgotten.
 */
export function useBasketChanges(basketId: string) {
  const [setBasketLine] = useMutation(SetBasketLineDocument);
  const [removeFromBasket] = useMutation(RemoveFromBasketDocument);
  const [clearBasket] = useMutation(ClearBasketDocument);
  const [pending, setPending] = useState<ChangeTarget | null>(null);
  const [refusals, setRefusals] = useState<Partial<Record<ChangeTarget, string>>>({});

  const change = async (target: ChangeTarget, send: () => Promise<unknown>) => {
    setPending(target);
    setRefusals({});
    try {
      await send();
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') storedBasketId.forget();
      const refusal = basketRefusal(error);
      // Shown once, under the line it concerns (CONTRACT §19).
      setRefusals({ [target]: refusal });
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    refusals,
    setQuantity: (productVariantId: number, quantity: number) =>
      change(productVariantId, () => setBasketLine({ variables: { basketId, input: { productVariantId, quantity } } })),
    remove: (productVariantId: number) => change(productVariantId, () => removeFromBasket({ variables: { basketId, productVariantId } })),
    clear: () => change('basket', () => clearBasket({ variables: { basketId } })),
  };
}
