// Prospects as the fault tests play them: a valid request body, a submit with its own
// Idempotency-Key and client address, and bounded waiting.
import { randomBytes, randomUUID } from 'node:crypto';

/** A client address of the benchmarking range 198.18.0.0/15, random per call: runs never share one. */
export function randomClientIp() {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a & 1)}.${b}.${(c % 254) + 1}`;
}

export const newKey = () => randomUUID();

/** A form token issued by this Directus now (the stacks run with REQUEST_FORM_MIN_FILL_SECONDS=0). */
export async function fetchFormToken(directusUrl: string): Promise<string> {
  const response = await fetch(`${directusUrl}/request-form/definition`);
  if (response.status !== 200) throw new Error(`definition answered ${response.status}`);
  return ((await response.json()) as { data: { antiSpam: { formToken: string } } }).data.antiSpam.formToken;
}

/** The integration tests' valid request (each call with a company of its own). */
export { validRequest } from '../integration/request-form-client';

export interface SubmitAnswer {
  status: number;
  body: string;
  id?: string;
  retryAfter?: string | null;
}

/** One POST /request-form/submit; a refused connection or a timeout is status 0. */
export async function submit(
  directusUrl: string,
  body: unknown,
  { key, ip, timeoutMs = 15_000 }: { key: string; ip: string; timeoutMs?: number },
): Promise<SubmitAnswer> {
  try {
    const response = await fetch(`${directusUrl}/request-form/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const id = response.status === 201 ? String((JSON.parse(text) as { data: { id: string } }).data.id) : undefined;
    return { status: response.status, body: text, id, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `intervalMs` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}
