import { storedId } from './stored-id';

export const BASKET_ID_KEY = 'basketId';

/** The shopper's basket (SPEC §4): creating one stores its id; a failed basket fetch removes it. */
export const storedBasketId = storedId(BASKET_ID_KEY);
