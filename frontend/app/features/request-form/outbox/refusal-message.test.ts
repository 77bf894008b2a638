import { describe, expect, it } from 'vitest';
import { REFUSAL_TITLE, REVIEW_ACTION, refusalOfSubmit, refusalReason, refusalToastId } from './refusal-message';
import type { Refusal } from './submission-outbox';

const T0 = Date.UTC(2025, 5, 2, 10, 0, 0);
const refusal = (fields: Partial<Refusal>): Refusal => ({
  idempotencyKey: 'key-0001',
  status: 400,
  message: '',
  errors: [],
  at: T0,
  ...fields,
});
const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const dateAndTime = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

describe('the notice about a refused request (docs/product.md "Submitting": refused later)', () => {
  it("has the product's title and action", () => {
    expect(REFUSAL_TITLE).toBe('Your saved request was not sent.');
    expect(REVIEW_ACTION).toBe('Review my request');
  });

  it('is one per refused request, however often it is told', () => {
    expect(refusalToastId('key-0001')).toBe(refusalToastId('key-0001'));
    expect(refusalToastId('key-0001')).not.toBe(refusalToastId('key-0002'));
  });
});

describe('what the visitor is told about a refused request', () => {
  it('names the field and its message', () => {
    expect(
      refusalReason(refusal({ errors: [{ field: 'budget', message: 'This option is no longer available', step: 2 }] })),
    ).toBe('Budget: This option is no longer available. Please correct it and send your request again.');
  });

  it('tells the first field error only, in the order the server gave them', () => {
    const errors = [
      { field: 'email', message: 'Invalid email format', step: 1 as const },
      { field: 'budget', message: 'Please select your budget', step: 2 as const },
    ];
    expect(refusalReason(refusal({ errors }))).toBe(
      'Email: Invalid email format. Please correct it and send your request again.',
    );
  });

  it('gives the message alone for a field the form does not show', () => {
    expect(
      refusalReason(refusal({ errors: [{ field: 'utm_source', message: 'This value is not valid', step: 0 }] })),
    ).toBe('This value is not valid. Please correct it and send your request again.');
  });

  it('says when a rate-limited request may be sent again: the time alone on the same day', () => {
    const retryAt = T0 + 30 * 60_000;
    expect(refusalReason(refusal({ status: 429, retryAt }), T0)).toBe(
      `Too many requests were sent from your connection. You can send it again from ${time(retryAt)}.`,
    );
  });

  it('says when a rate-limited request may be sent again: the date too on another day', () => {
    const retryAt = T0 + 3 * 86_400_000;
    expect(refusalReason(refusal({ status: 429, retryAt }), T0)).toBe(
      `Too many requests were sent from your connection. You can send it again from ${dateAndTime(retryAt)}.`,
    );
  });

  it('says a rate-limited request may be sent again now once the wait is over, or when the server gave no time', () => {
    const now = 'Too many requests were sent from your connection. You can send it again now.';
    expect(refusalReason(refusal({ status: 429, retryAt: T0 - 60_000 }), T0)).toBe(now);
    expect(refusalReason(refusal({ status: 429, retryAt: T0 }), T0)).toBe(now);
    expect(refusalReason(refusal({ status: 429 }), T0)).toBe(now);
  });

  it('explains a 422: the form’s Idempotency-Key was used for a different request', () => {
    expect(refusalReason(refusal({ status: 422, message: 'Idempotency-Key reused' }))).toBe(
      'A different request was already sent with this form. Please check it and send it again.',
    );
  });

  it("passes the server's reason on, ending it with one full stop", () => {
    expect(refusalReason(refusal({ message: 'Unknown field "colour"' }))).toBe(
      'The server answered: Unknown field "colour". Please check your request and send it again.',
    );
    expect(refusalReason(refusal({ status: 413, message: 'The request is too large.' }))).toBe(
      'The server answered: The request is too large. Please check your request and send it again.',
    );
  });

  it('says so when it gave up after 7 days', () => {
    expect(refusalReason(refusal({ status: 0 }))).toBe(
      'It could not be delivered within 7 days. Please check it and send it again.',
    );
  });
});

describe('a refusal of a submit the visitor just made', () => {
  it('keeps the status and the reason, with no field errors', () => {
    expect(refusalOfSubmit('key-0001', { kind: 'refused', status: 413, message: 'Too large' }, T0)).toEqual({
      idempotencyKey: 'key-0001',
      status: 413,
      message: 'Too large',
      errors: [],
      at: T0,
    });
  });

  it('keeps when a rate-limited request may be sent again', () => {
    const outcome = { kind: 'refused', status: 429, message: 'Too many requests', retryAfterSeconds: 90 } as const;
    const kept = refusalOfSubmit('key-0001', outcome, T0);
    expect(kept.retryAt).toBe(T0 + 90_000);
    expect(refusalReason(kept, T0)).toBe(
      `Too many requests were sent from your connection. You can send it again from ${time(T0 + 90_000)}.`,
    );
  });
});
