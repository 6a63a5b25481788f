import type { ApolloClient } from '@apollo/client';
import { downloadFile, fileDate } from '../../shared/http/download-file';
import { subscriberUrls } from './urls';

/** The files the list downloads as: JSON (CONTRACT §2), CSV for Russian Excel, or an Excel workbook. */
export const subscriberFormats = [
  { format: 'json', label: 'Скачать список' },
  { format: 'csv', label: 'Скачать CSV' },
  { format: 'xlsx', label: 'Скачать Excel' },
] as const;

export type SubscriberFormat = (typeof subscriberFormats)[number]['format'];

/**
 * Downloads the subscribers' export (staff only) in the given format and saves it as a file.
 * Rejects with an Error carrying a Russian message.
 */
export function downloadSubscribers(client: ApolloClient, format: SubscriberFormat = 'json'): Promise<void> {
  const url = format === 'json' ? subscriberUrls.file : `${subscriberUrls.file}?format=${format}`;
  return downloadFile(client, url, { fallbackName: `subscribers-${fileDate()}.${format}`, failedMessage: 'Не удалось скачать список подписчиков.' });
}
