import { useApolloClient, useMutation } from '@apollo/client/react';
import { AddToBasketDocument, type BasketLineInput } from '../../generated/add-to-basket/graphql';
import { errorCode } from '../../shared/errors/error-message';
import { storedBasketId } from '../shop/basket-storage';
import { startBasket } from './start-basket';

/**
 * Adds a variant to the shopper's basket. The basket is made on the first addition and its id
 * stored. A stored basket the server no longer knows is replaced by a new one.
 */
export function useAddToBasket() {
  const client = useApolloClient();
  const [addToBasket] = useMutation(AddToBasketDocument);

  return async (input: BasketLineInput): Promise<void> => {
    const stored = storedBasketId.read();
    try {
      await addToBasket({ variables: { basketId: stored ?? (await startBasket(client)), input } });
    } catch (error) {
      if (!stored || errorCode(error) !== 'NOT_FOUND') throw error;
      await addToBasket({ variables: { basketId: await startBasket(client), input } });
    }
  };
}
