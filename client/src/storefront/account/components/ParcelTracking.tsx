import type { Carrier } from '../../../generated/error-code';
import { carrierNames } from '../../../shared/orders/carriers';
import { Text, linkClass } from '../../ui/Text';

/** «Трек-номер: RA123456789RU (Почта России) · Отследить посылку» of a shipped order (CONTRACT §19). */
export function ParcelTracking({ trackNumber, carrier, trackingUrl }: { trackNumber: string; carrier: Carrier | null; trackingUrl: string | null }) {
  return (
    <Text>
      Трек-номер: {trackNumber}
      {carrier && ` (${carrierNames[carrier]})`}
      {trackingUrl && (
        <>
          {' · '}
          <a href={trackingUrl} className={linkClass()} target="_blank" rel="noopener noreferrer">
            Отследить посылку
          </a>
        </>
      )}
    </Text>
  );
}
