import { settingsUrl } from '../settings/urls';

export const consentUrls = { list: `${settingsUrl}/consents` } as const;
