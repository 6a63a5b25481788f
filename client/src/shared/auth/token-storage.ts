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

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Calls `listener` whenever the stored tokens change: saved or removed in this tab, or in another
 * tab of the shop (the `storage` event). Returns the unsubscribe function.
 */
export function onTokensChange(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
}

/** Both tokens, or null unless both are stored: a half session counts as none (SPEC §7). */
export function readTokens(): Tokens | null {
  const store = storage();
  const accessToken = store?.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = store?.getItem(REFRESH_TOKEN_KEY);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export const hasTokens = (): boolean => readTokens() !== null;

/** Sign-in, sign-up, a confirmation or reset link, and every refresh store BOTH tokens (refresh tokens rotate). */
export function saveTokens(tokens: Tokens): void {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  store?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  notify();
}

/** Sign-out, or a refresh the server refused: both tokens go (SPEC §4, §7). */
export function clearTokens(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
  notify();
}
