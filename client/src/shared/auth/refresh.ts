import type { ApolloClient } from '@apollo/client';
import { RefreshTokenDocument } from '../../generated/session/graphql';
import { errorCode } from '../errors/error-message';
import { SKIP_SESSION_RENEWAL } from './renewal-flag';
import { clearTokens, readTokens, saveTokens, type Tokens } from './token-storage';

/** The server refused the refresh token (403): both tokens are gone, the person must sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super('Сеанс завершён. Войдите снова.');
    this.name = 'SessionEndedError';
  }
}

/** The one refresh under way in this tab: everybody who needs new tokens meanwhile waits for it. */
let inFlight: Promise<Tokens> | null = null;

/** Runs `task` under a lock shared by the shop's tabs when the browser has Web Locks, else at once. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('vitrina-token-refresh', task) as Promise<T>) : task();
}

/**
 * New tokens for a request that was refused as unauthenticated (`sentWith`: the tokens it carried),
 * or for a session check answered 403.
 *
 * Refresh tokens rotate: the one presented is spent, and presenting a spent one again later ends
 * every session. Hence:
 * - one refresh at a time: concurrent callers get the same promise;
 * - when the stored tokens already differ from `sentWith` (a refresh finished meanwhile, here or in
 *   another tab), they are used as they are;
 * - tabs take turns through a Web Lock, and a tab that waited uses what the other tab stored;
 * - a refused refresh (403) removes both tokens, unless another tab has stored a different refresh
 *   token by then, which is used instead.
 * Other failures (network, 5xx, 429) reject with that error and keep the tokens.
 */
export function renewTokens(client: ApolloClient, sentWith?: Tokens | null): Promise<Tokens> {
  if (inFlight) return inFlight;
  const seen = readTokens();
  if (!seen) return Promise.reject(new SessionEndedError());
  if (sentWith && seen.accessToken !== sentWith.accessToken) return Promise.resolve(seen);
  const run = withTabLock(() => refresh(client, seen)).finally(() => {
    inFlight = null;
  });
  inFlight = run;
  return run;
}

async function refresh(client: ApolloClient, seen: Tokens): Promise<Tokens> {
  const current = readTokens();
  if (!current) throw new SessionEndedError();
  if (current.refreshToken !== seen.refreshToken) return current;
  try {
    const { data } = await client.mutate({
      mutation: RefreshTokenDocument,
      variables: { token: current.refreshToken },
      context: { [SKIP_SESSION_RENEWAL]: true },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('Пустой ответ сервера');
    const tokens = { accessToken: data.refreshToken.accessToken, refreshToken: data.refreshToken.refreshToken };
    saveTokens(tokens);
    return tokens;
  } catch (error) {
    if (errorCode(error) !== 'FORBIDDEN') throw error;
    const latest = readTokens();
    if (latest && latest.refreshToken !== current.refreshToken) return latest;
    clearTokens();
    throw new SessionEndedError();
  }
}
