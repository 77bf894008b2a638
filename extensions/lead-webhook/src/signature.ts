// The webhook's signature (README "Hand-off"): the signed message of the CMS and the site
// (packages/contract/src/signed-message.ts), HMAC-SHA256 of "<timestamp>.<body>" keyed with the
// secret set in the CMS, sent as `X-Webhook-Signature: sha256=<hex>` beside
// `X-Webhook-Timestamp: <Unix seconds>`. The timestamp is part of what is signed, so a receiver
// that refuses old timestamps cannot be sent a captured delivery again later.
import {
  LEAD_WEBHOOK_HEADERS,
  signatureOf,
  signedHeaders as signedMessageHeaders,
  verifySignedMessage,
} from '@agency/contract/signed-message';

export { signatureOf };

export const TIMESTAMP_HEADER = LEAD_WEBHOOK_HEADERS.timestamp;
export const SIGNATURE_HEADER = LEAD_WEBHOOK_HEADERS.signature;

/** The headers of one attempt: a fresh timestamp and its signature. */
export const signedHeaders = (secret: string, body: string, now = Date.now()): Record<string, string> =>
  signedMessageHeaders(LEAD_WEBHOOK_HEADERS, secret, body, now);

/**
 * What a receiver does (README "Hand-off" shows the same in a few lines): the signature matches
 * the body and timestamp, and the timestamp is at most `toleranceSeconds` away from now.
 */
export function verifySignature(
  secret: string,
  message: { timestamp: string | undefined; signature: string | undefined; body: string },
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  return verifySignedMessage(secret, message, { now, maxAgeSeconds: toleranceSeconds });
}
