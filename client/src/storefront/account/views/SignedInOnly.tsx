import type { ComponentType, ReactNode } from 'react';
import { useSession } from '../../../shared/auth/session';
import { useHydrated } from '../../../shared/routing/server-page';
import { SessionPending } from '../components/SessionPending';
import { Navigate, useLocation } from '../../routing';
import { accountUrls } from '../urls';

/** A page of the signed-in shopper: an anonymous visitor is sent to the sign-in page and comes back after it. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { hasTokens } = useSession();
  if (!useHydrated()) return <SessionPending />;
  return hasTokens ? children : <Navigate to={accountUrls.signIn} replace state={{ from: location }} />;
}

/** A page only for the signed-in shopper. */
export const signedIn =
  (View: ComponentType): ComponentType =>
  () => (
    <SignedInOnly>
      <View />
    </SignedInOnly>
  );
