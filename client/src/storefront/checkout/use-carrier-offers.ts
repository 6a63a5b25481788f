import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DeliveryQuoteDocument } from '../../generated/carrier/graphql';
import type { CarrierCity, CarrierOffers } from './carrier-choice';

/**
 * СДЭК's price and days for this basket in the chosen city, asked each time the city changes or
 * `round` grows (the price changed by the time the order was placed), never from the cache: a quote
 * depends on the basket and on СДЭК's day.
 */
export function useCarrierOffers(basketId: string, city: CarrierCity | undefined, round: number): CarrierOffers {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<CarrierOffers>({ asking: false, unavailable: false });
  const cityCode = city?.code;
  useEffect(() => {
    if (cityCode === undefined) return setAnswer({ asking: false, unavailable: false });
    let current = true;
    setAnswer({ asking: true, unavailable: false });
    client.query({ query: DeliveryQuoteDocument, variables: { basketId, cityCode }, fetchPolicy: 'network-only' }).then(
      ({ data }) => current && setAnswer({ offers: data?.deliveryQuote, asking: false, unavailable: !data }),
      () => current && setAnswer({ asking: false, unavailable: true }),
    );
    return () => {
      current = false;
    };
  }, [client, basketId, cityCode, round]);
  return answer;
}
