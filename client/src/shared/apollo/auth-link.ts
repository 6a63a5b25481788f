import { SetContextLink } from '@apollo/client/link/context';
import { readTokens, type Tokens } from '../auth/token-storage';

/**
 * Adds `Authorization: Bearer <accessToken>` to every operation, but only while both tokens are
 * stored (SPEC §7). The tokens are read per request, so signing in or out needs no new client.
 */
export function createAuthLink(read: () => Tokens | null = readTokens): SetContextLink {
  return new SetContextLink((previous) => {
    const tokens = read();
    if (!tokens) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${tokens.accessToken}` } };
  });
}
