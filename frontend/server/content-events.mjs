// How the web server hears that content changed (README "The read path"): Directus' change hook
// (extensions/website-access) posts the changed collections to /__content/changed, signed with
// the Website API token both sides hold, or publishes them on Redis when several web instances
// share one (REDIS set on both sides).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CONTENT_CHANNEL = 'agency-site:content-changed';
export const SIGNATURE_HEADER = 'x-agency-signature';
export const TIMESTAMP_HEADER = 'x-agency-timestamp';
const MAX_SKEW_SECONDS = 300;
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

/** Checks a signed call: the right secret, and sent within five minutes (no replays of old calls). */
export function verifySignedChange({ secret, timestamp, signature, body, now = Date.now() }) {
  const sentAt = Number(timestamp);
  if (!secret || !Number.isInteger(sentAt) || Math.abs(now / 1000 - sentAt) > MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(String(signature ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
