// The request draft, kept in localStorage so that nothing typed is lost: restored after a reload
// or in a new tab, cleared only once the server has stored the request (201).
import { FORM_FIELD_NAMES } from '@agency/request-rules/catalogue';
import { isRecord } from '@agency/contract/guards';
import type { RequestValues } from './request-values';
import { DRAFT_STORAGE_KEY } from './draft-storage';
import type { ServiceContext } from './service-context';

export { DRAFT_STORAGE_KEY };

export interface RequestDraft {
  values: RequestValues;
  step: number;
  /** Generated once per draft; every submission attempt of this draft sends it. */
  idempotencyKey: string;
  service: ServiceContext | null;
  updatedAt: number;
}

export function newIdempotencyKey() {
  return crypto.randomUUID();
}

export function loadDraft(): RequestDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    return draftOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

const isServiceContext = (value: unknown): value is ServiceContext =>
  isRecord(value) &&
  typeof value.serviceName === 'string' &&
  typeof value.serviceUrl === 'string' &&
  typeof value.serviceClass === 'string';

/**
 * The draft in what was stored: none without an Idempotency-Key or values; values that are not
 * text, a step, service or time of another kind are left out (the form's defaults stand).
 */
function draftOf(stored: unknown): RequestDraft | null {
  if (!isRecord(stored) || typeof stored.idempotencyKey !== 'string' || !isRecord(stored.values)) return null;
  const { idempotencyKey, values, step, service, updatedAt } = stored;
  return {
    values: Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    step: typeof step === 'number' ? step : 0,
    idempotencyKey,
    service: isServiceContext(service) ? service : null,
    updatedAt: typeof updatedAt === 'number' ? updatedAt : 0,
  };
}

export function saveDraft(draft: RequestDraft) {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, updatedAt: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * True when the visitor has typed or chosen anything worth keeping. A project type preselected
 * from a service page is not the visitor's input.
 */
export function draftHasInput(values: RequestValues, service: ServiceContext | null = null) {
  // The fields the visitor fills in, not the visit context (page address, referrer, UTM, service).
  return FORM_FIELD_NAMES.some(
    (name) => (values[name] ?? '').trim() !== '' && !(name === 'project' && service !== null),
  );
}
