// Proof of work (docs/decisions/040-proof-of-work.md): an ALTCHA challenge handed out with the form
// token and bound to it, solved by the visitor's browser in a Web Worker while they fill in the
// form, and checked on submit. A request without a valid solution is kept as spam, silently, like
// one without a valid form token (docs/decisions/003-spam-kept-silently.md). The challenge is spent
// with its form token: the request that stores the token's hash spends both.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Knex } from 'knex';
import { z } from 'zod';

/** PBKDF2-SHA-256 rounds per attempt: the browser's WebCrypto runs them natively, as a script would. */
export const PROOF_OF_WORK_COST = 1000;
/** Attempts a browser needs at most, unless Site Settings say otherwise (under 1 s on a slow phone: `npm run bench:pow`). */
export const DEFAULT_DIFFICULTY = 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

const derivedKeys = new Map<string, { signature: string; keySignature: string }>();

/** Two keys of their own, derived from Directus' SECRET (the form token signs with SECRET itself). */
function keysOf(secret: string) {
  let keys = derivedKeys.get(secret);
  if (!keys) {
    const key = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
    keys = { signature: key('proof-of-work challenge'), keySignature: key('proof-of-work key') };
    derivedKeys.set(secret, keys);
  }
  return keys;
}

/**
 * A challenge for the form opened with `tokenHash` (the form token's hash), good as long as the
 * token: the browser must try between half of `difficulty` and `difficulty` numbers to find it.
 */
export async function issueChallenge(
  tokenHash: string,
  { secret, difficulty, expiresAt }: { secret: string; difficulty: number; expiresAt: Date },
): Promise<Challenge> {
  const keys = keysOf(secret);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: PROOF_OF_WORK_COST,
    deriveKey,
    counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
    data: { form: tokenHash },
    expiresAt,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

// What a proof must look like before the library sees it. Loose objects: the signature covers
// every parameter as sent, so none may be dropped.
const sentProof = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/**
 * Why the proof sent with a request does not count (a spam reason), or null when it does. Spent
 * proofs are told by the caller: a proof is spent with its form token.
 */
export async function proofOfWorkProblem(sent: unknown, tokenHash: string | null, secret: string) {
  if (sent === undefined || sent === null || sent === '') return 'No proof of work';
  const proof = sentProof.safeParse(sent);
  if (!proof.success) return 'Proof of work not valid';
  const { challenge, solution } = proof.data;
  const keys = keysOf(secret);
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (result.expired) return 'Proof of work expired';
    if (!result.verified) return 'Proof of work not valid';
  } catch {
    return 'Proof of work not valid';
  }
  // Genuine, and solved: but for this form? (A bot could solve one challenge for many tokens.)
  return challenge.parameters.data?.['form'] === tokenHash ? null : 'Proof of work from another form';
}

/** The difficulty Site Settings allow (the field's own limits). */
export const DIFFICULTY_RANGE = { min: 10, max: 100_000 };

/** Why a difficulty typed in Site Settings cannot be taken, or null (empty takes the default). */
export function difficultyProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (
    typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= DIFFICULTY_RANGE.min &&
    number <= DIFFICULTY_RANGE.max
  )
    return null;
  return 'Proof-of-Work Difficulty must be a whole number from 10 to 100,000 (1,000 by default).';
}

/** The difficulty in force: Site Settings', else the default. */
export async function loadDifficulty(database: Knex): Promise<number> {
  const row = await database('site_settings')
    .orderBy('id')
    .first<{ proof_of_work_difficulty?: unknown } | undefined>('proof_of_work_difficulty');
  const value = row?.proof_of_work_difficulty;
  return value !== null && value !== undefined && difficultyProblem(value) === null
    ? Number(value)
    : DEFAULT_DIFFICULTY;
}
