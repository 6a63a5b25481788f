import type { ApolloClient } from '@apollo/client';
import { downloadFile, fileDate } from '../../shared/http/download-file';
import { subscriberUrls } from './urls';

/**
 * Downloads the subscribers' JSON export (staff only) and saves it as a file. Rejects with an
 * Error carrying a Russian message.
 */
export function downloadSubscribers(client: ApolloClient): Promise<void> {
  return downloadFile(client, subscriberUrls.file, { fallbackName: `subscribers-${fileDate()}.json`, failedMessage: 'Не удалось скачать список подписчиков.' });
}
