// A prospect as the tests and the benchmarks play one: a complete, valid request body, a client
// address of its own, a form token from the definition with its proof of work solved, and one
// submit. One place for all of them (the integration, fault and end-to-end tests, `npm run bench:submit`).
import { randomBytes, randomUUID } from 'node:crypto';
import { solveProofOfWork } from './proof-of-work.mjs';

/**
 * The proof of work solved for each form token fetched here (fetchFormToken), as a browser solves
 * the challenge handed out with its token: validRequest sends it with the token.
 * @type {Map<string, unknown>}
 */
const proofs = new Map();

/**
 * A complete, valid request as the site sends it, with the given form token (and its proof of
 * work, when the token came from fetchFormToken); each call with a company of its own (requests
 * are found again by it).
 * @param {string} formToken
 * @param {Record<string, unknown>} [overrides]
 */
export function validRequest(formToken, overrides = {}) {
  return {
    project: ['Digital / Web'],
    project_type: 'Web Application',
    explanation: 'A booking platform for our three restaurants.',
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: 'Founder',
    company: `Analytical Kitchens ${randomUUID().slice(0, 8)}`,
    email: 'Ada@Example.com',
    phone: '+1 555 0100',
    research: 'Referral',
    budget: '$20,000 - $50,000',
    timeline: '3-6-months',
    next_step: 'Schedule a consultation',
    source_url: 'http://localhost:3000/',
    website: '',
    form_token: formToken,
    ...(proofs.has(formToken) ? { proof_of_work: proofs.get(formToken) } : {}),
    ...overrides,
  };
}

/** A client address of the benchmarking range 198.18.0.0/15, random per call: runs never share one. */
export function randomClientIp() {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a & 1)}.${b}.${(c % 254) + 1}`;
}

/** A new Idempotency-Key: each call is a new request. */
export const newKey = () => randomUUID();

/**
 * A form token issued by this Directus now, as GET /request-form/definition hands it to a visitor,
 * with the challenge handed out beside it solved (validRequest sends the solution).
 * @param {string} directusUrl
 * @returns {Promise<string>}
 */
export async function fetchFormToken(directusUrl) {
  const response = await fetch(`${directusUrl}/request-form/definition`);
  if (response.status !== 200)
    throw new Error(`/request-form/definition answered ${response.status}: ${await response.text()}`);
  const definition = /** @type {{ data: { antiSpam: { formToken: string, proofOfWork: unknown } } }} */ (
    await response.json()
  );
  const { formToken, proofOfWork } = definition.data.antiSpam;
  proofs.set(formToken, await solveProofOfWork(proofOfWork));
  return formToken;
}

/** @typedef {{ status: number, body: string, id?: string, retryAfter?: string | null }} SubmitAnswer */

/**
 * One POST /request-form/submit; a refused connection or a timeout is status 0.
 * @param {string} directusUrl
 * @param {unknown} body
 * @param {{ key: string, ip: string, timeoutMs?: number }} options
 * @returns {Promise<SubmitAnswer>}
 */
export async function submit(directusUrl, body, { key, ip, timeoutMs = 15_000 }) {
  try {
    const response = await fetch(`${directusUrl}/request-form/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const id =
      response.status === 201 ? String(/** @type {{ data: { id: string } }} */ (JSON.parse(text)).data.id) : undefined;
    return { status: response.status, body: text, id, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
