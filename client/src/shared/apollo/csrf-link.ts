import { SetContextLink } from '@apollo/client/link/context';
import { csrfHeaders } from '../http/csrf';

/** Echoes the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header of every operation (read per request). */
export function createCsrfLink(headers: () => Record<string, string> = () => csrfHeaders()): SetContextLink {
  return new SetContextLink((previous) => {
    const extra = headers();
    return Object.keys(extra).length ? { headers: { ...previous.headers, ...extra } } : {};
  });
}
