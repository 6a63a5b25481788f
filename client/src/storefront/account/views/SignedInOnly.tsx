import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../../shared/auth/session';
import { accountUrls } from '../urls';

/** A page of the signed-in shopper: an anonymous visitor is sent to the sign-in page and comes back after it. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { hasTokens } = useSession();
  return hasTokens ? children : <Navigate to={accountUrls.signIn} replace state={{ from: location }} />;
}
