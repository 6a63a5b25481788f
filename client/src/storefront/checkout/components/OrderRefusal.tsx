import { FormAlert } from '../../forms/FormAlert';
import { BasketAlert } from './BasketAlert';

/** The server's refusal of an order, with the way back to the basket when the basket is what it is about. */
export function OrderRefusal({ message, basketOutdated }: { message: string; basketOutdated: boolean }) {
  return basketOutdated ? <BasketAlert title={message} /> : <FormAlert title={message} />;
}
