import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFormToken, formTokenAge, formTokenHash, issueFormToken, spamReasonsOf } from './form-token';

// docs/decisions/004-form-token.md: a signed "form opened at" time; one form opening, one request.
const SECRET = 'test-secret';
const OPENED = Date.UTC(2026, 2, 2, 9, 30);
const config = { secret: SECRET, formTokenTtlSeconds: 86_400, minFillSeconds: 3 };
const token = issueFormToken(SECRET, OPENED);

describe('the form token', () => {
  it('tells how long ago the form was opened', () => {
    expect(formTokenAge(token, SECRET, OPENED)).toBe(0);
    expect(formTokenAge(token, SECRET, OPENED + 12_345)).toBe(12_345);
  });

  it('is a different token at every opening, even in the same millisecond', () => {
    expect(issueFormToken(SECRET, OPENED)).not.toBe(issueFormToken(SECRET, OPENED));
  });

  it('refuses a forged token: another secret, a changed time or signature, a missing part', () => {
    const [issued, nonce, signature] = token.split('.') as [string, string, string];
    expect(formTokenAge(issueFormToken('another-secret', OPENED), SECRET, OPENED)).toBeNull();
    expect(formTokenAge(`${(OPENED - 60_000).toString(36)}.${nonce}.${signature}`, SECRET, OPENED)).toBeNull();
    // One character of the signature changed (the first: the last one of base64url carries padding bits).
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(formTokenAge(`${issued}.${nonce}.${changed}`, SECRET, OPENED)).toBeNull();
    expect(formTokenAge(`${issued}.${nonce}.${signature}x`, SECRET, OPENED)).toBeNull();
    expect(formTokenAge(`${issued}.${nonce}`, SECRET, OPENED)).toBeNull();
    expect(formTokenAge(`${token}.extra`, SECRET, OPENED)).toBeNull();
    expect(formTokenAge('', SECRET, OPENED)).toBeNull();
    expect(formTokenAge(null, SECRET, OPENED)).toBeNull();
    expect(formTokenAge(undefined, SECRET, OPENED)).toBeNull();
  });

  it('refuses a token from the future (a clock cannot run backwards for a genuine one)', () => {
    expect(formTokenAge(token, SECRET, OPENED - 1)).toBeNull();
  });

  it('refuses a correctly signed token whose time is not a number', () => {
    const payload = '!!.nonce';
    const signature = createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(formTokenAge(`${payload}.${signature}`, SECRET, OPENED)).toBeNull();
    const genuine = `${OPENED.toString(36)}.nonce`;
    expect(
      formTokenAge(
        `${genuine}.${createHmac('sha256', SECRET).update(genuine).digest('base64url')}`,
        SECRET,
        OPENED + 5,
      ),
    ).toBe(5);
  });

  it('stores a hash, the same for the same token, so a second request with it is found', () => {
    expect(formTokenHash(token)).toBe(formTokenHash(token));
    expect(formTokenHash(token)).not.toBe(formTokenHash(issueFormToken(SECRET, OPENED)));
    expect(formTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(formTokenHash(token)).not.toContain(token);
  });
});

describe('spam verdict of the form token (docs/decisions/003-spam-kept-silently.md)', () => {
  const at = (seconds: number) => checkFormToken(token, config, OPENED + seconds * 1000);

  it('takes a token used between the minimum fill time and its lifetime', () => {
    expect(at(3)).toEqual({ spamReason: null, tokenHash: formTokenHash(token) });
    expect(at(86_400)).toEqual({ spamReason: null, tokenHash: formTokenHash(token) });
  });

  it('marks a request sent sooner than a person can fill the form in, with how soon', () => {
    expect(at(2.95)).toEqual({ spamReason: 'Sent 3.0 s after the form opened', tokenHash: formTokenHash(token) });
    expect(at(0).spamReason).toBe('Sent 0.0 s after the form opened');
  });

  it('marks an expired token, keeping its hash so that it is spent', () => {
    expect(at(86_400.001)).toEqual({ spamReason: 'Form token expired', tokenHash: formTokenHash(token) });
  });

  it('marks a forged, missing or future token, without a hash', () => {
    const forged = { spamReason: 'No valid form token', tokenHash: null };
    expect(checkFormToken(issueFormToken('other', OPENED), config, OPENED + 10_000)).toEqual(forged);
    expect(checkFormToken(undefined, config, OPENED)).toEqual(forged);
    expect(checkFormToken(42, config, OPENED)).toEqual(forged);
    expect(at(-1)).toEqual(forged);
  });

  it('gives every reason a request is spam, the hidden field first, and none for a clean request', () => {
    const fine = at(10);
    expect(spamReasonsOf({ honeypot: '', token: fine, tokenSpent: false })).toEqual([]);
    expect(spamReasonsOf({ honeypot: undefined, token: fine, tokenSpent: false })).toEqual([]);
    expect(spamReasonsOf({ honeypot: '', token: fine, tokenSpent: true })).toEqual(['Form token already used']);
    expect(spamReasonsOf({ honeypot: 'http://spam', token: at(1), tokenSpent: true })).toEqual([
      'Hidden field filled in',
      'Sent 1.0 s after the form opened',
      'Form token already used',
    ]);
    expect(spamReasonsOf({ honeypot: '', token: at(1), tokenSpent: false })).toEqual([
      'Sent 1.0 s after the form opened',
    ]);
    expect(spamReasonsOf({ honeypot: 1, token: fine, tokenSpent: false })).toEqual([]);
  });
});
