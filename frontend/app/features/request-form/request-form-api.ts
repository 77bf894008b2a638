// The browser's calls to the request-form endpoint, through the site (routes/api.request-form.ts);
// the definition's: definition-api.ts.
import type { FieldError } from '@agency/request-rules/validation';
import type { StepIndex } from '@agency/request-rules/catalogue';
import { announceStoredLead, type StoredLead } from '~/lib/cookie-consent';
import { isRecord } from '@agency/contract/guards';
import { stepOf } from './field-errors';

/** Where the browser reaches the request-form endpoint: through the site. */
export const REQUEST_FORM_API = '/api/request-form';

/** One error of an error answer ({ errors: [...] }): its message and what its extensions say. */
export interface ApiError {
  message: string;
  code?: string;
  field?: string;
  /** The step the server names (unchecked: stepOf tells whether it is one of the form's). */
  step?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The errors of an answer's body; those without a message are left out. */
function apiErrorsOf(body: unknown): ApiError[] {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  return errors.filter(isRecord).flatMap((error) => {
    if (typeof error.message !== 'string') return [];
    const extensions = isRecord(error.extensions) ? error.extensions : {};
    return [
      { message: error.message, code: text(extensions.code), field: text(extensions.field), step: extensions.step },
    ];
  });
}

/** The errors that name a field, each as a field error on the step `stepFor` gives it. */
const fieldErrorsOf = (errors: ApiError[], stepFor: (error: ApiError) => StepIndex): FieldError[] =>
  errors.flatMap((error) =>
    error.field ? [{ field: error.field, message: error.message, step: stepFor(error) }] : [],
  );

/** The server's word on one step: [] when valid, else its field errors. */
export async function validateStepOnServer(step: number, values: Record<string, unknown>): Promise<FieldError[]> {
  let response: Response;
  try {
    response = await fetch(`${REQUEST_FORM_API}/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ step, values }),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch {
    return []; // no answer: the client-side check stands; submit re-checks
  }
  // Only a 400 brings field errors. Anything else (valid, server down) and a 400 without them (an
  // unknown field): the client-side check stands; submit re-checks.
  if (response.status !== 400) return [];
  const body: unknown = await response.json().catch(() => ({}));
  return fieldErrorsOf(apiErrorsOf(body), (error) => stepOf(error.step, step));
}

/** A submit that has no answer after this long counts as failed (the visitor may try again). */
export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitOutcome =
  | { kind: 'stored'; id: string }
  /** 400 with field errors: the visitor corrects them. */
  | { kind: 'invalid'; errors: FieldError[]; message: string }
  /** Any other 4xx: sending the same request again will not help (429: not before `retryAfterSeconds`). */
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number }
  /** No answer, a network error, 408 or 5xx: the same request may be sent again (same Idempotency-Key). */
  | { kind: 'failed'; status: number | null };

/** True when the browser itself says it has no connection (then a request waits in the outbox). */
export const browserIsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** What `generate_lead` carries: the service and the project type, nothing personal. */
function leadOf(payload: Record<string, unknown>): StoredLead {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    service: text(payload.service_name),
    projectType: Array.isArray(payload.project) ? text(payload.project[0]) : null,
  };
}

/** POST /submit with the draft's Idempotency-Key: a retry never stores the request twice. */
export async function submitRequest(payload: Record<string, unknown>, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(`${REQUEST_FORM_API}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch {
    // Network error, aborted connection or timeout.
    return { kind: 'failed', status: null };
  }
  if (response.status === 201) {
    // The one place both the drawer and the outbox learn that a request is stored: analytics
    // listens (features/analytics).
    announceStoredLead(leadOf(payload));
    const body: unknown = await response.json().catch(() => null);
    const data = isRecord(body) ? body.data : undefined;
    return { kind: 'stored', id: String((isRecord(data) ? data.id : undefined) ?? '') };
  }
  if (response.status === 408 || response.status >= 500) return { kind: 'failed', status: response.status };
  const body: unknown = await response.json().catch(() => ({}));
  const errors = apiErrorsOf(body);
  const message = errors[0]?.message ?? `HTTP ${response.status}`;
  const fieldErrors = fieldErrorsOf(
    errors.filter((error) => error.code === 'FAILED_VALIDATION'),
    (error) => stepOf(error.step),
  );
  if (response.status === 400 && fieldErrors.length > 0) return { kind: 'invalid', message, errors: fieldErrors };
  const wait = retryAfterSeconds(response);
  return { kind: 'refused', status: response.status, message, ...(wait ? { retryAfterSeconds: wait } : {}) };
}

/**
 * Records that the prospect pressed "Pick a time" on the confirmation (the request is named by the
 * key it was sent with). Sent as the booking page opens; nothing waits for it, nothing is told.
 */
export function recordBookingClick(idempotencyKey: string) {
  void fetch(`${REQUEST_FORM_API}/booking`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    keepalive: true,
  }).catch(() => {});
}
