// @vitest-environment happy-dom
// A submit that fails while the visitor is online never strands them (docs/product.md "Submitting"):
// the error toast, the review step with Submit enabled and every value kept, the draft still
// saved; Submit sends the same request again with the same Idempotency-Key. The network is the
// test's: each failure the site can meet, then a server that stores the retry. One of these runs
// through a real browser and the real server too (frontend/e2e/submit-failures.test.ts).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST, OFFLINE_MESSAGE } from './messages';
import { RequestForm } from './request-form';
import { SUBMIT_TIMEOUT_MS } from './request-form-api';
import { definition, next, setUpRequestFormTests } from './request-form.test-setup';

setUpRequestFormTests();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss(); // sonner keeps its toasts between renders
});

const DRAFT = 'agency.request-draft.v1';
const COMPANY = 'Retry Co';

/** What the page's fetch of /submit meets the first time. */
type Failure = (init: RequestInit) => Promise<Response>;

/** Never answers; gives up when the request's own signal says its time is over. */
const noAnswer: Failure = (init) =>
  new Promise((_resolve, reject) => {
    init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error));
  });

const FAILURES: [string, Failure][] = [
  ['503', async () => Response.json({ errors: [{ message: 'Service Unavailable' }] }, { status: 503 })],
  ['502', async () => new Response('Bad Gateway', { status: 502 })],
  ['408', async () => new Response('Request Timeout', { status: 408 })],
  // The request did arrive and was stored; only the answer was lost (the server answers the
  // retry with the same key with the first request's 201: tests/integration/request-form.test.ts).
  ['504 after the request was stored', async () => new Response('Gateway Timeout', { status: 504 })],
  ['an aborted connection', async () => Promise.reject(new TypeError('Failed to fetch'))],
  [`no answer at all (the form gives up after ${SUBMIT_TIMEOUT_MS / 1000} s)`, noAnswer],
];

/**
 * The network: /validate agrees with every step; /submit fails once as named, then stores.
 * `keys` are the Idempotency-Keys of the submits, in order.
 */
function network(fail: Failure) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.endsWith('/submit')) return Response.json({ data: { valid: true } });
      keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
      if (keys.length === 1) return fail(init);
      return Response.json({ data: { id: 'stored-1' } }, { status: 201 });
    }),
  );
  return keys;
}

/**
 * The submit's time limit, under the test's control: the timer the form asks for is recorded, and
 * `expire()` ends it as if that time had passed.
 */
function submitTimer() {
  const timers: { ms: number; controller: AbortController }[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    timers.push({ ms, controller });
    return controller.signal;
  });
  return {
    timers,
    expire: () => timers.at(-1)!.controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
  };
}

async function toReview() {
  render(
    <>
      <Toaster />
      <RequestForm definition={definition} service={null} />
    </>,
  );
  fireEvent.change(screen.getByLabelText(/Project type/), { target: { value: 'Other' } });
  next();
  await screen.findByText('Step 2 of 4');
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Company/), { target: { value: COMPANY } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  next();
  await screen.findByText('Step 3 of 4');
  fireEvent.change(screen.getByLabelText(/How did you hear about us/), { target: { value: 'Referral' } });
  fireEvent.click(screen.getByLabelText('$20,000 - $50,000'));
  fireEvent.click(screen.getByLabelText('Flexible'));
  fireEvent.change(screen.getByLabelText(/Preferred next step/), { target: { value: 'Schedule a consultation' } });
  next();
  await screen.findByText('Step 4 of 4');
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('a submit that fails while the visitor is online', () => {
  it.each(FAILURES)(
    '%s: the error toast, still on review with Submit enabled; the retry sends the same request',
    async (_name, fail) => {
      const keys = network(fail);
      const timer = submitTimer();
      await toReview();
      timer.timers.length = 0; // the steps' checks on the server have time limits of their own
      submitButton().focus();
      fireEvent.click(submitButton());
      await waitFor(() => expect(keys).toHaveLength(1));
      if (fail === noAnswer) {
        // While it waits, Submit says so and keeps the focus (a disabled button would drop it).
        const waiting = screen.getByRole<HTMLButtonElement>('button', { name: 'Submitting…' });
        expect(waiting.getAttribute('aria-disabled')).toBe('true');
        expect(document.activeElement).toBe(waiting);
        expect(timer.timers.map((entry) => entry.ms)).toEqual([SUBMIT_TIMEOUT_MS]);
        expect(screen.queryByText(ERROR_TOAST)).toBeNull();
        timer.expire();
      }

      await screen.findByText(ERROR_TOAST);
      expect(screen.getByText('Step 4 of 4')).toBeTruthy();
      await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
      expect(document.activeElement).toBe(submitButton());
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(false);
      expect(screen.getAllByText(COMPANY).length).toBeGreaterThan(0);
      expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
      // Worth trying again, not refused: no reason above the buttons, none under the toast.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.querySelector('[data-sonner-toast]')!.textContent).toBe(ERROR_TOAST);
      expect(window.localStorage.getItem(DRAFT)).toContain(COMPANY);

      fireEvent.click(submitButton());
      await screen.findByText('Request Submitted!');
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(window.localStorage.getItem(DRAFT)).toBeNull();
    },
  );
});
