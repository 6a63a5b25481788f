/** What the checkout hands to the confirmation page (in the history entry's state; gone after a reload). */
export interface PlacedOrderState {
  totalAmount: number;
  /** Where the letter about the order went. */
  email: string;
}
