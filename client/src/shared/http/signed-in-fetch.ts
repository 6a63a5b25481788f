import type { ApolloClient } from '@apollo/client';
import { renewTokens } from '../auth/refresh';
import { readTokens, type Tokens } from '../auth/token-storage';
import type { ErrorCode } from '../../generated/error-code';
import { csrfHeaders } from './csrf';

/**
 * A REST call as the signed-in user: the stored access token as a bearer, the CSRF echo on a
 * state-changing call, and, when the access token has expired (401), one renewal through the
 * shared refresh and one more try, as the GraphQL link does.
 */
export async function signedInFetch(client: ApolloClient, url: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}): Promise<Response> {
  const changes = (init.method ?? 'GET').toUpperCase() !== 'GET';
  const send = (tokens: Tokens | null) =>
    fetch(new URL(url, window.location.origin), {
      ...init,
      credentials: 'same-origin',
      headers: { ...init.headers, ...(changes ? csrfHeaders() : {}), ...(tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}) },
    });
  const sentWith = readTokens();
  const response = await send(sentWith);
  if (response.status !== 401 || !sentWith) return response;
  return send(await renewTokens(client, sentWith));
}

/** The body of a REST answer as JSON, or undefined when it is not JSON. */
export async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The code of a refused REST call (`{ statusCode, code, message, details }`, CONTRACT §21): what a screen branches on. */
export function refusalCode(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** The server's Russian sentence from a refused REST call (`{ statusCode, message }`), or `fallback`. */
export function refusalMessage(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
