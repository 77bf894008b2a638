// A signed "form opened at" time, handed out with the definition and sent back on submit. A
// request sent too soon after, with a token older than its lifetime, with a token another request
// already used, or without a valid token is kept but marked as spam, and the sender is not told:
// bots get the same answer as people.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(6).toString('base64url')}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** Milliseconds since the token was issued, or null when it is missing, forged or from the future. */
export function formTokenAge(token: string | null | undefined, secret: string, now = Date.now()): number | null {
  if (!token) return null;
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (issued === undefined || nonce === undefined || signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(sign(`${issued}.${nonce}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - parseInt(issued, 36);
  return Number.isFinite(age) && age >= 0 ? age : null;
}

/** What a request stores of its token (never the token itself): enough to see it used again. */
export const formTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenCheck {
  spamReason: string | null;
  /** The token's hash when it is genuine: stored with the request that spends it. */
  tokenHash: string | null;
}

/** One form opening, one request: the token's age, and its hash for the "already spent" look-up. */
export function checkFormToken(
  token: unknown,
  config: { secret: string; formTokenTtlSeconds: number; minFillSeconds: number },
  now = Date.now(),
): TokenCheck {
  const text = typeof token === 'string' ? token : null;
  const age = formTokenAge(text, config.secret, now);
  if (age === null || text === null) return { spamReason: 'No valid form token', tokenHash: null };
  const tokenHash = formTokenHash(text);
  if (age > config.formTokenTtlSeconds * 1000) return { spamReason: 'Form token expired', tokenHash };
  if (age < config.minFillSeconds * 1000)
    return { spamReason: `Sent ${(age / 1000).toFixed(1)} s after the form opened`, tokenHash };
  return { spamReason: null, tokenHash };
}

/**
 * Every reason the request is spam (kept, but nobody is told), in the order they were checked;
 * none for a request from a person. The proof of work adds its own (proof-of-work.ts).
 */
export function spamReasonsOf({
  honeypot,
  token,
  tokenSpent,
}: {
  /** The hidden field people never see. */
  honeypot: unknown;
  token: TokenCheck;
  /** Another stored request already carries this token's hash. */
  tokenSpent: boolean;
}): string[] {
  const reasons: string[] = [];
  if (typeof honeypot === 'string' && honeypot !== '') reasons.push('Hidden field filled in');
  if (token.spamReason) reasons.push(token.spamReason);
  if (tokenSpent) reasons.push('Form token already used');
  return reasons;
}
