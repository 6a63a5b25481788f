import { deliveryTerm } from '../../shared/format/delivery-terms';

/** What an order keeps of its delivery through СДЭК (CONTRACT §20); each empty for the shop's own methods. */
interface CarriedDelivery {
  deliveryDays: { min: number; max: number } | null;
  deliveryPoint: { address: string; type: string } | null;
  deliveryCity: { name: string } | null;
}

/** «Постамат» or «Пункт выдачи». */
export const carrierPointKind = (type: string): string => (type === 'locker' ? 'Постамат' : 'Пункт выдачи');

/** «Постамат СДЭК: Казань, Республика Татарстан, ул. Баумана, д. 1» — where a СДЭК order is collected. */
export function carrierPlace({ deliveryPoint, deliveryCity }: CarriedDelivery): string | null {
  if (!deliveryPoint) return null;
  const city = deliveryCity?.name ? `${deliveryCity.name.split(',')[0]}, ` : '';
  return `${carrierPointKind(deliveryPoint.type)} СДЭК: ${city}${deliveryPoint.address}`;
}

/** «Срок доставки по расчёту СДЭК: 3–5 дней». */
export const carrierTerm = ({ deliveryDays }: CarriedDelivery): string | null =>
  deliveryDays ? `Срок доставки по расчёту СДЭК: ${deliveryTerm({ minDays: deliveryDays.min, maxDays: deliveryDays.max })}` : null;
