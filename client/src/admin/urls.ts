/** The back office's own addresses (SPEC §2). */
export const adminUrls = {
  root: '/admin',
  login: '/admin/login',
} as const;
