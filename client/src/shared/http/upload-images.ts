import type { ApolloClient } from '@apollo/client';
import { SERVER_ERROR_MESSAGE } from '../errors/error-message';
import { jsonBody, refusalMessage, signedInFetch } from './signed-in-fetch';

/** SPEC §5: at most 4 files a call, each at most 5 MB (5242880 bytes); the server checks again. */
export const MAX_FILES = 4;
export const MAX_FILE_BYTES = 5242880;

/** The Russian refusal for files the server would refuse anyway (`already` chosen before), or undefined when they may go. */
export function uploadRefusal(files: readonly File[], already = 0): string | undefined {
  if (already + files.length > MAX_FILES) return 'запрещено более 4 файлов';
  const large = files.find((file) => file.size > MAX_FILE_BYTES);
  return large ? `Размер файла ${large.name} более 5 МБ не допускается.` : undefined;
}

/**
 * Uploads pictures over REST (`POST /api/images`, field `files`) and answers their stored names.
 * An expired access token is renewed once, as the GraphQL link does.
 */
export async function uploadImages(client: ApolloClient, files: readonly File[]): Promise<string[]> {
  const body = new FormData();
  files.forEach((file) => body.append('files', file));
  const response = await signedInFetch(client, '/api/images', { method: 'POST', body });
  const answer = await jsonBody(response);
  if (!response.ok || !Array.isArray(answer)) throw new Error(refusalMessage(answer, SERVER_ERROR_MESSAGE));
  return answer as string[];
}
