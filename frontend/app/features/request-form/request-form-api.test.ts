import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForLeads } from '~/lib/cookie-consent';
import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { fetchDefinition } from './definition-api';
import { SUBMIT_TIMEOUT_MS, browserIsOffline, submitRequest, validateStepOnServer } from './request-form-api';

// The network is a stub answering as the request-form endpoint does (docs/product.md "The
// request-form endpoint"); what the form makes of each answer is under test.
type Answer = Response | Error;
let answer: () => Answer;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const next = answer();
  if (next instanceof Error) throw next;
  return next;
});
const lastCall = () => fetchMock.mock.calls.at(-1)!;
const errorBody = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => ({ errors });
const json = (body: unknown, status: number, headers?: Record<string, string>) =>
  Response.json(body, { status, headers });
const fieldError = (field: string, message: string, step?: unknown) => ({
  message,
  extensions: { code: 'FAILED_VALIDATION', field, ...(step === undefined ? {} : { step }) },
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a submit (docs/product.md "Submitting")', () => {
  it('posts the request as JSON with its Idempotency-Key, so a retry never stores it twice', async () => {
    answer = () => json({ data: { id: 'abc' } }, 201);
    await submitRequest({ first_name: 'Ada', project: ['Digital / Web'] }, 'key-0001');
    const [url, init] = lastCall();
    expect(url).toBe('/api/request-form/submit');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe(JSON.stringify({ first_name: 'Ada', project: ['Digital / Web'] }));
    const headers = new Headers(init!.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-0001');
  });

  it('counts as failed when no answer comes within 15 s', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    answer = () => json({ data: { id: 'abc' } }, 201);
    await submitRequest({}, 'key-0001');
    expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(lastCall()[1]!.signal).toBe(timeout.mock.results[0]!.value);
  });

  it('is stored on a 201, with the id the server gave', async () => {
    answer = () => json({ data: { id: 42 } }, 201);
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'stored', id: '42' });
  });

  it('is stored on a 201 whatever its body (the server has the request)', async () => {
    answer = () => new Response('', { status: 201 });
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'stored', id: '' });
    answer = () => json({}, 201);
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'stored', id: '' });
    answer = () => json({ data: {} }, 201);
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'stored', id: '' });
  });

  it('failed, to be sent again, on a network error or a timeout', async () => {
    answer = () => new TypeError('Failed to fetch');
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'failed', status: null });
    answer = () => new DOMException('The operation timed out.', 'TimeoutError');
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'failed', status: null });
  });

  it.each([408, 500, 502, 503, 504, 599])('failed, to be sent again, on a %i', async (status) => {
    answer = () => json(errorBody({ message: 'Service Unavailable' }), status);
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'failed', status });
  });

  it('invalid on a 400 with field errors: each error on its field and step (step 0 when the server gives none)', async () => {
    answer = () =>
      json(
        errorBody(
          fieldError('email', 'Invalid email format', 1),
          { message: 'Unknown field "colour"', extensions: { code: 'FAILED_VALIDATION' } },
          { message: 'Not a field error', extensions: { code: 'INVALID_PAYLOAD', field: 'budget' } },
          fieldError('project', 'Please select a project type'),
        ),
        400,
      );
    expect(await submitRequest({}, 'key-0001')).toEqual({
      kind: 'invalid',
      message: 'Invalid email format',
      errors: [
        { field: 'email', message: 'Invalid email format', step: 1 },
        { field: 'project', message: 'Please select a project type', step: 0 },
      ],
    });
  });

  it('invalid with what of the errors has their shape: a step the form does not have is step 0; stray entries are left out', async () => {
    answer = () =>
      json(
        {
          errors: [
            null,
            'Invalid email format',
            { extensions: { code: 'FAILED_VALIDATION', field: 'email' } },
            { message: 'Check the phone', extensions: { code: 'FAILED_VALIDATION', field: 7 } },
            fieldError('email', 'Invalid email format', 9),
            fieldError('explanation', 'Please describe the project', 2),
          ],
        },
        400,
      );
    expect(await submitRequest({}, 'key-0001')).toEqual({
      kind: 'invalid',
      message: 'Check the phone',
      errors: [
        { field: 'email', message: 'Invalid email format', step: 0 },
        { field: 'explanation', message: 'Please describe the project', step: 2 },
      ],
    });
  });

  it("refused on a 400 without field errors, with the server's reason", async () => {
    answer = () =>
      json(errorBody({ message: 'Unknown field "colour"', extensions: { code: 'FAILED_VALIDATION' } }), 400);
    expect(await submitRequest({}, 'key-0001')).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Unknown field "colour"',
    });
  });

  it('refused on another 4xx: field errors do not make it invalid', async () => {
    answer = () => json(errorBody(fieldError('email', 'Invalid email format', 1)), 422);
    expect(await submitRequest({}, 'key-0001')).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Invalid email format',
    });
  });

  it('refused with the status as its reason when the answer gives none', async () => {
    answer = () => new Response('<html>Payload Too Large</html>', { status: 413 });
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'refused', status: 413, message: 'HTTP 413' });
    answer = () => json({}, 403);
    expect(await submitRequest({}, 'key-0001')).toEqual({ kind: 'refused', status: 403, message: 'HTTP 403' });
  });
});

describe("a 429's Retry-After: when the request may be sent again", () => {
  const refusedWith = async (retryAfter?: string) => {
    answer = () =>
      json(
        errorBody({ message: 'Too many requests' }),
        429,
        retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
      );
    return submitRequest({}, 'key-0001');
  };

  it('in seconds', async () => {
    expect(await refusedWith('120')).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Too many requests',
      retryAfterSeconds: 120,
    });
  });

  it('as a date: the seconds until then, rounded up, at least 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 5, 2, 10, 0, 0, 500));
    expect(await refusedWith('Mon, 02 Jun 2025 10:02:00 GMT')).toMatchObject({ retryAfterSeconds: 120 });
    expect(await refusedWith('Mon, 02 Jun 2025 09:00:00 GMT')).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('none when the server gives no time, zero, a negative or an unreadable one', async () => {
    for (const header of [undefined, '', '0', '-5', 'soon']) {
      expect(await refusedWith(header)).toEqual({ kind: 'refused', status: 429, message: 'Too many requests' });
    }
  });
});

describe('a step checked on the server (docs/product.md "Validation")', () => {
  it('posts the step and the values', async () => {
    answer = () => json({ data: { valid: true } }, 200);
    expect(await validateStepOnServer(1, { email: 'ada@example.com' })).toEqual([]);
    const [url, init] = lastCall();
    expect(url).toBe('/api/request-form/validate');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init!.body as string)).toEqual({ step: 1, values: { email: 'ada@example.com' } });
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it("brings the server's field errors, on their step (the checked step when the server gives none)", async () => {
    answer = () =>
      json(
        errorBody(
          fieldError('email', 'This e-mail address is blocked', 1),
          fieldError('phone', 'Please check the phone'),
          {
            message: 'Not about a field',
          },
        ),
        400,
      );
    expect(await validateStepOnServer(1, {})).toEqual([
      { field: 'email', message: 'This e-mail address is blocked', step: 1 },
      { field: 'phone', message: 'Please check the phone', step: 1 },
    ]);
  });

  it("takes the server's step when it is one of the form's, else the checked step; leaves out what is not a field error", async () => {
    answer = () =>
      json(
        {
          errors: [
            fieldError('explanation', 'Please describe the project', 2),
            fieldError('email', 'This e-mail address is blocked', 9),
            fieldError('phone', 'Please check the phone', '1'),
            { message: 'Not a field', extensions: { field: ['email'] } },
            { extensions: { field: 'email' } },
            { message: 'No extensions', extensions: 'email' },
            42,
          ],
        },
        400,
      );
    expect(await validateStepOnServer(1, {})).toEqual([
      { field: 'explanation', message: 'Please describe the project', step: 2 },
      { field: 'email', message: 'This e-mail address is blocked', step: 1 },
      { field: 'phone', message: 'Please check the phone', step: 1 },
    ]);
  });

  it('leaves the decision to the browser’s own check when the server cannot give one', async () => {
    for (const next of [
      () => new TypeError('Failed to fetch'),
      () => json(errorBody({ message: 'Service Unavailable' }), 503),
      () => json(errorBody({ message: 'Unknown field "colour"' }), 400),
      () => json(errorBody(fieldError('email', 'Invalid email format', 1)), 429),
      () => new Response('not JSON', { status: 400 }),
      () => json({}, 400),
    ]) {
      answer = next;
      expect(await validateStepOnServer(1, {})).toEqual([]);
    }
  });
});

describe('the form definition (docs/product.md "The request form": read at every opening)', () => {
  const definition = buildDefinition(
    SPEC_OPTIONS,
    { formToken: 'token', minFillSeconds: 3 },
    privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: true }),
  );

  it('is read fresh, never from a cache, so an option an editor hides is gone at the next opening', async () => {
    answer = () => json({ data: definition }, 200);
    const signal = new AbortController().signal;
    expect(await fetchDefinition('en', signal)).toEqual(definition);
    const [url, init] = lastCall();
    expect(url).toBe('/api/request-form/definition');
    expect(init).toEqual({ signal, cache: 'no-store' });
  });

  it("gives the option lists in the page's language, their values unchanged", async () => {
    const budget = [{ value: 'small', label: 'Small', labels: { es: 'Pequeño' } }];
    answer = () => json({ data: { ...definition, options: { ...definition.options, budget } } }, 200);
    const spanish = await fetchDefinition('es');
    expect(spanish.options.budget).toEqual([{ value: 'small', label: 'Pequeño' }]);
    expect((await fetchDefinition('en')).options.budget).toEqual([{ value: 'small', label: 'Small' }]);
  });

  it('is an error the page can show when the server does not give it', async () => {
    answer = () => json(errorBody({ message: 'Service Unavailable' }), 503);
    await expect(fetchDefinition('en')).rejects.toThrow('The form could not be loaded (503)');
  });

  it('is an error too when what the server gives is not a definition', async () => {
    answer = () => json({ data: { stepCount: 4 } }, 200);
    await expect(fetchDefinition('en')).rejects.toThrow();
  });
});

describe('offline (the browser says so)', () => {
  it('only when the browser says it has no connection', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserIsOffline()).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    expect(browserIsOffline()).toBe(false);
  });

  it('never where there is no navigator (a page rendered on the server)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(browserIsOffline()).toBe(false);
  });
});

describe('generate_lead on a stored request (README "Cookie consent and analytics")', () => {
  const choice = (analytics: boolean) =>
    JSON.stringify({ version: 1, analytics, marketing: !analytics, decidedAt: '2026-11-24T00:00:00.000Z' });
  let stopListening = () => {};
  afterEach(() => stopListening());
  /** A browser window whose storage holds `stored` under the consent key, analytics listening. */
  function browserWith(stored: string | null) {
    stopListening();
    const storage: Pick<Storage, 'getItem'> = {
      getItem: (key) => (key === 'agency.cookie-consent' ? stored : null),
    };
    const window: EventTarget & { dataLayer?: unknown[]; localStorage: Pick<Storage, 'getItem'> } = Object.assign(
      new EventTarget(),
      { localStorage: storage },
    );
    vi.stubGlobal('window', window);
    stopListening = listenForLeads();
    return window;
  }
  const request = {
    first_name: 'Ada',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    service_name: 'Web Design & Development',
    project: ['Digital / Web'],
  };

  it('is pushed once with the service and the project type, nothing personal, when analytics are allowed', async () => {
    const window = browserWith(choice(true));
    answer = () => json({ data: { id: 'abc' } }, 201);
    await submitRequest(request, 'key-0001');
    expect(window.dataLayer).toEqual([
      { event: 'generate_lead', service: 'Web Design & Development', project_type: 'Digital / Web' },
    ]);
  });

  it('carries null for a request from no service page and with no project type', async () => {
    const window = browserWith(choice(true));
    answer = () => json({ data: { id: 'abc' } }, 201);
    await submitRequest({ ...request, service_name: '', project: [] }, 'key-0001');
    expect(window.dataLayer).toEqual([{ event: 'generate_lead', service: null, project_type: null }]);
  });

  it('is not pushed without analytics consent (marketing alone, or no choice yet)', async () => {
    answer = () => json({ data: { id: 'abc' } }, 201);
    for (const stored of [choice(false), null]) {
      const window = browserWith(stored);
      await submitRequest(request, 'key-0001');
      expect(window.dataLayer, String(stored)).toBeUndefined();
    }
  });

  it('is not pushed for a request that was not stored', async () => {
    const window = browserWith(choice(true));
    for (const next of [
      () => json(errorBody(fieldError('email', 'Invalid email format', 1)), 400),
      () => json(errorBody({ message: 'Too many requests' }), 429),
      () => new Response(null, { status: 503 }),
      () => new TypeError('Failed to fetch'),
    ]) {
      answer = next;
      await submitRequest(request, 'key-0001');
    }
    expect(window.dataLayer).toBeUndefined();
  });
});
