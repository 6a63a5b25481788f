import type { ApolloClient } from '@apollo/client';
import { renewTokens } from '../auth/refresh';
import { readTokens } from '../auth/token-storage';
import { csrfHeaders } from './csrf';

/** SPEC §5: at most 4 files a call, each at most 5 MB (5242880 bytes); the server checks again. */
export const MAX_FILES = 4;
export const MAX_FILE_BYTES = 5242880;

/** The Russian refusal for files the server would refuse anyway (`already` chosen before), or undefined when they may go. */
export function uploadRefusal(files: readonly File[], already = 0): string | undefined {
  if (already + files.length > MAX_FILES) return 'запрещено более 4 файлов';
  const large = files.find((file) => file.size > MAX_FILE_BYTES);
  return large ? `Размер файла ${large.name} более 5 МБ не допускается.` : undefined;
}

function send(files: readonly File[]): Promise<Response> {
  const body = new FormData();
  files.forEach((file) => body.append('files', file));
  const tokens = readTokens();
  return fetch('/api/images', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { ...csrfHeaders(), ...(tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}) },
  });
}

/**
 * Uploads pictures over REST (`POST /api/images`, field `files`) and answers their stored names.
 * An expired access token is renewed once, as the GraphQL link does.
 */
export async function uploadImages(client: ApolloClient, files: readonly File[]): Promise<string[]> {
  const sentWith = readTokens();
  let response = await send(files);
  if (response.status === 401 && sentWith) {
    await renewTokens(client, sentWith);
    response = await send(files);
  }
  const body = (await response.json().catch(() => ({}))) as string[] | { message?: string };
  if (!response.ok || !Array.isArray(body)) throw new Error(('message' in body && body.message) || 'Ошибка сервера.');
  return body;
}
