// The browser's calls to the request-form endpoint, through the site (routes/api.request-form.ts).
import type { FormDefinition } from '@agency/request-rules/definition';
import type { FieldError } from '@agency/request-rules/validation';
import { announceStoredLead, type StoredLead } from '~/lib/cookie-consent';

const BASE = '/api/request-form';

export interface ApiError {
  message: string;
  extensions?: { code?: string; field?: string; step?: number };
}

export async function fetchDefinition(signal?: AbortSignal): Promise<FormDefinition> {
  const response = await fetch(`${BASE}/definition`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The form could not be loaded (${response.status})`);
  return ((await response.json()) as { data: FormDefinition }).data;
}

/** The server's word on one step: [] when valid, else its field errors. */
export async function validateStepOnServer(step: number, values: Record<string, unknown>): Promise<FieldError[]> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/validate`, {
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
  const body = (await response.json().catch(() => ({}))) as { errors?: ApiError[] };
  return (body.errors ?? [])
    .filter((error) => error.extensions?.field)
    .map((error) => ({
      field: error.extensions!.field!,
      message: error.message,
      step: (error.extensions!.step ?? step) as FieldError['step'],
    }));
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
    response = await fetch(`${BASE}/submit`, {
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
    const body = (await response.json().catch(() => null)) as { data?: { id?: unknown } } | null;
    return { kind: 'stored', id: String(body?.data?.id ?? '') };
  }
  if (response.status === 408 || response.status >= 500) return { kind: 'failed', status: response.status };
  const body = (await response.json().catch(() => ({}))) as { errors?: ApiError[] };
  const errors = body.errors ?? [];
  const message = errors[0]?.message ?? `HTTP ${response.status}`;
  const fieldErrors = errors.filter(
    (error) => error.extensions?.code === 'FAILED_VALIDATION' && error.extensions.field,
  );
  if (response.status === 400 && fieldErrors.length > 0) {
    return {
      kind: 'invalid',
      message,
      errors: fieldErrors.map((error) => ({
        field: error.extensions!.field!,
        message: error.message,
        step: (error.extensions!.step ?? 0) as FieldError['step'],
      })),
    };
  }
  const wait = retryAfterSeconds(response);
  return { kind: 'refused', status: response.status, message, ...(wait ? { retryAfterSeconds: wait } : {}) };
}
