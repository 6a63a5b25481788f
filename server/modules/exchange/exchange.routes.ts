import { Router, type Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { forbidden } from '../../core/errors.js';
import { documentTag, type FeedCache } from './feed-cache.js';

const XML = 'application/xml; charset=utf-8';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `?token=` equals the configured one, compared in constant time; anyone may read when none is set. */
function tokenAccepted(req: Request, token: string | undefined): boolean {
  if (!token) return true;
  const given = req.query.token;
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(token));
}

/**
 * Whether the reader's copy is current (RFC 9110 §13.2.2: If-None-Match first, else If-Modified-Since).
 * Not `req.fresh`: it answers 200 to any `Cache-Control: no-cache`, which fetch adds to every
 * conditional request, though that directive speaks to caches and not to the origin.
 */
function notModified(req: Request, etag: string, builtAt: Date): boolean {
  const tags = req.headers['if-none-match'];
  if (tags) return tags.split(',').some((tag) => ['*', documentTag(etag)].includes(documentTag(tag.trim().replace(/^W\//, ''))));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return req.method === 'GET' && !Number.isNaN(since) && Math.floor(builtAt.getTime() / 1000) * 1000 <= since;
}

/**
 * `/feeds/yandex-market.xml`: the Yandex Market feed, behind `FEED_TOKEN` when it is set, served
 * from the file the cache keeps (rebuilt first when the catalogue changed) or its gzip copy to a
 * reader taking gzip, 304 to a conditional GET of either.
 */
export function exchangeRouter(feed: FeedCache, feedToken: string | undefined): Router {
  return Router().get('/feeds/yandex-market.xml', async (req, res) => {
    if (!tokenAccepted(req, feedToken)) throw forbidden();
    const file = await feed.current(req.acceptsEncodings('gzip') === 'gzip');
    res.setHeader('Content-Type', XML);
    res.setHeader('Vary', 'Accept-Encoding');
    // compression() leaves an answer alone that already names its encoding
    if (file.gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', file.builtAt.toUTCString());
    const unchanged = notModified(req, file.etag, file.builtAt);
    if (unchanged || req.method === 'HEAD') {
      await file.handle.close();
      if (unchanged) res.status(304);
      else res.setHeader('Content-Length', file.size);
      res.end();
      return;
    }
    res.setHeader('Content-Length', file.size);
    // pipeline writes at the pace the client reads and closes the file when the client hangs up,
    // which is no error of ours.
    try {
      await pipeline(createReadStream('', { fd: file.handle, start: 0 }), res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  });
}
