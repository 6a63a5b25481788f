import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from './errors.js';

/** The cross-site request token pair the browser client uses (SPEC §7): a readable cookie echoed in a header. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieValue(header: string | undefined, name: string): string | undefined {
  const match = header?.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return match ? decodeURIComponent(match.trim().slice(name.length + 1)) : undefined;
}

/** Gives a browser that has no token one, on the pages it loads. */
export const issueCsrfCookie: RequestHandler = (req, res, next) => {
  if (!cookieValue(req.headers.cookie, CSRF_COOKIE)) {
    res.cookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), { sameSite: 'strict', path: '/', httpOnly: false, secure: req.secure });
  }
  next();
};

/**
 * A state-changing call that carries the shop's token cookie must echo it in the header (double
 * submit). Calls without the cookie — API tools, tests, other servers with a bearer token — pass.
 */
export const checkCsrf: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE);
  if (cookie === undefined || req.get(CSRF_HEADER) === cookie) return next();
  next(new AppError(403, 'Недействительный токен защиты запроса. Обновите страницу и повторите.'));
};
