/** Where the session lives in the browser (SPEC §3): two keys of localStorage. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** localStorage when there is one (not on the server, not when the browser forbids it). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Both tokens, or null unless both are stored: a half session counts as none (SPEC §7). */
export function readTokens(): Tokens | null {
  const store = storage();
  const accessToken = store?.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = store?.getItem(REFRESH_TOKEN_KEY);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export const hasTokens = (): boolean => readTokens() !== null;

export function saveTokens(tokens: Tokens): void {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  store?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** Replaces the access token after a refresh; the refresh token stays. */
export function saveAccessToken(accessToken: string): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, accessToken);
}

/** Sign-out: both tokens go (SPEC §4). */
export function clearTokens(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
}
