import { Router, type Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { forbidden } from '../../core/errors.js';
import type { YandexMarketFeed } from './yandex-market-feed.js';

const XML = 'application/xml; charset=utf-8';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `?token=` equals the configured one, compared in constant time; anyone may read when none is set. */
function tokenAccepted(req: Request, token: string | undefined): boolean {
  if (!token) return true;
  const given = req.query.token;
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(token));
}

/** `/feeds/yandex-market.xml`: the Yandex Market feed, behind `FEED_TOKEN` when it is set. */
export function exchangeRouter(feed: YandexMarketFeed, feedToken: string | undefined): Router {
  return Router().get('/feeds/yandex-market.xml', async (req, res) => {
    if (!tokenAccepted(req, feedToken)) throw forbidden();
    res.setHeader('Content-Type', XML);
    // pipeline writes each batch at the pace the client reads (waiting for 'drain') and stops
    // reading batches when the client hangs up, which is no error of ours.
    try {
      await pipeline(Readable.from(feed.document()), res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  });
}
