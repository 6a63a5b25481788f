import cluster from 'node:cluster';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { TooManyRequests } from './errors.js';

/**
 * `auth`: sign-in and the like, per IP and minute; `uploads`: files per User and hour; `promo`: promo codes tried, per basket and per IP in 10 minutes;
 * `delivery`: public calls that each cost a request to the delivery service, per IP and minute.
 */
export type LimitBucket = 'auth' | 'uploads' | 'promo' | 'delivery';

/** What a refusal says, where the general sentence would not tell the shopper what to do. */
const refusals: Partial<Record<LimitBucket, string>> = { promo: 'Слишком много попыток ввода промокода. Попробуйте позже.' };

/**
 * Per-IP request limits (CONTRACT §1): RATE_LIMIT_PER_MIN on every API call, AUTH_RATE_LIMIT_PER_MIN
 * on sign-in, sign-up, reset and token calls. Counters live in memory (in a WEB_CONCURRENCY worker,
 * in the primary's, which all the workers share), or in Redis when REDIS_URL is set so several
 * instances share them; if Redis is unreachable each instance falls back to memory.
 */
export class RateLimits {
  private readonly general: RateLimiterAbstract;
  private readonly auth: RateLimiterAbstract;
  private readonly uploads: RateLimiterAbstract;
  private readonly promo: RateLimiterAbstract;
  private readonly delivery: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(options: { perMinute: number; authPerMinute: number; uploadsPerHour: number; promoAttempts: number; deliveryPerMinute?: number; redisUrl?: string; log: Logger }) {
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', (error) => options.log.warn({ err: error }, 'Redis недоступен, счётчики запросов временно в памяти'));
    }
    const limiter = (keyPrefix: string, points: number, duration = 60) => {
      if (this.redis) return new RateLimiterRedis({ storeClient: this.redis, keyPrefix, points, duration, insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }) });
      return cluster.isWorker ? new RateLimiterCluster({ keyPrefix, points, duration, timeoutMs: 3000 }) : new RateLimiterMemory({ keyPrefix, points, duration });
    };
    this.general = limiter('vitrina-api', options.perMinute);
    this.auth = limiter('vitrina-auth', options.authPerMinute);
    this.uploads = limiter('vitrina-uploads', options.uploadsPerHour, 3600);
    this.promo = limiter('vitrina-promo', options.promoAttempts, 600);
    this.delivery = limiter('vitrina-delivery', options.deliveryPerMinute ?? 60);
  }

  /** Express middleware for /api and /graphql: 429 with the Russian message past the general limit. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      this.general.consume(req.ip ?? 'unknown').then(
        () => next(),
        // Anything but a refusal is a counter that did not answer in time (a busy primary): the request goes on.
        (refusal) => next(refusal instanceof RateLimiterRes ? new TooManyRequests(refusal.msBeforeNext) : undefined),
      );
    };
  }

  /** Counts `points` against the bucket for `key` (an IP, or a user for uploads); throws 429 past the limit. */
  async consume(bucket: LimitBucket, key: string, points = 1): Promise<void> {
    try {
      await this[bucket].consume(key || 'unknown', points);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) return;
      // A refused call takes nothing: a batch of files too many leaves the allowance for a smaller one.
      await this[bucket].reward(key || 'unknown', points).catch(() => undefined);
      throw new TooManyRequests(refusal.msBeforeNext, refusals[bucket]);
    }
  }

  /** Gives back what a call counted, when it turned out to be one the limit is not about (a promo code that was taken). */
  async release(bucket: LimitBucket, key: string, points = 1): Promise<void> {
    await this[bucket].reward(key || 'unknown', points).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
