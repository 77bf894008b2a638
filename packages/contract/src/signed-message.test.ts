import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_CHANGE_HEADERS,
  LEAD_WEBHOOK_HEADERS,
  signatureOf,
  signedHeaders,
  verifySignedMessage,
} from './signed-message';

const SECRET = 'a-shared-secret-of-enough-length';
const BODY = '{"collections":["services"]}';
const NOW = 1_767_225_600_000;

describe('a signed message', () => {
  it('is signed with the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret', () => {
    const expected = createHmac('sha256', SECRET).update(`1767225600.${BODY}`).digest('hex');
    expect(signatureOf(SECRET, 1_767_225_600, BODY)).toBe(`sha256=${expected}`);
    expect(signatureOf(SECRET, '1767225600', BODY)).toBe(`sha256=${expected}`);
  });

  it('sends the time in Unix seconds beside the signature of that time, under the names given', () => {
    expect(signedHeaders(CONTENT_CHANGE_HEADERS, SECRET, BODY, NOW + 999)).toEqual({
      'X-Agency-Timestamp': '1767225600',
      'X-Agency-Signature': signatureOf(SECRET, 1_767_225_600, BODY),
    });
    expect(Object.keys(signedHeaders(LEAD_WEBHOOK_HEADERS, SECRET, BODY, NOW))).toEqual([
      'X-Webhook-Timestamp',
      'X-Webhook-Signature',
    ]);
  });

  it('verifies with the same secret, body and time, within the tolerance', () => {
    const headers = signedHeaders(CONTENT_CHANGE_HEADERS, SECRET, BODY, NOW);
    const sent = { timestamp: headers['X-Agency-Timestamp'], signature: headers['X-Agency-Signature'], body: BODY };
    expect(verifySignedMessage(SECRET, sent, { now: NOW })).toBe(true);
    expect(verifySignedMessage(SECRET, sent, { now: NOW + 300_000 })).toBe(true);
    expect(verifySignedMessage(SECRET, sent, { now: NOW + 301_000 })).toBe(false);
    expect(verifySignedMessage(SECRET, sent, { now: NOW - 300_000 })).toBe(true);
    expect(verifySignedMessage(SECRET, sent, { now: NOW - 301_000 })).toBe(false);
    expect(verifySignedMessage(SECRET, sent, { now: NOW - 31_000, maxAheadSeconds: 30 })).toBe(false);
    expect(verifySignedMessage(SECRET, sent, { now: NOW - 30_000, maxAheadSeconds: 30 })).toBe(true);
  });

  it('does not verify with another secret, body or time, nor without a secret or a signature', () => {
    const headers = signedHeaders(LEAD_WEBHOOK_HEADERS, SECRET, BODY, NOW);
    const sent = { timestamp: headers['X-Webhook-Timestamp'], signature: headers['X-Webhook-Signature'], body: BODY };
    expect(verifySignedMessage(`${SECRET}x`, sent, { now: NOW })).toBe(false);
    expect(verifySignedMessage('', { ...sent, signature: signatureOf('', sent.timestamp!, BODY) }, { now: NOW })).toBe(
      false,
    );
    expect(verifySignedMessage(SECRET, { ...sent, body: BODY.replace('services', 'pages') }, { now: NOW })).toBe(false);
    expect(verifySignedMessage(SECRET, { ...sent, timestamp: String(Number(sent.timestamp) + 1) }, { now: NOW })).toBe(
      false,
    );
    expect(verifySignedMessage(SECRET, { ...sent, signature: undefined }, { now: NOW })).toBe(false);
    expect(verifySignedMessage(SECRET, { ...sent, timestamp: undefined }, { now: NOW })).toBe(false);
    const fractional = { ...sent, timestamp: '1767225600.0', signature: signatureOf(SECRET, '1767225600.0', BODY) };
    expect(verifySignedMessage(SECRET, fractional, { now: NOW })).toBe(false);
  });
});
