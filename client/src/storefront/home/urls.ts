export const homeUrl = '/';
