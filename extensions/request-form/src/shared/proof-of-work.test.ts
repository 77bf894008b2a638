import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFFICULTY, difficultyProblem, issueChallenge, proofOfWorkProblem } from './proof-of-work';

// docs/decisions/040-proof-of-work.md: an ALTCHA challenge bound to the form token, solved by the browser.
const SECRET = 'test-secret';
const FORM = 'a'.repeat(64);
const later = () => new Date(Date.now() + 60_000);

async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

describe('the proof of work', () => {
  it('takes a solution of a challenge issued for this form', async () => {
    const challenge = await issueChallenge(FORM, { secret: SECRET, difficulty: 20, expiresAt: later() });
    const proof = await solved(challenge);
    expect(proof.solution.counter).toBeGreaterThanOrEqual(10);
    expect(proof.solution.counter).toBeLessThanOrEqual(20);
    expect(await proofOfWorkProblem(proof, FORM, SECRET)).toBeNull();
  });

  it('tells a missing proof, a malformed one, a wrong answer and a forged challenge apart', async () => {
    const proof = await solved(await issueChallenge(FORM, { secret: SECRET, difficulty: 10, expiresAt: later() }));
    expect(await proofOfWorkProblem(undefined, FORM, SECRET)).toBe('No proof of work');
    expect(await proofOfWorkProblem('', FORM, SECRET)).toBe('No proof of work');
    expect(await proofOfWorkProblem('solved', FORM, SECRET)).toBe('Proof of work not valid');
    expect(await proofOfWorkProblem({ challenge: proof.challenge }, FORM, SECRET)).toBe('Proof of work not valid');
    const wrong = { ...proof, solution: { counter: proof.solution.counter + 1, derivedKey: '00'.repeat(32) } };
    expect(await proofOfWorkProblem(wrong, FORM, SECRET)).toBe('Proof of work not valid');
    // Signed with another secret, or easier than issued: the signature no longer matches.
    const foreign = await solved(await issueChallenge(FORM, { secret: 'other', difficulty: 10, expiresAt: later() }));
    expect(await proofOfWorkProblem(foreign, FORM, SECRET)).toBe('Proof of work not valid');
    const easier = { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } };
    expect(await proofOfWorkProblem({ ...proof, challenge: easier }, FORM, SECRET)).toBe('Proof of work not valid');
  });

  it('refuses a solution of another form’s challenge, and an expired one', async () => {
    const proof = await solved(await issueChallenge(FORM, { secret: SECRET, difficulty: 10, expiresAt: later() }));
    expect(await proofOfWorkProblem(proof, 'b'.repeat(64), SECRET)).toBe('Proof of work from another form');
    expect(await proofOfWorkProblem(proof, null, SECRET)).toBe('Proof of work from another form');
    const expired = await solved(
      await issueChallenge(FORM, { secret: SECRET, difficulty: 10, expiresAt: new Date(Date.now() - 1000) }),
    );
    expect(await proofOfWorkProblem(expired, FORM, SECRET)).toBe('Proof of work expired');
  });

  it('takes a difficulty from 10 to 100,000 from Site Settings, and empty for the default', () => {
    expect(DEFAULT_DIFFICULTY).toBe(1000);
    for (const fine of [null, undefined, '', 10, 1000, '800', 100_000]) expect(difficultyProblem(fine)).toBeNull();
    for (const wrong of [9, 100_001, 12.5, 'many', -400, true])
      expect(difficultyProblem(wrong)).toBe(
        'Proof-of-Work Difficulty must be a whole number from 10 to 100,000 (1,000 by default).',
      );
  });
});
