import { settingsUrl } from '../settings/urls';

export const subscriberUrls = {
  list: `${settingsUrl}/subscribers`,
  /** The staff-only export (REST), `subscribers-ГГГГ-ММ-ДД.json`, or `.csv` / `.xlsx` with `?format=`. */
  file: '/api/subscribes/files',
} as const;
