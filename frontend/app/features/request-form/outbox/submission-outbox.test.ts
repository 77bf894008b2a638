// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalReason } from './refusal-message';
import {
  GIVE_UP_AFTER_MS,
  OUTBOX_ATTEMPT_EVENT,
  OUTBOX_STORAGE_KEY,
  REFUSAL_STORAGE_KEY,
  clearOutbox,
  clearRefusal,
  flushOutbox,
  loadRefusal,
  outboxAttemptOf,
  pendingSubmission,
  queueSubmission,
  retryDelay,
  type OutboxAttempt,
} from './submission-outbox';
import { OUTBOX_WRITTEN_EVENT, outboxHoldsSomething } from './outbox-storage';

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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe('a waiting request is sent', () => {
  it('with its payload and its Idempotency-Key, as the visitor submitted it', async () => {
    queue();
    await flushOutbox({ now: () => T0 });
    const [url, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(url).toBe('/api/request-form/submit');
    expect(init.body).toBe(JSON.stringify({ first_name: 'Ada' }));
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('key-0001');
  });

  it('once, when two triggers (the connection returning, the timer) fire together', async () => {
    queue();
    answers.push(Response.json({ data: { id: 'abc' } }, { status: 201 }));
    const results = await Promise.all([flushOutbox({ now: () => T0 }), flushOutbox({ now: () => T0, force: true })]);
    expect(results).toEqual(['delivered', 'delivered']);
    expect(fetchCalls()).toBe(1);
  });

  it('again by the next trigger after an attempt has finished', async () => {
    queue();
    expect(await flushOutbox({ now: () => T0 })).toBe('waiting');
    expect(await flushOutbox({ now: () => T0 + 1_000, force: true })).toBe('waiting');
    expect(fetchCalls()).toBe(2);
  });

  it('when its time has come, not a moment later', async () => {
    queue();
    await flushOutbox({ now: () => T0 });
    expect(await flushOutbox({ now: () => T0 + 15_000 })).toBe('waiting');
    expect(fetchCalls()).toBe(2);
  });

  it('until the 7 days are over (the last try is at 7 days exactly)', async () => {
    queue();
    expect(await flushOutbox({ now: () => T0 + GIVE_UP_AFTER_MS })).toBe('waiting');
    expect(fetchCalls()).toBe(1);
  });

  it('even when the previous version of the site queued it (the same storage key)', async () => {
    expect(OUTBOX_STORAGE_KEY).toBe('agency.request-outbox.v1');
    window.localStorage.setItem(
      'agency.request-outbox.v1',
      JSON.stringify({ payload: { first_name: 'Ada' }, idempotencyKey: 'key-0009', queuedAt: T0 }),
    );
    answers.push(Response.json({ data: { id: 'abc' } }, { status: 201 }));
    expect(await flushOutbox({ now: () => T0 })).toBe('delivered');
  });
});

describe('nothing is sent', () => {
  it('when no request waits', async () => {
    expect(await flushOutbox({ now: () => T0, force: true })).toBe('empty');
    expect(fetchCalls()).toBe(0);
  });

  it.each([
    ['no request', { payload: undefined }],
    ['a request that is not an object', { payload: 'Ada' }],
    ['no time it was queued', { queuedAt: undefined }],
    ['attempts that are not a number', { attempts: '2' }],
    ['a next attempt that is not a time', { nextAttemptAt: 'later' }],
  ])('when what is stored has %s', async (_, change) => {
    const entry = { payload: { first_name: 'Ada' }, idempotencyKey: 'key-0001', queuedAt: T0 };
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ ...entry, ...change }));
    expect(pendingSubmission()).toBeNull();
    expect(await flushOutbox({ now: () => T0, force: true })).toBe('empty');
    expect(fetchCalls()).toBe(0);
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ ...entry, attempts: 1, nextAttemptAt: T0 }));
    expect(pendingSubmission()).toEqual({ ...entry, attempts: 1, nextAttemptAt: T0 });
  });

  it('when what is stored is not a waiting request (no Idempotency-Key): it could be delivered twice', async () => {
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ payload: { first_name: 'Ada' }, queuedAt: T0 }));
    expect(pendingSubmission()).toBeNull();
    expect(await flushOutbox({ now: () => T0, force: true })).toBe('empty');
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, '{"payload":');
    expect(pendingSubmission()).toBeNull();
    expect(fetchCalls()).toBe(0);
  });

  it('after the request was taken out of the outbox', async () => {
    queue();
    clearOutbox();
    expect(await flushOutbox({ now: () => T0, force: true })).toBe('empty');
  });

  it('when storage is unavailable: no request can wait, and queuing does not fail', async () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = { getItem: refused, setItem: refused, removeItem: refused };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage as unknown as Storage);
    expect(() => queue()).not.toThrow();
    expect(await flushOutbox({ now: () => T0, force: true })).toBe('empty');
    expect(loadRefusal()).toBeNull();
    expect(() => clearOutbox()).not.toThrow();
    expect(() => clearRefusal()).not.toThrow();
    expect(fetchCalls()).toBe(0);
  });
});

describe('every delivery attempt is told to who listens (the notice, the open form)', () => {
  const attempts = () => {
    const seen: OutboxAttempt[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<OutboxAttempt>).detail);
    window.addEventListener(OUTBOX_ATTEMPT_EVENT, listener);
    return { seen, stop: () => window.removeEventListener(OUTBOX_ATTEMPT_EVENT, listener) };
  };

  it('a failed attempt (waiting), a refusal and giving up; not a check that sent nothing', async () => {
    const { seen, stop } = attempts();
    queue();
    await flushOutbox({ now: () => T0 });
    await flushOutbox({ now: () => T0 + 1_000 });
    answers.push(Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }));
    await flushOutbox({ now: () => T0 + 1_000, force: true });
    await flushOutbox({ now: () => T0 + 2_000, force: true });
    queue();
    await flushOutbox({ now: () => T0 + GIVE_UP_AFTER_MS + 1 });
    stop();
    expect(seen).toEqual([
      { idempotencyKey: 'key-0001', result: 'waiting' },
      { idempotencyKey: 'key-0001', result: 'refused' },
      { idempotencyKey: 'key-0001', result: 'expired' },
    ]);
    expect(OUTBOX_ATTEMPT_EVENT).toBe('agency:request-outbox');
  });

  it('are read back from the event only when it carries one', () => {
    const attempt: OutboxAttempt = { idempotencyKey: 'key-0001', result: 'delivered', id: 'abc' };
    const event = (detail: unknown) => new CustomEvent(OUTBOX_ATTEMPT_EVENT, { detail });
    expect(outboxAttemptOf(event(attempt))).toEqual(attempt);
    expect(outboxAttemptOf(event({ idempotencyKey: 'key-0001', result: 'waiting' }))).toEqual({
      idempotencyKey: 'key-0001',
      result: 'waiting',
    });
    expect(outboxAttemptOf(new Event(OUTBOX_ATTEMPT_EVENT))).toBeNull();
    expect(outboxAttemptOf(event(null))).toBeNull();
    expect(outboxAttemptOf(event({ ...attempt, idempotencyKey: 1 }))).toBeNull();
    for (const result of ['delivered', 'waiting', 'refused', 'expired'] as const)
      expect(outboxAttemptOf(event({ idempotencyKey: 'key-0001', result }))).toEqual({
        idempotencyKey: 'key-0001',
        result,
      });
    expect(outboxAttemptOf(event({ ...attempt, result: 'lost' }))).toBeNull();
    expect(outboxAttemptOf(event({ ...attempt, result: 1 }))).toBeNull();
    expect(outboxAttemptOf(event({ ...attempt, id: 7 }))).toBeNull();
  });
});

describe('a refused or given-up request is kept for the visitor (docs/product.md "Submitting": refused later)', () => {
  it('after 7 days: no server reason and no field errors, so the form reopens on the review step', async () => {
    queue();
    await flushOutbox({ now: () => T0 + GIVE_UP_AFTER_MS + 1 });
    expect(loadRefusal()).toEqual({
      idempotencyKey: 'key-0001',
      status: 0,
      message: '',
      errors: [],
      at: T0 + GIVE_UP_AFTER_MS + 1,
    });
  });

  it("after a 403: the server's reason, without field errors or a time to wait", async () => {
    queue();
    answers.push(Response.json({ errors: [{ message: 'You may not send requests' }] }, { status: 403 }));
    expect(await flushOutbox({ now: () => T0 })).toBe('refused');
    const kept = loadRefusal()!;
    expect(kept).toEqual({
      idempotencyKey: 'key-0001',
      status: 403,
      message: 'You may not send requests',
      errors: [],
      at: T0,
    });
    expect(refusalReason(kept)).toBe(
      'The server answered: You may not send requests. Please check your request and send it again.',
    );
  });

  it('after a 429 without Retry-After: it may be sent again now', async () => {
    queue();
    answers.push(Response.json({ errors: [{ message: 'Too many requests' }] }, { status: 429 }));
    await flushOutbox({ now: () => T0 });
    const kept = loadRefusal()!;
    expect(kept).not.toHaveProperty('retryAt');
    expect(refusalReason(kept, T0)).toBe(
      'Too many requests were sent from your connection. You can send it again now.',
    );
  });

  it('after a 400 with field errors: the errors, and no time to wait', async () => {
    queue();
    answers.push(
      Response.json(
        {
          errors: [
            { message: 'Invalid email format', extensions: { code: 'FAILED_VALIDATION', field: 'email', step: 1 } },
          ],
        },
        { status: 400, headers: { 'Retry-After': '60' } },
      ),
    );
    await flushOutbox({ now: () => T0 });
    expect(loadRefusal()).toEqual({
      idempotencyKey: 'key-0001',
      status: 400,
      message: 'Invalid email format',
      errors: [{ field: 'email', message: 'Invalid email format', step: 1 }],
      at: T0,
    });
  });

  it('until the visitor has seen it (cleared), and also when the previous version of the site kept it', () => {
    expect(REFUSAL_STORAGE_KEY).toBe('agency.request-refusal.v1');
    window.localStorage.setItem(
      'agency.request-refusal.v1',
      JSON.stringify({ idempotencyKey: 'key-0009', status: 429, message: '', errors: [], at: T0 }),
    );
    expect(loadRefusal()).toMatchObject({ idempotencyKey: 'key-0009', status: 429 });
    clearRefusal();
    expect(loadRefusal()).toBeNull();
  });

  it('is none when what is stored is not a refusal', () => {
    window.localStorage.setItem(REFUSAL_STORAGE_KEY, JSON.stringify({ status: 429, message: '', errors: [], at: T0 }));
    expect(loadRefusal()).toBeNull();
    window.localStorage.setItem(REFUSAL_STORAGE_KEY, 'null');
    expect(loadRefusal()).toBeNull();
  });

  it.each([
    ['a status that is not a number', { status: '429' }],
    ['no message', { message: undefined }],
    ['no list of field errors', { errors: undefined }],
    ['a field error without its step', { errors: [{ field: 'email', message: 'Invalid email format' }] }],
    ['a field error on a step the form does not have', { errors: [{ field: 'email', message: 'x', step: 4 }] }],
    ['a time to wait that is not a number', { retryAt: 'soon' }],
    ['no time', { at: undefined }],
  ])('is none when what is stored has %s', (_, change) => {
    const refusal = { idempotencyKey: 'key-0009', status: 400, message: 'Invalid', errors: [], at: T0 };
    window.localStorage.setItem(REFUSAL_STORAGE_KEY, JSON.stringify({ ...refusal, ...change }));
    expect(loadRefusal()).toBeNull();
    window.localStorage.setItem(
      REFUSAL_STORAGE_KEY,
      JSON.stringify({ ...refusal, errors: [{ field: 'email', message: 'Invalid', step: 1 }], retryAt: T0 }),
    );
    expect(loadRefusal()).toEqual({
      ...refusal,
      errors: [{ field: 'email', message: 'Invalid', step: 1 }],
      retryAt: T0,
    });
  });
});

// Every page decides from these two keys alone whether to load the sender (sender/outbox-sender-gate.tsx).
describe('what tells a page to load the outbox sender', () => {
  it('holds something while a request waits or a refusal waits to be told, and says when it is written', () => {
    const written = vi.fn();
    window.addEventListener(OUTBOX_WRITTEN_EVENT, written);
    expect(outboxHoldsSomething()).toBe(false);
    queueSubmission({ payload: { first_name: 'Ada' }, idempotencyKey: 'key-1', queuedAt: Date.now() });
    expect(written).toHaveBeenCalledTimes(1);
    expect(outboxHoldsSomething()).toBe(true);
    clearOutbox();
    expect(outboxHoldsSomething()).toBe(false);
    window.localStorage.setItem(REFUSAL_STORAGE_KEY, JSON.stringify({ idempotencyKey: 'key-1', status: 422 }));
    expect(outboxHoldsSomething()).toBe(true);
    clearRefusal();
    expect(outboxHoldsSomething()).toBe(false);
    window.removeEventListener(OUTBOX_WRITTEN_EVENT, written);
  });
});
