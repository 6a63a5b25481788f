/**
 * The cross-site request token (SPEC §7): the server gives the page an `XSRF-TOKEN` cookie, and a
 * state-changing call that carries it must repeat it in the `X-XSRF-TOKEN` header (double submit).
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** The value of a readable cookie, or undefined (always undefined on the server). */
export function readCookie(name: string, cookies: string | undefined = typeof document === 'undefined' ? undefined : document.cookie): string | undefined {
  const match = cookies?.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return match ? decodeURIComponent(match.trim().slice(name.length + 1)) : undefined;
}

/** The header echoing the token, or nothing when the page has no token cookie. */
export function csrfHeaders(cookies?: string): Record<string, string> {
  const token = readCookie(CSRF_COOKIE, cookies);
  return token ? { [CSRF_HEADER]: token } : {};
}
