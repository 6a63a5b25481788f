import { useSyncExternalStore } from 'react';
import { errorStatus } from '../../shared/errors/error-message';

/**
 * Where the shopper's basket is remembered (SPEC §3): its UUID under one key of localStorage.
 * Creating a basket stores its id; a failed basket fetch removes it.
 */
export const BASKET_ID_KEY = 'basketId';

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

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === BASKET_ID_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const readBasketId = (): string | null => storage()?.getItem(BASKET_ID_KEY) ?? null;

export function saveBasketId(id: string): void {
  storage()?.setItem(BASKET_ID_KEY, id);
  notify();
}

export function forgetBasketId(): void {
  storage()?.removeItem(BASKET_ID_KEY);
  notify();
}

/** The stored basket id, re-read when this tab or another one stores or removes it. */
export const useBasketId = (): string | null => useSyncExternalStore(subscribe, readBasketId, () => null);

/** The server no longer knows the stored basket (404), or refuses its id as malformed (400). */
export function isStaleBasket(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}
