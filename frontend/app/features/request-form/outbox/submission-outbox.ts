// A request submitted while the browser is offline waits here (localStorage) and goes out when the
// connection returns, with the same Idempotency-Key: delivered exactly once. Retries are bounded
// like Workbox background sync: exponential back-off from 15 s to 1 h, given up after 7 days, and
// stopped at once when the server refuses the request (4xx); then the visitor is told why
// (sender/outbox-sender.tsx) and the form reopens with the request (request-form).
import type { FieldError } from '@agency/request-rules/validation';
import { isRecord } from '@agency/contract/guards';
import { isFieldError } from '../field-errors';
import { submitRequest } from '../request-form-api';
import { OUTBOX_STORAGE_KEY, OUTBOX_WRITTEN_EVENT, REFUSAL_STORAGE_KEY } from './outbox-storage';

export { OUTBOX_STORAGE_KEY, REFUSAL_STORAGE_KEY };
/** Dispatched on window after every delivery attempt; detail: OutboxAttempt. */
export const OUTBOX_ATTEMPT_EVENT = 'agency:request-outbox';

export const RETRY_FIRST_DELAY_MS = 15_000;
export const RETRY_MAX_DELAY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;

export interface PendingSubmission {
  payload: Record<string, unknown>;
  idempotencyKey: string;
  queuedAt: number;
  /** Failed delivery attempts so far. */
  attempts?: number;
  /** Not before this time (ms), unless the connection just came back. */
  nextAttemptAt?: number;
}

/** Why a waiting request was not sent; kept until the visitor has seen it and reopened the form. */
export interface Refusal {
  idempotencyKey: string;
  /** HTTP status; 0: given up after GIVE_UP_AFTER_MS without an answer. */
  status: number;
  message: string;
  errors: FieldError[];
  /** 429: when it may be sent again (ms). */
  retryAt?: number;
  at: number;
}

export type OutboxResult = 'delivered' | 'waiting' | 'refused' | 'expired' | 'empty' | 'not-due';

export interface OutboxAttempt {
  idempotencyKey: string;
  result: 'delivered' | 'waiting' | 'refused' | 'expired';
  id?: string;
}

const OUTBOX_RESULTS: readonly string[] = [
  'delivered',
  'waiting',
  'refused',
  'expired',
] satisfies OutboxAttempt['result'][];

const isOutboxAttempt = (value: unknown): value is OutboxAttempt =>
  isRecord(value) &&
  typeof value.idempotencyKey === 'string' &&
  typeof value.result === 'string' &&
  OUTBOX_RESULTS.includes(value.result) &&
  (value.id === undefined || typeof value.id === 'string');

/** The attempt an OUTBOX_ATTEMPT_EVENT tells of; null for any other event. */
export const outboxAttemptOf = (event: Event): OutboxAttempt | null =>
  event instanceof CustomEvent && isOutboxAttempt(event.detail) ? event.detail : null;

const isOptionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

const isPendingSubmission = (value: unknown): value is PendingSubmission =>
  isRecord(value) &&
  isRecord(value.payload) &&
  typeof value.idempotencyKey === 'string' &&
  typeof value.queuedAt === 'number' &&
  isOptionalNumber(value.attempts) &&
  isOptionalNumber(value.nextAttemptAt);

const isRefusal = (value: unknown): value is Refusal =>
  isRecord(value) &&
  typeof value.idempotencyKey === 'string' &&
  typeof value.status === 'number' &&
  typeof value.message === 'string' &&
  Array.isArray(value.errors) &&
  value.errors.every(isFieldError) &&
  isOptionalNumber(value.retryAt) &&
  typeof value.at === 'number';

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the draft itself is still kept in memory by the form
    return;
  }
  window.dispatchEvent(new Event(OUTBOX_WRITTEN_EVENT));
}

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

export function queueSubmission(entry: PendingSubmission) {
  writeJson(OUTBOX_STORAGE_KEY, entry);
}

export function pendingSubmission(): PendingSubmission | null {
  const entry = readJson(OUTBOX_STORAGE_KEY);
  return isPendingSubmission(entry) ? entry : null;
}

export function clearOutbox() {
  remove(OUTBOX_STORAGE_KEY);
}

export function loadRefusal(): Refusal | null {
  const refusal = readJson(REFUSAL_STORAGE_KEY);
  return isRefusal(refusal) ? refusal : null;
}

export function clearRefusal() {
  remove(REFUSAL_STORAGE_KEY);
}

/** The wait after `attempts` failed attempts: 15 s, 30 s, 1 min, … at most 1 h. */
export function retryDelay(attempts: number) {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_DELAY_MS);
}

let sending: Promise<OutboxResult> | null = null;

/**
 * Tries to deliver the waiting request once, if it is due (`force`: the connection just came
 * back, try now). 'delivered' (201, or an earlier attempt already stored it), 'waiting' (no
 * answer or a server error: tried again later), 'refused' (4xx: kept as a Refusal, never sent
 * again), 'expired' (7 days without success: kept as a Refusal too), 'empty', 'not-due'.
 */
export function flushOutbox({ force = false, now = Date.now } = {}): Promise<OutboxResult> {
  sending ??= (async (): Promise<OutboxResult> => {
    const entry = pendingSubmission();
    if (!entry) return 'empty';
    const finish = (attempt: OutboxAttempt) => {
      window.dispatchEvent(new CustomEvent<OutboxAttempt>(OUTBOX_ATTEMPT_EVENT, { detail: attempt }));
      return attempt.result;
    };
    const { idempotencyKey } = entry;
    if (now() - entry.queuedAt > GIVE_UP_AFTER_MS) {
      clearOutbox();
      writeJson(REFUSAL_STORAGE_KEY, { idempotencyKey, status: 0, message: '', errors: [], at: now() });
      return finish({ idempotencyKey, result: 'expired' });
    }
    if (!force && (entry.nextAttemptAt ?? 0) > now()) return 'not-due';
    const outcome = await submitRequest(entry.payload, idempotencyKey);
    switch (outcome.kind) {
      case 'stored':
        clearOutbox();
        return finish({ idempotencyKey, result: 'delivered', id: outcome.id });
      case 'failed': {
        const attempts = (entry.attempts ?? 0) + 1;
        queueSubmission({ ...entry, attempts, nextAttemptAt: now() + retryDelay(attempts) });
        return finish({ idempotencyKey, result: 'waiting' });
      }
      case 'invalid':
      case 'refused': {
        clearOutbox();
        const refusal: Refusal = {
          idempotencyKey,
          status: outcome.kind === 'invalid' ? 400 : outcome.status,
          message: outcome.message,
          errors: outcome.kind === 'invalid' ? outcome.errors : [],
          at: now(),
        };
        if (outcome.kind === 'refused' && outcome.retryAfterSeconds)
          refusal.retryAt = now() + outcome.retryAfterSeconds * 1000;
        writeJson(REFUSAL_STORAGE_KEY, refusal);
        return finish({ idempotencyKey, result: 'refused' });
      }
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}
