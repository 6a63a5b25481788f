import type { ApolloClient } from '@apollo/client';
import { CreateBasketDocument, type BasketContentsFragment } from '../../generated/add-to-basket/graphql';
import { BasketCountDocument } from '../../generated/storefront/graphql';
import { storedBasketId } from '../shop/basket-storage';

/** Stores the basket's id and writes it as the header's basket query, so the count shows without asking the server again. */
export function keepBasket(client: ApolloClient, basket: BasketContentsFragment): void {
  client.writeQuery({ query: BasketCountDocument, variables: { id: basket.id }, data: { basket } });
  storedBasketId.save(basket.id);
}

/** A basket from `createBasket` (a signed-in customer gets theirs back). */
export async function createBasket(client: ApolloClient): Promise<BasketContentsFragment> {
  const { data } = await client.mutate({ mutation: CreateBasketDocument });
  return data!.createBasket;
}

/** Makes a basket and keeps it; answers its id. */
export async function startBasket(client: ApolloClient): Promise<string> {
  const basket = await createBasket(client);
  keepBasket(client, basket);
  return basket.id;
}
