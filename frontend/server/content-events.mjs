// How the web server hears that content changed (README "The read path"): Directus' change hook
// (extensions/website-access) posts the changed collections to /__content/changed, signed with
// the Website API token both sides hold, or publishes them on Redis when several web instances
// share one (REDIS set on both sides). The message and its signature are those of
// packages/contract/src/signed-message.ts, which Node runs as it is (type stripping).
import { CONTENT_CHANGE_HEADERS, CONTENT_CHANNEL, verifySignedMessage } from '@agency/contract/signed-message';

export { CONTENT_CHANNEL };
export const SIGNATURE_HEADER = CONTENT_CHANGE_HEADERS.signature;
export const TIMESTAMP_HEADER = CONTENT_CHANGE_HEADERS.timestamp;
/** How old a signed call may be, and how far ahead of this server's clock (clock drift only). */
const MAX_AGE_SECONDS = 300;
const MAX_FUTURE_SECONDS = 30;
const COLLECTION = /^[a-z0-9_]{1,64}$/;

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
  return verifySignedMessage(
    secret,
    { timestamp, signature, body },
    { now, maxAgeSeconds: MAX_AGE_SECONDS, maxAheadSeconds: MAX_FUTURE_SECONDS },
  );
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
