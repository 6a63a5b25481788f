import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../../shared/auth/session';

/**
 * When a customer (role User) is signed in — by the sign-in or sign-up form, a link from a letter,
 * or the session check at start — the stored basket and wishlist are asked for again with their
 * token, so the server makes them theirs and merges their older ones in; a customer whose browser
 * stores none gets theirs. The header's counts then show them. Staff baskets never follow anyone.
 * The code doing it is fetched then: an anonymous shopper never loads it. A claim overtaken by a
 * sign-out (or by React's strict mode running the effect again) stores nothing.
 */
export function useFollowCustomer(): void {
  const client = useApolloClient();
  const { user } = useSession();
  const customerId = user?.role === 'User' ? user.id : null;
  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    void import('./claim-shopper-records').then(({ claimShopperRecords }) => claimShopperRecords(client, () => current));
    return () => {
      current = false;
    };
  }, [client, customerId]);
}
