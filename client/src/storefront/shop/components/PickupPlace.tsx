import { formatPhone, phoneHref } from '../../../shared/format/format';

/** Where a pickup order is collected: the point's name and address, its hours and a phone to call. */
export function PickupPlace({ point }: { point: { name: string; address: string; hours: string; phone: string } }) {
  return (
    <>
      «{point.name}», {point.address}. {point.hours}. <a href={phoneHref(point.phone)}>{formatPhone(point.phone)}</a>
    </>
  );
}
