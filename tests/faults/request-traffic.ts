// Bounded waiting for the fault tests, and the prospects they play (scripts/lib/form-client.mjs).
import { submit } from '../../scripts/lib/form-client.mjs';

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

/** A prospect whose browser sends one request until it is stored (scripts/lib/form-client.mjs). */
export interface RetryingClient {
  key: string;
  ip: string;
  body: Record<string, unknown>;
  /** Every answer's status, 0 for a connection that failed. */
  statuses: number[];
  /** A request of it is under way. */
  pending: boolean;
  /** The stored request's id, once answered 201. */
  id?: string;
}

/**
 * A browser's retry policy: connection errors and 5xx are retried with the same Idempotency-Key
 * every `retryAfterMs`, until a 201 (the id is kept), the deadline or `maxAttempts`; any other
 * answer is a failure, written to `unexpected`.
 */
export async function submitUntilStored(
  directusUrl: string,
  client: RetryingClient,
  unexpected: string[],
  {
    deadlineMs,
    retryAfterMs,
    maxAttempts = Infinity,
  }: { deadlineMs: number; retryAfterMs: number; maxAttempts?: number },
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline && client.statuses.length < maxAttempts) {
    client.pending = true;
    const answer = await submit(directusUrl, client.body, { key: client.key, ip: client.ip });
    client.pending = false;
    client.statuses.push(answer.status);
    if (answer.status === 201) {
      client.id = answer.id;
      return;
    }
    if (answer.status !== 0 && answer.status < 500) {
      unexpected.push(`${client.key}: ${answer.status} ${answer.body}`);
      return;
    }
    await sleep(retryAfterMs);
  }
}
