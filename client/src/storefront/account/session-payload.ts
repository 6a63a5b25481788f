import type { AccountSessionFragment } from '../../generated/account/graphql';
import { startSession } from '../../shared/auth/session';

/** Sign-in, sign-up, a confirmation or a reset link answered with a session: store both tokens, set the user (SPEC §4). */
export function signInWith(payload: AccountSessionFragment): void {
  startSession({ accessToken: payload.accessToken, refreshToken: payload.refreshToken, user: payload.user });
}

/** Where a guard sent the visitor from, to return there after signing in; the profile otherwise. */
export function returnPath(state: unknown, fallback: string): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  const path = from?.pathname;
  if (
    !path ||
    path.startsWith('/admin') ||
    ['/login', '/register', '/forgot-password'].includes(path) ||
    path.startsWith('/reset-password') ||
    path.startsWith('/confirm')
  ) {
    return fallback;
  }
  return `${path}${from?.search ?? ''}`;
}
