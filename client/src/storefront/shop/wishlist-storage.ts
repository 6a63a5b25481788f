import { storedId } from './stored-id';

export const WISHLIST_ID_KEY = 'wishlistId';

/** The shopper's wishlist (SPEC §4): its id is stored after a create or an update and removed when fetching its products fails. */
export const storedWishlistId = storedId(WISHLIST_ID_KEY);
