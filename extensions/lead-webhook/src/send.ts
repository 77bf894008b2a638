// One attempt of a delivery: a signed JSON POST to the webhook address, through the address guard
// (address.ts), within the time limit. Redirects are not followed (the new address would escape
// the check); any answer other than 2xx, a refused address, a network error or a timeout is a
// failed attempt, described in words for the delivery's "Last error".
import http from 'node:http';
import https from 'node:https';
import { errorCode } from '@agency/contract/guards';
import { type AddressPolicy, checkAddresses, guardedLookup, literalAddress, parseWebhookUrl } from './address';
import { signedHeaders } from './signature';

/** How an attempt ended: answered (any status), refused by the address check, or no answer at all. */
export type AttemptOutcome = 'answered' | 'address-refused' | 'no-answer';

export interface AttemptResult {
  ok: boolean;
  outcome: AttemptOutcome;
  /** The receiver's HTTP status, when it answered. */
  statusCode: number | null;
  /** Why the attempt failed, in words (null when it succeeded). */
  error: string | null;
}

export interface SendOptions extends AddressPolicy {
  timeoutMs: number;
  now?: () => number;
}

/** How much of a refusing receiver's answer is kept in the delivery's last error. */
const ANSWER_EXCERPT_BYTES = 300;

export const USER_AGENT = 'agency-site-lead-webhook/1.0';

/**
 * The delivery's id, the same at every attempt of it (and in the body's `delivery`): a receiver
 * that keeps the ids it processed takes each lead once however often it is sent
 * (docs/decisions/038-outbox.md).
 */
export const DELIVERY_HEADER = 'X-Webhook-Delivery';

const answered = (statusCode: number, error: string): AttemptResult => ({
  ok: false,
  outcome: 'answered',
  statusCode,
  error,
});

/** An attempt that got no answer (or was not made): refused address, time-out or network error. */
function failure(error: unknown, timeoutMs: number): AttemptResult {
  const result = (outcome: AttemptOutcome, words: string): AttemptResult => ({
    ok: false,
    outcome,
    statusCode: null,
    error: words,
  });
  if (error instanceof Error && error.name === 'WebhookAddressError') return result('address-refused', error.message);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return result('no-answer', `The receiver did not answer within ${timeoutMs / 1000} seconds.`);
  }
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return result('no-answer', `The receiver could not be reached (${code ?? message}).`);
}

/** Sends `body` to `address` once, as the delivery `deliveryId` when given; never throws. */
export function sendSigned(
  address: string,
  secret: string,
  body: string,
  options: SendOptions,
  deliveryId?: string,
): Promise<AttemptResult> {
  let url: URL;
  try {
    url = parseWebhookUrl(address);
    const literal = literalAddress(url);
    if (literal) checkAddresses(literal, [literal], options);
  } catch (error) {
    return Promise.resolve(failure(error, options.timeoutMs));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'User-Agent': USER_AGENT,
        ...(deliveryId ? { [DELIVERY_HEADER]: deliveryId } : {}),
        ...signedHeaders(secret, body, options.now?.()),
      },
      lookup: guardedLookup(options),
      // A fresh connection per attempt: a pooled socket would skip the address check.
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('error', (error) => resolve(failure(error, options.timeoutMs)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_EXCERPT_BYTES) chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('error', (error) => resolve(answered(status, failure(error, options.timeoutMs).error!)));
      response.on('end', () => {
        if (status >= 200 && status < 300)
          return resolve({ ok: true, outcome: 'answered', statusCode: status, error: null });
        const excerpt = Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES).toString('utf8').trim();
        const redirect = status >= 300 && status < 400 ? ' (redirects are not followed: enter the final address)' : '';
        const reason = `The receiver answered ${status} ${response.statusMessage ?? ''}`.trim();
        resolve(answered(status, `${reason}${redirect}${excerpt ? `: ${excerpt}` : '.'}`));
      });
    });
    request.end(body);
  });
}
