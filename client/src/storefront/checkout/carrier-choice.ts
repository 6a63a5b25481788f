import type { CarrierOfferFragment, CarrierPointFragment } from '../../generated/carrier/graphql';
import type { DeliveryOptionFragment } from '../../generated/basket/graphql';

export type { CarrierOfferFragment, CarrierPointFragment };

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
}

/** A СДЭК method as its quote prices it, as the summary counts it (the method's threshold still applies). */
export interface PricedDelivery {
  name: string;
  price: number;
  freeFrom: number | null;
}

/** The quote the checkout asks for in a shop with a СДЭК method: for this basket, again each `round`; the chosen method priced by it goes to `onPriced`. */
export interface CarrierQuote {
  basketId: string;
  round: number;
  onPriced: (priced?: PricedDelivery) => void;
}
