import { randomInt } from 'node:crypto';
import type { FormDefinition } from '@agency/request-rules/definition';
import { inject } from 'vitest';
import { formTokenHash, issueFormToken } from '../../extensions/request-form/src/shared/form-token';
import { DEFAULT_DIFFICULTY, issueChallenge } from '../../extensions/request-form/src/shared/proof-of-work';
import { solveProofOfWork } from '../../scripts/lib/proof-of-work.mjs';
import { directusJson } from './directus-client';

/** What GET /request-form/definition answers (the rule set's own type). */
export type Definition = FormDefinition;

// Every test file loads this module anew, and all of them speak to one Directus whose per-IP submit
// limit outlives a file: each file starts at its own random point of 198.18.0.0/15 (131,072
// addresses), so that files do not spend each other's limit.
let ipCounter = randomInt(0, 2 * 256 * 256);
/** A fresh client address per call, so tests do not share the per-IP submit limit. */
export function nextIp() {
  ipCounter = (ipCounter + 1) % (2 * 256 * 256);
  return `198.${18 + (ipCounter >> 16)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function fetchDefinition(): Promise<Definition> {
  const response = await fetch(`${inject('stack').directusUrl}/request-form/definition`);
  if (response.status !== 200) throw new Error(`definition answered ${response.status}`);
  return ((await response.json()) as { data: Definition }).data;
}

/** A proof-of-work challenge for `formToken` as /definition hands one out, signed with the stack's SECRET. */
export function challengeFor(
  formToken: string,
  { difficulty = DEFAULT_DIFFICULTY, expiresAt = new Date(Date.now() + 3_600_000) } = {},
) {
  const secret = inject('stack').cmsEnv.SECRET!;
  return issueChallenge(formTokenHash(formToken), { secret, difficulty, expiresAt });
}

/**
 * The proof of work a browser sends with `formToken`: a challenge for it, signed with the stack's
 * own SECRET like backdatedFormToken (any genuine token, fetched or backdated, gets one), at the
 * lowest difficulty, solved. proof-of-work.test.ts solves the challenges /definition hands out.
 */
export async function proofOfWorkFor(formToken: string) {
  return solveProofOfWork(await challengeFor(formToken, { difficulty: 10 }));
}

/** A body that carries a form token but no `proof_of_work` key gets the token's proof, as the form sends it. */
async function withProofOfWork(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if ('proof_of_work' in record || typeof record['form_token'] !== 'string' || record['form_token'] === '') return body;
  return { ...record, proof_of_work: await proofOfWorkFor(record['form_token']) };
}

export async function postForm(
  path: 'validate' | 'submit',
  body: unknown,
  options: { ip?: string; key?: string; contentType?: string; raw?: boolean } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'application/json',
    'X-Forwarded-For': options.ip ?? nextIp(),
  };
  if (options.key) headers['Idempotency-Key'] = options.key;
  return fetch(`${inject('stack').directusUrl}/request-form/${path}`, {
    method: 'POST',
    headers,
    body: options.raw ? (body as string) : JSON.stringify(path === 'submit' ? await withProofOfWork(body) : body),
  });
}

/** A complete, valid request as the site sends it, with the given form token (see backdatedFormToken). */
export { validRequest } from '../../scripts/lib/form-client.mjs';

export async function countRequests(): Promise<number> {
  const stack = inject('stack');
  const response = await fetch(`${stack.directusUrl}/items/requests?aggregate[count]=*`, {
    headers: { Authorization: `Bearer ${stack.adminToken}` },
  });
  const body = (await response.json()) as { data: [{ count: string | number }] };
  return Number(body.data[0].count);
}

/**
 * A form token as GET /definition hands it out, but issued `ageSeconds` ago: signed with the stack's
 * own SECRET (docs/decisions/004-form-token.md), so the endpoint takes it as a form opened that long
 * ago. Only the tests hold the SECRET; a visitor cannot mint one. Old enough by default not to be
 * taken for a bot's (the minimum fill time is 2 s on the test stack), without waiting it out:
 * form-token.test.ts keeps the one test that waits the real time.
 */
export function backdatedFormToken(ageSeconds = BACKDATED_SECONDS): string {
  return issueFormToken(inject('stack').cmsEnv.SECRET!, Date.now() - ageSeconds * 1000);
}

/** Well past the test stack's minimum fill time (REQUEST_FORM_MIN_FILL_SECONDS=2), far from 24 h. */
const BACKDATED_SECONDS = 60;

/**
 * Removes the attachments no request names (and their bytes), as the clean-up would some seconds
 * later: a test that leaves some calls it last, so that the clean-up changes nothing while a later
 * file compares the database before and after (setup.test.ts).
 */
export async function removeUnlinkedAttachments() {
  const { data } = await directusJson<{ data: { id: string }[] }>(
    '/items/request_attachments?filter[request][_null]=true&fields=id&limit=-1',
  );
  if (data.length === 0) return;
  const keys = JSON.stringify(data.map((row) => row.id));
  await directusJson('/items/request_attachments', { method: 'DELETE', body: keys });
  await directusJson('/items/request_attachment_contents', { method: 'DELETE', body: keys });
}
