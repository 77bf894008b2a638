// Wrong passwords are throttled per client address, never per account (README "What is enforced
// where"). Directus' own "Login Attempts" setting suspends an account after so many wrong
// passwords from anywhere: one anonymous script could suspend every staff account and the
// administrator, whose address is documented. The project turns that setting off (migration
// 020) and counts sign-in attempts per address instead: past the limit that address, and only
// that address, is answered 429 with Retry-After until the window is over. A successful sign-in
// gives its attempt back, so the people who know their password never use up the budget.
// In memory for one instance; in Redis when REDIS is set, shared by every instance.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginThrottleConfig {
  /** Sign-in attempts that may fail per address and window (0: no throttle). */
  attempts: number;
  windowSeconds: number;
  redis: string | undefined;
}

type Env = Record<string, unknown>;

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === null || String(raw).trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number, ${min} or more`);
  return value;
}

export function loginThrottleConfig(env: Env): LoginThrottleConfig {
  const redis = typeof env.REDIS === 'string' && env.REDIS.trim() !== '' ? env.REDIS : undefined;
  return {
    attempts: wholeNumber(env, 'LOGIN_THROTTLE_ATTEMPTS', 10, 0),
    windowSeconds: wholeNumber(env, 'LOGIN_THROTTLE_WINDOW_SECONDS', 900, 1),
    redis,
  };
}

export interface LoginThrottle {
  /** Seconds this address must wait before its next attempt, or null when it may try now. */
  waitFor(address: string): Promise<number | null>;
  /** Counts one attempt; returns the seconds to wait when the address is past its limit, else null. */
  attempt(address: string): Promise<number | null>;
  /** Gives a successful attempt back. */
  succeeded(address: string): Promise<void>;
}

const secondsOf = (rejection: RateLimiterRes) => Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

export function createLoginThrottle(config: LoginThrottleConfig, warn: (message: string) => void): LoginThrottle {
  const options = { points: Math.max(config.attempts, 1), duration: config.windowSeconds, keyPrefix: 'login-attempts' };
  let limiter: RateLimiterAbstract;
  if (config.redis) {
    const client = new Redis(config.redis, { enableOfflineQueue: false, lazyConnect: false });
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) warn(`Login throttle store (Redis) unreachable, counting per instance meanwhile: ${error.message}`);
      down = true;
    });
    client.on('ready', () => {
      down = false;
    });
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: client,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  const off = config.attempts === 0;
  return {
    async waitFor(address) {
      if (off || !address) return null;
      const state = await limiter.get(address);
      return state && state.consumedPoints >= options.points ? secondsOf(state) : null;
    },
    async attempt(address) {
      if (off || !address) return null;
      try {
        await limiter.consume(address);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
        throw rejection;
      }
    },
    async succeeded(address) {
      if (off || !address) return;
      await limiter.reward(address, 1);
    },
  };
}
