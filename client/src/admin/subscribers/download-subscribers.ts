import type { ApolloClient } from '@apollo/client';
import { renewTokens } from '../../shared/auth/refresh';
import { readTokens, type Tokens } from '../../shared/auth/token-storage';
import { subscriberUrls } from './urls';

const FAILED_MESSAGE = 'Не удалось скачать список подписчиков.';

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

/** The server's sentence from a refused REST call (`{ statusCode, message }`), or a general one. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the general sentence below.
  }
  return FAILED_MESSAGE;
}

/**
 * Downloads the subscribers' JSON export (staff only) with the stored access token and saves it as
 * a file. A 401 (the access token expired) renews the tokens through the shared refresh once and
 * tries again. Rejects with an Error carrying a Russian message.
 */
export async function downloadSubscribers(client: ApolloClient): Promise<void> {
  const url = new URL(subscriberUrls.file, window.location.origin);
  const get = (tokens: Tokens | null) => fetch(url, { headers: tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}, credentials: 'same-origin' });

  const tokens = readTokens();
  let response = await get(tokens);
  if (response.status === 401 && tokens) response = await get(await renewTokens(client, tokens));
  if (!response.ok) throw new Error(await refusal(response));

  const date = new Date().toISOString().slice(0, 10);
  saveFile(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? `subscribers-${date}.json`);
}
