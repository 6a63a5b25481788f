import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** What the app's own pages need, and nothing from elsewhere: no CDN, no inline scripts. */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * helmet's headers. `upgrade-insecure-requests` and HSTS only when the shop is served over https
 * (PUBLIC_URL says so, or the request came over TLS through a trusted proxy): over plain http
 * they would send a browser at `http://<LAN address>:4000` to an https that is not there.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const secure = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });
  const plain = helmet({
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore, and complain about, an opener policy from an origin that is not https or localhost.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
  const httpsShop = publicUrl.startsWith('https://');
  return (req, res, next) => (httpsShop || req.secure ? secure : plain)(req, res, next);
}
