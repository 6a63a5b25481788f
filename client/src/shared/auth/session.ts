import { useSyncExternalStore } from 'react';
import type { SessionUserFragment } from '../../generated/session/graphql';
import { clearTokens, onTokensChange, readTokens, saveTokens, type Tokens } from './token-storage';

/** The signed-in person as both areas know them (SPEC §3 User). */
export type SessionUser = SessionUserFragment;

/**
 * Where the session check stands (SPEC §4): not run yet, under way, fulfilled (the user is known),
 * waiting to retry after a server or network failure, or rejected (no token, offline, refused).
 */
export type SessionStatus = 'idle' | 'checking' | 'fulfilled' | 'retrying' | 'rejected';

export interface SessionState {
  /** The current user: null until a sign-in or a fulfilled session check. */
  user: SessionUser | null;
  /** Both tokens are stored: requests carry the bearer header. */
  hasTokens: boolean;
  /** A session check is running right now. */
  loading: boolean;
  status: SessionStatus;
}

const serverState: SessionState = { user: null, hasTokens: false, loading: false, status: 'idle' };
/**
 * Without tokens the browser starts from the server's very state: a snapshot other than the one
 * the page was rendered with makes React render the whole layout again at once after hydrating,
 * in one long task.
 */
const initialState = (): SessionState => (readTokens() === null ? serverState : { ...serverState, hasTokens: true });

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(next) as (keyof SessionState)[]).every((key) => next[key] === state[key])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

// The tokens are the source of truth: when they disappear (sign-out, a refused refresh, another
// tab signing out), the user goes with them.
onTokensChange(() => {
  const stored = readTokens() !== null;
  setState(stored ? { hasTokens: true } : { hasTokens: false, user: null, loading: false });
});

export const getSession = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session for a component, re-rendered on every change (sign-in, sign-out, check outcome). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => serverState);
}

/** Sign-in, sign-up, a confirmation or reset link: both tokens are stored and the user is set (SPEC §4). */
export function startSession(payload: Tokens & { user: SessionUser }): void {
  saveTokens({ accessToken: payload.accessToken, refreshToken: payload.refreshToken });
  setState({ user: payload.user, hasTokens: true, loading: false, status: 'fulfilled' });
}

/** The user's own data changed (profile edit): the header and other readers follow. */
export function updateSessionUser(user: SessionUser): void {
  if (state.user && state.user.id === user.id) setState({ user: { ...state.user, ...user } });
}

/** Sign-out: the user is cleared and both tokens are removed (SPEC §4). */
export function endSession(): void {
  clearTokens();
  setState({ user: null, hasTokens: false, loading: false, status: 'idle' });
}

/** Session-check bookkeeping, used by session-check.ts. */
export const sessionCheck = {
  started: () => setState({ loading: true, status: 'checking' }),
  fulfilled: (user: SessionUser) => setState({ user, loading: false, status: 'fulfilled', hasTokens: readTokens() !== null }),
  /** Retrying: only loading stops; the user stays as it was. */
  retrying: () => setState({ loading: false, status: 'retrying' }),
  rejected: () => setState({ user: null, loading: false, status: 'rejected', hasTokens: readTokens() !== null }),
};

/** Back to a fresh page's state (tests call it between cases). */
export function resetSession(): void {
  state = initialState();
  listeners.forEach((listener) => listener());
}
