/**
 * Success and error notices (SPEC §8): 5 seconds, with an icon. This module holds no UI: the
 * toaster is downloaded with the first notice, so a shopper who
 * never sees one never loads it. Notices raised before it is ready wait in a queue.
 */

/** Notices stay 5 seconds (SPEC §8, §9). */
export const NOTICE_DURATION = 5000;

export interface Notice {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

type Deliver = (notice: Notice) => void;

const queue: Notice[] = [];
let deliver: Deliver | null = null;
let clearShown: (() => void) | null = null;
const requestListeners = new Set<() => void>();

function notify(notice: Notice): void {
  if (deliver) {
    deliver(notice);
    return;
  }
  queue.push(notice);
  requestListeners.forEach((listener) => listener());
}

/** A success notice with a success icon: «Цвет создан», 'Вы успешно авторизованы!'… */
export function notifySuccess(title: string, description?: string): void {
  notify({ type: 'success', title, description });
}

/** An error notice with an exclamation icon, carrying the server's Russian message. */
export function notifyError(title: string, description?: string): void {
  notify({ type: 'error', title, description });
}

/** Whether notices are waiting for the toaster. */
export const hasQueuedNotices = (): boolean => queue.length > 0;

/** Calls `listener` whenever a notice waits for the toaster; returns the unsubscribe function. */
export function onNoticeRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** The toaster takes over: queued notices are shown at once, later ones directly. */
export function connectToaster(show: Deliver, clear: () => void): () => void {
  deliver = show;
  clearShown = clear;
  queue.splice(0).forEach(show);
  return () => {
    if (deliver !== show) return;
    deliver = null;
    clearShown = null;
  };
}

/** Removes every notice, shown or waiting (on sign-out, and between tests). */
export function clearNotices(): void {
  queue.length = 0;
  clearShown?.();
}
