import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DeliveryQuoteDocument } from '../../generated/carrier/graphql';
import type { CarrierCity, CarrierOffers } from './carrier-choice';

/**
 * СДЭК's price and days for this basket in the chosen city — to the chosen point, once there is one
 * (a locker has its own tariff) — asked each time the city or the point changes or `round` grows
 * (the price changed by the time the order was placed), never from the cache: a quote depends on
 * the basket and on СДЭК's day.
 */
export function useCarrierOffers(basketId: string, city: CarrierCity | undefined, pointCode: string | undefined, round: number): CarrierOffers {
  const client = useApolloClient();
  // The offers of the city asked for: a new point keeps them shown while asking, a new city does not.
  const [answer, setAnswer] = useState<CarrierOffers & { cityCode?: number }>({ asking: false, unavailable: false });
  const cityCode = city?.code;
  useEffect(() => {
    if (cityCode === undefined) return setAnswer({ asking: false, unavailable: false });
    let current = true;
    setAnswer((before) => ({ offers: before.cityCode === cityCode ? before.offers : undefined, asking: true, unavailable: false, cityCode }));
    client.query({ query: DeliveryQuoteDocument, variables: { basketId, cityCode, deliveryPointCode: pointCode }, fetchPolicy: 'network-only' }).then(
      ({ data }) => current && setAnswer({ offers: data?.deliveryQuote, asking: false, unavailable: !data, cityCode }),
      () => current && setAnswer({ asking: false, unavailable: true, cityCode }),
    );
    return () => {
      current = false;
    };
  }, [client, basketId, cityCode, pointCode, round]);
  return answer;
}
