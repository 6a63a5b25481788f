import { adminUrls } from '../urls';

/** The back office's home: the dashboard, its period in the address (`?from=2026-11-01&to=2026-11-30`). */
export const dashboardUrls = {
  home: `${adminUrls.root}/dashboard`,
} as const;
