import type { RequestHandler } from 'express';

/**
 * Who may keep an API answer (a route that sets its own Cache-Control overrides this).
 *
 * A call with a bearer token gets someone's own data (orders, addresses, profile) or a staff view
 * (products off sale): `private, no-store`, so no shared cache hands it to anyone else and a shared
 * computer's browser keeps no copy on disk after the shopper signs out. Signed-in callers lose 304s
 * for it; the storefront reads through GraphQL POSTs, which no cache keeps anyway.
 *
 * An anonymous GET answers the same to everyone who has the address: `no-cache` lets browsers and
 * proxies keep it but ask every time, and the weak ETag Express gives `res.json` turns an unchanged
 * answer into a 304 without a body. Asking every time also keeps a proxy from serving the anonymous
 * answer to staff, whose request for the same address carries a token.
 */
export const apiCaching: RequestHandler = (req, res, next) => {
  if (req.headers.authorization) res.setHeader('Cache-Control', 'private, no-store');
  else if (req.method === 'GET' || req.method === 'HEAD') res.setHeader('Cache-Control', 'no-cache');
  next();
};
