import { refusal } from '../../core/errors.js';
import { kopecks } from '../../core/money.js';
import type { DeliveryMethod } from './checkout-methods.entities.js';
import type { CarriedDelivery } from './delivery-choice.service.js';
import { roubles } from './order-letters.js';

/**
 * Refuses an order whose delivery now costs other than the price the shopper was shown and sent
 * (CONTRACT §20: «a change is shown before it is placed»): 409 `STALE`, the code of «what you read
 * has changed since», with `details.current` the delivery as it is now — the same fields as an
 * offer of `deliveryQuote` — so the storefront shows the new price and asks again. Nothing is placed.
 */
export function refuseChangedDeliveryPrice(shown: number | undefined, charged: number, method: DeliveryMethod | null, carried: CarriedDelivery | null): void {
  if (shown === undefined || !method || kopecks(shown) === kopecks(charged)) return;
  const current = {
    deliveryMethodId: method.id,
    price: charged,
    daysMin: carried?.daysMin ?? method.minDays,
    daysMax: carried?.daysMax ?? method.maxDays,
    tariff: carried?.tariff ?? null,
  };
  throw refusal(409, 'STALE', `Стоимость доставки изменилась: теперь ${roubles(charged)}. Проверьте заказ и подтвердите его ещё раз.`, { current });
}
