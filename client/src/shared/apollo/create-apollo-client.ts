import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject, type TypePolicies } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { createAuthLink } from './auth-link';
import { createCsrfLink } from './csrf-link';
import { createSessionLink } from './session-link';
import { GRAPHQL_PATH } from './endpoint';

export interface ApolloClientOptions {
  /** The GraphQL endpoint; the browser uses the same-origin `/graphql`. */
  uri?: string;
  /** A server-rendered cache to start from (the page data the server embeds). */
  initialState?: NormalizedCacheObject;
  /** A fetch to use instead of the global one (the server renderer passes its own). */
  fetch?: typeof fetch;
  /** Rendering on the server: queries run once, no polling or refetching. */
  ssrMode?: boolean;
}

/**
 * The link chain, outermost first: the session link (refresh once on UNAUTHENTICATED, then send
 * again), the auth link (bearer header), the CSRF link (`X-XSRF-TOKEN`) and the HTTP link. The
 * session link sits in front of the auth link, so a retried request picks up the new access token.
 * The HTTP link is Apollo's `BaseHttpLink`: `HttpLink` is the same plus client awareness, which names
 * Apollo Client and its version in every request for Apollo's metrics service — nothing here reads
 * it, and it weighed in every page's first load.
 */
export function createLinkChain(options: Pick<ApolloClientOptions, 'uri' | 'fetch'> = {}): ApolloLink {
  return ApolloLink.from([createSessionLink(), createAuthLink(), createCsrfLink(), new BaseHttpLink({ uri: options.uri ?? GRAPHQL_PATH, fetch: options.fetch })]);
}

/**
 * Every change to a basket or a wishlist answers the whole record: its lists are replaced, never
 * merged. An order's recipient has no id of its own and belongs to the order.
 */
const typePolicies: TypePolicies = {
  Basket: { fields: { orderProducts: { merge: false }, problems: { merge: false }, discounts: { merge: false } } },
  Wishlist: { fields: { products: { merge: false } } },
  CheckoutRecipient: { merge: true },
  // A product's category, sizes and tags are all `NamedRef`s: category 1 and size 1 are different
  // records, so they are stored inside their product, never normalised by id.
  NamedRef: { keyFields: false },
  // The same goes for a facet's values: brand 1, size 1 and tag 1 each have their own count.
  FacetValue: { keyFields: false },
  ColorFacetValue: { keyFields: false },
  // An order's delivery method 1 and payment method 1 are different records, copied into the order.
  OrderMethod: { keyFields: false },
};

export function createApolloCache(initialState?: NormalizedCacheObject): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  if (initialState) cache.restore(initialState);
  return cache;
}

/** One Apollo client: the browser makes one per page load, the server one per request. */
export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(options),
    cache: createApolloCache(options.initialState),
    ssrMode: options.ssrMode,
  });
}
