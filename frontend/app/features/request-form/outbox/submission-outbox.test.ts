// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalReason } from './refusal-message';
import {
  GIVE_UP_AFTER_MS,
  flushOutbox,
  loadRefusal,
  pendingSubmission,
  queueSubmission,
  retryDelay,
  type Refusal,
} from './submission-outbox';

// The network is a stub answering like the request-form endpoint; the outbox's own decisions
// (when to try, when to stop, what it keeps) are under test.
let answers: Response[];
const fetchCalls = () => (fetch as unknown as { mock: { calls: unknown[] } }).mock.calls.length;

beforeEach(() => {
  window.localStorage.clear();
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift() ?? Response.json({ errors: [{ message: 'down' }] }, { status: 503 })),
  );
});

afterEach(() => vi.unstubAllGlobals());

const T0 = Date.UTC(2025, 5, 2, 10, 0, 0);
const queue = (queuedAt = T0) =>
  queueSubmission({ payload: { first_name: 'Ada' }, idempotencyKey: 'key-0001', queuedAt });

describe('retries of a waiting request', () => {
  it('back off exponentially from 15 s to at most 1 h', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(retryDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('wait for their turn after a failure, unless the connection just came back', async () => {
    queue();
    expect(await flushOutbox({ now: () => T0 })).toBe('waiting');
    expect(pendingSubmission()).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 15_000 });
    expect(await flushOutbox({ now: () => T0 + 10_000 })).toBe('not-due');
    expect(fetchCalls()).toBe(1);
    expect(await flushOutbox({ now: () => T0 + 16_000 })).toBe('waiting');
    expect(pendingSubmission()).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 16_000 + 30_000 });
    expect(await flushOutbox({ now: () => T0 + 20_000, force: true })).toBe('waiting');
    expect(fetchCalls()).toBe(3);
  });

  it('stop after 7 days, keeping why for the visitor', async () => {
    queue();
    expect(await flushOutbox({ now: () => T0 + GIVE_UP_AFTER_MS + 1 })).toBe('expired');
    expect(fetchCalls()).toBe(0);
    expect(pendingSubmission()).toBeNull();
    expect(loadRefusal()).toMatchObject({ idempotencyKey: 'key-0001', status: 0 });
  });

  it('stop at once on a 429, keeping when it may be sent again', async () => {
    queue();
    answers.push(
      Response.json(
        { errors: [{ message: 'Too many requests', extensions: { code: 'REQUESTS_EXCEEDED' } }] },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    );
    expect(await flushOutbox({ now: () => T0 })).toBe('refused');
    expect(pendingSubmission()).toBeNull();
    expect(loadRefusal()).toMatchObject({ status: 429, retryAt: T0 + 120_000 });
    expect(await flushOutbox({ now: () => T0 + 3_600_000, force: true })).toBe('empty');
    expect(fetchCalls()).toBe(1);
  });

  it('stop at once on a 400, keeping the field errors', async () => {
    queue();
    answers.push(
      Response.json(
        {
          errors: [
            {
              message: 'This option is no longer available',
              extensions: { code: 'FAILED_VALIDATION', field: 'budget', step: 2 },
            },
          ],
        },
        { status: 400 },
      ),
    );
    expect(await flushOutbox({ now: () => T0 })).toBe('refused');
    expect(loadRefusal()).toMatchObject({
      status: 400,
      errors: [{ field: 'budget', message: 'This option is no longer available', step: 2 }],
    });
  });

  it('is delivered once on a 201, and tells who listens', async () => {
    queue();
    answers.push(Response.json({ data: { id: 'abc' } }, { status: 201 }));
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('agency:request-outbox', listener);
    expect(await flushOutbox({ now: () => T0 })).toBe('delivered');
    window.removeEventListener('agency:request-outbox', listener);
    expect(seen).toEqual([{ idempotencyKey: 'key-0001', result: 'delivered', id: 'abc' }]);
    expect(pendingSubmission()).toBeNull();
  });
});

describe('what the visitor is told about a refused request', () => {
  const refusal = (fields: Partial<Refusal>): Refusal => ({
    idempotencyKey: 'key-0001',
    status: 400,
    message: '',
    errors: [],
    at: T0,
    ...fields,
  });

  it('names the field and its message', () => {
    expect(
      refusalReason(refusal({ errors: [{ field: 'budget', message: 'This option is no longer available', step: 2 }] })),
    ).toBe('Budget: This option is no longer available. Please correct it and send your request again.');
  });

  it('says when a rate-limited request may be sent again', () => {
    const text = refusalReason(refusal({ status: 429, retryAt: T0 + 30 * 60_000 }), T0);
    expect(text).toMatch(/^Too many requests were sent from your connection\. You can send it again from .+\.$/);
    expect(text).toContain(
      new Date(T0 + 30 * 60_000).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    );
  });

  it("passes the server's reason on", () => {
    expect(refusalReason(refusal({ message: 'Unknown field "colour"' }))).toBe(
      'The server answered: Unknown field "colour". Please check your request and send it again.',
    );
  });

  it('says so when it gave up after 7 days', () => {
    expect(refusalReason(refusal({ status: 0 }))).toBe(
      'It could not be delivered within 7 days. Please check it and send it again.',
    );
  });
});
