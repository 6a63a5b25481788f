import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { tooManyRequests } from './errors.js';

export type LimitBucket = 'auth';

/**
 * Per-IP request limits (CONTRACT §1): RATE_LIMIT_PER_MIN on every API call, AUTH_RATE_LIMIT_PER_MIN
 * on sign-in, sign-up, reset and token calls. Counters live in memory, or in Redis when REDIS_URL
 * is set so several instances share them; if Redis is unreachable each instance falls back to memory.
 */
export class RateLimits {
  private readonly general: RateLimiterAbstract;
  private readonly auth: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(options: { perMinute: number; authPerMinute: number; redisUrl?: string; log: Logger }) {
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', (error) => options.log.warn({ err: error }, 'Redis недоступен, счётчики запросов временно в памяти'));
    }
    const limiter = (keyPrefix: string, points: number) =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, keyPrefix, points, duration: 60, insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: 60 }) })
        : new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    this.general = limiter('vitrina-api', options.perMinute);
    this.auth = limiter('vitrina-auth', options.authPerMinute);
  }

  /** Express middleware for /api and /graphql: 429 with the Russian message past the general limit. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      this.general.consume(req.ip ?? 'unknown').then(
        () => next(),
        (refusal) => {
          if (refusal instanceof RateLimiterRes) res.setHeader('Retry-After', String(Math.ceil(refusal.msBeforeNext / 1000)));
          next(refusal instanceof RateLimiterRes ? tooManyRequests() : refusal);
        },
      );
    };
  }

  /** Counts one call of a limited operation from this IP; throws 429 past the limit. */
  async consume(bucket: LimitBucket, ip: string): Promise<void> {
    try {
      await this[bucket].consume(ip || 'unknown');
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyRequests();
      throw refusal;
    }
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
