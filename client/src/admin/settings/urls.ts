import { adminUrls } from '../urls';

/** `/admin/settings`: the settings landing page; users, subscribers and consents live under it (SPEC §2). */
export const settingsUrl = `${adminUrls.root}/settings`;

/** The shop's name, requisites and contacts (CONTRACT §19; Admin). */
export const shopSettingsUrl = `${settingsUrl}/shop`;
