import type { PlacedOrderFragment } from '../../generated/basket/graphql';

/** What the checkout hands to the confirmation page (in the history entry's state; gone after a reload). */
export interface PlacedOrderState {
  order: PlacedOrderFragment;
}
