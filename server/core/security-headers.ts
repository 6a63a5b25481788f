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
 * What Yandex Maps' JavaScript API needs beside the shop's own (yandex.com/maps-api/docs/js-api,
 * «Enabling the API when using CSP»), allowed only in a shop that shows the points on a map
 * (YANDEX_MAPS_API_KEY): its script evaluates code, so `'unsafe-eval'` comes with it.
 */
const yandexMaps = {
  scriptSrc: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net', "'unsafe-eval'"],
  styleSrc: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  imgSrc: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
  connectSrc: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net'],
};

const withMaps = (directives: typeof contentSecurityPolicy) => ({
  ...directives,
  scriptSrc: [...directives.scriptSrc, ...yandexMaps.scriptSrc],
  styleSrc: [...directives.styleSrc, ...yandexMaps.styleSrc],
  imgSrc: [...directives.imgSrc, ...yandexMaps.imgSrc],
  connectSrc: [...directives.connectSrc, ...yandexMaps.connectSrc],
});

/**
 * helmet's headers (with Yandex Maps' sources when `maps`). `upgrade-insecure-requests` and HSTS only when the shop is served over https
 * (PUBLIC_URL says so, or the request came over TLS through a trusted proxy): over plain http
 * they would send a browser at `http://<LAN address>:4000` to an https that is not there.
 */
export function securityHeaders(publicUrl: string, { maps = false } = {}): RequestHandler {
  const directives = maps ? withMaps(contentSecurityPolicy) : contentSecurityPolicy;
  const secure = helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  const plain = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore, and complain about, an opener policy from an origin that is not https or localhost.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
  const httpsShop = publicUrl.startsWith('https://');
  return (req, res, next) => (httpsShop || req.secure ? secure : plain)(req, res, next);
}
