// Per-IP submission limit. In memory for one instance; in Redis when REDIS is set, so that
// several Directus instances behind a load balancer share one count per IP.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RequestFormConfig } from './config';

export interface SubmitLimiter {
  /** Counts one submission; returns the seconds to wait when the limit is reached, else null. */
  consume(ip: string): Promise<number | null>;
}

/** Told when Redis cannot be reached (the limit then holds per instance until it can). */
export type RedisWarning = (message: string) => void;

export function createSubmitLimiter(config: RequestFormConfig, warn?: RedisWarning): SubmitLimiter {
  return createAddressLimiter(
    config,
    { points: config.submitLimit, duration: config.submitWindowSeconds, keyPrefix: 'request-form-submit' },
    warn,
  );
}

/** Attachment uploads per address: their own budget, so files never use up the submit limit. */
export function createUploadLimiter(config: RequestFormConfig, warn?: RedisWarning): SubmitLimiter {
  return createAddressLimiter(
    config,
    { points: config.uploadLimit, duration: config.submitWindowSeconds, keyPrefix: 'request-form-upload' },
    warn,
  );
}

/**
 * Uploads per form: keyed by the form token's hash, for as long as a token is good, so that one
 * open form cannot park more than a few files however many addresses it comes from.
 */
export function createFormUploadLimiter(config: RequestFormConfig, warn?: RedisWarning): SubmitLimiter {
  return createAddressLimiter(
    config,
    { points: config.uploadsPerForm, duration: config.formTokenTtlSeconds, keyPrefix: 'request-form-form-uploads' },
    warn,
  );
}

/** A Redis client whose connection errors are told once per outage (ioredis reconnects by itself). */
function redisClient(url: string, warn: RedisWarning = () => {}) {
  const client = new Redis(url, { enableOfflineQueue: false, lazyConnect: false });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    warn(`Rate limit store (Redis) unreachable, counting per instance meanwhile: ${error.message}`);
  });
  client.on('ready', () => {
    down = false;
  });
  return client;
}

/** `points` actions per address and window (0: no limit). */
function createAddressLimiter(
  config: RequestFormConfig,
  options: { points: number; duration: number; keyPrefix: string },
  warn?: RedisWarning,
): SubmitLimiter {
  const limiter: RateLimiterAbstract = config.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redisClient(config.redis, warn),
        // Redis down: fall back to this instance's own count rather than refuse every prospect.
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async consume(ip) {
      if (options.points === 0) return null;
      try {
        await limiter.consume(ip);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}
