import { settingsUrl } from '../settings/urls';

export const subscriberUrls = {
  list: `${settingsUrl}/subscribers`,
  /** The staff-only JSON export (REST), `subscribers-ГГГГ-ММ-ДД.json`. */
  file: '/api/subscribes/files',
} as const;
