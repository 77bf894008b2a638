// The webhook's signature (README "Hand-off"): HMAC-SHA256 of "<timestamp>.<body>" keyed with the
// secret set in the CMS, sent as `X-Webhook-Signature: sha256=<hex>` beside
// `X-Webhook-Timestamp: <Unix seconds>`. The timestamp is part of what is signed, so a receiver
// that refuses old timestamps cannot be sent a captured delivery again later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const SIGNATURE_HEADER = 'X-Webhook-Signature';

/** The value of the signature header for this body at this time (Unix seconds). */
export function signatureOf(secret: string, timestamp: number | string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one attempt: a fresh timestamp and its signature. */
export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body),
  };
}

/**
 * What a receiver does (README "Hand-off" shows the same in a few lines): the signature matches
 * the body and timestamp, and the timestamp is at most `toleranceSeconds` away from now.
 */
export function verifySignature(
  secret: string,
  { timestamp, signature, body }: { timestamp: string | undefined; signature: string | undefined; body: string },
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
