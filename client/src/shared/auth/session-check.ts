import type { ApolloClient } from '@apollo/client';
import { CheckSessionDocument } from '../../generated/session/graphql';
import { errorCode, errorStatus } from '../errors/error-message';
import { renewTokens, SessionEndedError } from './refresh';
import { SKIP_SESSION_RENEWAL } from './renewal-flag';
import { sessionCheck, type SessionUser } from './session';
import { readTokens } from './token-storage';

/** Pauses before each retry of a session check that met a server or network failure. */
export const SESSION_RETRY_DELAYS: readonly number[] = [1000, 3000, 9000];

/** Why a session check was rejected (SPEC §4): no token, offline (retries used up), refused. */
export type SessionRejection = 'no-token' | 'offline' | 'refused';

export class SessionRejectedError extends Error {
  constructor(
    readonly reason: SessionRejection,
    readonly cause?: unknown,
  ) {
    super(reason === 'offline' ? 'Запрашиваемый сервер недоступен.' : 'Вы не авторизованы.');
    this.name = 'SessionRejectedError';
  }
}

export interface SessionCheckOptions {
  /** The pauses between retries; their count is the number of retries. */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The session check of SPEC §4 and §7: `checkSession` with the stored access token.
 * - fulfilled: the user is set;
 * - 403: the access token is refreshed (both new tokens are stored) and the check runs again; if
 *   the refresh itself is refused, both tokens are removed and the check is rejected;
 * - 401, a second 403, or a status above 500: rejected;
 * - any other status up to 500, or no answer at all: retried after a pause, a few times; meanwhile
 *   only `loading` stops, the user stays as it was. When the retries run out: rejected (offline).
 * A rejection clears the user.
 */
export async function checkSession(client: ApolloClient, { delays = SESSION_RETRY_DELAYS, wait = sleep }: SessionCheckOptions = {}): Promise<SessionUser> {
  let refreshed = false;
  for (let attempt = 0; ;) {
    const tokens = readTokens();
    if (!tokens) return reject('no-token');
    sessionCheck.started();
    let failure: unknown;
    try {
      const { data } = await client.mutate({
        mutation: CheckSessionDocument,
        variables: { token: tokens.accessToken },
        context: { [SKIP_SESSION_RENEWAL]: true },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('Пустой ответ сервера');
      sessionCheck.fulfilled(data.checkSession.user);
      return data.checkSession.user;
    } catch (error) {
      failure = error;
    }

    let code = errorCode(failure);
    if (code === 'FORBIDDEN' && !refreshed) {
      try {
        // With the tokens it used: when another tab has refreshed meanwhile, its tokens are taken as they are.
        await renewTokens(client, tokens);
        refreshed = true;
        continue;
      } catch (error) {
        if (error instanceof SessionEndedError) return reject('refused', error);
        failure = error;
        code = errorCode(error);
      }
    }
    // A server that answers but cannot serve (502, 503) refuses too: waiting on it would hold the page.
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || (errorStatus(failure) ?? 0) > 500) return reject('refused', failure);
    if (attempt >= delays.length) return reject('offline', failure);
    sessionCheck.retrying();
    await wait(delays[attempt++]);
  }
}

function reject(reason: SessionRejection, cause?: unknown): never {
  sessionCheck.rejected();
  throw new SessionRejectedError(reason, cause);
}

const checkedClients = new WeakSet<ApolloClient>();

/** The check at app start, once per Apollo client (React's strict mode runs effects twice), only with both tokens. */
export function startSessionCheck(client: ApolloClient, options?: SessionCheckOptions): void {
  if (checkedClients.has(client) || !readTokens()) return;
  checkedClients.add(client);
  checkSession(client, options).catch(() => undefined);
}
