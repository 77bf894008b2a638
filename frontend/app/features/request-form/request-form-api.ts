// The browser's calls to the request-form endpoint, through the site (routes/api.request-form.ts).
import type { FormDefinition } from '@agency/request-rules/definition';
import type { FieldError } from '@agency/request-rules/schemas';

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
  const response = await fetch(`${BASE}/validate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ step, values }),
  });
  if (response.ok) return [];
  const body = (await response.json().catch(() => ({}))) as { errors?: ApiError[] };
  const fieldErrors = (body.errors ?? []).filter((error) => error.extensions?.field);
  if (response.status === 400 && fieldErrors.length > 0) {
    return fieldErrors.map((error) => ({
      field: error.extensions!.field!,
      message: error.message,
      step: (error.extensions!.step ?? step) as FieldError['step'],
    }));
  }
  // Anything else (server down, unknown field): the client-side check stands; submit re-checks.
  return [];
}

export type SubmitOutcome =
  | { kind: 'stored'; id: string }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'rejected'; status: number; message: string; retryAfterSeconds?: number }
  | { kind: 'unreachable' };

/** POST /submit with the draft's Idempotency-Key: a retry never stores the request twice. */
export async function submitRequest(payload: Record<string, unknown>, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 201)
    return { kind: 'stored', id: ((await response.json()) as { data: { id: string } }).data.id };
  if (response.status === 502 || response.status === 503 || response.status === 504) return { kind: 'unreachable' };
  const body = (await response.json().catch(() => ({}))) as { errors?: ApiError[] };
  const errors = body.errors ?? [];
  const fieldErrors = errors.filter(
    (error) => error.extensions?.code === 'FAILED_VALIDATION' && error.extensions.field,
  );
  if (response.status === 400 && fieldErrors.length > 0) {
    return {
      kind: 'invalid',
      errors: fieldErrors.map((error) => ({
        field: error.extensions!.field!,
        message: error.message,
        step: (error.extensions!.step ?? 0) as FieldError['step'],
      })),
    };
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    kind: 'rejected',
    status: response.status,
    message: errors[0]?.message ?? `HTTP ${response.status}`,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
