// The proof of work as a prospect's browser does it (docs/decisions/040-proof-of-work.md), for the
// tests and the benchmarks: ALTCHA's solver with Node's PBKDF2 in place of the browser's WebCrypto.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The `proof_of_work` a browser sends for `challenge` (the definition's `antiSpam.proofOfWork`).
 * @param {any} challenge
 * @returns {Promise<{ challenge: unknown, solution: { counter: number, derivedKey: string } }>}
 */
export async function solveProofOfWork(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof-of-work challenge could not be solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
