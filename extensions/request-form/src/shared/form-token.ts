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
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [issued, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${issued}.${nonce}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - parseInt(issued, 36);
  return Number.isFinite(age) && age >= 0 ? age : null;
}

/** What a request stores of its token (never the token itself): enough to see it used again. */
export const formTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
