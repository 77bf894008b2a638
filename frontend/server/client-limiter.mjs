// Per-client limit on what costs the web server work: rendering a page that is not in the page
// cache and forwarding to the request-form endpoint. Cached pages and static files are never
// limited. A client is an IPv4 address or an IPv6 /64 (one subscriber's network), so rotating
// addresses inside one's own prefix gains nothing. Counted in Redis when REDIS is set (every web
// instance shares the count), in memory otherwise.
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** The key a client is counted under. */
export function clientKey(address) {
  if (!address) return 'unknown';
  const network = clientNetwork(address);
  return network.includes(':') ? `${network}/64` : network;
}

/**
 * The address that stands for a client when this server speaks for it (X-Forwarded-For to
 * Directus): an IPv4 address as it is, an IPv6 address as the first address of its /64, so that
 * Directus' own per-address limits count one subscriber's network once, as this server does.
 * @param {string} address
 */
export function clientNetwork(address) {
  try {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
    if (parsed.kind() === 'ipv4') return parsed.toString();
    const parts = parsed.toNormalizedString().split(':').slice(0, 4);
    return ipaddr.parse(`${parts.join(':')}::`).toString();
  } catch {
    return address;
  }
}

/** @typedef {{ allowed: true } | { allowed: false, retryAfterSeconds: number }} Verdict */

/**
 * @param {{ points: number, durationSeconds: number, redis?: import('ioredis').Redis }} options
 * points 0 turns the limit off.
 */
export function createClientLimiter({ points, durationSeconds, redis }) {
  /** @type {(address: string | undefined) => Promise<Verdict>} */
  const unlimited = async () => ({ allowed: true });
  if (points <= 0) return { consume: unlimited };
  const memory = new RateLimiterMemory({ keyPrefix: 'site-client', points, duration: durationSeconds });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: 'agency-site:client',
        points,
        duration: durationSeconds,
        // Redis unreachable: each instance keeps counting on its own rather than failing pages.
        insuranceLimiter: memory,
      })
    : memory;
  return {
    /**
     * One unit of work for this client: allowed, or refused with the seconds to wait.
     * @param {string | undefined} address
     * @returns {Promise<Verdict>}
     */
    async consume(address) {
      try {
        await limiter.consume(clientKey(address));
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}
