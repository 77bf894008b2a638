// How the web server hears that content changed (README "The read path"): Directus' change hook
// (extensions/website-access) posts the changed collections to /__content/changed, signed with
// the Website API token both sides hold, or publishes them on Redis when several web instances
// share one (REDIS set on both sides).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CONTENT_CHANNEL = 'agency-site:content-changed';
export const SIGNATURE_HEADER = 'x-agency-signature';
export const TIMESTAMP_HEADER = 'x-agency-timestamp';
/** How old a signed call may be, and how far ahead of this server's clock (clock drift only). */
const MAX_AGE_SECONDS = 300;
const MAX_FUTURE_SECONDS = 30;
const COLLECTION = /^[a-z0-9_]{1,64}$/;

export function sign(secret, timestamp, body) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The changed collections of a message, or null when it is malformed. */
export function parseChange(body) {
  try {
    const { collections } = JSON.parse(body);
    if (!Array.isArray(collections) || collections.length > 100) return null;
    if (!collections.every((name) => typeof name === 'string' && COLLECTION.test(name))) return null;
    return collections;
  } catch {
    return null;
  }
}

/**
 * Checks a signed call: the right secret, sent within five minutes, and at most 30 s ahead of
 * this server's clock. A replay within that time is refused by the replay guard below.
 */
export function verifySignedChange({ secret, timestamp, signature, body, now = Date.now() }) {
  const sentAt = Number(timestamp);
  if (!secret || !Number.isInteger(sentAt)) return false;
  const age = now / 1000 - sentAt;
  if (age > MAX_AGE_SECONDS || age < -MAX_FUTURE_SECONDS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(String(signature ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The signatures of the calls taken while they could still pass verifySignedChange: the same
 * signed message is taken once. Directus' change hook makes every message unique (an id in the
 * body), a retry too. Only verified calls are remembered, so the memory holds what Directus sent.
 */
export function createReplayGuard() {
  const seen = new Map();
  return {
    /** True the first time this signature is met (and remembers it), false for a replay. */
    firstTime(signature, timestamp, now = Date.now()) {
      for (const [known, forgetAt] of seen) {
        if (forgetAt > now) break;
        seen.delete(known);
      }
      if (seen.has(signature)) return false;
      seen.set(signature, (Number(timestamp) + MAX_AGE_SECONDS + 1) * 1000);
      return true;
    },
  };
}
