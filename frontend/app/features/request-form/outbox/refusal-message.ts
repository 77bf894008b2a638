// What the visitor reads when a request that waited for the connection was not sent: plain words,
// the server's reason, and for 429 when they may send it again.
import { fieldByName } from '@agency/request-rules/catalogue';
import type { SubmitOutcome } from '../request-form-api';
import { GIVE_UP_AFTER_MS, type Refusal } from './submission-outbox';

export const REFUSAL_TITLE = 'Your saved request was not sent.';
export const REVIEW_ACTION = 'Review my request';

/** One notice per refused request, however often it is told. */
export const refusalToastId = (idempotencyKey: string) => `refusal-${idempotencyKey}`;

function when(time: number, now: number) {
  const date = new Date(time);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One or two sentences: why, and what to do now. */
export function refusalReason(refusal: Refusal, now = Date.now()): string {
  if (refusal.status === 0) {
    return `It could not be delivered within ${GIVE_UP_AFTER_MS / 86_400_000} days. Please check it and send it again.`;
  }
  if (refusal.status === 429) {
    const retry =
      refusal.retryAt && refusal.retryAt > now
        ? ` You can send it again from ${when(refusal.retryAt, now)}.`
        : ' You can send it again now.';
    return `Too many requests were sent from your connection.${retry}`;
  }
  const [first] = refusal.errors;
  if (first) {
    const label = fieldByName(first.field)?.label;
    return `${label ? `${label}: ` : ''}${first.message}. Please correct it and send your request again.`;
  }
  if (refusal.status === 422) {
    return 'A different request was already sent with this form. Please check it and send it again.';
  }
  return `The server answered: ${refusal.message.replace(/\.?$/, '.')} Please check your request and send it again.`;
}

/** A refusal of a submit the visitor just made (not one that waited): what `refusalReason` reads. */
export function refusalOfSubmit(
  idempotencyKey: string,
  outcome: Extract<SubmitOutcome, { kind: 'refused' }>,
  now = Date.now(),
): Refusal {
  return {
    idempotencyKey,
    status: outcome.status,
    message: outcome.message,
    errors: [],
    at: now,
    ...(outcome.retryAfterSeconds ? { retryAt: now + outcome.retryAfterSeconds * 1000 } : {}),
  };
}
