import type { ApolloClient } from '@apollo/client';
import { renewTokens } from '../auth/refresh';
import { readTokens, type Tokens } from '../auth/token-storage';
import { SERVER_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors/error-message';
import { csrfHeaders } from './csrf';
import { refusalMessage } from './signed-in-fetch';

/** SPEC §5: at most 4 files at once, each at most 5 MB (5242880 bytes); the server checks again. */
export const MAX_FILES = 4;
export const MAX_FILE_BYTES = 5242880;

/** The picture formats the server takes (it reads the format from the bytes). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
// Some systems give no type for an AVIF or WebP file: its name decides then.
const PICTURE_NAME = /\.(jpe?g|png|webp|gif|avif)$/i;

export const TOO_MANY_FILES = `Можно загрузить не более ${MAX_FILES} файлов за раз.`;

/** Why the server would refuse this file, or undefined when it may go. */
export function fileRefusal(file: File): string | undefined {
  const picture = file.type ? PICTURE_TYPES.includes(file.type) : PICTURE_NAME.test(file.name);
  if (!picture) return `Файл ${file.name} — не картинка: подойдут JPEG, PNG, WebP, GIF или AVIF.`;
  if (file.size > MAX_FILE_BYTES) return `Размер файла ${file.name} более 5 МБ не допускается.`;
  return undefined;
}

/**
 * Splits chosen files into those that may go and the Russian reasons for the others: more than 4
 * at once (counting `already` chosen before) refuses them all, otherwise each file on its own.
 */
export function checkPictures(files: readonly File[], already = 0): { accepted: File[]; refusals: string[] } {
  if (already + files.length > MAX_FILES) return { accepted: [], refusals: [TOO_MANY_FILES] };
  const refusals = files.map(fileRefusal).filter((reason): reason is string => !!reason);
  return { accepted: files.filter((file) => !fileRefusal(file)), refusals };
}

interface Answer {
  status: number;
  body: unknown;
}

/** One `POST` over XMLHttpRequest, which (unlike fetch) reports how much of the body has gone. */
function post(url: string, body: FormData, tokens: Tokens | null, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(url, window.location.origin).toString());
    const headers = { ...csrfHeaders(), ...(tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}) };
    Object.entries(headers).forEach(([name, value]) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => reject(new Error(UNAVAILABLE_MESSAGE));
    request.send(body);
  });
}

/**
 * Uploads one picture (`POST /api/images`, field `files`) and answers its stored name, reporting
 * the percent sent. An expired access token is renewed once, as `signedInFetch` and the GraphQL link do.
 */
export async function uploadImage(client: ApolloClient, file: File, onProgress: (percent: number) => void = () => {}): Promise<string> {
  const body = new FormData();
  body.append('files', file);
  const sentWith = readTokens();
  let answer = await post('/api/images', body, sentWith, onProgress);
  if (answer.status === 401 && sentWith) answer = await post('/api/images', body, await renewTokens(client, sentWith), onProgress);
  const names = answer.body;
  if (answer.status < 200 || answer.status >= 300 || !Array.isArray(names) || typeof names[0] !== 'string') {
    throw new Error(refusalMessage(names, SERVER_ERROR_MESSAGE));
  }
  onProgress(100);
  return names[0];
}
