// The proof of work (docs/decisions/040-proof-of-work.md): GET /definition hands out an ALTCHA
// challenge bound to its form token; a request whose proof is missing, forged, solved for another
// form, expired or sent again is kept as spam with the reason, and the bot is told nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { solveProofOfWork } from '../../scripts/lib/proof-of-work.mjs';
import { fetchAs } from './demo-users';
import { directusJson } from './directus-client';
import { backdatedFormToken, challengeFor, fetchDefinition, postForm, validRequest } from './request-form-client';

interface StoredRequest {
  status: string;
  spam_reason: string | null;
}

const storedRequest = async (id: string) =>
  (await directusJson<{ data: StoredRequest }>(`/items/requests/${id}?fields=status,spam_reason`)).data;

/** Submits `body` as a new request; the stored status and reasons. */
async function submitted(body: Record<string, unknown>) {
  const response = await postForm('submit', body, { key: randomUUID() });
  expect(response.status).toBe(201);
  return storedRequest(((await response.json()) as { data: { id: string } }).data.id);
}

/** A back-dated token (past the minimum fill time) with the challenge /definition would hand out with it, solved. */
async function provenToken() {
  const token = backdatedFormToken();
  return { token, proof: await solveProofOfWork(await challengeFor(token)) };
}

const setDifficulty = (value: unknown) =>
  fetchAs('editor', '/items/site_settings', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ proof_of_work_difficulty: value }),
  });

afterAll(async () => {
  await directusJson('/items/site_settings', {
    method: 'PATCH',
    body: JSON.stringify({ proof_of_work_difficulty: 1000 }),
  });
});

describe('the proof of work', () => {
  it('comes with every definition, bound to its form token, at the default difficulty of Site Settings', async () => {
    const [one, other] = await Promise.all([fetchDefinition(), fetchDefinition()]);
    const challenge = one.antiSpam.proofOfWork as { parameters: Record<string, unknown>; signature: string };
    expect(one.antiSpam.proofOfWorkField).toBe('proof_of_work');
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(other.antiSpam.proofOfWork).not.toEqual(one.antiSpam.proofOfWork);
    // The browser's count of attempts lies between half the difficulty (1,000) and all of it.
    const { solution } = await solveProofOfWork(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(500);
    expect(solution.counter).toBeLessThanOrEqual(1000);
  });

  it('stores a request with a solved challenge of its own form as new', async () => {
    const { token, proof } = await provenToken();
    expect(await submitted(validRequest(token, { proof_of_work: proof }))).toEqual({
      status: 'new',
      spam_reason: null,
    });
  });

  it('keeps a request without a proof, with a forged one or with a wrong answer as spam, with the reason', async () => {
    const { token } = await provenToken();
    expect(await submitted(validRequest(token, { proof_of_work: undefined }))).toEqual({
      status: 'spam',
      spam_reason: 'No proof of work',
    });
    type Proof = Awaited<ReturnType<typeof provenToken>>['proof'];
    const parametersOf = (proof: Proof) => (proof.challenge as { parameters: Record<string, unknown> }).parameters;
    const spoilt: ((proof: Proof) => unknown)[] = [
      (proof) => ({ ...proof, challenge: { ...(proof.challenge as object), signature: '0'.repeat(64) } }),
      (proof) => ({ ...proof, solution: { counter: 7, derivedKey: 'ab'.repeat(32) } }),
      (proof) => ({
        ...proof,
        challenge: { ...(proof.challenge as object), parameters: { ...parametersOf(proof), cost: 1 } },
      }),
      () => 'solved',
    ];
    for (const spoil of spoilt) {
      const fresh = await provenToken();
      expect(await submitted(validRequest(fresh.token, { proof_of_work: spoil(fresh.proof) }))).toEqual({
        status: 'spam',
        spam_reason: 'Proof of work not valid',
      });
    }
  });

  it('keeps a request whose proof was solved for another form, or has expired, as spam', async () => {
    const { proof } = await provenToken();
    expect(await submitted(validRequest(backdatedFormToken(), { proof_of_work: proof }))).toEqual({
      status: 'spam',
      spam_reason: 'Proof of work from another form',
    });
    const token = backdatedFormToken();
    const expired = await solveProofOfWork(
      await challengeFor(token, { difficulty: 10, expiresAt: new Date(Date.now() - 1000) }),
    );
    expect(await submitted(validRequest(token, { proof_of_work: expired }))).toEqual({
      status: 'spam',
      spam_reason: 'Proof of work expired',
    });
  });

  it('is spent once: the same proof sent again is spam, with every reason', async () => {
    const { token, proof } = await provenToken();
    expect(await submitted(validRequest(token, { proof_of_work: proof }))).toMatchObject({ status: 'new' });
    expect(await submitted(validRequest(token, { proof_of_work: proof, website: 'https://spam.example' }))).toEqual({
      status: 'spam',
      spam_reason: 'Hidden field filled in\nForm token already used\nProof of work already used',
    });
  });

  it('takes its difficulty from Site Settings at the next opening, and refuses one out of range', async () => {
    expect((await setDifficulty(20)).status).toBe(200);
    const { solution } = await solveProofOfWork((await fetchDefinition()).antiSpam.proofOfWork);
    expect(solution.counter).toBeGreaterThanOrEqual(10);
    expect(solution.counter).toBeLessThanOrEqual(20);
    for (const wrong of [5, 100_001, 'hard']) {
      const refused = await setDifficulty(wrong);
      expect(refused.status).toBe(400);
      const { errors } = (await refused.json()) as { errors: { message: string }[] };
      expect(errors[0]!.message).toBe(
        'Proof-of-Work Difficulty must be a whole number from 10 to 100,000 (1,000 by default).',
      );
    }
    expect((await setDifficulty(1000)).status).toBe(200);
  });
});
