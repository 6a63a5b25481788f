import { useFollowCustomer } from '../use-follow-customer';
import { BasketLink } from './BasketLink';
import { WishlistLink } from './WishlistLink';

/** The header's «Избранное» and «Корзина» with their counts, which follow a customer who signs in. */
export function ShopLinks() {
  useFollowCustomer();
  return (
    <>
      <WishlistLink />
      <BasketLink />
    </>
  );
}
