// What the visitor reads when a request that waited for the connection was not sent: plain words,
// the server's reason, and for 429 when they may send it again; in the language of `t`.
import { fieldByName } from '@agency/request-rules/catalogue';
import { inEnglish, type Translate } from '~/lib/messages';
import type { SubmitOutcome } from '../request-form-api';
import { GIVE_UP_AFTER_MS, type Refusal } from './submission-outbox';

export const refusalTitle = (t: Translate = inEnglish) => t('Your saved request was not sent.');
export const reviewAction = (t: Translate = inEnglish) => t('Review my request');
/** The same in English. */
export const REFUSAL_TITLE = refusalTitle();
export const REVIEW_ACTION = reviewAction();

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
export function refusalReason(refusal: Refusal, now = Date.now(), t: Translate = inEnglish): string {
  if (refusal.status === 0) {
    return t('It could not be delivered within {days} days. Please check it and send it again.', {
      days: GIVE_UP_AFTER_MS / 86_400_000,
    });
  }
  if (refusal.status === 429) {
    return refusal.retryAt && refusal.retryAt > now
      ? t('Too many requests were sent from your connection. You can send it again from {time}.', {
          time: when(refusal.retryAt, now),
        })
      : t('Too many requests were sent from your connection. You can send it again now.');
  }
  const [first] = refusal.errors;
  if (first) {
    const label = fieldByName(first.field)?.label;
    const message = t(first.message);
    return label
      ? t('{field}: {message}. Please correct it and send your request again.', { field: t(label), message })
      : t('{message}. Please correct it and send your request again.', { message });
  }
  if (refusal.status === 422) {
    return t('A different request was already sent with this form. Please check it and send it again.');
  }
  return t('The server answered: {message} Please check your request and send it again.', {
    message: refusal.message.replace(/\.?$/, '.'),
  });
}

/** The form's notice about a refused request: that it was not sent, and why. */
export const refusalNotice = (refusal: Refusal, t: Translate = inEnglish) =>
  t('Your saved request was not sent. {reason}', { reason: refusalReason(refusal, Date.now(), t) });

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
