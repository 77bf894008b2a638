import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureOf, signedHeaders, verifySignature } from './signature';

const SECRET = 'a-shared-secret-of-enough-length';
const BODY = '{"event":"request.created","request":{"id":"1"}}';

describe('the webhook signature (README "Hand-off")', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret', () => {
    const expected = createHmac('sha256', SECRET).update(`1767225600.${BODY}`).digest('hex');
    expect(signatureOf(SECRET, 1_767_225_600, BODY)).toBe(`sha256=${expected}`);
  });

  it('sends the time in Unix seconds beside the signature of that time', () => {
    const headers = signedHeaders(SECRET, BODY, 1_767_225_600_999);
    expect(headers[TIMESTAMP_HEADER]).toBe('1767225600');
    expect(headers[SIGNATURE_HEADER]).toBe(signatureOf(SECRET, 1_767_225_600, BODY));
  });

  it('verifies for the same secret, body and a recent timestamp only', () => {
    const now = 1_767_225_600_000;
    const headers = signedHeaders(SECRET, BODY, now);
    const sent = { timestamp: headers[TIMESTAMP_HEADER], signature: headers[SIGNATURE_HEADER], body: BODY };
    expect(verifySignature(SECRET, sent, { now })).toBe(true);
    expect(verifySignature(SECRET, sent, { now: now + 299_000 })).toBe(true);
    expect(verifySignature(SECRET, sent, { now: now + 301_000 })).toBe(false);
    expect(verifySignature(`${SECRET}x`, sent, { now })).toBe(false);
    expect(verifySignature(SECRET, { ...sent, body: BODY.replace('"1"', '"2"') }, { now })).toBe(false);
    expect(verifySignature(SECRET, { ...sent, timestamp: String(Number(sent.timestamp) + 1) }, { now })).toBe(false);
    expect(verifySignature(SECRET, { ...sent, signature: undefined }, { now })).toBe(false);
    expect(verifySignature(SECRET, { ...sent, signature: 'sha256=00' }, { now })).toBe(false);
  });
});
