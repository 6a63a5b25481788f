import { badInput } from '../../core/errors.js';

/** The delivery services a parcel may go with (CONTRACT §19). */
export const carriers = ['cdek', 'russian_post', 'boxberry', 'dpd', 'other'] as const;
export type Carrier = (typeof carriers)[number];

export const carrierNames: Record<Carrier, string> = { cdek: 'СДЭК', russian_post: 'Почта России', boxberry: 'Boxberry', dpd: 'DPD', other: 'Другая служба' };

const trackingPages: Record<Carrier, string | null> = {
  cdek: 'https://www.cdek.ru/ru/tracking?order_id=',
  russian_post: 'https://www.pochta.ru/tracking?barcode=',
  boxberry: 'https://boxberry.ru/tracking-page?id=',
  dpd: 'https://www.dpd.ru/ru/private/tracking.html?order=',
  other: null,
};

/** The carrier's page that follows the parcel; none for another service or without a number. */
export function trackingUrl(carrier: Carrier | null, trackNumber: string | null): string | null {
  const page = carrier && trackingPages[carrier];
  return page && trackNumber ? page + encodeURIComponent(trackNumber) : null;
}

/** A track number and carrier go only with the move to `shipped` (400 on their field otherwise). */
export function refuseShipmentOutsideShipping(shipping: boolean, given: { trackNumber?: string; carrier?: Carrier }): void {
  if (shipping) return;
  const why = 'Указывается только при переводе заказа в «Отправлен»';
  if (given.trackNumber !== undefined) throw badInput({ trackNumber: why });
  if (given.carrier !== undefined) throw badInput({ carrier: why });
}
