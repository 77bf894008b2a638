// The one signed message between the CMS and the web servers, and from the CMS to a lead
// webhook's receiver (README "The read path" and "Hand-off"): an HTTP POST whose body is signed
// with a secret both sides hold, as `sha256=<hex>` of the HMAC-SHA256 of "<timestamp>.<body>",
// the timestamp in Unix seconds sent in a header of its own. The timestamp is part of what is
// signed, so a receiver that refuses old timestamps cannot be sent a captured message again later.
// Plain TypeScript that Node runs as it is (type stripping): the web server's .mjs imports it too.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The names of a signed message's two headers. */
export interface SignedMessageHeaders {
  timestamp: string;
  signature: string;
}

/** Content changes, from Directus' change hook to each web server (POST /__content/changed). */
export const CONTENT_CHANGE_HEADERS = {
  timestamp: 'X-Agency-Timestamp',
  signature: 'X-Agency-Signature',
} as const satisfies SignedMessageHeaders;

/** The Redis channel content changes are published on when the web servers share a Redis. */
export const CONTENT_CHANNEL = 'agency-site:content-changed';

/** A new request, from the lead webhook to the agency's receiver (README "Hand-off"). */
export const LEAD_WEBHOOK_HEADERS = {
  timestamp: 'X-Webhook-Timestamp',
  signature: 'X-Webhook-Signature',
} as const satisfies SignedMessageHeaders;

/** The value of the signature header for this body at this time (Unix seconds). */
export function signatureOf(secret: string, timestamp: number | string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one message: the time now and its signature. */
export function signedHeaders(
  names: SignedMessageHeaders,
  secret: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [names.timestamp]: String(timestamp), [names.signature]: signatureOf(secret, timestamp, body) };
}

export interface Tolerance {
  now?: number;
  /** How old a message may be. */
  maxAgeSeconds?: number;
  /** How far ahead of the receiver's clock it may be (clock drift only). */
  maxAheadSeconds?: number;
}

/**
 * What a receiver checks: a secret is set, the signature matches the body and the timestamp, and
 * the timestamp (whole Unix seconds) is neither too old nor too far ahead.
 */
export function verifySignedMessage(
  secret: string,
  message: { timestamp: string | undefined; signature: string | undefined; body: string },
  { now = Date.now(), maxAgeSeconds = 300, maxAheadSeconds = maxAgeSeconds }: Tolerance = {},
): boolean {
  const { timestamp, signature, body } = message;
  if (!secret || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const age = now / 1000 - Number(timestamp);
  if (age > maxAgeSeconds || age < -maxAheadSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
