import { skipToken, useQuery } from '@apollo/client/react';
import { DeliveryQuoteDocument, type CarrierOfferFragment, type DeliveryOptionFragment } from '../../generated/basket/graphql';

/** A city as СДЭК knows it, chosen from the suggestions. */
export interface CarrierCity {
  code: number;
  name: string;
}

/** A method whose price and days come from СДЭК's calculation for the basket (CONTRACT §20), not from its own fields. */
export const byCarrier = (method?: Pick<DeliveryOptionFragment, 'kind'> | null): boolean => method != null && method.kind !== 'manual';

/** What СДЭК offers for a basket in a city: each method's offer, while asking, or that СДЭК did not answer. */
export interface CarrierOffers {
  offers?: readonly CarrierOfferFragment[];
  asking: boolean;
  unavailable: boolean;
  /** Ask again: the price changed when the order was placed. */
  requote: () => void;
}

/**
 * СДЭК's price and days for this basket in the chosen city, asked each time the city changes (a
 * quote is never taken from the cache: it depends on the basket and on СДЭК's day). Nothing is
 * asked while the shop has no СДЭК method or no city is chosen.
 */
export function useCarrierOffers(basketId: string | null, city: CarrierCity | undefined, wanted: boolean): CarrierOffers {
  const asked = basketId && city && wanted ? { variables: { basketId, cityCode: city.code }, fetchPolicy: 'network-only' as const } : skipToken;
  const { data, loading, error, refetch } = useQuery(DeliveryQuoteDocument, asked);
  return { offers: error ? undefined : data?.deliveryQuote, asking: loading, unavailable: Boolean(error), requote: () => void refetch() };
}
