import { useApolloClient, useMutation } from '@apollo/client/react';
import { AddToBasketDocument, CreateBasketDocument, type BasketLineInput } from '../../generated/shop/graphql';
import { BasketCountDocument } from '../../generated/storefront/graphql';
import { errorStatus } from '../../shared/errors/error-message';
import { readBasketId, saveBasketId } from '../shop/basket-storage';

/**
 * Adds a variant to the shopper's basket. The basket is made on the first addition and its id
 * stored; it is also written as the header's basket query, so the count shows without asking the
 * server again. A stored basket the server no longer knows is replaced by a new one.
 */
export function useAddToBasket() {
  const client = useApolloClient();
  const [createBasket] = useMutation(CreateBasketDocument);
  const [addToBasket] = useMutation(AddToBasketDocument);

  const newBasket = async (): Promise<string> => {
    const { data } = await createBasket();
    const basket = data!.createBasket;
    client.writeQuery({ query: BasketCountDocument, variables: { id: basket.id }, data: { basket } });
    saveBasketId(basket.id);
    return basket.id;
  };

  return async (input: BasketLineInput): Promise<void> => {
    const stored = readBasketId();
    try {
      await addToBasket({ variables: { basketId: stored ?? (await newBasket()), input } });
    } catch (error) {
      if (!stored || errorStatus(error) !== 404) throw error;
      await addToBasket({ variables: { basketId: await newBasket(), input } });
    }
  };
}
