import type { DeliveryOptionFragment } from '../../generated/basket/graphql';
import { deliveryPriceFor, deliveryPriceLabel, deliveryTerm, freeFromLabel } from '../../shared/format/delivery-terms';
import type { Choice } from './components/ChoiceGroup';

/** «1–2 дня · бесплатно от 5 000 ₽ · описание», leaving out what a method has not. */
export const described = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** One of the shop's own methods as a choice: its term, threshold and price for this basket. */
export const ownChoice = (method: DeliveryOptionFragment, itemsAmount: number, freeDelivery: boolean): Choice => ({
  value: String(method.id),
  title: method.name,
  detail: described(deliveryTerm(method), freeFromLabel(method), method.description),
  aside: deliveryPriceLabel(freeDelivery ? 0 : deliveryPriceFor(method, itemsAmount)),
});
