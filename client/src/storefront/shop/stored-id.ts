import { useSyncExternalStore } from 'react';
import { errorCode } from '../../shared/errors/error-message';

/** localStorage when there is one (not on the server, not when the browser forbids it). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A record the shopper keeps by its UUID under one key of localStorage (SPEC §3): the basket, the wishlist. */
export interface StoredId {
  readonly key: string;
  read: () => string | null;
  save: (id: string) => void;
  forget: () => void;
  /** The stored id for a component, re-read when this tab or another one stores or removes it. */
  useId: () => string | null;
}

export function storedId(key: string): StoredId {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) notify();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  const read = () => storage()?.getItem(key) ?? null;
  return {
    key,
    read,
    save: (id) => {
      storage()?.setItem(key, id);
      notify();
    },
    forget: () => {
      storage()?.removeItem(key);
      notify();
    },
    useId: () => useSyncExternalStore(subscribe, read, () => null),
  };
}

/** The server no longer knows the stored id, or refuses it as malformed. */
export function isStaleId(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'VALIDATION';
}
