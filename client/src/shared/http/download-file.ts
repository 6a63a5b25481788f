import type { ApolloClient } from '@apollo/client';
import { jsonBody, refusalMessage, signedInFetch } from './signed-in-fetch';

/** `attachment; filename="subscribers-2026-03-05.json"` → `subscribers-2026-03-05.json`. */
export function fileNameFrom(disposition: string | null): string | undefined {
  const match = disposition?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2];
  return name?.trim() || undefined;
}

/** Hands a downloaded file to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export interface DownloadOptions {
  /** The name to save under when the server names none: `subscribers-${today}.json`. */
  fallbackName: string;
  /** The Russian sentence when the server refuses without one of its own. */
  failedMessage: string;
}

/**
 * Downloads a staff-only file (an export) as the signed-in user and saves it under the name the
 * server gives. Rejects with an Error carrying a Russian message.
 */
export async function downloadFile(client: ApolloClient, url: string, { fallbackName, failedMessage }: DownloadOptions): Promise<void> {
  const response = await signedInFetch(client, url);
  if (!response.ok) throw new Error(refusalMessage(await jsonBody(response), failedMessage));
  saveFile(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName);
}

/** Today as in the server's file names: `2026-03-05`. */
export const fileDate = (now = new Date()): string => now.toISOString().slice(0, 10);
